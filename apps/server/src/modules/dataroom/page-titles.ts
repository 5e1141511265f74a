/**
 * Page titles of a PDF: what a founder calls a page ("Market") rather than its number. Pure: the
 * worker in text-extract.ts reads the outline and each page's first line, this picks and cleans.
 */

/** Titles are kept for this many pages at most; later pages have none. */
export const MAX_TITLE_PAGES = 2_000;
export const MAX_TITLE_CHARS = 120;
/** Outline entries read at most, and how deep: a hostile outline (cyclic, 100 000 deep) stays cheap. */
export const MAX_OUTLINE_ENTRIES = 2_000;
export const MAX_OUTLINE_DEPTH = 8;
/** A first line longer than this, or with more words, is a sentence, not a title. */
const MAX_LINE_CHARS = 80;
const MAX_LINE_WORDS = 10;
/** A first line found on this many pages or more is a running header. */
const MAX_SAME_LINE = 3;

/** An outline entry resolved to the (1-based) page it starts on, in the outline's order. */
export type OutlineEntry = { title: string; page: number };
export type PageTitles = (string | null)[];

// Control characters, bidi overrides (they could make a title read as something else) and lone surrogates.
const UNSAFE = new RegExp(
  '[\\u0000-\\u001F\\u007F-\\u009F\\u200E\\u200F\\u202A-\\u202E\\u2066-\\u2069]' +
    '|[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]',
  'g',
);

/** A title as shown: plain text on one line, at most MAX_TITLE_CHARS; null when nothing is left. */
export function titleOf(raw: string): string | null {
  const text = raw.replace(UNSAFE, (c) => (/\s/.test(c) ? ' ' : '')).replace(/\s+/g, ' ').trim();
  if (!text) return null;
  const chars = Array.from(text);
  return chars.length <= MAX_TITLE_CHARS ? text : `${chars.slice(0, MAX_TITLE_CHARS - 1).join('').trimEnd()}…`;
}

/**
 * A page's first line when it reads as a title: short, with a letter, not a sentence nor a page
 * number. `lines` is the page's first line and, after a newline, its second: a second line that
 * starts in lower case carries on the first one's sentence.
 */
export function titleLike(lines: string | undefined): string | null {
  const [first = '', second = ''] = (lines ?? '').split('\n');
  if (/^\s*\p{Ll}/u.test(second)) return null;
  const text = titleOf(first);
  if (!text || text.length > MAX_LINE_CHARS || text.split(' ').length > MAX_LINE_WORDS) return null;
  if (!/\p{L}/u.test(text) || /[.,;:\-–]$/.test(text)) return null;
  if (/^(page|slide|p\.)?\s*\d+(\s*(of|\/)\s*\d+)?$/i.test(text)) return null;
  return text;
}

/**
 * One title per page (up to MAX_TITLE_PAGES): the first outline entry starting on the page, else
 * the entry that covers it (the one started last before it), else a title-like first line, else null.
 */
export function pickPageTitles(pageCount: number, outline: OutlineEntry[], firstLines: string[]): PageTitles {
  const n = Math.max(0, Math.min(Math.floor(pageCount), MAX_TITLE_PAGES));
  const starts = new Map<number, string>();
  for (const e of outline.slice(0, MAX_OUTLINE_ENTRIES)) {
    const title = titleOf(e.title);
    const onPage = Number.isInteger(e.page) && e.page >= 1 && e.page <= n;
    if (title && onPage && !starts.has(e.page)) starts.set(e.page, title);
  }
  const lines = firstLines.slice(0, n).map(titleLike);
  const seen = new Map<string, number>();
  for (const l of lines) if (l) seen.set(l, (seen.get(l) ?? 0) + 1);
  const titles: PageTitles = [];
  let covering: string | null = null;
  for (let p = 1; p <= n; p++) {
    covering = starts.get(p) ?? covering;
    const line = lines[p - 1] ?? null;
    // A line that opens many pages is a running header ("Confidential"), not what the page is about.
    titles.push(covering ?? (line && seen.get(line)! < MAX_SAME_LINE ? line : null));
  }
  return titles;
}
