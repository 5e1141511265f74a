import type { LiveSession } from '@uc/contract';
import { useRef, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { endLiveSession } from '../api/end-session';
import { CheckList, type CheckState } from '../checks/check-list';
import { browserCompatibility, mediaPermissions, mediaSession, roomConnection, sessionCreation, type CheckResult } from '../checks/checks';
import { useCheckRunner } from '../checks/use-check-runner';

/** /livekit-debug: four diagnostics, a full flow test and a reset; not for production. */
export function LivekitDebugPage() {
  const created = useRef<LiveSession | null>(null);
  const keep = (r: CheckResult) => {
    if (r.session) created.current = r.session;
    return r;
  };
  const runner = useCheckRunner([
    { name: 'Browser Compatibility', run: browserCompatibility },
    { name: 'Media Permissions', run: () => mediaPermissions('video') },
    { name: 'Session Creation', run: async () => keep(await sessionCreation('voice')) },
    { name: 'Room Connection', run: () => roomConnection(created.current) },
  ]);
  const [flow, setFlow] = useState<CheckState>({ name: 'Full flow', status: 'pending' });

  const runFlow = async () => {
    setFlow({ name: 'Full flow', status: 'running' });
    const result = await mediaSession('voice', { ask: 'What is the single most important thing to do this week?' });
    setFlow({ name: 'Full flow', status: result.ok ? 'success' : 'error', result });
  };
  const reset = async () => {
    if (created.current) await endLiveSession(created.current.id).catch(() => undefined);
    created.current = null;
    runner.reset();
    setFlow({ name: 'Full flow', status: 'pending' });
  };

  return (
    <main className="mx-auto max-w-4xl space-y-6 px-4 py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-semibold text-white">Live session debug</h1>
        <p className="text-sm text-slate-400">Diagnostics for live sessions in this browser.</p>
      </header>
      <Alert tone="error">This page is for debugging and is not for production use.</Alert>
      <dl className="grid grid-cols-[6rem_1fr] gap-1 rounded-xl border border-white/10 bg-slate-900/60 p-4 text-sm text-slate-300" data-testid="environment">
        <dt className="text-slate-400">Browser</dt>
        <dd className="break-all">{navigator.userAgent}</dd>
        <dt className="text-slate-400">Platform</dt>
        <dd>{(navigator as Navigator & { userAgentData?: { platform?: string } }).userAgentData?.platform || navigator.platform || 'unknown'}</dd>
        <dt className="text-slate-400">URL</dt>
        <dd className="break-all">{window.location.href}</dd>
      </dl>
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={() => void runner.runAll()} isLoading={runner.busy} disabled={runner.busy}>
          Run All Tests
        </Button>
        <Button variant="secondary" onClick={() => void runFlow()} disabled={runner.busy || flow.status === 'running'}>
          Test full session flow
        </Button>
        <Button variant="ghost" onClick={() => void reset()} disabled={runner.busy}>
          Reset
        </Button>
      </div>
      <CheckList checks={runner.checks} onRun={(i) => void runner.run(i)} busy={runner.busy} />
      <section aria-labelledby="flow-title" className="space-y-2">
        <h2 id="flow-title" className="text-base font-semibold text-white">
          Full live-session flow
        </h2>
        <p className="text-xs text-slate-400">Microphone → create → start → ask an agent → end (5 credits for the session, 1 for the answer).</p>
        <CheckList checks={[flow]} onRun={() => void runFlow()} busy={flow.status === 'running'} />
      </section>
    </main>
  );
}
