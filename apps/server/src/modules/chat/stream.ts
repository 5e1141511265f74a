import type { AgentId, ChatMessage, SendChatBody, StartupProfile } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import type { LlmProvider, TextRequest } from '../../providers/llm';
import { release, reserve, settle, type Reservation } from '../billing/ledger';
import { AGENT_LIST, routeMessage } from '../agents/catalog';
import { agentRequest, appRequest, extractHtml, synthesisRequest } from '../agents/runner';
import { track } from '../agents/service';
import { suggestionsFor } from '../orchestrator/suggestions';
import { isAppRequest } from './intent';
import { getStartupProfile } from './startup-profile';
import { ownThread, recentTurns, titleFrom } from './threads';

/** One chunk of the AI SDK UI message stream protocol (sent as SSE `data:` lines). */
export type StreamChunk = Record<string, unknown> & { type: string };

type Answer = { messageId: string; agentId: AgentId; kind: ChatMessage['kind'] };

export type ChatDeps = { db: Db; llm: LlmProvider; log: { error: (obj: unknown, msg?: string) => void } };

/** A generation never outlives this, even if the model stalls without closing the stream. */
const GENERATION_TIMEOUT_MS = 180_000;
/** Partial text is saved this often, so a reload during generation shows progress. */
const FLUSH_INTERVAL_MS = 1_000;

/**
 * Plans and starts one chat turn. Credits are reserved and the messages stored before it
 * returns (so 402 and 404 are plain HTTP errors); the generation then runs on its own and
 * keeps going if the client disconnects. `emit` receives the stream chunks while anyone listens.
 */
export async function startChatTurn(deps: ChatDeps, userId: string, body: SendChatBody) {
  const { db } = deps;
  const message = body.message.trim();
  const app = body.mode !== 'team' && isAppRequest(message);
  const agentIds: AgentId[] =
    body.mode === 'team' ? [...new Set(body.agent_ids ?? AGENT_LIST.map((a) => a.id))] : [app ? 'technical' : (body.agent_id ?? routeMessage(message))];
  const team = body.mode === 'team';
  const thread = body.thread_id ? await ownThread(db, userId, body.thread_id) : null;

  const answerCount = agentIds.length + (team ? 1 : 0);
  const reservation = await reserve(db, app ? { userId, feature: 'app_generation' } : { userId, feature: 'chat_message', credits: answerCount });

  try {
    const history = thread ? await recentTurns(db, thread.id) : [];
    const profile = await getStartupProfile(db, userId);
    const base = Date.now();
    const planned = await db.transaction(async (tx) => {
      const [t] = thread
        ? await tx.update(chatThreads).set({ updatedAt: new Date(base) }).where(eq(chatThreads.id, thread.id)).returning()
        : await tx.insert(chatThreads).values({ userId, title: titleFrom(message), createdAt: new Date(base), updatedAt: new Date(base) }).returning();
      // One insert for the question and every answer slot (fewer round trips on the hot path).
      const order = team ? [...agentIds, 'strategic' as const] : agentIds;
      const kinds = order.map((_, i): ChatMessage['kind'] => (app ? 'app' : team && i === agentIds.length ? 'synthesis' : 'text'));
      const [user, ...answers] = await tx
        .insert(chatMessages)
        .values([
          { threadId: t.id, role: 'user' as const, content: message, createdAt: new Date(base) },
          ...order.map((agentId, i) => ({ threadId: t.id, role: 'assistant' as const, agentId, kind: kinds[i], status: 'streaming' as const, createdAt: new Date(base + i + 1) })),
        ])
        .returning({ id: chatMessages.id });
      const slots: Answer[] = order.map((agentId, i) => ({ messageId: answers[i].id, agentId, kind: kinds[i] }));
      return { thread: t, userMessageId: user.id, slots };
    });
    return { ...planned, run: (emit: (c: StreamChunk) => void) => generate(deps, { ...planned, message, history, profile, reservation, app, firstTurn: history.length === 0, emit }) };
  } catch (e) {
    await release(db, reservation);
    throw e;
  }
}

type GenerateArgs = {
  thread: { id: string; title: string };
  userMessageId: string;
  slots: Answer[];
  message: string;
  history: Awaited<ReturnType<typeof recentTurns>>;
  profile: StartupProfile;
  reservation: Reservation;
  app: boolean;
  /** The thread's first exchange: its reply carries follow-up suggestions. */
  firstTurn: boolean;
  emit: (c: StreamChunk) => void;
};

async function generate(deps: ChatDeps, a: GenerateArgs): Promise<void> {
  const { db } = deps;
  const signal = AbortSignal.timeout(GENERATION_TIMEOUT_MS);
  a.emit({ type: 'start' });
  a.emit({ type: 'data-thread', data: { thread_id: a.thread.id, title: a.thread.title, user_message_id: a.userMessageId } });
  let completed = 0;
  const done: { agentId: AgentId; text: string }[] = [];
  for (const slot of a.slots) {
    let req: TextRequest;
    if (a.app) req = appRequest({ message: a.message, profile: a.profile, signal });
    else if (slot.kind === 'synthesis') req = synthesisRequest({ message: a.message, answers: done, profile: a.profile, signal });
    else req = agentRequest({ agentId: slot.agentId, message: a.message, history: a.history, profile: a.profile, signal });
    const ok = await track(() => streamOne(deps, slot, req, a.emit, a.app));
    if (ok !== null) {
      completed++;
      done.push({ agentId: slot.agentId, text: ok });
    }
  }
  if (a.firstTurn && !a.app && done.length > 0) {
    a.emit({ type: 'data-suggestions', data: { suggestions: suggestionsFor(done.map((d) => d.agentId)) } });
  }
  try {
    // Only completed answers are paid for; everything else returns to the balance.
    const cost = a.app ? (completed ? a.reservation.amount : 0) : completed;
    const { balance } = await settle(db, a.reservation, cost);
    a.emit({ type: 'data-credits', data: { remaining_credits: balance } });
  } catch (e) {
    deps.log.error(e, 'chat: settling credits failed');
  }
  a.emit({ type: 'finish' });
}

/** Streams one answer into its stored message; returns the final text, or null when it failed. */
async function streamOne(deps: ChatDeps, slot: Answer, req: TextRequest, emit: (c: StreamChunk) => void, app: boolean): Promise<string | null> {
  const { db } = deps;
  const id = slot.messageId;
  emit({ type: 'data-message', data: { message_id: id, agent_id: slot.agentId, kind: slot.kind } });
  emit({ type: 'text-start', id });
  let text = '';
  let lastFlush = Date.now();
  try {
    const stream = deps.llm.streamText(req);
    for await (const delta of stream.textStream) {
      text += delta;
      emit({ type: 'text-delta', id, delta });
      if (Date.now() - lastFlush > FLUSH_INTERVAL_MS) {
        lastFlush = Date.now();
        await db.update(chatMessages).set({ content: text }).where(eq(chatMessages.id, id));
      }
    }
    const result = await stream.result;
    const content = app ? extractHtml(result.text || text) : result.text || text;
    await db.update(chatMessages).set({ content, status: 'complete', model: result.model, tokensUsed: result.tokensUsed }).where(eq(chatMessages.id, id));
    emit({ type: 'text-end', id });
    emit({ type: 'data-done', data: { message_id: id, status: 'complete', ...(app ? { content } : {}) } });
    return content;
  } catch (e) {
    deps.log.error(e, 'chat: model stream failed');
    await db.update(chatMessages).set({ content: text, status: 'incomplete' }).where(eq(chatMessages.id, id));
    emit({ type: 'text-end', id });
    emit({ type: 'data-done', data: { message_id: id, status: 'incomplete' } });
    emit({ type: 'error', errorText: 'The AI model stopped before finishing this answer. No credits were charged for it.' });
    return null;
  }
}
