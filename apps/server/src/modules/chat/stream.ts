import { offerFor, type AgentId, type ChatMessage, type ChatOffer, type SendChatBody, type StartupProfile } from '@uc/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import type { LlmProvider, TextRequest } from '../../providers/llm';
import { release, reserve, settle, type Reservation } from '../billing/ledger';
import { generationSignal, trackWork } from '../recovery/drain';
import { AGENT_LIST, AGENTS, routeMessage } from '../agents/catalog';
import { agentRequest, appRequest, extractHtml, synthesisRequest } from '../agents/runner';
import { track } from '../agents/service';
import { suggestionsFor } from '../orchestrator/suggestions';
import { dropAnswersAfter, historyBeforeLastQuestion, modelFailureText, questionToRegenerate, threadForChat } from './ai-sdk-compat';
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
  // An AI SDK chat id names its thread; a new id starts a thread with the id derived from it.
  const chat = !body.thread_id && body.chat_id ? await threadForChat(db, userId, body.chat_id) : null;
  const thread = body.thread_id ? await ownThread(db, userId, body.thread_id) : (chat?.row ?? null);
  // Regenerate (AI SDK `regenerate-message`): the stored last question is answered again, not stored again.
  const redo = body.regenerate && thread ? await questionToRegenerate(db, thread.id) : null;
  const message = redo?.content ?? body.message.trim();
  // An app is built only when the user confirmed the offer; keywords alone only make an offer (issue 11).
  const app = body.mode !== 'team' && body.output === 'app';
  const offer = app || body.output === 'answer' ? null : offerFor(message);
  const agentIds: AgentId[] =
    body.mode === 'team' ? [...new Set(body.agent_ids ?? AGENT_LIST.map((a) => a.id))] : [app ? 'technical' : (body.agent_id ?? routeMessage(message))];
  const team = body.mode === 'team';

  const answerCount = agentIds.length + (team ? 1 : 0);
  // The reference names what is paid for in the usage history ("Chat — Alex Strategic").
  const label = app ? `App — ${titleFrom(message)}` : team ? `Team chat — ${agentIds.length} co-founders and a synthesis` : `Chat — ${AGENTS[agentIds[0]].name}`;
  const reservation = await reserve(db, app ? { userId, feature: 'app_generation', reference: label } : { userId, feature: 'chat_message', credits: answerCount, reference: label });

  try {
    const turns = thread ? await recentTurns(db, thread.id) : [];
    const history = redo ? historyBeforeLastQuestion(turns) : turns;
    const profile = await getStartupProfile(db, userId);
    const base = Date.now();
    const planned = await db.transaction(async (tx) => {
      const [t] = thread
        ? await tx.update(chatThreads).set({ updatedAt: new Date(base) }).where(eq(chatThreads.id, thread.id)).returning()
        : await tx.insert(chatThreads).values({ ...(chat ? { id: chat.id } : {}), userId, title: titleFrom(message), createdAt: new Date(base), updatedAt: new Date(base) }).returning();
      if (redo) await dropAnswersAfter(tx, t.id, redo);
      // One insert for the question and every answer slot (fewer round trips on the hot path).
      const order = team ? [...agentIds, 'strategic' as const] : agentIds;
      const kinds = order.map((_, i): ChatMessage['kind'] => (app ? 'app' : team && i === agentIds.length ? 'synthesis' : 'text'));
      const rows = await tx
        .insert(chatMessages)
        .values([
          ...(redo ? [] : [{ threadId: t.id, role: 'user' as const, content: message, createdAt: new Date(base) }]),
          ...order.map((agentId, i) => ({ threadId: t.id, role: 'assistant' as const, agentId, kind: kinds[i], status: 'streaming' as const, createdAt: new Date(base + i + 1) })),
        ])
        .returning({ id: chatMessages.id });
      const answers = redo ? rows : rows.slice(1);
      const slots: Answer[] = order.map((agentId, i) => ({ messageId: answers[i].id, agentId, kind: kinds[i] }));
      return { thread: t, userMessageId: redo ? redo.id : rows[0].id, slots };
    });
    return { ...planned, run: (emit: (c: StreamChunk) => void) => trackWork(generate(deps, { ...planned, message, history, profile, reservation, app, offer, firstTurn: history.length === 0, emit })) };
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
  /** A document or app the message seems to ask for: offered to the client, never made here. */
  offer: ChatOffer | null;
  /** The thread's first exchange: its reply carries follow-up suggestions. */
  firstTurn: boolean;
  emit: (c: StreamChunk) => void;
};

async function generate(deps: ChatDeps, a: GenerateArgs): Promise<void> {
  const { db } = deps;
  // Also aborted when a SIGTERM drain runs out of time (harden, issue 10): the answer ends incomplete, uncharged.
  const signal = generationSignal(GENERATION_TIMEOUT_MS);
  a.emit({ type: 'start' });
  a.emit({ type: 'data-thread', data: { thread_id: a.thread.id, title: a.thread.title, user_message_id: a.userMessageId } });
  let completed = 0;
  let failure: string | null = null;
  const done: { agentId: AgentId; text: string }[] = [];
  for (const slot of a.slots) {
    let req: TextRequest;
    if (a.app) req = appRequest({ message: a.message, profile: a.profile, signal });
    else if (slot.kind === 'synthesis') req = synthesisRequest({ message: a.message, answers: done, profile: a.profile, signal });
    else req = agentRequest({ agentId: slot.agentId, message: a.message, history: a.history, profile: a.profile, signal });
    const answer = await track(() => streamOne(deps, slot, req, a.emit, a.app));
    if ('text' in answer) {
      completed++;
      done.push({ agentId: slot.agentId, text: answer.text });
    } else failure = answer.failure;
  }
  if (a.offer && done.length > 0) a.emit({ type: 'data-offer', data: a.offer });
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
  // A stream `error` makes stock AI SDK clients stop reading: only when no answer of the turn completed.
  if (completed === 0 && failure) a.emit({ type: 'error', errorText: failure });
  a.emit({ type: 'finish' });
}

/** Streams one answer into its stored message; returns the final text, or what to tell the user when it failed. */
async function streamOne(deps: ChatDeps, slot: Answer, req: TextRequest, emit: (c: StreamChunk) => void, app: boolean): Promise<{ text: string } | { failure: string }> {
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
    return { text: content };
  } catch (e) {
    deps.log.error(e, 'chat: model stream failed');
    await db.update(chatMessages).set({ content: text, status: 'incomplete' }).where(eq(chatMessages.id, id));
    emit({ type: 'text-end', id });
    emit({ type: 'data-done', data: { message_id: id, status: 'incomplete' } });
    // A data part on this answer, not a stream `error`: in team mode the other answers follow.
    const failure = modelFailureText(e);
    emit({ type: 'data-answer-failed', data: { message_id: id, agent_id: slot.agentId, detail: failure } });
    return { failure };
  }
}
