import type { Excerpt } from '@uc/offline-engine';
import { and, desc, eq, sql } from 'drizzle-orm';
import { preparedPerDb, type Db } from '../../db/client';
import { dataroomFiles } from '../../db/schema';

/**
 * The founder's own files as context for a model: the agents' prompts and the documents' prose
 * (with a model configured) quote the passages of the best-matching files, with their names.
 */
const STOP = new Set('what which when where should would could about with from that this have their there they them your ours into than then also does need more most much many some other first second price'.split(' '));
const EXCERPT_CHARS = 400;

/** The question's words of four letters or digits or more, lower-cased: all the search and the excerpt read. */
const questionWords = (message: string) => message.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];

/** Content words of the question as an OR prefix query (letters and digits only: no tsquery syntax gets through). */
export function relevanceQuery(message: string): string | null {
  const terms = [...new Set(questionWords(message))].filter((t) => !STOP.has(t)).slice(0, 10);
  return terms.length ? terms.map((t) => `${t}:*`).join(' | ') : null;
}

/** The passage of a file's text (`chars` long) around the first word of the question it contains. */
function excerptOf(text: string, message: string, chars = EXCERPT_CHARS): string {
  const low = text.toLowerCase();
  const at = questionWords(message).map((w) => low.indexOf(w)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - chars / 4);
  return `${start > 0 ? '…' : ''}${text.slice(start, start + chars).trim()}${start + chars < text.length ? '…' : ''}`;
}

/** Every model answer runs this search: prepared once per database. */
const textSearch = preparedPerDb((db) => {
  const query = sql.placeholder('query');
  return db
    .select({ id: dataroomFiles.id, name: dataroomFiles.name, text: sql<string>`left(${dataroomFiles.extractedText}, 20000)` })
    .from(dataroomFiles)
    .where(and(eq(dataroomFiles.userId, sql.placeholder('userId')), sql`${dataroomFiles.searchVector} @@ to_tsquery('simple', ${query})`, sql`${dataroomFiles.extractedText} <> ''`))
    .orderBy(desc(sql`ts_rank(${dataroomFiles.searchVector}, to_tsquery('simple', ${query}))`))
    .limit(sql.placeholder('limit'))
    .prepare('dataroom_text_search');
});

/** The user's data-room files whose extracted text best matches the words (full-text rank), with their ids and an excerpt each. */
export async function searchDataRoomText(
  db: Db,
  userId: string,
  words: string,
  limit: number,
  chars = EXCERPT_CHARS,
): Promise<{ id: string; name: string; excerpt: string }[]> {
  const query = relevanceQuery(words);
  if (!query) return [];
  const rows = await textSearch(db).execute({ userId, query, limit });
  return rows.map((r) => ({ id: r.id, name: r.name, excerpt: excerptOf(r.text, words, chars) }));
}

/** The three data-room files whose extracted text best matches the question (full-text rank), with an excerpt and id each. */
export async function dataRoomExcerpts(db: Db, userId: string, message: string): Promise<Excerpt[]> {
  return (await searchDataRoomText(db, userId, message, 3)).map((r) => ({ id: r.id, file: r.name, text: r.excerpt }));
}

/**
 * Excerpts found for a question, remembered per user, data-room version and the question's words
 * (the search and the excerpt read nothing else): a founder asking again, or another co-founder
 * answering the same question, costs no search. `dataroom_usage.version` is moved by the database on
 * every change of the user's files, whichever instance makes it; the caller reads it before the
 * search runs, so a change racing the search can only cause a miss, never a stale excerpt.
 */
type CachedExcerpts = { version: number; excerpts: Promise<Excerpt[]> };
const MAX_CACHED_SEARCHES = 2_000; // about 1.2 KB of text each at most
const excerptCaches = new WeakMap<Db, Map<string, CachedExcerpts>>();

/** The question's words in one order: the same question with its words in another order is one entry. */
const searchKey = (message: string) => [...new Set(questionWords(message))].sort().join(' ');

export function dataRoomExcerptsAt(db: Db, userId: string, message: string, version: number): Promise<Excerpt[]> {
  const cache = excerptCaches.get(db) ?? excerptCaches.set(db, new Map()).get(db)!;
  const key = `${userId} ${searchKey(message)}`;
  const hit = cache.get(key);
  cache.delete(key);
  if (hit && hit.version === version) {
    cache.set(key, hit); // least recently used first
    return hit.excerpts;
  }
  const excerpts = dataRoomExcerpts(db, userId, message);
  // A failed search is not remembered: the next turn searches again.
  excerpts.catch(() => cache.get(key)?.excerpts === excerpts && cache.delete(key));
  if (cache.size >= MAX_CACHED_SEARCHES) cache.delete(cache.keys().next().value!);
  cache.set(key, { version, excerpts });
  return excerpts;
}

/**
 * A document's reading of the founder's files (issue 38 §2): longer passages of more files than a chat
 * answer gets, within a budget of about 6,000 characters, so interview findings reach the writer whole.
 */
export async function documentPassages(db: Db, userId: string, words: string): Promise<Excerpt[]> {
  return (await searchDataRoomText(db, userId, words, 4, 1_500)).map((r) => ({ id: r.id, file: r.name, text: r.excerpt }));
}

