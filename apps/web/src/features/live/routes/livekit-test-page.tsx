import type { LiveSession } from '@uc/contract';
import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { getToken } from '@/lib/auth-storage';
import { CheckList } from '../checks/check-list';
import { mediaSession, orchestratorIntegration, roomConnection, sessionCreation, type CheckResult } from '../checks/checks';
import { useCheckRunner } from '../checks/use-check-runner';

/** /livekit-test: six real tests of live sessions, each showing what it did and got. */
export function LivekitTestPage() {
  const [current, setCurrent] = useState<LiveSession | null>(null);
  const currentRef = useRef<LiveSession | null>(null);
  const keep = (r: CheckResult) => {
    if (r.session) {
      currentRef.current = r.session;
      setCurrent(r.session);
    }
    return r;
  };
  const runner = useCheckRunner([
    { name: 'Session Creation', run: async () => keep(await sessionCreation('video')) },
    { name: 'Orchestrator Integration', run: async () => keep(await orchestratorIntegration()) },
    { name: 'Room Connection', run: async () => keep(await roomConnection(currentRef.current?.status === 'disconnected' ? (await sessionCreation('video')).session : currentRef.current)) },
    { name: 'Video Session', run: async () => keep(await mediaSession('video')) },
    { name: 'Voice Session', run: async () => keep(await mediaSession('voice')) },
    { name: 'Screen Share', run: async () => keep(await mediaSession('screen-share')) },
  ]);
  const passed = runner.checks.filter((c) => c.status === 'success').length;

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-white">Live session tests</h1>
        <p className="text-sm text-slate-400">Each test calls the real API and uses your real camera, microphone and screen.</p>
      </header>
      {!getToken() && (
        <Alert tone="error">
          Sign in first: live sessions belong to an account. <Link to={paths.auth.signIn.getHref()} className="underline">Sign in</Link>
        </Alert>
      )}
      <Alert>Costs: the Video, Voice and Screen Share tests each connect a real session (5 credits each); the orchestrator test asks one agent (1 credit).</Alert>
      <div className="flex items-center gap-3">
        <Button onClick={() => void runner.runAll()} isLoading={runner.busy} disabled={runner.busy}>
          Run All Tests
        </Button>
        <span role="status" className="text-sm text-slate-300" data-testid="summary">
          {passed} of {runner.checks.length} passed
        </span>
      </div>
      <CheckList checks={runner.checks} onRun={(i) => void runner.run(i)} busy={runner.busy} />
      <section aria-labelledby="current-title" className="rounded-xl border border-white/10 bg-slate-900/60 p-4 text-sm">
        <h2 id="current-title" className="mb-2 font-semibold text-white">
          Current session
        </h2>
        {current ? (
          <dl className="grid grid-cols-[8rem_1fr] gap-1 text-slate-300" data-testid="current-session">
            <dt className="text-slate-400">ID</dt>
            <dd className="break-all">{current.id}</dd>
            <dt className="text-slate-400">Room name</dt>
            <dd>{current.room_name}</dd>
            <dt className="text-slate-400">Type</dt>
            <dd>{current.session_type}</dd>
            <dt className="text-slate-400">Status</dt>
            <dd>{current.status}</dd>
            <dt className="text-slate-400">Participants</dt>
            <dd>{current.participants.length}</dd>
          </dl>
        ) : (
          <p className="text-slate-400">No session yet.</p>
        )}
      </section>
    </main>
  );
}
