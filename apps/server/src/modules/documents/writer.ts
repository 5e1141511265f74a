import type { DocumentType } from '@uc/contract';
import type { LlmProvider } from '../../providers/llm';
import type { DocumentContent, Section, StartupFacts } from './content-types';
import { offlineContent } from './offline-content';
import { renderFinancialModel } from './render-xlsx';
import { renderCanvasPdf, renderPlanPdf } from './render-pdf';
import { renderPptx } from './render-pptx';

const SYSTEM = `You are a startup co-founder writing investor-grade documents. Answer with JSON only, no prose and no code fences:
{"sections":[{"heading":string,"body":string,"bullets":[string]}]}
Keep exactly the headings you are given, in the same order. "body" is 1-3 sentences; 3-5 bullets each.
Write about this company by its name, with the founder's own figures exactly as given (price, currency, customers).
Do not invent traction, revenue or market figures the founder did not give: describe how the company will establish them.
This is a finished deliverable: no notes to the author, no placeholders, no brackets, no "fill in" or "state the source".`;

function factsText(f: StartupFacts): string {
  return [
    `Company: ${f.company}`,
    `Idea: ${f.idea}`,
    f.industry && `Industry: ${f.industry}`,
    f.targetMarket && `Target customers: ${f.targetMarket}`,
    f.stage && `Stage: ${f.stage}`,
    f.businessModel && `Business model: ${f.businessModel}`,
    f.price && `Price (use exactly): ${f.price.amount} ${f.price.currency} per ${f.price.unit}`,
    f.teamSize && `Team size: ${f.teamSize}`,
    f.context && `Conversation context: ${f.context}`,
  ]
    .filter(Boolean)
    .join('\n');
}

/** The model's sections, kept only if they parse and cover the expected headings; otherwise null. */
export function parseModelSections(text: string, expected: Section[]): Section[] | null {
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  try {
    const parsed = JSON.parse(json) as { sections?: { heading?: unknown; body?: unknown; bullets?: unknown }[] };
    if (!Array.isArray(parsed.sections)) return null;
    const byHeading = new Map(parsed.sections.map((s) => [String(s.heading ?? '').trim().toLowerCase(), s]));
    const merged = expected.map((exp) => {
      const got = byHeading.get(exp.heading.toLowerCase());
      if (!got || typeof got.body !== 'string') return null;
      const bullets = Array.isArray(got.bullets) ? got.bullets.filter((b): b is string => typeof b === 'string').slice(0, 8) : exp.bullets;
      return { ...exp, body: got.body.slice(0, 1200), bullets: bullets.map((b) => b.slice(0, 300)) };
    });
    return merged.every(Boolean) ? (merged as Section[]) : null;
  } catch {
    return null;
  }
}

/** Told to the user when the offline engine stood in for a configured model; such a document is free. */
export const MODEL_FALLBACK = 'The AI model failed, so the offline engine wrote this document instead. No credits were charged for it.';

/**
 * Content from the model when one is configured (falling back to the offline text if the model
 * fails or its answer does not parse; `fallback` then says so).
 */
export async function writeContent(
  llm: LlmProvider,
  type: DocumentType,
  facts: StartupFacts,
  signal?: AbortSignal,
): Promise<{ content: DocumentContent; engine: string; fallback?: string }> {
  const base = offlineContent(type, facts);
  if (llm.kind === 'offline' || type === 'financial_model') return { content: base, engine: llm.kind === 'offline' ? 'offline' : llm.model };
  try {
    const result = await llm.generateText({
      system: SYSTEM,
      messages: [{ role: 'user', content: `${factsText(facts)}\n\nDocument: ${base.title}\nHeadings: ${base.sections.map((s) => s.heading).join(' | ')}` }],
      maxOutputTokens: 4000,
      signal,
      purpose: { kind: 'document', documentType: type, idea: facts.idea },
    });
    const sections = parseModelSections(result.text, base.sections);
    return sections ? { content: { ...base, sections }, engine: llm.model } : { content: base, engine: 'offline', fallback: MODEL_FALLBACK };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { content: base, engine: 'offline', fallback: MODEL_FALLBACK };
  }
}

export type Rendered = { buffer: Buffer; extension: 'pptx' | 'pdf' | 'xlsx' };

/** Written into each file's properties, so a downloaded file still says which engine wrote it. */
export const engineCredit = (engine: string) => `Ultimate Co-founder (${engine === 'offline' ? 'offline engine' : `AI model ${engine}`})`;

export async function renderFile(type: DocumentType, content: DocumentContent, facts: StartupFacts, engine = 'offline'): Promise<Rendered> {
  const meta = { author: engineCredit(engine), subject: `${facts.company}: ${facts.idea}`.slice(0, 300) };
  if (type === 'pitch_deck') return { buffer: await renderPptx(content, meta), extension: 'pptx' };
  if (type === 'financial_model') return { buffer: await renderFinancialModel(facts, meta), extension: 'xlsx' };
  if (type === 'business_model_canvas') return { buffer: await renderCanvasPdf(content, meta), extension: 'pdf' };
  return { buffer: await renderPlanPdf(content, meta), extension: 'pdf' };
}

/** File extension of each kind (for names shown before the file exists, e.g. the usage history). */
export const extensionOf = (type: DocumentType): Rendered['extension'] => (type === 'pitch_deck' ? 'pptx' : type === 'financial_model' ? 'xlsx' : 'pdf');
