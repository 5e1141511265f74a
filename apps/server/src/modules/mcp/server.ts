import { McpServer, ResourceTemplate } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { CallToolResult, GetPromptResult, ReadResourceResult } from '@modelcontextprotocol/sdk/types.js';
import { AssumptionValueSchema, DOCUMENT_TYPE_LABELS, DocumentTypeSchema, MCP_THREAD_TITLE } from '@uc/contract';
import { SCENARIO_IDS } from '@uc/startup-model';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { recordCall, type CallAudit } from './audit';
import { offerDocument, proposeAssumptionChange, type ProposeDeps } from './propose';
import * as read from './read-tools';
import { buildPrompt, load, PROMPTS, SOURCE_TITLES, URIS, type Source } from './prompts';

/**
 * The MCP server of one request (stateless Streamable HTTP): the founder and the key's scopes are
 * bound here, never taken from the client. Read tools need the 'read' scope; the propose tools are
 * listed only for keys with 'propose', and even they change nothing without the founder's click.
 */

export type McpContext = {
  read: read.ReadDeps;
  propose: ProposeDeps;
  scopes: string[];
  audit: CallAudit;
  version: string;
  log: FastifyBaseLogger;
  /** The founder's assumption keys with units and bounds, written into the propose tool's description (tools/list only). */
  assumptionKeys?: string;
};

const MONEY = 'Money is in integer minor units of the model\'s currency (cents for USD: 14900 = $149.00); the currency is in every answer.';

function messageOf(err: unknown, log: FastifyBaseLogger): string {
  if (err instanceof HttpError) return err.detail;
  if (err instanceof read.ToolError || err instanceof RangeError) return err.message;
  log.error({ err }, 'mcp: tool failed');
  return 'The tool failed on the server. Try again later.';
}

export function createMcpServer(ctx: McpContext): McpServer {
  const canRead = ctx.scopes.includes('read');
  const canPropose = ctx.scopes.includes('propose');
  const server = new McpServer(
    { name: 'ultimate-cofounder', title: 'Ultimate Co-founder', version: ctx.version },
    {
      capabilities: { tools: {}, ...(canRead ? { resources: {}, prompts: {} } : {}) },
      instructions:
        `The founder's startup as Ultimate Co-founder holds it: the startup model (assumptions with provenance: founder, default to verify, computed), ` +
        `its forecast and market sizing, the data room and the generated documents. ${MONEY} ` +
        `This API key's scopes: ${ctx.scopes.join(', ')}. ` +
        (canPropose
          ? `Proposals change nothing: they appear as cards in the founder's chat ("${MCP_THREAD_TITLE}") and only the founder's click saves them; documents are generated and paid only in the product.`
          : 'Proposing changes needs a key with the propose scope (the founder creates one under API keys).'),
    },
  );

  const run = async (name: string, work: () => Promise<read.ToolOutput> | read.ToolOutput): Promise<CallToolResult> => {
    try {
      const out = await work();
      await recordCall(ctx.audit, 'tools/call', name, true);
      return { content: [{ type: 'text', text: out.text }], structuredContent: out.data };
    } catch (err) {
      await recordCall(ctx.audit, 'tools/call', name, false);
      return { isError: true, content: [{ type: 'text', text: messageOf(err, ctx.log) }] };
    }
  };
  const readOnly = { readOnlyHint: true, destructiveHint: false, openWorldHint: false };

  if (canRead) {
    server.registerTool(
      'get_startup_model',
      {
        title: 'Startup model',
        description:
          `The founder's startup model: name, archetype (business model), sector, stage, country, currency and every assumption with its key, label, value, unit ` +
          `(money, percent: 15 = 15%, count, months, month: an index 1..36, hours, ratio), provenance ('founder': the founder said it; 'default': an archetype default to verify; ` +
          `'computed'), basis (why this value), min and max; the team and funding plan. ${MONEY} Use the keys with propose_assumption_change.`,
        inputSchema: {},
        annotations: readOnly,
      },
      () => run('get_startup_model', () => read.startupModel(ctx.read)),
    );
    server.registerTool(
      'get_forecast',
      {
        title: 'Forecast for a scenario',
        description:
          `The 36-month forecast of the startup model for one scenario ('base', 'bear' or 'bull'): key figures (revenue, gross margin %, EBITDA and headcount by year; ` +
          `average monthly burn in year 1; runway in months; break-even month 1..36 or null; the raise and its use of funds; funding gap; TAM/SAM/SOM), the three ` +
          `year summaries with cash at each year end, the lowest cash month and unit economics (ARPU, CAC, payback, LTV, LTV/CAC). ${MONEY}`,
        inputSchema: { scenario: z.enum(SCENARIO_IDS).default('base').describe("'base' (the assumptions as they are), 'bear' (pessimistic) or 'bull' (optimistic)") },
        annotations: readOnly,
      },
      ({ scenario }) => run('get_forecast', () => read.forecastFor(ctx.read, scenario)),
    );
    server.registerTool(
      'get_market_sizing',
      {
        title: 'Market sizing',
        description: `Bottom-up TAM, SAM and SOM a year, each with its formula in words and numbers and the assumptions it uses (with provenance). ${MONEY}`,
        inputSchema: {},
        annotations: readOnly,
      },
      () => run('get_market_sizing', () => read.market(ctx.read)),
    );
    server.registerTool(
      'search_data_room',
      {
        title: 'Search the data room',
        description: "Full-text search of the text inside the founder's data-room files (PDF, DOCX, PPTX, XLSX, TXT, MD, CSV). Returns the best-matching files, each with its file_id, name and a passage around the match. Read more of a file with read_file.",
        inputSchema: { query: z.string().trim().min(1).max(200).describe('Words to look for (words of 4+ letters are matched by prefix)'), limit: z.number().int().min(1).max(10).default(5).describe('Files to return, 1–10') },
        annotations: readOnly,
      },
      ({ query, limit }) => run('search_data_room', () => read.searchDataRoom(ctx.read, query, limit)),
    );
    server.registerTool(
      'read_file',
      {
        title: 'Read a document or file',
        description: `The extracted text of one data-room file or generated document (a document_id from list_documents is a file_id), at most ${read.READ_FILE_MAX_CHARS} characters per call; page with offset (next_offset says where to continue, null at the end).`,
        inputSchema: {
          file_id: z.uuid().describe('From search_data_room or list_documents'),
          offset: z.number().int().min(0).max(10_000_000).default(0).describe('First character to return'),
          max_chars: z.number().int().min(1).max(read.READ_FILE_MAX_CHARS).default(8000).describe(`Characters to return, at most ${read.READ_FILE_MAX_CHARS}`),
        },
        annotations: readOnly,
      },
      ({ file_id, offset, max_chars }) => run('read_file', () => read.readFile(ctx.read, file_id, offset, max_chars)),
    );
    server.registerTool(
      'list_documents',
      {
        title: 'Generated documents and their sources',
        description: "The documents generated for the founder (business plan, pitch deck, financial model, analyses), newest first: document_id, type, title, file name, size, who wrote it (engine: 'offline', 'computed' or the model's name) and the sources line kept with the file (what it was generated from, the web sources it lists).",
        inputSchema: {},
        annotations: readOnly,
      },
      () => run('list_documents', () => read.documents(ctx.read)),
    );
    server.registerTool(
      'get_readiness',
      {
        title: 'Data-room readiness',
        description: "How ready the data room is for investors: the checklist's completion percent, counts (present, missing, outdated), each missing or outdated item with its folder and, once investors opened a document through a share link, how they read it (viewers, median time, the page where most stopped).",
        inputSchema: {},
        annotations: readOnly,
      },
      () => run('get_readiness', () => read.readiness(ctx.read)),
    );
    server.registerTool(
      'get_open_questions',
      {
        title: 'Open questions',
        description: "Figures the founder wrote in the startup profile that the model has not taken: each with the founder's words (quote), the question to ask, the assumption key it would set (or null) and the options with the value each would set (minor units for money).",
        inputSchema: {},
        annotations: readOnly,
      },
      () => run('get_open_questions', () => read.questions(ctx.read)),
    );
    registerResources(server, ctx);
    registerPrompts(server, ctx);
  }

  if (canPropose) {
    server.registerTool(
      'propose_assumption_change',
      {
        title: 'Propose an assumption change',
        description:
          `Proposes a new value for one assumption of the startup model. NOTHING IS SAVED: the proposal appears as a pending card in the founder's chat ` +
          `(thread "${MCP_THREAD_TITLE}") and only the founder's click confirms it. The value must be within the key's bounds. ${MONEY} ` +
          (ctx.assumptionKeys ? `This founder's keys (unit; bounds; current value):\n${ctx.assumptionKeys}` : 'get_startup_model lists the keys with unit, min and max.'),
        inputSchema: {
          key: z.string().min(1).max(80).describe('An assumption key of the model, e.g. price_per_month'),
          value: AssumptionValueSchema.describe('The new value in the key\'s unit (money in minor units; percent as 15 for 15%)'),
          reason: z.string().max(300).default('').describe('Why, in one or two sentences the founder will read'),
        },
        annotations: { readOnlyHint: false, destructiveHint: false, idempotentHint: false, openWorldHint: false },
      },
      ({ key, value, reason }) => run('propose_assumption_change', () => proposeAssumptionChange(ctx.propose, { key, value, reason })),
    );
    server.registerTool(
      'offer_document',
      {
        title: 'Offer a document',
        description: `Offers the founder a document to generate. Nothing is generated or charged: returns the product link where the founder generates (and pays for) it, and its price in credits. Types: ${Object.entries(DOCUMENT_TYPE_LABELS).map(([k, v]) => `${k} (${v})`).join(', ')}.`,
        inputSchema: { document_type: DocumentTypeSchema },
        annotations: { readOnlyHint: true, destructiveHint: false, openWorldHint: false },
      },
      ({ document_type }) => run('offer_document', () => offerDocument(ctx.propose, document_type)),
    );
  }
  return server;
}

const json = (uri: string, data: unknown): ReadResourceResult => ({ contents: [{ uri, mimeType: 'application/json', text: JSON.stringify(data, null, 1) }] });

function registerResources(server: McpServer, ctx: McpContext) {
  const audited = async (uri: string, work: () => Promise<ReadResourceResult>) => {
    try {
      const result = await work();
      await recordCall(ctx.audit, 'resources/read', uri, true);
      return result;
    } catch (err) {
      await recordCall(ctx.audit, 'resources/read', uri, false);
      throw err instanceof HttpError || err instanceof read.ToolError ? new Error(messageOf(err, ctx.log)) : err;
    }
  };
  // The same data the read tools answer, at stable URIs (a prompt attaches them by these URIs too).
  for (const [source, uri] of Object.entries(URIS) as [Source, string][]) {
    server.registerResource(
      source.replace('_', '-'),
      uri,
      { title: SOURCE_TITLES[source], description: `${SOURCE_TITLES[source]} (JSON, as the matching tool returns it; money in minor units).`, mimeType: 'application/json' },
      (u) => audited(u.href, async () => json(u.href, (await load(ctx.read, source)).data)),
    );
  }
  server.registerResource(
    'document',
    new ResourceTemplate('uc://documents/{id}', {
      list: async () => {
        const { data } = await read.documents(ctx.read);
        const docs = data.documents as { uri: string | null; title: string; type: string }[];
        return { resources: docs.filter((d) => d.uri).map((d) => ({ uri: d.uri!, name: d.title, description: `Generated ${d.type}`, mimeType: 'text/plain' })) };
      },
    }),
    { title: 'Generated document', description: `The text of a generated document (first ${read.READ_FILE_MAX_CHARS} characters; read_file pages through the rest).`, mimeType: 'text/plain' },
    (uri, { id }) =>
      audited(uri.href, async () => {
        const fileId = String(id);
        if (!z.uuid().safeParse(fileId).success) throw new read.ToolError(read.FILE_NOT_FOUND);
        const { data } = await read.readFile(ctx.read, fileId, 0, read.READ_FILE_MAX_CHARS);
        return { contents: [{ uri: uri.href, mimeType: 'text/plain', text: String(data.text) }] };
      }),
  );
}

function registerPrompts(server: McpServer, ctx: McpContext) {
  for (const p of PROMPTS) {
    server.registerPrompt(p.name, { title: p.title, description: p.description, argsSchema: p.args }, async (args: Record<string, string | undefined>): Promise<GetPromptResult> => {
      try {
        const result = await buildPrompt(ctx.read, p.name, args);
        await recordCall(ctx.audit, 'prompts/get', p.name, true);
        return result;
      } catch (err) {
        await recordCall(ctx.audit, 'prompts/get', p.name, false);
        throw err;
      }
    });
  }
}
