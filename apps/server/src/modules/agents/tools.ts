import { AssumptionValueSchema, DOCUMENT_TYPE_LABELS, DocumentTypeSchema, documentFormat, CREDIT_PRICES, type ChatOffer } from '@uc/contract';
import { assumptionBounds, setAssumption } from '@uc/startup-model';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { dataroomFiles } from '../../db/schema';
import { searchDataRoomText } from '../dataroom/excerpts';
import { engagementText, readinessEngagement } from '../dataroom/share-engagement';
import { getStartupModelForUser } from '../startup/service';
import { readWebPage, webSearch, type ResearchConfig, type WebSource } from './research';
import type { ToolName } from './tool-names';

// Named apart so the catalogue and the start need not load the tools (and the startup model) (issue 42):
// this module loads with the first chat turn (chat/stream.ts).
export { agentToolNames, agentToolsNote, researchConfig } from './tool-names';

/**
 * The agents' tools on the model path. Every tool reads and proposes for the calling user only:
 * the user id is bound here, never taken from the model. Nothing a tool does costs credits or
 * changes data: documents, apps and assumption changes are offered as cards the founder confirms.
 */

/** Characters of a document's text a tool result carries. */
export const READ_DOCUMENT_CHARS = 6_000;
/** Web calls (search + page reads) per answer. */
export const MAX_WEB_CALLS = 3;

/** A confirm card for the chat: an offer (the existing cards) or a proposed assumption change. */
export type ToolCard = { type: 'data-offer'; data: ChatOffer } | { type: 'data-assumption-proposal'; data: AssumptionProposal };
export type AssumptionProposal = { key: string; label: string; unit: string; currency: string; from: number; to: number; reason: string; base_version: number };

export type ToolContext = {
  db: Db;
  userId: string;
  research: ResearchConfig;
  /** Shows a card in the chat (the founder's click does the rest). */
  card: (c: ToolCard) => void;
  /** Keeps a proposal with the answer (the chat stores it so its card survives a reload). */
  keepProposal?: (p: AssumptionProposal) => Promise<void>;
  /** Sources the web tools returned, numbered in order: the answer cites them by marker and ends with their list. */
  sources?: WebSource[];
};

const FILE_NOT_FOUND = 'No such file in your data room';

/**
 * A tool in the AI SDK's shape, built without loading the SDK (issue 42: `ai` loads on a model's
 * first answer, not at start). The ai-sdk provider wraps each input schema once (asToolSet).
 */
export type AgentTool<I> = {
  description: string;
  inputSchema: z.ZodType<I>;
  execute: (input: I, options?: unknown) => Promise<unknown>;
};
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AgentToolSet = Record<string, AgentTool<any>>;
const tool = <I>(t: AgentTool<I>) => t;

/** Each tool's input: module constants, so the provider's wrapping (kept per schema) happens once per server. */
const INPUT = {
  search_data_room: z.object({ query: z.string().min(1).max(200) }),
  read_document: z.object({ file_id: z.string().max(64) }),
  get_share_engagement: z.object({}),
  get_startup_model: z.object({}),
  // The value's bounds are the key's (get_startup_model lists each min and max); the server checks them again.
  propose_assumption_change: z.object({
    key: z.string().regex(/^[a-z0-9_]{1,80}$/),
    value: AssumptionValueSchema,
    reason: z.string().max(300),
  }),
  offer_document: z.object({ document_type: DocumentTypeSchema }),
  offer_app: z.object({ what: z.string().min(1).max(80) }),
  web_search: z.object({ query: z.string().min(1).max(200) }),
  read_web_page: z.object({ url: z.string().max(2000) }),
} satisfies Record<ToolName, z.ZodType>;

export function agentTools(ctx: ToolContext): AgentToolSet {
  let webCalls = 0;
  const sources = ctx.sources ?? [];
  /** Each source gets the marker the answer cites it by: its place in the answer's list. */
  const numbered = <S extends WebSource>(found: S[]) => found.map((s) => ({ marker: `[${sources.push(s)}]`, ...s }));
  const webBudget = () => {
    if (++webCalls > MAX_WEB_CALLS) throw new Error(`At most ${MAX_WEB_CALLS} web calls per answer`);
  };
  const tools: AgentToolSet = {
    search_data_room: tool({
      description: "Full-text search of the founder's data room: file names, ids and matching excerpts.",
      inputSchema: INPUT.search_data_room,
      execute: async ({ query }) => ({ files: (await searchDataRoomText(ctx.db, ctx.userId, query, 5)).map((f) => ({ file_id: f.id, name: f.name, excerpt: f.excerpt })) }),
    }),
    read_document: tool({
      description: `The extracted text of one of the founder's data-room files (first ${READ_DOCUMENT_CHARS} characters).`,
      inputSchema: INPUT.read_document,
      execute: async ({ file_id }) => {
        if (!z.uuid().safeParse(file_id).success) throw new Error(FILE_NOT_FOUND);
        const [row] = await ctx.db
          .select({ name: dataroomFiles.name, text: dataroomFiles.extractedText })
          .from(dataroomFiles)
          .where(and(eq(dataroomFiles.id, file_id), eq(dataroomFiles.userId, ctx.userId)));
        // Another user's file is the same as a missing one: nothing about it comes back.
        if (!row) throw new Error(FILE_NOT_FOUND);
        return { name: row.name, text: row.text.slice(0, READ_DOCUMENT_CHARS), truncated: row.text.length > READ_DOCUMENT_CHARS };
      },
    }),
    get_share_engagement: tool({
      description:
        "How investors read the founder's readiness checklist documents through share links: viewers, median time, the page where most stopped (its number, and its title when the PDF gives one) and a suggestion when enough visits agree.",
      inputSchema: INPUT.get_share_engagement,
      execute: async () => {
        const e = await readinessEngagement(ctx.db, ctx.userId);
        return { summary: engagementText(e), items: e.items };
      },
    }),
    get_startup_model: tool({
      description: "The founder's startup model: archetype, currency, stage and every assumption (key, value, unit, where it came from). Money values are in minor units of the currency.",
      inputSchema: INPUT.get_startup_model,
      execute: async () => {
        const { model, version } = await getStartupModelForUser(ctx.db, ctx.userId);
        return {
          version,
          name: model.name,
          archetype: model.archetype,
          currency: model.currency,
          stage: model.stage,
          pre_revenue: model.pre_revenue,
          assumptions: model.assumptions.map((a) => {
            const b = assumptionBounds(a.key, model.currency);
            return { key: a.key, label: a.label, value: a.value, unit: a.unit, provenance: a.provenance, min: b?.min ?? a.min, max: b?.max ?? a.max };
          }),
        };
      },
    }),
    propose_assumption_change: tool({
      description:
        'Proposes a new value for one assumption of the startup model. Nothing changes until the founder confirms the card ' +
        "shown in the chat. `key`: one of the assumptions' keys from get_startup_model (e.g. price_per_month, " +
        'monthly_churn); `value` in that assumption\'s unit (money in minor units of the model\'s currency, percent as ' +
        '0–100) and within its min and max, else the proposal is refused with the bounds.',
      inputSchema: INPUT.propose_assumption_change,
      execute: async ({ key, value, reason }) => {
        const { model, version } = await getStartupModelForUser(ctx.db, ctx.userId);
        const current = model.assumptions.find((a) => a.key === key);
        if (!current) throw new Error(`No assumption '${key}' in this model`);
        // Checks the bounds (throws a RangeError the model reads) without saving anything.
        const to = setAssumption(model, key, value).assumptions.find((a) => a.key === key)!.value;
        const proposal: AssumptionProposal = { key, label: current.label, unit: current.unit, currency: model.currency, from: current.value, to, reason, base_version: version };
        await ctx.keepProposal?.(proposal);
        ctx.card({ type: 'data-assumption-proposal', data: proposal });
        return { status: 'proposed: the founder must confirm it in the chat before it is saved', proposal };
      },
    }),
    offer_document: tool({
      description: 'Offers the founder a document to generate (a card with its price; only their click generates and charges it).',
      inputSchema: INPUT.offer_document,
      execute: async ({ document_type }) => {
        const offer: ChatOffer = { kind: 'document', document_type, label: `Create a ${DOCUMENT_TYPE_LABELS[document_type].toLowerCase()} ${documentFormat(document_type)}`, credits: CREDIT_PRICES.document };
        ctx.card({ type: 'data-offer', data: offer });
        return { status: 'offered: the founder decides', offer };
      },
    }),
    offer_app: tool({
      description: 'Offers the founder a live single-file web app to build (a card with its price; only their click builds and charges it).',
      inputSchema: INPUT.offer_app,
      execute: async ({ what }) => {
        const offer: ChatOffer = { kind: 'app', label: `Build the ${what} as a live app`, credits: CREDIT_PRICES.app_generation };
        ctx.card({ type: 'data-offer', data: offer });
        return { status: 'offered: the founder decides', offer };
      },
    }),
  };
  if (ctx.research.tavily) {
    tools.web_search = tool({
      description: `Searches the web (Tavily). A sentence drawing on a result ends with the result's marker, e.g. "… in 2025 [1]."; its figures are quoted as published. At most ${MAX_WEB_CALLS} web calls per answer.`,
      inputSchema: INPUT.web_search,
      execute: async ({ query }) => {
        webBudget();
        return { results: numbered(await webSearch(ctx.research, query)) };
      },
    });
  }
  if (ctx.research.firecrawl) {
    tools.read_web_page = tool({
      description: `Reads a public web page as text (Firecrawl). Cite it by the marker it returns. At most ${MAX_WEB_CALLS} web calls per answer.`,
      inputSchema: INPUT.read_web_page,
      execute: async ({ url }) => {
        webBudget();
        const { text, ...page } = await readWebPage(ctx.research, url);
        return { ...numbered([page])[0], text };
      },
    });
  }
  return tools;
}
