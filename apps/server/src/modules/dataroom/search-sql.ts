import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/**
 * The searchable text of a file: name (split on punctuation so 'pitch-deck.pdf' finds 'deck'),
 * description, tags and extracted text, with the 'simple' configuration (no stemming, any language).
 * `extractedText` is the text itself, or its column: an update that keeps the stored text need not send it again.
 */
export function searchVectorSql(f: { name: string; description: string; tags: string[]; extractedText: string | SQLWrapper }): SQL {
  const name = f.name.replace(/[^\p{L}\p{N}]+/gu, ' ');
  return sql`setweight(to_tsvector('simple', ${name}), 'A') || setweight(to_tsvector('simple', ${f.description + ' ' + f.tags.join(' ')}), 'B') || to_tsvector('simple', ${f.extractedText})`;
}

/** The user's words as a prefix-matching AND query; letters and digits only, so no tsquery syntax gets through. */
export function toPrefixQuery(q: string | undefined): string | null {
  const terms = (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
  return terms.length ? terms.map((t) => `${t}:*`).join(' & ') : null;
}

export function searchTerms(q: string | undefined): string[] {
  return (q ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu)?.slice(0, 8) ?? [];
}
