import type { DocumentContent } from './types';

/**
 * Web research in a document (issue 25): what each source says, quoted with its marker next to
 * the section it backs, every marker checked against the sources, and the list of sources at the
 * end. Nothing here invents a source: a document without sources gets none of it.
 */
export type WebSource = { title: string; url: string; snippet: string; retrieved_at: string };
/** What a source was searched for: it backs the document's market or its competition section. */
export type ResearchTopic = 'market' | 'competition';
export type TopicSource = WebSource & { topic: ResearchTopic };

/** The sections research lands next to, by heading (market analysis, competitive analysis, deck). */
const TARGETS: Record<ResearchTopic, { after: string[]; heading: string }> = {
  market: { after: ['TAM, SAM and SOM', 'Market'], heading: 'Market research' },
  competition: { after: ['Alternatives customers use today', 'Competition'], heading: 'Competitor research' },
};
export const SOURCES_HEADING = 'Sources';
const FINDINGS_PER_TOPIC = 3;

const MARKER = /\s?\[(\d{1,2})\]/g;
/** Numbers as the grounding check compares them ("4.2", "2,500", "12"). */
export const numbersIn = (s: string) => (s.match(/\d[\d,.]*\d|\d/g) ?? []).map((n) => n.replace(/[.,]$/, ''));
const words = (s: string) => s.toLowerCase().match(/[a-z0-9]+/g) ?? [];

/** Plain text of a search snippet or a page's Markdown: no links, images, markup or tags. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<[^>]*>/g, ' ')
    .replace(/!\[[^\]]*\]\([^)]*\)/g, ' ')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|[-*+>]|\d+\.)\s+/gm, '')
    .replace(/[*_`|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The source's most quotable sentence: a whole one of readable length, preferring one with a figure (headings are not sentences). */
export function quotable(snippet: string): string | null {
  const sentences = snippet
    .replace(/^\s{0,3}#{1,6}\s.*$/gm, '\n')
    .split(/\n\s*\n/)
    .flatMap((block) => plainText(block).split(/(?<=[.!?])\s+/))
    .map((s) => s.trim())
    .filter((s) => s.length >= 40 && s.length <= 260 && /^[A-Z0-9"“]/.test(s) && /[.!?]$/.test(s) && !/\.\.\.|…/.test(s));
  return sentences.find((s) => /\d/.test(s)) ?? sentences[0] ?? null;
}

const date = (iso: string) => iso.slice(0, 10);

/** "[2] Pet care market 2026 — https://… (retrieved 2026-11-24)": the marker, title, URL and date of one source. */
export const sourceLine = (s: WebSource, n: number) => `[${n}] ${s.title} — ${s.url} (retrieved ${date(s.retrieved_at)})`;

/** The list a chat answer ends with when the agent used the web: each source by its marker, as the tools numbered them. */
export const sourcesFooter = (sources: WebSource[]) => (sources.length ? `\n\n**Sources**\n${sources.map((s, i) => `- ${sourceLine(s, i + 1)}`).join('\n')}` : '');

/**
 * The research sections after the market and competition sections (each finding a quoted sentence
 * of its source, with the source's marker) and the Sources list at the end. Markers number the
 * sources in the order given, which is the order of the list.
 */
export function withResearch(content: DocumentContent, sources: TopicSource[]): DocumentContent {
  if (!sources.length) return content;
  const sections = [...content.sections];
  for (const topic of ['market', 'competition'] as const) {
    const findings = sources
      .map((s, i) => ({ s, n: i + 1, quote: s.topic === topic ? quotable(s.snippet) : null }))
      .filter((f) => f.quote)
      .slice(0, FINDINGS_PER_TOPIC);
    const at = sections.findIndex((sec) => TARGETS[topic].after.includes(sec.heading));
    if (!findings.length || at < 0) continue;
    sections.splice(at + 1, 0, {
      heading: TARGETS[topic].heading,
      body: `What published sources say, quoted as retrieved on ${date(findings[0].s.retrieved_at)}. Their figures are the sources' own, not your startup model's: check them before relying on them.`,
      bullets: findings.map((f) => `“${f.quote}” — ${f.s.title} [${f.n}]`),
    });
  }
  sections.push({
    heading: SOURCES_HEADING,
    body: 'Web sources retrieved for this document. Each statement drawn from one carries its number.',
    bullets: sources.map((s, i) => sourceLine(s, i + 1)),
  });
  return { ...content, sections };
}

/** Runs of this many words shared with a source mean the sentence draws on it. */
const SHARED_RUN = 6;
function sharesRun(sentence: string[], source: Set<string>): boolean {
  for (let i = 0; i + SHARED_RUN <= sentence.length; i++) if (source.has(sentence.slice(i, i + SHARED_RUN).join(' '))) return true;
  return false;
}
function runsOf(text: string): Set<string> {
  const w = words(text);
  const runs = new Set<string>();
  for (let i = 0; i + SHARED_RUN <= w.length; i++) runs.add(w.slice(i, i + SHARED_RUN).join(' '));
  return runs;
}

/** A checker for a model's sentences against the figures it may cite and the sources it was given. */
export function sourceCitations(allowed: Set<string>, sources: WebSource[]) {
  const indexed = sources.map((s) => ({ numbers: new Set(numbersIn(`${s.title} ${s.snippet}`)), runs: runsOf(plainText(s.snippet)) }));
  /**
   * One sentence, cited: markers of sources that do not exist are removed; a figure that is not the
   * startup model's must come from a source, whose marker is added when the sentence lacks it; a
   * sentence that repeats a source's words gets its marker too. Null when a figure has no origin.
   */
  return (sentence: string): string | null => {
    const cited = new Set<number>();
    const bare = sentence.replace(MARKER, (_m, n: string) => {
      if (Number(n) >= 1 && Number(n) <= sources.length) cited.add(Number(n));
      return '';
    });
    for (const num of numbersIn(bare)) {
      if (allowed.has(num) || [...cited].some((n) => indexed[n - 1].numbers.has(num))) continue;
      const from = indexed.findIndex((s) => s.numbers.has(num));
      if (from < 0) return null;
      cited.add(from + 1);
    }
    const w = words(bare);
    indexed.forEach((s, i) => {
      if (!cited.has(i + 1) && sharesRun(w, s.runs)) cited.add(i + 1);
    });
    if (!cited.size) return bare.trim();
    const markers = [...cited].sort((a, b) => a - b).map((n) => ` [${n}]`).join('');
    // The marker goes before the sentence's closing punctuation: "… in 2025 [1]."
    const m = /^([\s\S]*?)([.!?]["”’)]?)?\s*$/.exec(bare.trim())!;
    return `${m[1]}${markers}${m[2] ?? ''}`;
  };
}
