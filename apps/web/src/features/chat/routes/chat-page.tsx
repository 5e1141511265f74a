import { chatCost, offerFor, type AgentId } from '@uc/contract';
import { Coins, Loader2 } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { useCreditBalance } from '@/lib/credit-balance';
import { useOrchestratorStatus } from '../api/get-orchestrator-status';
import { initialAgentChoice, useChatPreferences } from '../api/get-preferences';
import { useStartupProfile } from '../api/get-startup-profile';
import { ChatInput, type AgentChoice } from '../components/chat-input';
import { SendFailedNotice, ShortfallNotice } from '../components/credit-notices';
import { MessageBubble } from '../components/message-bubble';
import { AssumptionProposalCard } from '../components/assumption-proposal-card';
import { OfferCard } from '../components/offer-card';
import { OfflineBadge } from '../components/offline-badge';
import { PreviewPanel } from '../components/preview-panel';
import { StartupProfileDialog } from '../components/startup-profile-dialog';
import { LiveSessionLink } from '../components/video-call/live-session-link';
import { VideoCallControl } from '../components/video-call/video-call-control';
import { SuggestionList } from '../components/suggestion-list';
import { ThreadList } from '../components/thread-list';
import { WelcomeMessage } from '../components/welcome-message';
import { useChatSession, type SendOptions, type UiMessage } from '../hooks/use-chat-session';
import { useDraft } from '../hooks/use-draft';
import { AGENT_LABELS, filedNameOf } from '../intent';
import { formatCount } from '@/lib/format-number';

/** What the next send costs, shown before it is spent (issue 11). */
function costHint(text: string, agent: AgentChoice): string {
  if (agent === 'team') return `Whole team: ${chatCost({ team: true })} credits (5 answers and a synthesis)`;
  const offer = text.trim() ? offerFor(text) : null;
  if (offer) return `${offer.label}: ${formatCount(offer.credits)} credits, only if you confirm`;
  return `${chatCost({})} credit per answer`;
}

/** The dashboard chat (spec 000 §2 "Chat screen"): threads, the conversation, and the Preview & Code panel. */
export function ChatPage() {
  const [params, setParams] = useSearchParams();
  const threadId = params.get('thread');
  const openThread = useCallback((id: string | null) => setParams(id ? { thread: id } : {}, { replace: false }), [setParams]);
  const status = useOrchestratorStatus();
  const profile = useStartupProfile();
  const session = useChatSession(threadId, openThread);
  // The unsent message is kept per thread (sessionStorage): changing tab or an outage never loses it.
  const [input, setInput] = useDraft(threadId);
  const [agent, setAgent] = useState<AgentChoice>('auto');
  // A new conversation starts with the default agent and mode from Profile → Preferences.
  const prefs = useChatPreferences().data;
  const newConversation = threadId === null;
  useEffect(() => {
    if (newConversation && prefs) setAgent(initialAgentChoice(prefs));
  }, [newConversation, prefs]);
  // In a video call, the agent in the call answers the chat (whatever the picker said before).
  const [callAgent, setCallAgent] = useState<AgentId | null>(null);
  const answerFrom: AgentChoice = callAgent ?? agent;
  const endRef = useRef<HTMLDivElement>(null);
  const offline = status.data?.llm.mode === 'offline';

  const { messages, busy, setOutput } = session;
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages]);

  const balance = useCreditBalance();
  const optionsFor = (choice: AgentChoice): SendOptions => (choice === 'team' ? { team: true } : choice === 'auto' ? {} : { agentId: choice });
  /** Sends and clears the box; the text comes back when it could not be sent. */
  const deliver = async (run: () => Promise<string>, text: string) => {
    setInput('');
    const result = await run();
    if (result === 'failed' || result === 'blocked') setInput((current) => current || text);
  };
  const send = () => {
    const text = input;
    void deliver(() => session.send(text, optionsFor(answerFrom)), text);
  };
  const retry = () => {
    const failed = session.failed;
    if (failed) void deliver(() => session.send(failed.text, failed.opts), failed.text);
  };
  const openOutput = useCallback(
    (m: UiMessage) => {
      const filed = m.kind === 'document' ? filedNameOf(m.content) : undefined;
      setOutput({ type: m.kind === 'app' ? 'code' : 'document', content: m.content, timestamp: Date.now(), messageId: m.kind === 'app' ? m.id : undefined, file: filed ? { name: filed } : undefined });
    },
    [setOutput],
  );
  const answering = messages.some((m) => m.role === 'assistant' && m.status === 'streaming' && m.content.length > 0);
  const profileMissing = Boolean(profile.data && !profile.data.idea);

  return (
    <div className="flex flex-col gap-4 lg:h-[calc(100vh-9.5rem)] lg:flex-row">
      <ThreadList activeId={threadId} onOpen={openThread} />
      <section aria-labelledby="chat-title" className="flex min-h-[28rem] flex-1 flex-col overflow-hidden rounded-2xl border border-white/10 bg-slate-900/60">
        <header className="flex flex-wrap items-start justify-between gap-3 border-b border-white/10 px-4 py-3">
          <div className="min-w-0">
            <h2 id="chat-title" className="text-base font-semibold text-white">
              Ultimate Co-founder
            </h2>
            <p className="text-xs text-slate-400">Your intelligent business partner for strategy, development, and growth</p>
          </div>
          {/* Wraps instead of overflowing: every control stays visible at any width (the column clips what overflows). */}
          <div className="flex flex-wrap items-center gap-2">
            {balance.data && (
              <span className="inline-flex items-center gap-1 rounded-full bg-white/5 px-2.5 py-1 text-xs font-medium text-slate-200 ring-1 ring-white/10" title="Your credit balance">
                <Coins className="h-3.5 w-3.5 text-amber-300" aria-hidden="true" />
                <span aria-label={`${formatCount(balance.data.available_credits)} credits left`}>{formatCount(balance.data.available_credits)} credits</span>
              </span>
            )}
            {offline && <OfflineBadge />}
            {messages.length > 0 && (
              <Button variant="ghost" size="sm" onClick={() => {
                  session.reset();
                  openThread(null);
                }}
                disabled={busy} title="Start an empty chat; this one stays in your list">
                Clear
              </Button>
            )}
            <StartupProfileDialog key={JSON.stringify(profile.data ?? {})} profile={profile.data} />
            {/* Live sessions and video calls (issue 12). */}
            <LiveSessionLink />
            <VideoCallControl onCallAgent={setCallAgent} />
          </div>
        </header>
        <div className="min-h-0 flex-1 overflow-y-auto px-4 py-4" aria-live="polite" aria-busy={busy}>
          {session.loading && messages.length === 0 ? (
            <p className="flex items-center gap-2 text-sm text-slate-400">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading conversation…
            </p>
          ) : session.loadError && messages.length === 0 ? (
            <p role="alert" className="text-sm text-rose-300">
              This chat could not be opened. It may have been deleted.
            </p>
          ) : messages.length === 0 ? (
            <WelcomeMessage onPick={setInput} profileMissing={profileMissing} />
          ) : (
            <ul className="flex flex-col gap-4">
              {messages.map((m) => (
                <MessageBubble key={m.id} message={m} revealOffline={offline} onOpen={openOutput} onCancel={session.cancel} />
              ))}
            </ul>
          )}
          {/* Under the answer that proposed it, before the suggested next steps. */}
          {session.proposals.map((p) => (
            <AssumptionProposalCard key={p.id} proposal={p} onDone={session.settleProposal} />
          ))}
          <SuggestionList suggestions={session.suggestions} running={session.runningSuggestion} onExecute={(s) => void session.runSuggestion(s)} />
          {busy && !answering && (
            <p role="status" className="mt-4 flex items-center gap-2 text-sm text-slate-400">
              <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Thinking...
            </p>
          )}
          {session.pendingOffer && <OfferCard pending={session.pendingOffer} busy={busy} onChoose={(c) => void session.resolveOffer(c)} />}
          {session.shortfall && <ShortfallNotice shortfall={session.shortfall} />}
          {session.failed && <SendFailedNotice onRetry={retry} busy={busy} />}
          <div ref={endRef} />
        </div>
        <ChatInput
          value={input}
          onChange={setInput}
          onSend={send}
          busy={busy}
          agent={answerFrom}
          onAgentChange={setAgent}
          costHint={costHint(input, answerFrom)}
          lockedReason={callAgent ? `In a video call: ${AGENT_LABELS[callAgent].name} answers` : undefined}
        />
      </section>
      <PreviewPanel output={session.output} />
    </div>
  );
}
