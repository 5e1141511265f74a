import type { ChatMessage, ChatToolStep, RecordExchangeBody, Thread, ThreadDetail } from '@uc/contract';
import { and, asc, desc, eq, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { preparedSql, type Db, type Executor } from '../../db/client';
import { chatMessages, chatThreads, type ChatMessageRow, type ChatThreadRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { ChatTurn } from '../../providers/llm';
import { HISTORY_TURNS } from '../agents/history';

export const THREAD_NOT_FOUND = 'Thread not found';
const MAX_THREADS_LISTED = 100;

export const toThread = (r: ChatThreadRow): Thread => ({
  id: r.id,
  title: r.title,
  created_at: r.createdAt.toISOString(),
  updated_at: r.updatedAt.toISOString(),
});

export const toMessage = (r: ChatMessageRow): ChatMessage => ({
  id: r.id,
  thread_id: r.threadId,
  role: r.role,
  agent_id: r.agentId as ChatMessage['agent_id'],
  kind: r.kind,
  content: r.content,
  status: r.status,
  credits: r.credits,
  ...(r.toolSteps?.length ? { tool_steps: r.toolSteps } : {}),
  created_at: r.createdAt.toISOString(),
});

/** A title from the first message: its first line, cut at a word boundary. */
export function titleFrom(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  if (line.length <= 60) return line;
  const cut = line.slice(0, 60);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 30 ? cut.lastIndexOf(' ') : 60)}…`;
}

export async function listThreads(db: Db, userId: string): Promise<Thread[]> {
  const rows = await db.select().from(chatThreads).where(eq(chatThreads.userId, userId)).orderBy(desc(chatThreads.updatedAt)).limit(MAX_THREADS_LISTED);
  return rows.map(toThread);
}

/** The caller's thread; another user's thread is 404 like a missing one. */
export async function ownThread(db: Executor, userId: string, id: string): Promise<ChatThreadRow> {
  const [row] = await db.select().from(chatThreads).where(and(eq(chatThreads.id, id), eq(chatThreads.userId, userId)));
  if (!row) throw notFound(THREAD_NOT_FOUND);
  return row;
}

export async function getThread(db: Db, userId: string, id: string): Promise<ThreadDetail> {
  const thread = await ownThread(db, userId, id);
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.threadId, id)).orderBy(asc(chatMessages.createdAt), asc(chatMessages.role));
  return { ...toThread(thread), messages: rows.map(toMessage) };
}

export async function renameThread(db: Db, userId: string, id: string, title: string): Promise<Thread> {
  await ownThread(db, userId, id);
  const [row] = await db.update(chatThreads).set({ title, updatedAt: new Date() }).where(eq(chatThreads.id, id)).returning();
  return toThread(row);
}

export async function deleteThread(db: Db, userId: string, id: string): Promise<void> {
  await ownThread(db, userId, id);
  await db.delete(chatThreads).where(eq(chatThreads.id, id));
}

const TOOL_SUMMARY_CHARS = 300;
/** What an answer's tools returned, in a few hundred characters: tool name and the start of its result. */
function toolSummary(steps: ChatToolStep[] | null): string | null {
  const done = (steps ?? []).filter((s) => s.state === 'done');
  if (!done.length) return null;
  const each = Math.floor(TOOL_SUMMARY_CHARS / done.length);
  return done.map((s) => `${s.toolName} → ${JSON.stringify(s.output ?? null).slice(0, each)}`).join('; ');
}

export type ThreadWithTurns = { id: string; userId: string; title: string; turns: ChatTurn[] };

type TurnRow = {
  id: string; user_id: string; title: string; role: ChatTurn['role'] | null; kind: string | null;
  content: string | null; agent_id: string | null; tool_steps: ChatToolStep[] | null;
};
/** Every follow-up reads it first: prepared once per database. */
const threadAndRecentTurns = preparedSql<TurnRow>('chat_thread_with_turns', () => sql`
    select t.id, t.user_id, t.title, m.role, m.kind, m.content, m.agent_id, m.tool_steps
    from chat_threads t
    left join lateral (
      select role, kind, content, agent_id, tool_steps, created_at from chat_messages
      where thread_id = t.id and status = 'complete'
      order by created_at desc limit ${HISTORY_TURNS}
    ) m on true
    where t.id = ${sql.placeholder('id')}
    order by m.created_at`);

/**
 * A thread with the recent turns the agents see (oldest first; apps are summarised to save
 * tokens) in one read, whoever owns it; null when there is no such thread.
 */
export async function threadWithTurns(db: Db, id: string): Promise<ThreadWithTurns | null> {
  const { rows } = await threadAndRecentTurns(db).execute({ id });
  if (!rows[0]) return null;
  const turns = rows.flatMap((r): ChatTurn[] => {
    if (!r.role) return [];
    const content = r.kind === 'app' ? '[Built a single-file HTML app, shown in the preview panel.]' : (r.content ?? '');
    const tools = toolSummary(r.tool_steps);
    return [{ role: r.role, content, ...(r.agent_id ? { agentId: r.agent_id } : {}), ...(tools ? { tools } : {}) }];
  });
  return { id: rows[0].id, userId: rows[0].user_id, title: rows[0].title, turns };
}

export type TurnRows = {
  threadId: string;
  userId: string;
  /** A new thread is created with this title; an existing one only gets its activity time. */
  newThreadTitle: string | null;
  at: Date;
  /** The question, or null when a stored one is answered again. */
  question: { id: string; content: string } | null;
  answers: { id: string; agentId: string; kind: ChatMessage['kind']; createdAt: Date }[];
  /** Run first in the same statement (a regenerated question's old answers are dropped). */
  before?: SQLWrapper;
};

/**
 * Writes a chat turn in ONE statement: the thread created or bumped, the question and every
 * answer slot (PGlite runs each round trip on the event loop, against every other request).
 */
export async function storeTurn(db: Db, t: TurnRows): Promise<void> {
  // The usual turn (a question and one answer) runs a statement prepared once per database.
  const [answer, more] = t.answers;
  if (t.question && answer && !more && !t.before) {
    const { threadId, userId, at } = t;
    const values = { threadId, userId, at, questionId: t.question.id, question: t.question.content };
    const slot = { answerId: answer.id, agentId: answer.agentId, kind: answer.kind, answerAt: answer.createdAt };
    const query = t.newThreadTitle ? newThreadTurn : followUpTurn;
    await query(db).execute({ ...values, ...slot, title: t.newThreadTitle });
    return;
  }
  await db.execute(turnStatement(db, t));
}

const ph = sql.placeholder;
/** storeTurn's statement for a question and one answer, with placeholders (encoded at each run). */
const preparedTurn = (name: string, newThread: boolean) =>
  preparedSql(name, (db) =>
    turnStatement(db, {
      threadId: ph('threadId'),
      userId: ph('userId'),
      newThreadTitle: newThread ? ph('title') : null,
      at: ph('at'),
      question: { id: ph('questionId'), content: ph('question') },
      answers: [{ id: ph('answerId'), agentId: ph('agentId'), kind: ph('kind'), createdAt: ph('answerAt') }],
    } as unknown as TurnRows),
  );
const newThreadTurn = preparedTurn('chat_turn_new_thread', true);
const followUpTurn = preparedTurn('chat_turn_follow_up', false);

function turnStatement(db: Executor, t: TurnRows): SQL {
  const thread = t.newThreadTitle
    ? db.insert(chatThreads).values({ id: t.threadId, userId: t.userId, title: t.newThreadTitle, createdAt: t.at, updatedAt: t.at })
    : db.update(chatThreads).set({ updatedAt: t.at }).where(eq(chatThreads.id, t.threadId));
  const messages = db.insert(chatMessages).values([
    ...(t.question ? [{ id: t.question.id, threadId: t.threadId, role: 'user' as const, content: t.question.content, createdAt: t.at }] : []),
    ...t.answers.map((a) => ({ id: a.id, threadId: t.threadId, role: 'assistant' as const, agentId: a.agentId, kind: a.kind, status: 'streaming' as const, createdAt: a.createdAt })),
  ]);
  const steps = [thread, ...(t.before ? [t.before] : [])];
  return sql`with ${sql.join(steps.map((q, i) => sql`${sql.identifier(`step${i}`)} as ${q}`), sql`, `)} ${messages.getSQL()}`;
}

/** Stores a user message and a finished reply (a generated document) in a new or existing thread. */
export async function recordExchange(db: Db, userId: string, body: RecordExchangeBody) {
  const thread = body.thread_id ? await ownThread(db, userId, body.thread_id) : null;
  const base = Date.now();
  return db.transaction(async (tx) => {
    const [t] = thread
      ? await tx.update(chatThreads).set({ updatedAt: new Date(base) }).where(eq(chatThreads.id, thread.id)).returning()
      : await tx.insert(chatThreads).values({ userId, title: titleFrom(body.message), createdAt: new Date(base), updatedAt: new Date(base) }).returning();
    const rows = await tx
      .insert(chatMessages)
      .values([
        { threadId: t.id, role: 'user' as const, content: body.message, createdAt: new Date(base) },
        { threadId: t.id, role: 'assistant' as const, agentId: body.agent_id ?? 'strategic', kind: body.kind, content: body.reply, credits: body.credits ?? null, createdAt: new Date(base + 1) },
      ])
      .returning();
    return { thread_id: t.id, messages: rows.map(toMessage) };
  });
}

/** Stores an executed suggestion's result in its thread, with what it cost (issue 11: survives a reload). */
export async function recordSuggestionResult(db: Db, args: { threadId: string; agentId: string; title: string; result: string; credits: number }) {
  const now = new Date();
  return db.transaction(async (tx) => {
    await tx.update(chatThreads).set({ updatedAt: now }).where(eq(chatThreads.id, args.threadId));
    const [row] = await tx
      .insert(chatMessages)
      .values({ threadId: args.threadId, role: 'assistant', agentId: args.agentId, kind: 'text', content: `**Done: ${args.title}**\n\n${args.result}`, credits: args.credits, createdAt: now })
      .returning();
    return toMessage(row);
  });
}
