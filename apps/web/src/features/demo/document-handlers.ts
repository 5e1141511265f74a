import {
  CREDIT_PRICES,
  DOCUMENT_TYPE_LABELS,
  GenerateDocumentBodySchema,
  GenerateSuiteBodySchema,
  RecordExchangeBodySchema,
  SUITE_DOCUMENT_TYPES,
  type ChatMessage,
  type DataRoomFile,
  type DocumentType,
  type GenerateDocumentResponse,
  type GeneratedDocument,
  type GeneratedDocumentList,
  type SuiteJob,
} from '@uc/contract';
import { buildDocView, documentContent, toMarkdown, type ProfileFacts } from '@uc/offline-engine';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail, needCredits, type DemoContext } from './context';
import { demoCapTable, demoFolders, demoSampleKinds } from './data';

const PRICE = CREDIT_PRICES.document;

/** Where a document is filed (the demo's three folders) and the checklist item it fulfils. */
function placement(type: DocumentType): { folder: (typeof demoFolders)[number]; item: string | null; agent: string } {
  if (type === 'pitch_deck' || type === 'business_model_canvas') return { folder: demoFolders[2], item: type === 'pitch_deck' ? 'pitch_deck' : null, agent: 'Strategic Co-founder' };
  if (type === 'financial_model' || type === 'financial_projections') return { folder: demoFolders[1], item: 'financial_projections', agent: 'Operations Co-founder' };
  return { folder: demoFolders[0], item: null, agent: 'Strategic Co-founder' };
}

const slug = (s: string) => s.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/**
 * Documents in the demo: written by the offline engine from the demo's startup model, exactly the
 * content the server prints, and filed in the demo's data room. The demo has no file renderer,
 * so each document is filed as the markdown the chat shows (a .md file), and says so.
 */
export function createDocumentHandlers(ctx: DemoContext): HttpHandler[] {
  const generated: GeneratedDocument[] = [];
  const jobs = new Map<string, SuiteJob>();

  const facts = (body: { startup_idea: string; company_name?: string; industry?: string; target_market?: string; stage?: string; business_model?: string; context?: string }): ProfileFacts => {
    const p = ctx.profile();
    return {
      company: body.company_name || p.startup_name || 'Your startup',
      idea: body.startup_idea,
      industry: body.industry || p.industry || '',
      targetMarket: body.target_market || p.target_customers || '',
      businessModel: body.business_model || p.business_model || '',
      stage: body.stage || p.stage || '',
      teamSize: p.team_size ?? null,
      context: body.context ?? '',
    };
  };

  /** Writes, files and charges one document. */
  function produce(type: DocumentType, f: ProfileFacts, title?: string) {
    const view = buildDocView(ctx.model(), f);
    const content = documentContent(type, view, DOCUMENT_TYPE_LABELS[type]);
    if (title) content.title = title;
    const markdown = toMarkdown(content);
    const place = placement(type);
    const now = new Date().toISOString();
    const id = crypto.randomUUID();
    const name = `${slug(f.company) || 'startup'}-${slug(DOCUMENT_TYPE_LABELS[type])}.md`;
    const size = new TextEncoder().encode(markdown).length;
    const file: DataRoomFile = {
      id,
      name,
      type: 'md',
      mime_type: 'text/markdown',
      size,
      folder_id: place.folder.id,
      folder_name: place.folder.name,
      checklist_item: place.item,
      suggested_checklist_item: null,
      status: 'present',
      marked_outdated: false,
      version: 1,
      description: `${DOCUMENT_TYPE_LABELS[type]} generated from: ${f.idea.slice(0, 300)} (the demo files it as markdown)`,
      tags: ['generated'],
      is_confidential: false,
      shared_with: [],
      created_by: place.agent,
      view_count: 0,
      download_count: 0,
      sha256: '0'.repeat(64),
      searchable: true,
      created_at: now,
      last_modified: now,
    };
    ctx.files.unshift(file);
    ctx.contents.set(id, new TextEncoder().encode(markdown));
    ctx.spend(PRICE);
    const engine = type === 'financial_model' ? 'computed' : 'offline';
    const doc: GeneratedDocument = { document_id: id, type, title: content.title, filename: name, size, download_url: `/api/v1/data-room/files/${id}/download`, status: 'completed', error: null, engine, created_at: now };
    generated.unshift(doc);
    return { doc, markdown, engine };
  }

  // The sample files' bytes, written now from the same engine and model (sizes follow).
  for (const f of ctx.files) {
    const kind = demoSampleKinds[f.id];
    if (!kind) continue;
    const text = kind === 'cap_table' ? demoCapTable : toMarkdown(documentContent(kind, buildDocView(ctx.model(), facts({ startup_idea: ctx.profile().idea ?? '' })), DOCUMENT_TYPE_LABELS[kind]));
    const bytes = new TextEncoder().encode(text);
    ctx.contents.set(f.id, bytes);
    f.size = bytes.length;
  }

  return [
    http.get('*/api/v1/documents', () => HttpResponse.json<GeneratedDocumentList>({ documents: generated })),
    http.get('*/api/v1/documents/defaults', () => {
      const p = ctx.profile();
      return HttpResponse.json({ startup_idea: p.idea ?? '', company_name: p.startup_name ?? '', industry: p.industry ?? '', target_market: p.target_customers ?? '', business_model: p.business_model ?? '', stage: p.stage ?? '' });
    }),
    http.post('*/api/v1/documents/generate', async ({ request }) => {
      const parsed = GenerateDocumentBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid request');
      if (ctx.balance() < PRICE) return needCredits(PRICE, ctx.balance());
      await delay(800);
      const { doc, markdown, engine } = produce(parsed.data.document_type, facts(parsed.data), parsed.data.title);
      return HttpResponse.json<GenerateDocumentResponse>({
        content: markdown,
        document_id: doc.document_id!,
        type: doc.type,
        title: doc.title,
        filename: doc.filename!,
        size: doc.size!,
        download_url: doc.download_url!,
        remaining_credits: ctx.balance(),
        engine,
        credits_charged: PRICE,
        fallback_reason: null,
      });
    }),
    http.post('*/api/v1/documents/generate-suite', async ({ request }) => {
      const parsed = GenerateSuiteBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid request');
      const types = parsed.data.document_types ?? [...SUITE_DOCUMENT_TYPES];
      const cost = types.length * PRICE;
      if (ctx.balance() < cost) return needCredits(cost, ctx.balance());
      await delay(1000);
      const f = facts(parsed.data);
      const documents = types.map((t) => produce(t, f).doc);
      const now = new Date().toISOString();
      const job: SuiteJob = { job_id: crypto.randomUUID(), status: 'completed', startup_idea: f.idea, documents, credits_charged: cost, remaining_credits: ctx.balance(), created_at: now, finished_at: now };
      jobs.set(job.job_id, job);
      return HttpResponse.json(job);
    }),
    http.get('*/api/v1/documents/jobs/:id', ({ params }) => {
      const job = jobs.get(String(params.id));
      return job ? HttpResponse.json(job) : fail(404, 'Job not found');
    }),
    // The chat keeps a generated document in its thread.
    http.post('*/api/v1/chat/messages', async ({ request }) => {
      const parsed = RecordExchangeBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, 'Invalid message');
      const body = parsed.data;
      const now = new Date().toISOString();
      let thread = ctx.threads.find((t) => t.id === body.thread_id);
      if (body.thread_id && !thread) return fail(404, 'Thread not found');
      if (!thread) {
        thread = { id: crypto.randomUUID(), title: body.message.slice(0, 60), created_at: now, updated_at: now, messages: [] };
        ctx.threads.unshift(thread);
      }
      const base = { thread_id: thread.id, status: 'complete' as const, created_at: now };
      const messages: ChatMessage[] = [
        { ...base, id: crypto.randomUUID(), role: 'user', agent_id: null, kind: 'text', content: body.message, credits: null },
        { ...base, id: crypto.randomUUID(), role: 'assistant', agent_id: body.agent_id, kind: 'document', content: body.reply, credits: body.credits ?? null },
      ];
      thread.messages.push(...messages);
      thread.updated_at = now;
      return HttpResponse.json({ thread_id: thread.id, messages });
    }),
  ];
}
