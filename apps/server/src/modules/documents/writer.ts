import type { DocumentType } from '@uc/contract';
import type { LlmProvider } from '../../providers/llm';
import type { DocumentContent, Section, StartupFacts } from './content-types';
import { offlineContent } from './offline-content';
import { renderFinancialModel } from './render-xlsx';
import { renderCanvasPdf, renderPlanPdf } from './render-pdf';
import { renderPptx } from './render-pptx';

const SYSTEM = `You are a startup co-founder writing investor-grade documents. Answer with JSON only, no prose and no code fences:
{"sections":[{"heading":string,"body":string,"bullets":[string]}]}
Keep exactly the headings you are given, in the same order. "body" is 1-3 sentences; 3-5 bullets each. Do not invent traction, revenue or market figures the founder did not give; write what to fill in instead.`;

function factsText(f: StartupFacts): string {
  return [
    `Company: ${f.company}`,
    `Idea: ${f.idea}`,
    f.industry && `Industry: ${f.industry}`,
    f.targetMarket && `Target customers: ${f.targetMarket}`,
    f.stage && `Stage: ${f.stage}`,
    f.businessModel && `Business model: ${f.businessModel}`,
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

/** Content from the model when one is configured (falling back to the offline text if its answer does not parse). */
export async function writeContent(llm: LlmProvider, type: DocumentType, facts: StartupFacts, signal?: AbortSignal): Promise<{ content: DocumentContent; engine: string }> {
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
    return sections ? { content: { ...base, sections }, engine: llm.model } : { content: base, engine: 'offline' };
  } catch (err) {
    if (signal?.aborted) throw err;
    return { content: base, engine: 'offline' };
  }
}

export type Rendered = { buffer: Buffer; extension: 'pptx' | 'pdf' | 'xlsx' };

export async function renderFile(type: DocumentType, content: DocumentContent, facts: StartupFacts): Promise<Rendered> {
  if (type === 'pitch_deck') return { buffer: await renderPptx(content), extension: 'pptx' };
  if (type === 'financial_model') return { buffer: await renderFinancialModel(facts), extension: 'xlsx' };
  if (type === 'business_model_canvas') return { buffer: await renderCanvasPdf(content), extension: 'pdf' };
  return { buffer: await renderPlanPdf(content), extension: 'pdf' };
}
