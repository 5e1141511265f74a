import type { AgentId, ChatMessage, Suggestion } from '@uc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ApiError } from '@/lib/api-client';
import { executeSuggestion } from '../api/execute-suggestion';
import { generateDocument } from '../api/generate-document';
import { recordExchange } from '../api/record-exchange';
import { useThread } from '../api/get-thread';
import { chatQueryKeys } from '../api/query-keys';
import { streamChat } from '../api/stream-chat';
import { documentTypeFor, isAppRequest, isDocumentRequest } from '../intent';

export type UiMessage = Pick<ChatMessage, 'id' | 'role' | 'agent_id' | 'kind' | 'content' | 'status'> & {
  /** Arrived in this session (the offline engine's answers are revealed character by character). */
  live?: boolean;
  /** The temporary 'Working on your request' note. */
  working?: boolean;
  /** Shown in this session only (apologies, suggestion confirmations): kept when the thread reloads. */
  ephemeral?: boolean;
};
export type Output = { type: 'code' | 'document'; content: string; timestamp: number };
export type SendOptions = { agentId?: AgentId; team?: boolean };

export const WORKING_MESSAGE = 'Working on your request';
export const APOLOGY_MESSAGE = 'Sorry, I ran into an issue processing your request. Please try again.';
export const INSUFFICIENT_CREDITS = 'Insufficient credits';

let localId = 0;
const nextId = () => `local-${++localId}`;

/** The dashboard chat: one thread's messages, sending (stream or document), and the preview output. */
export function useChatSession(threadId: string | null, onThreadCreated: (id: string) => void) {
  const qc = useQueryClient();
  const [messages, setMessages] = useState<UiMessage[]>([]);
  const [busy, setBusy] = useState(false);
  const [output, setOutput] = useState<Output | null>(null);
  const [outOfCredits, setOutOfCredits] = useState(false);
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const [runningSuggestion, setRunningSuggestion] = useState<string | null>(null);
  const busyRef = useRef(false);
  const thread = useThread(threadId);
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
          return p && p.content === m.content && p.status === m.status && p.kind === m.kind ? p : { ...m, live: p?.live };
        });
        return [...merged, ...prev.filter((m) => m.ephemeral)];
      });
  }, [threadId, thread.data]);

  const patch = (id: string, f: (m: UiMessage) => UiMessage) => setMessages((ms) => ms.map((m) => (m.id === id ? f(m) : m)));
  const add = (m: UiMessage) => setMessages((ms) => [...ms, m]);
  const remove = (id: string) => setMessages((ms) => ms.filter((m) => m.id !== id));
  const updateCredits = (remaining: number) => qc.setQueryData(['billing', 'balance'], { available_credits: remaining });

  const streamAnswer = async (text: string, opts: SendOptions) => {
    let failed: string | null = null;
    await streamChat(
      { thread_id: threadId ?? undefined, message: text, agent_id: opts.agentId, mode: opts.team ? 'team' : 'single' },
      {
        onThread: (t) => {
          if (!threadId) threadCreated(t.thread_id);
        },
        onMessage: (m) => add({ id: m.message_id, role: 'assistant', agent_id: m.agent_id, kind: m.kind, content: '', status: 'streaming', live: true }),
        onDelta: (id, delta) => patch(id, (m) => ({ ...m, content: m.content + delta })),
        onDone: (d) => {
          patch(d.message_id, (m) => ({ ...m, status: d.status, content: d.content ?? m.content }));
          if (d.content && d.status === 'complete') setOutput({ type: 'code', content: d.content, timestamp: Date.now() });
        },
        onCredits: updateCredits,
        onSuggestions: setSuggestions,
        onError: (e) => (failed = e),
      },
    );
    if (failed) throw new Error(failed);
  };

  const tryDocument = async (text: string): Promise<boolean> => {
    const working: UiMessage = { id: nextId(), role: 'assistant', agent_id: 'strategic', kind: 'text', content: WORKING_MESSAGE, status: 'streaming', working: true };
    add(working);
    try {
      const type = documentTypeFor(text);
      const doc = await generateDocument({ document_type: type, startup_idea: text, context: text });
      remove(working.id);
      add({ id: nextId(), role: 'assistant', agent_id: 'strategic', kind: 'document', content: doc.content, status: 'complete', live: true });
      setOutput({ type: 'document', content: doc.content, timestamp: Date.now() });
      updateCredits(doc.remaining_credits);
      const saved = await recordExchange({ thread_id: threadId ?? undefined, message: text, reply: doc.content, kind: 'document' }).catch(() => null);
      if (saved && !threadId) threadCreated(saved.thread_id);
      return true;
    } catch (e) {
      remove(working.id);
      if (e instanceof ApiError && e.status === 402) throw e;
      return false; // Spec: on failure the message falls back to a chat answer.
    }
  };

  const send = useCallback(
    async (raw: string, opts: SendOptions = {}) => {
      const text = raw.trim();
      if (!text || busyRef.current) return;
      busyRef.current = true;
      setBusy(true);
      setOutOfCredits(false);
      add({ id: nextId(), role: 'user', agent_id: null, kind: 'text', content: text, status: 'complete' });
      try {
        const handled = !isAppRequest(text) && isDocumentRequest(text) && !opts.team ? await tryDocument(text) : false;
        if (!handled) await streamAnswer(text, opts);
        toast.success('Message sent successfully!');
      } catch (e) {
        const detail = e instanceof ApiError || e instanceof Error ? (e instanceof ApiError ? e.detail : e.message) : '';
        if (e instanceof ApiError && e.status === 402) setOutOfCredits(true);
        toast.error(detail || 'Failed to send message');
        add({ id: nextId(), role: 'assistant', agent_id: 'strategic', kind: 'text', content: APOLOGY_MESSAGE, status: 'complete', ephemeral: true });
      } finally {
        busyRef.current = false;
        setBusy(false);
        void qc.invalidateQueries({ queryKey: chatQueryKeys.threads() });
        if (threadId) void qc.invalidateQueries({ queryKey: chatQueryKeys.thread(threadId) });
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- handlers read the latest thread id through this closure
    [threadId],
  );

  /** Spec 000 §4: a confirmation message replaces the suggestion; a failure says so and keeps it. */
  const runSuggestion = async (s: Suggestion) => {
    if (runningSuggestion) return;
    setRunningSuggestion(s.id);
    try {
      const res = await executeSuggestion(s);
      add({ id: nextId(), role: 'assistant', agent_id: s.agentId, kind: 'text', content: `**Done: ${s.title}**\n\n${res.result}`, status: 'complete', live: true, ephemeral: true });
      setSuggestions((all) => all.filter((x) => x.id !== s.id));
      updateCredits(res.remaining_credits);
    } catch (e) {
      if (!(e instanceof ApiError && e.handled)) toast.error(`Failed to execute: ${s.title}`);
      if (e instanceof ApiError && e.status === 402) setOutOfCredits(true);
      add({ id: nextId(), role: 'assistant', agent_id: s.agentId, kind: 'text', content: `I hit an issue while working on “${s.title}”. Please try again.`, status: 'complete', ephemeral: true });
    } finally {
      setRunningSuggestion(null);
    }
  };

  return { messages, busy, output, setOutput, send, reset, suggestions, runningSuggestion, runSuggestion, outOfCredits, loading: Boolean(threadId) && thread.isLoading, loadError: thread.error };
}
