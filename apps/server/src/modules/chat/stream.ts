import { randomUUID } from 'node:crypto';
import { offerFor, type AgentId, type ChatMessage, type ChatOffer, type SendChatBody, type StartupProfile } from '@uc/contract';
import { businessOf, sourcesFooter } from '@uc/offline-engine';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages } from '../../db/schema';
import { notFound } from '../../errors';
import type { ChatTurn, LlmProvider, StreamResult, TextRequest, TextResult, ToolStep } from '../../providers/llm';
import { operatorText } from '../../providers/llm/errors';
import { release, reserve, settle, type Reservation } from '../billing/ledger';
import { drainSignal, trackWork } from '../recovery/drain';
import { AGENT_LIST, AGENTS, routeMessage } from '../agents/catalog';
import { agentRequest, appRequest, extractHtml, synthesisRequest } from '../agents/runner';
import { track } from '../agents/service';
import { loadAgentContext, type AgentContext } from '../agents/context';
import { suggestionsFor } from '../orchestrator/suggestions';
import type { ResearchConfig, WebSource } from '../agents/research';
import { agentTools } from '../agents/tools';
import { usageInsert, usageRows } from '../usage/service';
import { CANCELLED_TEXT, wasCancelled } from './cancel';
import { storeProposal } from './proposals';
import { dropAnswersAfter, historyBeforeLastQuestion, modelFailureText, questionToRegenerate, threadIdForChat } from './ai-sdk-compat';
import { storeTurn, THREAD_NOT_FOUND, threadWithTurns, titleFrom, type TurnRows } from './threads';

/** One chunk of the AI SDK UI message stream protocol (sent as SSE `data:` lines). */
export type StreamChunk = Record<string, unknown> & { type: string };

type Answer = { messageId: string; agentId: AgentId; kind: ChatMessage['kind'] };

export type ChatDeps = {
  db: Db;
  llm: LlmProvider;
  log: { error: (obj: unknown, msg?: string) => void };
  /** Web research for the agents' tools (none: no web tools). */
  research?: ResearchConfig;
};

/** Partial text is saved this often, so a reload during generation shows progress. */
const FLUSH_INTERVAL_MS = 1_000;

/**
 * Plans and starts one chat turn. Credits are reserved before it returns (so 402 and 404 are
 * plain HTTP errors); the generation then runs on its own and keeps going if the client
 * disconnects. `emit` receives the stream chunks while anyone listens.
 *
 * The hot path (issue 17): before the first token only the thread read (a follow-up) and the
 * reservation wait on the database; the thread, question and answer slots are written in one
 * statement once the first text is out, and their ids are made here so the stream can name them.
 */
export async function startChatTurn(deps: ChatDeps, userId: string, body: SendChatBody) {
  const { db } = deps;
  // An AI SDK chat id names its thread; a new id starts a thread with the id derived from it.
  const threadId = body.thread_id ?? (body.chat_id ? threadIdForChat(userId, body.chat_id) : null);
  const found = threadId ? await threadWithTurns(db, threadId) : null;
  if (found ? found.userId !== userId : body.thread_id) throw notFound(THREAD_NOT_FOUND);
  // Regenerate (AI SDK `regenerate-message`): the stored last question is answered again, not stored again.
  const redo = body.regenerate && found ? await questionToRegenerate(db, found.id) : null;
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
  const reserving = reserve(db, app
    ? { userId, feature: 'app_generation', reference: label }
    : { userId, feature: 'chat_message', credits: answerCount, reference: label });
  // The profile comes with the startup model's read: one query, as fresh as the database. It is sent with the
  // reservation, not after it: under load a turn then waits once in PGlite's queue (or the pool's), not twice.
  const loading = loadAgentContext(db, deps.llm, userId, message);
  loading.catch(() => {}); // a refused reservation (402) leaves it unread; otherwise awaited below
  const reservation = await reserving;

  try {
    const { profile, ...context } = await loading;
    const history = found ? (redo ? historyBeforeLastQuestion(found.turns) : found.turns) : [];
    const at = Date.now();
    const thread = { id: found?.id ?? threadId ?? randomUUID(), title: found?.title ?? titleFrom(message) };
    const order = team ? [...agentIds, 'strategic' as const] : agentIds;
    const slots: Answer[] = order.map((agentId, i) => ({ messageId: randomUUID(), agentId, kind: app ? 'app' : team && i === agentIds.length ? 'synthesis' : 'text' }));
    const userMessageId = redo ? redo.id : randomUUID();
    const rows: TurnRows = {
      threadId: thread.id,
      userId,
      newThreadTitle: found ? null : thread.title,
      at: new Date(at),
      question: redo ? null : { id: userMessageId, content: message },
      answers: slots.map((s, i) => ({ id: s.messageId, agentId: s.agentId, kind: s.kind, createdAt: new Date(at + i + 1) })),
      before: redo ? dropAnswersAfter(db, thread.id, redo) : undefined,
    };
    // After this tick: the first chunks leave before PGlite (on this thread) runs the write.
    const stored = new Promise((resolve) => setImmediate(resolve)).then(() => storeTurn(db, rows));
    stored.catch(() => {}); // awaited by the generation; this only keeps an early failure from going unhandled
    const planned = { thread, userMessageId, slots };
    // Aborted by POST /chat/messages/{id}/cancel (cancel.ts): every answer of the turn stops.
    const cancel = new AbortController();
    const args = { ...planned, userId, stored, message, history, profile, context, reservation, app, offer, firstTurn: history.length === 0, cancel };
    return { ...planned, cancel, run: (emit: (c: StreamChunk) => void) => trackWork(generate(deps, { ...args, emit })) };
  } catch (e) {
    await release(db, reservation);
    throw e;
  }
}

type GenerateArgs = {
  userId: string;
  thread: { id: string; title: string };
  userMessageId: string;
  slots: Answer[];
  /** The turn's rows being written; every later write to them waits for it, and a failed write fails the answers. */
  stored: Promise<void>;
  message: string;
  history: ChatTurn[];
  profile: StartupProfile;
  /** The startup model and data-room excerpts every agent prompt carries (issue 24). */
  context: AgentContext;
  reservation: Reservation;
  app: boolean;
  /** A document or app the message seems to ask for: offered to the client, never made here. */
  offer: ChatOffer | null;
  /** The thread's first exchange: its reply carries follow-up suggestions. */
  firstTurn: boolean;
  /** The founder's cancellation of this turn. */
  cancel: AbortController;
  emit: (c: StreamChunk) => void;
};

async function generate(deps: ChatDeps, a: GenerateArgs): Promise<void> {
  const { db } = deps;
  // Aborted when a SIGTERM drain runs out of time (harden, issue 10), and each model call by its
  // deadline (providers/llm/deadline.ts), or when the founder cancels: the answer ends incomplete, uncharged.
  const signal = AbortSignal.any([drainSignal(), a.cancel.signal]);
  // The message id lets a client that resumes replace the partial answer it holds rather than add one.
  a.emit({ type: 'start', messageId: a.slots[0].messageId });
  a.emit({ type: 'data-thread', data: { thread_id: a.thread.id, title: a.thread.title, user_message_id: a.userMessageId } });
  let completed = 0;
  let failure: string | null = null;
  const done: { agentId: AgentId; text: string }[] = [];
  // The last answer is stored with the settlement, in its statement (one round trip fewer per turn).
  let lastSave: AnswerSave | null = null;
  // A tool's offer card replaces the keyword offer (one card for one request).
  let offered = false;
  const usage: ReturnType<typeof usageRows> = [];
  // Team mode: the co-founders answer at once (at most five model calls, one per agent), and their
  // answers still reach the client one after another; the synthesis follows them all.
  const agentSlots = a.slots.filter((s) => s.kind !== 'synthesis');
  const order = inTurn(agentSlots.length, a.emit);
  const runSlot = (slot: Answer, args: GenerateArgs) => {
    // What the web tools of this answer found, listed at its end.
    const sources: WebSource[] = [];
    const req = a.app
      ? appRequest({ message: a.message, profile: a.profile, startup: a.context.startup, signal })
      : slot.kind === 'synthesis'
        ? synthesisRequest({ message: a.message, answers: done, profile: a.profile, signal, context: a.context })
        : withTools(deps, args, slot.messageId, agentRequest({ agentId: slot.agentId, message: a.message, history: a.history, profile: a.profile, signal, context: a.context }), () => (offered = true), sources);
    return track(() => streamOne(deps, slot, req, args, sources));
  };
  const answers = await Promise.all(
    agentSlots.map((slot, i) => runSlot(slot, { ...a, emit: order.emitter(i) }).finally(() => order.end(i))),
  );
  const synthesis = a.slots.find((s) => s.kind === 'synthesis');
  for (const [i, slot] of a.slots.entries()) {
    if (slot === synthesis) answers.push(await runSlot(slot, a));
    const answer = answers[i];
    if (i < a.slots.length - 1) await answer.save;
    else lastSave = answer.save;
    if (answer.result) usage.push(...usageRows({ userId: a.userId, feature: a.app ? 'app' : 'chat', reference: slot.messageId, result: answer.result }));
    if ('text' in answer) {
      completed++;
      done.push({ agentId: slot.agentId, text: answer.text });
    } else failure = answer.failure;
  }
  if (a.offer && !offered && done.length > 0) a.emit({ type: 'data-offer', data: a.offer });
  if (a.firstTurn && !a.app && done.length > 0) {
    a.emit({ type: 'data-suggestions', data: { suggestions: suggestionsFor(done.map((d) => d.agentId), { question: a.message, startup: a.context.startup, business: businessOf(a.profile) }) } });
  }
  // The last answer and the turn's usage rows are written in the settlement's statement (one round trip, not three).
  const usageWrite = usageInsert(db, usage);
  try {
    // Only completed answers are paid for; everything else returns to the balance.
    const cost = a.app ? (completed ? a.reservation.amount : 0) : completed;
    const { balance } = await settle(db, a.reservation, cost, [lastSave, usageWrite].filter((q) => q !== null));
    a.emit({ type: 'data-credits', data: { remaining_credits: balance } });
  } catch (e) {
    deps.log.error(e, 'chat: settling credits failed');
    // The answer and usage are still stored; the reservation is released by the recovery sweep.
    await Promise.resolve(lastSave).catch((err: unknown) => deps.log.error(err, 'chat: storing the answer failed'));
    await Promise.resolve(usageWrite).catch((err: unknown) => deps.log.error(err, 'chat: recording model usage failed'));
  }
  // A stream `error` makes stock AI SDK clients stop reading: only when no answer of the turn completed.
  if (completed === 0 && failure) a.emit({ type: 'error', errorText: failure });
  a.emit({ type: 'finish' });
}

/**
 * Answers made in parallel reach the client in order: an answer's chunks are held until every
 * answer before it has ended (the client attributes tool parts and text to the current answer).
 */
function inTurn(count: number, emit: (c: StreamChunk) => void) {
  const held: StreamChunk[][] = Array.from({ length: count }, () => []);
  const ended: boolean[] = new Array(count).fill(false);
  let current = 0;
  const flush = () => {
    while (current < count) {
      for (const c of held[current]) emit(c);
      held[current] = [];
      if (!ended[current]) return;
      current++;
    }
  };
  return {
    emitter: (i: number) => (c: StreamChunk) => (i === current ? emit(c) : held[i].push(c)),
    end: (i: number) => {
      ended[i] = true;
      flush();
    },
  };
}

/** The final write of an answer's row, not yet run (awaiting it runs it). */
type AnswerSave = ReturnType<typeof saveAnswer>;
// PostgreSQL text cannot hold NUL, which a small local model can emit (a raw byte token): it is dropped.
const saveAnswer = (db: Db, id: string, values: Partial<typeof chatMessages.$inferInsert>) =>
  db
    .update(chatMessages)
    .set(values.content === undefined ? values : { ...values, content: values.content.replaceAll('\u0000', '') })
    .where(eq(chatMessages.id, id));

/**
 * Streams one answer; returns the final text, or what to tell the user when it failed, with the
 * write that stores it (null when the turn's rows could not be written).
 */
async function streamOne(
  deps: ChatDeps,
  slot: Answer,
  req: TextRequest,
  { emit, app, stored }: GenerateArgs,
  sources: WebSource[] = [],
): Promise<({ text: string } | { failure: string }) & { save: AnswerSave | null; result?: TextResult }> {
  const { db } = deps;
  const id = slot.messageId;
  emit({ type: 'data-message', data: { message_id: id, agent_id: slot.agentId, kind: slot.kind } });
  // The text part opens with its first words, so tool steps the model runs first come before it
  // (the AI SDK's UI shows parts in the order they open).
  let opened = false;
  const open = () => {
    if (!opened) emit({ type: 'text-start', id });
    opened = true;
  };
  let text = '';
  let lastFlush = Date.now();
  // Tool steps stream as the AI SDK's tool parts and are stored with the answer.
  const steps = new Map<string, ToolStep>();
  const onToolStep = (step: ToolStep) => {
    if (!steps.has(step.toolCallId)) emit({ type: 'tool-input-available', toolCallId: step.toolCallId, toolName: step.toolName, input: step.input ?? {} });
    steps.set(step.toolCallId, step);
    if (step.state === 'done') emit({ type: 'tool-output-available', toolCallId: step.toolCallId, output: step.output ?? null });
    else if (step.state === 'error') emit({ type: 'tool-output-error', toolCallId: step.toolCallId, errorText: step.errorText ?? 'The tool failed' });
  };
  const toolSteps = () => (steps.size ? [...steps.values()] : null);
  let stream: StreamResult | undefined;
  try {
    // The local engine answers one request at a time: the founder sees how many are ahead (issue 37).
    const onQueue = (ahead: number) => emit({ type: 'data-queue', data: { message_id: id, ahead }, transient: true });
    stream = deps.llm.streamText({ ...req, onQueue, ...(req.tools ? { onToolStep } : {}) });
    for await (const delta of stream.textStream) {
      text += delta;
      open();
      emit({ type: 'text-delta', id, delta });
      if (Date.now() - lastFlush > FLUSH_INTERVAL_MS) {
        lastFlush = Date.now();
        await stored;
        await saveAnswer(db, id, { content: text });
      }
    }
    const result = await stream.result;
    // Web sources the tools found close the answer, by the markers the model cites them with.
    const footer = app ? '' : sourcesFooter(sources);
    open();
    if (footer) emit({ type: 'text-delta', id, delta: footer });
    const content = app ? extractHtml(result.text || text) : (result.text || text) + footer;
    await stored;
    emit({ type: 'text-end', id });
    emit({ type: 'data-done', data: { message_id: id, status: 'complete', ...(app ? { content } : {}) } });
    return { text: content, result, save: saveAnswer(db, id, { content, status: 'complete', model: result.model, tokensUsed: result.tokensUsed, toolSteps: toolSteps() }) };
  } catch (e) {
    const cancelled = wasCancelled(req.signal);
    if (!cancelled) deps.log.error(e, operatorText(e, 'chat: model stream failed'));
    // A cut answer keeps the list of what it cited too.
    const footer = app ? '' : sourcesFooter(sources);
    open();
    if (footer) emit({ type: 'text-delta', id, delta: footer });
    // Only once the row exists (a failure can come before the turn's write ran).
    const save = (await stored.then(() => true, () => false)) ? saveAnswer(db, id, { content: text + footer, status: 'incomplete', toolSteps: toolSteps() }) : null;
    emit({ type: 'text-end', id });
    emit({ type: 'data-done', data: { message_id: id, status: 'incomplete' } });
    // A data part on this answer, not a stream `error`: in team mode the other answers follow.
    const failure = cancelled ? CANCELLED_TEXT : modelFailureText(e);
    emit({ type: 'data-answer-failed', data: { message_id: id, agent_id: slot.agentId, detail: failure } });
    // The model calls that finished before the failure (tool rounds) are metered, not charged.
    const finished = stream?.finishedSteps?.() ?? [];
    const spent: TextResult | undefined = finished.length ? { text, tokensUsed: finished.reduce((n, s) => n + s.inputTokens + s.outputTokens, 0), model: deps.llm.model, finishReason: 'error', steps: finished } : undefined;
    return { failure, save, result: spent };
  }
}

/**
 * A model answer gets the agents' tools, bound to the calling user; the offline engine has none.
 * Cards the tools make (offers, proposed assumption changes) go to the chat as they happen.
 */
function withTools(deps: ChatDeps, a: GenerateArgs, messageId: string, req: TextRequest, onOffer: () => void, sources: WebSource[]): TextRequest {
  if (deps.llm.kind === 'offline' || deps.llm.tools === false) return req;
  const tools = agentTools({
    db: deps.db,
    userId: a.userId,
    research: deps.research ?? {},
    sources,
    card: (c) => {
      if (c.type === 'data-offer') onOffer();
      a.emit(c);
    },
    // Stored once the answer's row exists, before the card is sent.
    keepProposal: async (p) => {
      await a.stored;
      await storeProposal(deps.db, { userId: a.userId, threadId: a.thread.id, messageId }, p);
    },
  });
  return { ...req, tools };
}
