import { assumptionLine, figureLines, numbersIn, sourceCitations, type DocumentContent, type DocView, type Section, type WebSource } from '@uc/offline-engine';
import { DocumentNarrativeSchema, type DocumentNarrative } from '@uc/contract';

/**
 * With a model configured, the model writes the prose of each section within a JSON schema,
 * grounded on the startup model's figures; tables, charts and key figures stay the model's.
 * A sentence that cites a number neither the startup model computed nor a web source published is
 * dropped; one drawing on a web source carries the source's marker.
 */
export const NARRATIVE_SYSTEM = `You are a startup co-founder writing an investor-grade document from a startup model.
Answer with JSON only, no code fences, matching:
{"sections":[{"heading":string,"paragraphs":[string],"bullets":[string]}]}
Keep exactly the headings you are given, in the same order. Write each section as long as its content needs.
Every number you write must be one of the figures given below, exactly as printed (same currency and rounding); never compute or invent another figure, a traction claim, a customer count or a market size.
Tables, charts and key figures are added from the model after your text: do not repeat them as tables.
Write about this company by its name. This is a finished deliverable: no notes to the author, no placeholders.
When web sources are given, numbered [1], [2]…: a sentence that draws on one ends with its marker before the full stop ("… in 2025 [2]."). A figure from a source may be quoted only as the source prints it, with its marker, and it is the source's figure, never the startup model's. Never cite a source you were not given.`;

/** The facts the model writes from: the profile, the archetype and every figure it may cite. */
export function groundingText(v: DocView, content: DocumentContent, context: string): string {
  const p = v.profile;
  return [
    `Company: ${p.company}`,
    `Idea: ${p.idea}`,
    p.industry && `Industry: ${p.industry}`,
    p.targetMarket && `Target customers: ${p.targetMarket}`,
    `Business model: ${v.arch.label} — ${v.arch.mechanics}`,
    `Stage: ${v.model.stage}${v.model.pre_revenue ? ` (pre-launch: nothing sold yet; first revenue in month ${v.model.launch_month})` : ''}`,
    `Currency: ${v.model.currency}`,
    `Funding: ${v.model.funding.kind}${v.model.archetype === 'nonprofit' ? ' (a non-profit: grants and contracts, never an equity round)' : ''}`,
    '',
    'Key figures:',
    ...figureLines(v).map((l) => `- ${l.label}: ${l.value}`),
    '',
    'Assumptions:',
    ...v.model.assumptions.map((a) => `- ${assumptionLine(v, a)}`),
    '',
    'Figures already in this document (you may cite these too):',
    ...content.sections.flatMap((s) => [...(s.table?.rows.map((r) => `- ${r.join(' | ')}`) ?? []), ...s.bullets.filter((b) => /\d/.test(b)).map((b) => `- ${b}`)]),
    context ? `\nThe conversation that asked for the document:\n${context.slice(0, 4000)}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** Keeps the sentences whose numbers all appear in the grounding text or in a web source, each source cited by its marker. */
function groundedOnly(text: string, cite: ReturnType<typeof sourceCitations>): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map(cite)
    .filter((sentence): sentence is string => Boolean(sentence))
    .join(' ')
    .trim();
}

/** The model's prose merged into the offline sections, or null when the answer does not fit the schema or misses a heading. */
export function mergeNarrative(raw: string, base: Section[], grounding: string, sources: WebSource[] = []): Section[] | null {
  let parsed: DocumentNarrative;
  try {
    parsed = DocumentNarrativeSchema.parse(JSON.parse(raw.slice(raw.indexOf('{'), raw.lastIndexOf('}') + 1)));
  } catch {
    return null;
  }
  const cite = sourceCitations(new Set(numbersIn(grounding)), sources);
  const byHeading = new Map(parsed.sections.map((s) => [s.heading.trim().toLowerCase(), s]));
  const merged: Section[] = [];
  for (const sec of base) {
    const got = byHeading.get(sec.heading.toLowerCase());
    if (!got) return null;
    const paragraphs = (got.paragraphs ?? (got.body ? [got.body] : [])).map((p) => groundedOnly(p, cite)).filter(Boolean);
    const bullets = (got.bullets ?? []).map((b) => groundedOnly(b, cite)).filter(Boolean);
    // A figure-bearing bullet of the model's (a price, a hire) is kept when the model wrote none.
    merged.push({ ...sec, body: paragraphs.length ? paragraphs.join('\n\n') : sec.body, bullets: bullets.length ? bullets : sec.bullets });
  }
  return merged;
}
