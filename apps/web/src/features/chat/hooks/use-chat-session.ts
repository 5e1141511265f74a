import { CREDIT_PRICES, chatCost, offerFor, type AgentId, type ChatMessage, type ChatOffer, type DocumentType, type StartupProfile, type Suggestion } from '@uc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { CREDIT_BALANCE_KEY, creditBalanceQueryOptions, setCreditBalance } from '@/lib/credit-balance';
import { cancelAnswer } from '../api/cancel-answer';
import { executeSuggestion } from '../api/execute-suggestion';
import { generateDocument } from '../api/generate-document';
import { recordExchange } from '../api/record-exchange';
import { useThread } from '../api/get-thread';
import { chatQueryKeys } from '../api/query-keys';
import { streamChat } from '../api/stream-chat';
import { documentNote, ideaFrom } from '../intent';
import { useThreadProposals } from '../api/thread-proposals';
import { openCards } from '../proposals';
import { jsonCodec, useThreadValue } from './use-draft';

export type UiMessage = Pick<ChatMessage, 'id' | 'role' | 'agent_id' | 'kind' | 'content' | 'status' | 'credits' | 'tool_steps'> & {
  /** Arrived in this session (the offline engine's answers are revealed character by character). */
  live?: boolean;
  /** The temporary 'Working on your request' note. */
  working?: boolean;
  /** Shown in this session only (apologies): kept when the thread reloads. */
  ephemeral?: boolean;
  /** Why this answer failed (the stream's data-answer-failed detail), shown instead of the generic notice. */
  failure?: string;
  /** The local model answers one request at a time: how many are ahead of this answer (0 or absent: none). */
  queueAhead?: number;
  /** The founder asked to stop this answer: 'cancelling' until the stream ends it, then 'cancelled'. */
  cancel?: 'cancelling' | 'cancelled';
};
/** `messageId`: the stored app message, which the sandboxed preview route serves; `file`: the document as filed in the data room (found by name when no URL is known). */
export type Output = { type: 'code' | 'document'; content: string; timestamp: number; messageId?: string; file?: { name: string; downloadUrl?: string } };
/** `output`: 'app' or a document type once the user confirmed the offer; 'answer' when they chose a plain answer. */
export type SendOptions = { agentId?: AgentId; team?: boolean; output?: 'answer' | 'app'; document?: DocumentType };
/** A request the chat offers instead of charging for it at once (issue 11). */
export type PendingOffer = { text: string; opts: SendOptions; offer: ChatOffer };
export type Shortfall = { needed: number; balance: number };
/** A message that never reached the server: kept with a Retry. */
export type FailedSend = { text: string; opts: SendOptions };
export type SendResult = 'sent' | 'offered' | 'blocked' | 'failed' | 'ignored';

const FAILED = jsonCodec<FailedSend>();
/** The thread's message that never reached the server, kept (sessionStorage) so its Retry notice survives a tab switch. */
export const useFailedSend = (threadId: string | null) => useThreadValue('chat-failed', threadId, FAILED);

export const WORKING_MESSAGE = 'Working on your request';
export const APOLOGY_MESSAGE = 'Sorry, I ran into an issue processing your request. Please try again.';

let localId = 0;
const nextId = () => `local-${++localId}`;

const costOf = (opts: SendOptions) => (opts.document ? CREDIT_PRICES.document : opts.output === 'app' ? CREDIT_PRICES.app_generation : chatCost({ team: opts.team }));
const isUnreachable = (e: unknown) => (e instanceof ApiError && e.isNetworkError) || e instanceof TypeError;

/** The dashboard chat: one thread's messages, sending (stream or document), offers, and the preview output. */
export function useChatSession(threadId: string | null, onThreadCreated: (id: string) => void) {
  const qc = useQueryClient();
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [output, setOutput] = useState<Output | null>(null);
  const [shortfall, setShortfall] = useState<Shortfall | null>(null);
  const [pendingOffer, setPendingOffer] = useState<PendingOffer | null>(null);
  const [failed, setFailed] = useFailedSend(threadId);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [runningSuggestion, setRunningSuggestion] = useState<string | null>(null);
  const busyRef = useRef(false);
  const thread = useThread(threadId);
  const stored = useThreadProposals(threadId);
  const refreshProposals = (id: string | null) => {
    if (id) void qc.invalidateQueries({ queryKey: chatQueryKeys.proposals(id) });
  };
  /** The thread this session just created: switching to it must not wipe the live messages. */
  const createdRef = useRef<string | null>(null);
  const threadCreated = (id: string) => {
    createdRef.current = id;
    onThreadCreated(id);
  };

  const reset = useCallback(() => {
    setMessages([]);
    setOutput(null);
    setSuggestions([]);
    setPendingOffer(null);
    setShortfall(null);
    // The "not sent" notice is the thread's own (useFailedSend): it stays across a tab switch.
  }, []);
  // Opening another thread starts with an empty list and panel.
  useEffect(() => {
    if (threadId && threadId === createdRef.current) return;
    reset();
  }, [threadId, reset]);

  // Show the stored thread (on open, on reload, and while the server finishes an answer).
  useEffect(() => {
    if (busyRef.current) return;
    // Keep the "arrived in this session" flag so a refetch does not cut an ongoing reveal short.
    // Unchanged messages keep their object, so memoised bubbles of a long thread do not re-render.
    if (thread.data)
      setMessages((prev) => {
        const byId = new Map(prev.map((m) => [m.id, m]));
        const merged = thread.data.messages.map((m) => {
          const p = byId.get(m.id);
          return p && p.content === m.content && p.status === m.status && p.kind === m.kind && (p.tool_steps?.length ?? 0) === (m.tool_steps?.length ?? 0) ? p : { ...m, live: p?.live, failure: p?.failure, cancel: p?.cancel };
        });
        return [...merged, ...prev.filter((m) => m.ephemeral)];
      });
  }, [threadId, thread.data]);

  const patch = (id: string, f: (m: UiMessage) => UiMessage) => setMessages((ms) => ms.map((m) => (m.id === id ? f(m) : m)));
  const add = (m: UiMessage) => setMessages((ms) => [...ms, m]);
  const remove = (id: string) => setMessages((ms) => ms.filter((m) => m.id !== id));
  const updateCredits = (remaining: number) => setCreditBalance(qc, remaining);
  const knownBalance = () => qc.getQueryData<{ available_credits: number }>(CREDIT_BALANCE_KEY)?.available_credits;

  const streamAnswer = async (text: string, opts: SendOptions) => {
    let failedText: string | null = null;
    // Tool steps belong to the answer being streamed (the last data-message).
    let current: string | null = null;
    // A new thread's id arrives with the stream: its proposals are read under it.
    let tid = threadId;
    await streamChat(
      { thread_id: threadId ?? undefined, message: text, agent_id: opts.agentId, mode: opts.team ? 'team' : 'single', output: opts.output },
      {
        onThread: (t) => {
          tid = t.thread_id;
          if (!threadId) threadCreated(t.thread_id);
        },
        onMessage: (m) => {
          current = m.message_id;
          add({ id: m.message_id, role: 'assistant', agent_id: m.agent_id, kind: m.kind, content: '', status: 'streaming', live: true });
        },
        onDelta: (id, delta) => patch(id, (m) => ({ ...m, content: m.content + delta, queueAhead: undefined })),
        onQueue: (id, ahead) => patch(id, (m) => ({ ...m, queueAhead: ahead })),
        onDone: (d) => {
          patch(d.message_id, (m) => ({ ...m, status: d.status, content: d.content ?? m.content }));
          if (d.content && d.status === 'complete') setOutput({ type: 'code', content: d.content, timestamp: Date.now(), messageId: d.message_id });
        },
        onCredits: updateCredits,
        onSuggestions: setSuggestions,
        onAnswerFailed: (f) =>
          patch(f.message_id, (m) => ({ ...m, status: 'incomplete', failure: f.detail, queueAhead: undefined, cancel: m.cancel && 'cancelled' })),
        onError: (e) => (failedText = e),
        onToolStep: (step) => {
          const id = current;
          if (!id) return;
          patch(id, (m) => {
            const steps = m.tool_steps ?? [];
            const known = steps.some((s) => s.toolCallId === step.toolCallId);
            const next = known
              ? steps.map((s) => (s.toolCallId === step.toolCallId ? { ...s, state: step.state, output: step.output, errorText: step.errorText } : s))
              : [...steps, { toolCallId: step.toolCallId, toolName: step.toolName ?? 'tool', input: step.input ?? null, state: step.state }];
            return { ...m, tool_steps: next };
          });
        },
        onOffer: (offer) => setPendingOffer({ text, opts, offer }),
        // Stored before its card is sent: the card is read back from the thread (one per assumption).
        onProposal: () => refreshProposals(tid),
      },
    );
    if (failedText) throw new Error(failedText);
  };

  /** Stops a streaming answer (Cancel): the server ends it in the stream, so only the button's state changes here. */
  const cancel = useCallback((id: string) => {
    const patchOne = (f: (m: UiMessage) => UiMessage) => setMessages((ms) => ms.map((m) => (m.id === id ? f(m) : m)));
    patchOne((m) => ({ ...m, cancel: 'cancelling' }));
    cancelAnswer(id).catch((e: unknown) => {
      // 404: it ended meanwhile (the stream tells how); anything else: the answer keeps going.
      if (e instanceof ApiError && e.status === 404) return;
      patchOne((m) => ({ ...m, cancel: undefined }));
      if (!(e instanceof ApiError && e.handled)) toast.error('Could not cancel the answer');
    });
  }, []);

  /** Makes the confirmed document from the startup profile (the request is context, never the idea's wording). */
  const makeDocument = async (text: string, type: DocumentType): Promise<boolean> => {
    const working: UiMessage = { id: nextId(), role: 'assistant', agent_id: 'strategic', kind: 'text', content: WORKING_MESSAGE, status: 'streaming', working: true };
    add(working);
    try {
      const profile = qc.getQueryData<StartupProfile>(chatQueryKeys.profile());
      const doc = await generateDocument({ document_type: type, startup_idea: profile?.idea || ideaFrom(text), context: text });
      remove(working.id);
      const reply = `${doc.content}\n\n${documentNote(doc)}`;
      const credits = doc.credits_charged ?? CREDIT_PRICES.document;
      add({ id: nextId(), role: 'assistant', agent_id: 'strategic', kind: 'document', content: reply, status: 'complete', credits, live: true });
      setOutput({ type: 'document', content: doc.content, timestamp: Date.now(), file: { downloadUrl: doc.download_url, name: doc.filename } });
      updateCredits(doc.remaining_credits);
      const saved = await recordExchange({ thread_id: threadId ?? undefined, message: text, reply, kind: 'document', credits }).catch(() => null);
      if (saved && !threadId) threadCreated(saved.thread_id);
      return true;
    } catch (e) {
      remove(working.id);
      if (e instanceof ApiError && (e.status === 402 || e.isNetworkError)) throw e;
      return false; // Spec: on failure the message falls back to a chat answer.
    }
  };

  const send = useCallback(
    async (raw: string, opts: SendOptions = {}): Promise<SendResult> => {
      const text = raw.trim();
      if (!text || busyRef.current) return 'ignored';
      setPendingOffer(null);
      setShortfall(null);
      setFailed(null);
      // A request for a document or an app is offered with its price; nothing is spent until confirmed.
      if (!opts.team && !opts.output && !opts.document) {
        const offer = offerFor(text);
        if (offer) {
          setPendingOffer({ text, opts, offer });
          return 'offered';
        }
      }
      const needed = costOf(opts);
      const balance = knownBalance();
      if (balance !== undefined && balance < needed) {
        setShortfall({ needed, balance });
        return 'blocked';
      }
      busyRef.current = true;
      setBusy(true);
      const userMessage: UiMessage = { id: nextId(), role: 'user', agent_id: null, kind: 'text', content: text, status: 'complete' };
      add(userMessage);
      let result: SendResult = 'sent';
      try {
        const handled = opts.document ? await makeDocument(text, opts.document) : false;
        if (!handled) await streamAnswer(text, opts.document ? { ...opts, document: undefined, output: 'answer' } : opts);
        toast.success('Message sent successfully!');
      } catch (e) {
        if (isUnreachable(e)) {
          // The server is unreachable: keep the conversation and the typed message, offer Retry.
          remove(userMessage.id);
          setFailed({ text, opts });
          result = 'failed';
        } else if (e instanceof ApiError && e.status === 402) {
          const fresh = await qc.fetchQuery({ ...creditBalanceQueryOptions(), staleTime: 0 }).catch(() => null);
          setShortfall({ needed, balance: fresh?.available_credits ?? 0 });
          result = 'blocked';
        } else {
          const detail = e instanceof ApiError ? e.detail : e instanceof Error ? e.message : '';
          if (!(e instanceof ApiError && e.handled)) toast.error(detail || 'Failed to send message');
          add({ id: nextId(), role: 'assistant', agent_id: 'strategic', kind: 'text', content: APOLOGY_MESSAGE, status: 'complete', ephemeral: true });
        }
      } finally {
        busyRef.current = false;
        setBusy(false);
        void qc.invalidateQueries({ queryKey: chatQueryKeys.threads() });
        if (threadId) void qc.invalidateQueries({ queryKey: chatQueryKeys.thread(threadId) });
      }
      return result;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers read the latest thread id through this closure
    [threadId],
  );

  /** The user's answer to an offer card: make it (paid) or just answer (1 credit). */
  const resolveOffer = (choice: 'make' | 'answer' | 'dismiss') => {
    const p = pendingOffer;
    setPendingOffer(null);
    if (!p || choice === 'dismiss') return Promise.resolve<SendResult>('ignored');
    if (choice === 'answer') return send(p.text, { ...p.opts, output: 'answer' });
    return send(p.text, p.offer.kind === 'app' ? { ...p.opts, output: 'app' } : { ...p.opts, document: p.offer.document_type });
  };

  /** Spec 000 §4: the result replaces the suggestion and is stored in the thread; a failure says so and keeps it. */
  const runSuggestion = async (s: Suggestion) => {
    if (runningSuggestion) return;
    setRunningSuggestion(s.id);
    try {
      const res = await executeSuggestion(s, threadId ?? undefined);
      const content = `**Done: ${s.title}**\n\n${res.result}`;
      add({ id: res.message_id ?? nextId(), role: 'assistant', agent_id: s.agentId, kind: 'text', content, status: 'complete', credits: res.credits ?? CREDIT_PRICES.chat_message, live: true, ephemeral: !res.message_id });
      setSuggestions((all) => all.filter((x) => x.id !== s.id));
      updateCredits(res.remaining_credits);
      if (threadId) void qc.invalidateQueries({ queryKey: chatQueryKeys.thread(threadId) });
    } catch (e) {
      if (!(e instanceof ApiError && e.handled)) toast.error(`Failed to execute: ${s.title}`);
      if (e instanceof ApiError && e.status === 402) setShortfall({ needed: CREDIT_PRICES.chat_message, balance: knownBalance() ?? 0 });
      add({ id: nextId(), role: 'assistant', agent_id: s.agentId, kind: 'text', content: `I hit an issue while working on “${s.title}”. Please try again.`, status: 'complete', ephemeral: true });
    } finally {
      setRunningSuggestion(null);
    }
  };

  return {
    messages,
    busy,
    cancel,
    output,
    setOutput,
    send,
    reset,
    suggestions,
    runningSuggestion,
    runSuggestion,
    pendingOffer,
    resolveOffer,
    proposals: openCards(stored.data?.items ?? []),
    /** A card was confirmed or dismissed: the server settled it (and moved the others of that version). */
    settleProposal: () => refreshProposals(threadId),
    shortfall,
    dismissShortfall: () => setShortfall(null),
    failed,
    loading: Boolean(threadId) && thread.isLoading,
    loadError: thread.error,
  };
}
