import { AGENT_IDS, type AgentId, type ChatMessage, type SendChatBody } from '@uc/contract';
import { createOfflineProvider, type ChatTurn, type TextRequest } from '@uc/offline-engine';

/** The same engine the server answers with when no model is configured (packages/offline-engine). */
const engine = createOfflineProvider();

export type DemoTurn = { threadId: string; title: string; userMessage: ChatMessage; answers: ChatMessage[] };

const sse = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The turns the server would give the agents: the thread's last 12 completed messages (apps/server agents/runner.ts). */
const HISTORY_TURNS = 12;

/**
 * The demo threads' turns as this stream answered them, by thread id, so a follow-up ("and the
 * second one?") resolves against the earlier turns as it does on the server.
 */
const threadTurns = new Map<string, ChatTurn[]>();

function request(agentId: AgentId, text: string, profile: Record<string, unknown>, history: ChatTurn[]): TextRequest {
  return { system: '', messages: [...history, { role: 'user', content: text }], purpose: { kind: 'agent-chat', agentId, userMessage: text, profile, history } };
}

/**
 * Answers one chat turn as POST /api/v1/chat/stream does (the AI SDK UI message stream with our
 * data parts), spreading the offline engine's words over the demo's generation time (spec §9:
 * 1.5 s). Calls `onAnswer` with each stored answer so the demo thread keeps it.
 */
export function demoChatStream(opts: {
  body: SendChatBody;
  turn: Omit<DemoTurn, 'answers'>;
  profile: Record<string, unknown>;
  balance: () => number;
  spend: (credits: number) => void;
  onAnswer: (m: ChatMessage) => void;
  generationMs?: number;
  /** The thread's earlier messages; by default the turns this stream answered in the thread. */
  history?: ChatMessage[];
}): ReadableStream<Uint8Array> {
  const { body, turn, profile } = opts;
  const text = body.message;
  const history: ChatTurn[] = (opts.history?.filter((m) => m.status === 'complete' && m.content).map((m) => ({ role: m.role, content: m.content ?? '' })) ?? threadTurns.get(turn.threadId) ?? []).slice(-HISTORY_TURNS);
  const recorded: ChatTurn[] = [...history, { role: 'user', content: text }];
  const team = body.mode === 'team';
  const agents: AgentId[] = team ? [...(body.agent_ids ?? AGENT_IDS)] : [body.agent_id ?? 'strategic'];
  const encoder = new TextEncoder();
  return new ReadableStream({
    async start(controller) {
      const emit = (chunk: unknown) => controller.enqueue(encoder.encode(sse(chunk)));
      emit({ type: 'start' });
      emit({ type: 'data-thread', data: { thread_id: turn.threadId, title: turn.title, user_message_id: turn.userMessage.id } });
      const answers: { agentId: AgentId; text: string }[] = [];
      for (const agentId of agents) {
        const id = `${turn.threadId}-a${Date.now()}-${agentId}`;
        emit({ type: 'data-message', data: { message_id: id, agent_id: agentId, kind: 'text' } });
        emit({ type: 'text-start', id });
        const stream = engine.streamText(request(agentId, text, profile, history));
        const words: string[] = [];
        // The engine streams lines; the demo types word by word, as a model would.
        for await (const line of stream.textStream) words.push(...(line.match(/\S+\s*|\s+/g) ?? []));
        const pause = (opts.generationMs ?? 1500) / agents.length / Math.max(words.length, 1);
        for (const delta of words) {
          emit({ type: 'text-delta', id, delta });
          await sleep(pause);
        }
        const { text: content } = await stream.result;
        emit({ type: 'text-end', id });
        emit({ type: 'data-done', data: { message_id: id, status: 'complete' } });
        answers.push({ agentId, text: content });
        recorded.push({ role: 'assistant', content });
        opts.spend(1);
        opts.onAnswer({ id, thread_id: turn.threadId, role: 'assistant', agent_id: agentId, kind: 'text', content, status: 'complete', credits: null, created_at: new Date().toISOString() });
      }
      if (team) {
        const id = `${turn.threadId}-s${Date.now()}`;
        const synthesis = await engine.generateText({ system: '', messages: [{ role: 'user', content: text }], purpose: { kind: 'synthesis', userMessage: text, answers } });
        recorded.push({ role: 'assistant', content: synthesis.text });
        emit({ type: 'data-message', data: { message_id: id, agent_id: 'strategic', kind: 'synthesis' } });
        emit({ type: 'text-start', id });
        emit({ type: 'text-delta', id, delta: synthesis.text });
        emit({ type: 'text-end', id });
        emit({ type: 'data-done', data: { message_id: id, status: 'complete' } });
        opts.onAnswer({ id, thread_id: turn.threadId, role: 'assistant', agent_id: 'strategic', kind: 'synthesis', content: synthesis.text, status: 'complete', credits: null, created_at: new Date().toISOString() });
      }
      threadTurns.set(turn.threadId, recorded.slice(-HISTORY_TURNS));
      emit({ type: 'data-credits', data: { remaining_credits: opts.balance() } });
      emit({ type: 'finish' });
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
}
