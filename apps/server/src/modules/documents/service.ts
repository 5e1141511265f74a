import { Readable } from 'node:stream';
import type { FastifyBaseLogger } from 'fastify';
import { DOCUMENT_TYPE_LABELS, type DocumentType, type GenerateDocumentBody, type GenerateDocumentResponse, type GeneratedDocument, type SuiteJob } from '@uc/contract';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { documentJobs, startupProfiles, type DocumentJobEntry, type DocumentJobRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { EventBus } from '../../events';
import type { LlmProvider } from '../../providers/llm';
import { getBalance, release, reserve, settle, type Reservation } from '../billing/ledger';
import type { DataRoomDeps } from '../dataroom/deps';
import { createFile } from '../dataroom/files-service';
import { folderBySlug } from '../dataroom/folders-service';
import { toMarkdown, type DocView, type ResearchTopic, type TopicSource } from '@uc/offline-engine';
import type { DocumentContent } from './content-types';
import { documentPassages } from '../dataroom/excerpts';
import { loadDocView } from './model-source';
import { COMPUTED, extensionOf, renderFile, writeContent, type Rendered } from './writer';
import { recordUsage, usageRows } from '../usage/service';
import { readWebPage, webSearch, type ResearchConfig } from '../agents/research';

/**
 * `events` (issue 14): document.generated goes to webhooks and Slack/Discord. `render` defaults to
 * the file renderers (a stand-in can be passed like any other dependency).
 */
export type DocumentDeps = DataRoomDeps & { llm: LlmProvider; events?: EventBus; render?: typeof renderFile; research?: ResearchConfig; log?: FastifyBaseLogger };

/** What the request asked for: web search (use_tavily) and page reading (use_firecrawl). */
export type ResearchRequest = { webSearch: boolean; readPages: boolean };
/** The documents researched on the web when asked and configured: what is searched for (after the idea), and which section each search backs. */
const RESEARCH: Partial<Record<DocumentType, { topic: ResearchTopic; query: string }[]>> = {
  market_analysis: [{ topic: 'market', query: 'market size growth' }],
  competitive_analysis: [{ topic: 'competition', query: 'competitors alternatives' }],
  // The deck's market and competition slides.
  pitch_deck: [
    { topic: 'market', query: 'market size' },
    { topic: 'competition', query: 'competitors' },
  ],
};
/** Pages read in full (Firecrawl) per document: the top results of each search, split between them. */
const PAGES_READ = 2;

/** Web sources for a market or competitive analysis or a deck; none without the keys or the request (the document then keeps its defaults to verify). */
async function researchSources(deps: DocumentDeps, type: DocumentType, v: DocView, research?: ResearchRequest): Promise<TopicSource[]> {
  const cfg = deps.research;
  const searches = RESEARCH[type];
  if (!research?.webSearch || !searches || !cfg?.tavily) return [];
  const perSearch = Math.ceil(PAGES_READ / searches.length);
  const found = await Promise.all(
    searches.map(async ({ topic, query }) => {
      // A research service that fails leaves the document unresearched (its figures stay defaults to verify), not failed.
      const results = await webSearch(cfg, `${v.profile.idea} ${query}`.slice(0, 200), 4).catch((err: unknown) => {
        deps.log?.warn(err, 'documents: web research failed; the document is written without sources');
        return [];
      });
      const tagged = results.map((s) => ({ ...s, topic }));
      if (!research.readPages || !cfg.firecrawl) return tagged;
      // The top pages read in full where the guard allows them (a private address is refused, its search result kept).
      const read = await Promise.all(tagged.slice(0, perSearch).map((s) => readWebPage(cfg, s.url).then((p) => ({ ...s, snippet: p.text.slice(0, 1500) }), () => s)));
      return [...read, ...tagged.slice(perSearch)];
    }),
  );
  // One entry per URL: the deck's two searches can find the same page.
  const seen = new Set<string>();
  return found.flat().filter((s) => !seen.has(s.url) && seen.add(s.url));
}
export const PRICE = 8;

/** Where each kind lands in the data room, which checklist item it fills, and which agent wrote it. */
const PLACEMENT: Record<DocumentType, { folder: string; item: string | null; agent: string }> = {
  pitch_deck: { folder: 'executive-summary', item: 'pitch_deck', agent: 'Strategic Co-founder' },
  business_plan: { folder: 'executive-summary', item: 'business_plan', agent: 'Strategic Co-founder' },
  business_model_canvas: { folder: 'executive-summary', item: 'business_model_canvas', agent: 'Product Co-founder' },
  financial_model: { folder: 'financial-projections', item: 'three_year_model', agent: 'Operations Co-founder' },
  financial_projections: { folder: 'financial-projections', item: null, agent: 'Operations Co-founder' },
  market_analysis: { folder: 'market-research', item: 'market_analysis', agent: 'Marketing Co-founder' },
  competitive_analysis: { folder: 'market-research', item: 'competitive_analysis', agent: 'Strategic Co-founder' },
  marketing_plan: { folder: 'market-research', item: null, agent: 'Marketing Co-founder' },
  brand_strategy: { folder: 'market-research', item: null, agent: 'Marketing Co-founder' },
  product_roadmap: { folder: 'technical-documentation', item: 'product_roadmap', agent: 'Product Co-founder' },
  user_stories: { folder: 'technical-documentation', item: null, agent: 'Product Co-founder' },
  technical_specs: { folder: 'technical-documentation', item: 'architecture', agent: 'Technical Co-founder' },
  operations_plan: { folder: 'executive-summary', item: null, agent: 'Operations Co-founder' },
  team_structure: { folder: 'team-information', item: 'org_chart', agent: 'Operations Co-founder' },
  process_documentation: { folder: 'technical-documentation', item: null, agent: 'Operations Co-founder' },
};

const usageLabel = (type: DocumentType, company: string) => {
  const label = DOCUMENT_TYPE_LABELS[type];
  return `${label[0]}${label.slice(1).toLowerCase()} — ${company}.${extensionOf(type)}`;
};

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

export { nameFromIdea, type FactsInput } from './model-source';

/** What the generator form starts with: the startup profile (issue 11: every document uses the startup's facts). */
export async function documentDefaults(db: Db, userId: string) {
  const [p] = await db.select().from(startupProfiles).where(eq(startupProfiles.userId, userId));
  return {
    startup_idea: p?.idea ?? '',
    company_name: p?.startupName ?? '',
    industry: p?.industry ?? '',
    target_market: p?.targetCustomers ?? '',
    business_model: p?.businessModel ?? '',
    stage: p?.stage ?? '',
  };
}

/** A suite records each step, so a run taken over after its instance died neither charges twice nor loses a filed document. */
export type ProduceSteps = {
  reserved?: (r: Reservation) => Promise<void>;
  filed?: (file: { id: string; name: string; size: number }, charge: number) => Promise<void>;
};

/** A document written and rendered, not yet filed (a suite checks all its files agree before filing any). */
export type Prepared = { content: DocumentContent; engine: string; fallback?: string; file: Rendered; sources: TopicSource[] };

export async function prepare(deps: DocumentDeps, userId: string, type: DocumentType, v: DocView, title?: string, research?: ResearchRequest): Promise<Prepared> {
  const sources = await researchSources(deps, type, v, research);
  // With a model, the prose may draw on the founder's files that match the request and the idea, and on the web sources.
  const excerpts = () => documentPassages(deps.db, userId, `${v.profile.context} ${v.profile.idea}`.slice(0, 2000));
  // Every source is quoted and listed with the document: title, URL, date retrieved. None is ever made up.
  const { content, engine, fallback, result } = await writeContent(deps.llm, type, v, { excerpts, sources, log: deps.log });
  if (result) await recordUsage(deps.db, usageRows({ userId, feature: 'document', reference: type, result }));
  if (title) content.title = title;
  return { content, engine, fallback, sources, file: await (deps.render ?? renderFile)(type, content, v, engine) };
}

/** Writes (unless already prepared), renders and files one document; credits are reserved first and kept only on success. */
export async function produce(deps: DocumentDeps, userId: string, type: DocumentType, v: DocView, title?: string, steps: ProduceSteps = {}, prepared?: Prepared, research?: ResearchRequest) {
  const company = v.profile.company;
  // The reference names the file in the usage history ("Business plan — PawPal.pdf").
  const reservation = await reserve(deps.db, { userId, feature: 'document', credits: PRICE, reference: usageLabel(type, company) });
  try {
    await steps.reserved?.(reservation);
    const { content, engine, fallback, file, sources } = prepared ?? (await prepare(deps, userId, type, v, title, research));
    const place = PLACEMENT[type];
    const folder = await folderBySlug(deps.db, userId, place.folder);
    const filename = `${slug(company) || 'startup'}-${slug(DOCUMENT_TYPE_LABELS[type])}.${file.extension}`;
    const saved = await createFile(deps, {
      userId,
      fileName: filename,
      body: Readable.from([file.buffer]),
      declaredBytes: file.buffer.length, // reserve just this much of the quota
      rendition: file.rendition,
      folderId: folder.id,
      checklistItem: place.item,
      createdBy: place.agent,
      // The research stays with the file: its Sources section, and this line in the data room.
      description: `${DOCUMENT_TYPE_LABELS[type]} generated from: ${v.profile.idea.slice(0, 300)}${sources.length ? `. Researched from ${sources.length} web source${sources.length === 1 ? '' : 's'} retrieved ${sources[0].retrieved_at.slice(0, 10)}, listed in the document.` : ''}`,
    });
    // The offline engine standing in for a failed model is not charged as if the model wrote it (interop, issue 10).
    const charged = fallback ? 0 : PRICE;
    await steps.filed?.(saved, charged);
    const { balance } = await settle(deps.db, reservation, charged);
    // Issue 14: after the file and the charge are committed.
    deps.events?.emit('document.generated', { userId, fileId: saved.id, name: saved.name, documentType: type, engine: engine === 'offline' || engine === COMPUTED ? 'offline' : 'model' });
    return { content, engine, saved, balance, charged, fallback: fallback ?? null, sources };
  } catch (err) {
    await release(deps.db, reservation);
    throw err;
  }
}

export async function generateDocument(deps: DocumentDeps, userId: string, body: GenerateDocumentBody): Promise<GenerateDocumentResponse> {
  const view = await loadDocView(deps.db, userId, body);
  const r = await produce(deps, userId, body.document_type, view, body.title, {}, undefined, { webSearch: body.use_tavily === true, readPages: body.use_firecrawl === true });
  // Recorded as a finished one-document job, so it also shows in the generated list.
  const now = new Date();
  const entry: DocumentJobEntry = { type: body.document_type, title: r.content.title, status: 'completed', fileId: r.saved.id, filename: r.saved.name, size: r.saved.size, error: null, finishedAt: now.toISOString(), engine: r.engine };
  await deps.db.insert(documentJobs).values({ userId, startupIdea: body.startup_idea, status: 'completed', documents: [entry], creditsCharged: r.charged, finishedAt: now });
  return {
    content: toMarkdown(r.content),
    document_id: r.saved.id,
    type: body.document_type,
    title: r.content.title,
    filename: r.saved.name,
    size: r.saved.size,
    download_url: downloadUrl(r.saved.id),
    remaining_credits: r.balance,
    engine: r.engine,
    credits_charged: r.charged,
    fallback_reason: r.fallback,
    sources: r.sources.map((s) => ({ title: s.title, url: s.url, retrieved_at: s.retrieved_at })),
  };
}

const downloadUrl = (fileId: string) => `/api/v1/data-room/files/${fileId}/download`;

function toGenerated(e: DocumentJobEntry): GeneratedDocument {
  return {
    document_id: e.fileId,
    type: e.type as DocumentType,
    title: e.title,
    filename: e.filename,
    size: e.size,
    download_url: e.fileId ? downloadUrl(e.fileId) : null,
    status: e.status,
    error: e.error,
    engine: e.engine ?? null,
    created_at: e.finishedAt,
  };
}

export async function jobDto(db: Db, row: DocumentJobRow): Promise<SuiteJob> {
  return {
    job_id: row.id,
    status: row.status,
    startup_idea: row.startupIdea,
    documents: row.documents.map(toGenerated),
    credits_charged: row.creditsCharged,
    remaining_credits: await getBalance(db, row.userId),
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

export async function getJob(db: Db, userId: string, jobId: string): Promise<SuiteJob> {
  const [row] = await db.select().from(documentJobs).where(and(eq(documentJobs.id, jobId), eq(documentJobs.userId, userId)));
  if (!row) throw notFound('Job not found');
  return jobDto(db, row);
}

/** Completed documents of the user's recent suites, newest first. */
export async function recentDocuments(db: Db, userId: string): Promise<GeneratedDocument[]> {
  const rows = await db.select().from(documentJobs).where(eq(documentJobs.userId, userId)).orderBy(desc(documentJobs.createdAt)).limit(10);
  return rows.flatMap((r) => r.documents.filter((d) => d.status === 'completed').map(toGenerated));
}
