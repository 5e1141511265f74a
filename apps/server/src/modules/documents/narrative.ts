import {
  assumptionLine, figureLines, numbersIn, sourceCitations, SOURCES_HEADING,
  type DocumentContent, type DocView, type Excerpt, type Section, type WebSource,
} from '@uc/offline-engine';
import { DocumentNarrativeSchema, type DocumentNarrative } from '@uc/contract';
import { z } from 'zod';

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
When files from the founder's data room are given, they are the founder's own research and records: a figure from one may be quoted exactly as the file writes it, naming the file in the same sentence ("In interviews.txt, 5 of 8 designers said …"); it is the founder's finding, never the startup model's figure.
When web sources are given, numbered [1], [2]…: a sentence that draws on one ends with its marker before the full stop ("… in 2025 [2]."). A figure from a source may be quoted only as the source prints it, with its marker, and it is the source's figure, never the startup model's. Never cite a source you were not given.`;

/**
 * For an engine that decodes under a grammar (the local model): exactly these headings in this order,
 * each with paragraphs and bullets within the narrative schema's bounds. A small model then cannot
 * drop, rename or reorder a heading, and its answer still matches DocumentNarrativeSchema.
 */
export function narrativeGrammarFor(headings: string[]) {
  const section = DocumentNarrativeSchema.shape.sections.element.shape;
  const item = (heading: string) =>
    z.object({ heading: z.literal(heading), paragraphs: section.paragraphs.unwrap(), bullets: section.bullets.unwrap() });
  const [first = '', ...rest] = headings;
  return z.object({ sections: z.tuple([item(first), ...rest.map(item)]) });
}

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

/**
 * A sentence that names a data-room file and whose numbers all appear in that file's passage (or the
 * grounding) quotes the founder's own research: kept as written.
 */
function fileCitations(files: Excerpt[], grounded: Set<string>, cite: (s: string) => string | null) {
  const known = files.map((f) => ({ name: f.file.toLowerCase(), numbers: new Set(numbersIn(f.text)) }));
  return (sentence: string): string | null => {
    const low = sentence.toLowerCase();
    const file = known.find((f) => low.includes(f.name));
    const inFile = file && numbersIn(sentence).every((n) => file.numbers.has(n) || grounded.has(n));
    return inFile ? sentence : cite(sentence);
  };
}

/** The data-room files the prose names, listed under the document's Sources heading (issue 38 §2). */
export function withFileSources(content: DocumentContent, files: Excerpt[]): DocumentContent {
  const text = content.sections.map((s) => [s.body, ...s.bullets].join(' ')).join(' ').toLowerCase();
  const used = [...new Set(files.map((f) => f.file))].filter((name) => text.includes(name.toLowerCase()));
  if (!used.length) return content;
  const lines = used.map((name) => `${name} — from your data room (your own file)`);
  const at = content.sections.findIndex((s) => s.heading === SOURCES_HEADING);
  const sections = [...content.sections];
  if (at >= 0) sections[at] = { ...sections[at], bullets: [...sections[at].bullets, ...lines] };
  else sections.push({ heading: SOURCES_HEADING, body: 'Files from your data room this document quotes.', bullets: lines });
  return { ...content, sections };
}

/** Keeps the sentences whose numbers all appear in the grounding text or in a web source, each source cited by its marker. */
function groundedOnly(text: string, cite: (sentence: string) => string | null): string {
  return text
    .split(/(?<=[.!?])\s+/)
    .map(cite)
    .filter((sentence): sentence is string => Boolean(sentence))
    .join(' ')
    .trim();
}

/** The model's prose merged into the offline sections, or null when the answer does not fit the schema or misses a heading. */
export function mergeNarrative(raw: string, base: Section[], grounding: string, sources: WebSource[] = [], files: Excerpt[] = []): Section[] | null {
  let parsed: DocumentNarrative;
  try {
    parsed = DocumentNarrativeSchema.parse(JSON.parse(raw.slice(raw.indexOf('{'), raw.lastIndexOf('}') + 1)));
  } catch {
    return null;
  }
  const grounded = new Set(numbersIn(grounding));
  const cite = fileCitations(files, grounded, sourceCitations(grounded, sources));
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
