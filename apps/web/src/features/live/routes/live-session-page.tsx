import { AGENT_IDS, CREDIT_PRICES, SESSION_TYPES, type AgentId, type SessionType } from '@uc/contract';
import { Radio } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { getLiveSession } from '../api/get-session';
import { useLiveConfig } from '../api/get-live-config';
import { agentName } from '../components/agent-names';
import { SessionHistory, Transcript } from '../components/session-history';
import { SessionView } from '../components/session-view';
import { useLiveSession } from '../hooks/use-live-session';
import { useSpeech } from '../hooks/use-speech';
import { formatCount } from '@/lib/format-number';

const TYPE_LABEL: Record<SessionType, string> = { video: 'Video', voice: 'Voice', 'screen-share': 'Screen share' };

const parseAgents = (raw: string | null): AgentId[] => (raw ?? '').split(',').filter((a): a is AgentId => (AGENT_IDS as readonly string[]).includes(a));

/** /dashboard/live: start a video, voice or screen-share session with chosen agents; past transcripts. */
export function LiveSessionPage() {
  const [params, setParams] = useSearchParams();
  const config = useLiveConfig();
  const speech = useSpeech();
  const live = useLiveSession(speech.speak);
  const initialAgents = parseAgents(params.get('agents'));
  const [agents, setAgents] = useState<AgentId[]>(initialAgents.length ? initialAgents : ['strategic']);
  const [type, setType] = useState<SessionType>((SESSION_TYPES as readonly string[]).includes(params.get('type') ?? '') ? (params.get('type') as SessionType) : 'voice');
  const viewing = params.get('session');
  const resumed = useRef(false);

  // A session the orchestrator opened (?join=<id>): join it once.
  const joinId = params.get('join');
  useEffect(() => {
    if (!joinId || resumed.current) return;
    resumed.current = true;
    void getLiveSession(joinId)
      .then((s) => (s.status === 'disconnected' ? setParams({ session: s.id }) : live.resume(s)))
      .catch(() => live.setError('This live session could not be opened.'));
  }, [joinId, live, setParams]);

  // Leaving the page ends a running session (its credits settle on the server).
  const endRef = useRef(live.end);
  endRef.current = live.end;
  const running = live.phase === 'connected' || live.phase === 'connecting' || live.phase === 'media';
  const runningRef = useRef(running);
  runningRef.current = running;
  useEffect(() => () => void (runningRef.current && endRef.current()), []);

  const toggleAgent = (id: AgentId) => setAgents((a) => (a.includes(id) ? a.filter((x) => x !== id) : [...a, id]));
  const busy = live.phase === 'creating' || live.phase === 'media';

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="flex items-center gap-2 text-xl font-semibold text-white">
            <Radio className="h-5 w-5 text-violet-300" aria-hidden="true" /> Live session
          </h1>
          <p className="text-sm text-slate-400">Meet your co-founders by video, voice or screen share.</p>
        </div>
        {config.data && (
          <span className="rounded-full bg-white/5 px-3 py-1 text-xs text-slate-300 ring-1 ring-white/10" data-testid="live-mode">
            {config.data.mode === 'livekit' ? 'LiveKit mode' : 'Local mode'}
          </span>
        )}
      </header>
      {config.data?.mode === 'local' && <Alert>{config.data.note}</Alert>}

      {live.session && live.phase !== 'ended' && live.phase !== 'error' ? (
        <SessionView live={live} speech={speech} />
      ) : live.phase === 'ended' && live.session ? (
        <section aria-labelledby="ended-title" className="space-y-3 rounded-xl border border-white/10 bg-slate-900/60 p-4">
          <h2 id="ended-title" className="text-base font-semibold text-white">
            Session ended
          </h2>
          <p className="text-sm text-slate-300" data-testid="session-summary">
            Duration {live.session.duration} s · {formatCount(live.session.credits_charged)} credits charged for the session
          </p>
          {live.error && <Alert tone="error">{live.error}</Alert>}
          <Transcript sessionId={live.session.id} />
          <Button variant="secondary" onClick={live.reset}>
            Start another session
          </Button>
        </section>
      ) : (
        <section aria-labelledby="setup-title" className="space-y-4 rounded-xl border border-white/10 bg-slate-900/60 p-4">
          <h2 id="setup-title" className="text-base font-semibold text-white">
            New session
          </h2>
          <fieldset className="space-y-2">
            <legend className="text-sm text-slate-300">Agents</legend>
            <div className="flex flex-wrap gap-3">
              {AGENT_IDS.map((id) => (
                <label key={id} className="flex items-center gap-2 text-sm text-slate-200">
                  <input type="checkbox" checked={agents.includes(id)} onChange={() => toggleAgent(id)} />
                  {agentName(id)}
                </label>
              ))}
            </div>
          </fieldset>
          <fieldset className="space-y-2">
            <legend className="text-sm text-slate-300">Session type</legend>
            <div className="flex flex-wrap gap-3">
              {SESSION_TYPES.map((t) => (
                <label key={t} className="flex items-center gap-2 text-sm text-slate-200">
                  <input type="radio" name="session-type" value={t} checked={type === t} onChange={() => setType(t)} />
                  {TYPE_LABEL[t]}
                </label>
              ))}
            </div>
          </fieldset>
          {live.error && <Alert tone="error">{live.error}</Alert>}
          <div className="flex items-center gap-3">
            <Button onClick={() => void live.start(agents, type)} disabled={agents.length === 0 || busy} isLoading={busy}>
              Start session
            </Button>
            <span className="text-xs text-slate-400">{CREDIT_PRICES.agent_session} credits once connected, 1 per agent answer</span>
          </div>
          {busy && (
            <p role="status" className="flex items-center gap-2 text-sm text-slate-400">
              <Spinner label="Starting" /> {live.phase === 'media' ? 'Waiting for your camera and microphone…' : 'Creating session…'}
            </p>
          )}
        </section>
      )}

      {viewing && live.phase === 'idle' && (
        <section aria-labelledby="transcript-title" className="space-y-2">
          <h2 id="transcript-title" className="text-base font-semibold text-white">
            Transcript
          </h2>
          <Transcript sessionId={viewing} />
        </section>
      )}
      <SessionHistory onOpen={(id) => setParams({ session: id })} />
    </div>
  );
}
