import { advisorPromptContext, type Excerpt } from '@uc/offline-engine';
import type { StartupModel } from '@uc/startup-model';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataroomFiles } from '../../db/schema';
import type { LlmProvider } from '../../providers/llm';
import { getStartupModelForUser } from '../startup/service';

/** What every agent call knows beyond the profile: the founder's startup model and, for a real model, data-room excerpts. */
export type AgentContext = { startup: StartupModel | null; excerpts: Excerpt[] };
export const NO_CONTEXT: AgentContext = { startup: null, excerpts: [] };

const STOP = new Set('what which when where should would could about with from that this have their there they them your ours into than then also does need more most much many some other first second price'.split(' '));
const EXCERPT_CHARS = 400;

/** Content words of the question as an OR prefix query (letters and digits only: no tsquery syntax gets through). */
export function relevanceQuery(message: string): string | null {
  const terms = [...new Set(message.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [])].filter((t) => !STOP.has(t)).slice(0, 10);
  return terms.length ? terms.map((t) => `${t}:*`).join(' | ') : null;
}

/** The passage of a file's text around the first word of the question it contains. */
function excerptOf(text: string, message: string): string {
  const low = text.toLowerCase();
  const words = message.toLowerCase().match(/[\p{L}\p{N}]{4,}/gu) ?? [];
  const at = words.map((w) => low.indexOf(w)).filter((i) => i >= 0).sort((a, b) => a - b)[0] ?? 0;
  const start = Math.max(0, at - EXCERPT_CHARS / 4);
  return `${start > 0 ? '…' : ''}${text.slice(start, start + EXCERPT_CHARS).trim()}${start + EXCERPT_CHARS < text.length ? '…' : ''}`;
}

/** The three data-room files whose extracted text best matches the question (full-text rank), with an excerpt each. */
export async function dataRoomExcerpts(db: Db, userId: string, message: string): Promise<Excerpt[]> {
  const query = relevanceQuery(message);
  if (!query) return [];
  const match = sql`${dataroomFiles.searchVector} @@ to_tsquery('simple', ${query})`;
  const rows = await db
    .select({ name: dataroomFiles.name, text: sql<string>`left(${dataroomFiles.extractedText}, 20000)` })
    .from(dataroomFiles)
    .where(and(eq(dataroomFiles.userId, userId), match, sql`${dataroomFiles.extractedText} <> ''`))
    .orderBy(desc(sql`ts_rank(${dataroomFiles.searchVector}, to_tsquery('simple', ${query}))`))
    .limit(3);
  return rows.map((r) => ({ file: r.name, text: excerptOf(r.text, message) }));
}

/**
 * Loads the context once per turn. The startup model is one indexed read; the data-room search
 * runs only for a real model (the offline engine does not read excerpts), keeping the offline hot path as it was.
 */
export async function loadAgentContext(db: Db, llm: LlmProvider, userId: string, message: string): Promise<AgentContext> {
  const [startup, excerpts] = await Promise.all([
    getStartupModelForUser(db, userId).then((s) => s.model, () => null), // no model yet: the answers go without its numbers
    llm.kind === 'offline' ? Promise.resolve([]) : dataRoomExcerpts(db, userId, message).catch(() => []),
  ]);
  return { startup, excerpts };
}

export { advisorPromptContext };
