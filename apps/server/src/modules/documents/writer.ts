import { DOCUMENT_TYPE_LABELS, DocumentNarrativeSchema, type DocumentType } from '@uc/contract';
import { documentContent, withResearch, type DocumentContent, type DocView, type Excerpt, type TopicSource } from '@uc/offline-engine';
import type { FastifyBaseLogger } from 'fastify';
import type { LlmProvider, TextResult } from '../../providers/llm';
import { operatorText, providerFailureText } from '../../providers/llm/errors';
import { groundingText, mergeNarrative, NARRATIVE_SYSTEM, narrativeGrammarFor, withFileSources } from './narrative';
import { renderFinancialModel } from './render-xlsx';
import { renderCanvasPdf, renderPlanPdf } from './render-pdf';
import { renderDeckPdf } from './render-deck-pdf';
import { renderModelPdf } from './render-model-pdf';
import { renderPptx } from './render-pptx';

/** Told to the user when the offline engine stood in for a configured model; such a document is free. */
export const MODEL_FALLBACK = 'The AI model failed, so the offline engine wrote this document instead. No credits were charged for it.';
/** The same, when the provider said why in a way the founder can act on (busy: when to try again). */
const fallbackFor = (err: unknown) => {
  const failure = providerFailureText(err);
  return failure ? `${failure}. The offline engine wrote this document instead; no credits were charged for it.` : MODEL_FALLBACK;
};
/** The spreadsheet's engine: its sheets are computed from the startup model, whatever writes the prose. */
export const COMPUTED = 'computed';

type WriteOptions = { signal?: AbortSignal; excerpts?: () => Promise<Excerpt[]>; sources?: TopicSource[]; log?: Pick<FastifyBaseLogger, 'error'> };
type Written = { content: DocumentContent; engine: string; fallback?: string; result?: TextResult };

/**
 * Content from the model when one is configured (falling back to the offline text if the model
 * fails or its answer does not fit the schema; `fallback` then says so). Figures, tables and
 * charts always come from the startup model; the spreadsheet never goes through the model.
 * Web `sources` (researched documents) are quoted next to the market and competition sections and
 * listed at the end, whichever engine writes; the model may draw on them, citing their markers.
 */
export async function writeContent(
  llm: LlmProvider,
  type: DocumentType,
  v: DocView,
  opts: WriteOptions = {},
): Promise<Written> {
  const written = await writeProse(llm, type, v, opts);
  return { ...written, content: withResearch(written.content, opts.sources ?? []) };
}

async function writeProse(
  llm: LlmProvider,
  type: DocumentType,
  v: DocView,
  { signal, excerpts: readExcerpts, sources = [], log }: WriteOptions,
): Promise<Written> {
  const base = documentContent(type, v, DOCUMENT_TYPE_LABELS[type]);
  if (type === 'financial_model') return { content: base, engine: COMPUTED };
  if (llm.kind === 'offline') return { content: base, engine: 'offline' };
  try {
    const grounding = groundingText(v, base, v.profile.context);
    const excerpts = (await readExcerpts?.().catch(() => [])) ?? [];
    // The founder's own files (their research, interviews, records): a figure from one may be quoted with the file named.
    const files = excerpts.length
      ? `\n\nFrom the founder's data room (their own files):\n${excerpts.map((e) => `- ${e.file}: ${e.text.replace(/\s+/g, ' ')}`).join('\n')}`
      : '';
    const web = sources.length ? `\n\nWeb sources (cite by marker):\n${sources.map((s, i) => `[${i + 1}] ${s.title} (${s.url}, retrieved ${s.retrieved_at.slice(0, 10)}): ${s.snippet}`).join('\n')}` : '';
    const result = await llm.generateText({
      system: NARRATIVE_SYSTEM,
      messages: [{ role: 'user', content: `${grounding}${files}${web}\n\nDocument: ${base.title}\nHeadings: ${base.sections.map((s) => s.heading).join(' | ')}` }],
      maxOutputTokens: 8000,
      signal,
      purpose: { kind: 'document', documentType: type, idea: v.profile.idea },
      // Structured output: the provider is asked for the schema; a non-matching answer has no object.
      schema: DocumentNarrativeSchema,
      grammarSchema: narrativeGrammarFor(base.sections.map((s) => s.heading)),
    });
    const raw = result.object !== undefined ? JSON.stringify(result.object) : result.text;
    const sections = mergeNarrative(raw, base.sections, grounding, sources, excerpts);
    // `result` carries the provider's usage report (metered even when the answer is not used).
    if (!sections) return { content: base, engine: 'offline', fallback: MODEL_FALLBACK, result };
    return { content: withFileSources({ ...base, sections }, excerpts), engine: llm.model, result };
  } catch (err) {
    if (signal?.aborted) throw err;
    // The operator learns a refused key from the log; the founder gets the offline document, free.
    log?.error(err, operatorText(err, 'documents: the model failed; the offline engine wrote the document'));
    return { content: base, engine: 'offline', fallback: fallbackFor(err) };
  }
}

/** `rendition`: the file's PDF rendering (a deck's slides), what the share viewer shows of an office file. */
export type Rendered = { buffer: Buffer; extension: 'pptx' | 'pdf' | 'xlsx'; rendition?: Buffer };

/** Written into each file's properties, so a downloaded file still says which engine wrote it. */
export const engineCredit = (engine: string) =>
  `Ultimate Co-founder (${engine === COMPUTED ? 'computed from your assumptions' : engine === 'offline' ? 'offline engine' : `AI model ${engine}`})`;

export async function renderFile(type: DocumentType, content: DocumentContent, v: DocView, engine = 'offline'): Promise<Rendered> {
  const meta = { author: engineCredit(engine), subject: `${v.profile.company}: ${v.profile.idea}`.slice(0, 300) };
  if (type === 'pitch_deck') {
    // Both from the same content object: the PDF carries the same text and figures as the slides.
    const [buffer, rendition] = await Promise.all([renderPptx(content, meta), renderDeckPdf(content, meta)]);
    return { buffer, extension: 'pptx', rendition };
  }
  if (type === 'financial_model') {
    const buffer = await renderFinancialModel(v, meta);
    return { buffer, extension: 'xlsx', rendition: await renderModelPdf(buffer, content, v, meta) };
  }
  if (type === 'business_model_canvas') return { buffer: await renderCanvasPdf(content, meta), extension: 'pdf' };
  return { buffer: await renderPlanPdf(content, meta), extension: 'pdf' };
}

/** File extension of each kind (for names shown before the file exists, e.g. the usage history). */
export const extensionOf = (type: DocumentType): Rendered['extension'] => (type === 'pitch_deck' ? 'pptx' : type === 'financial_model' ? 'xlsx' : 'pdf');
