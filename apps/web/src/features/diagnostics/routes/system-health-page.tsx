import { HEALTH_CHECK_TEST_IDEA, type AgentCheck, type ComponentCheck } from '@uc/contract';
import { Activity, Download, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Markdown } from '@/components/ui/markdown';
import { errorMessage } from '@/lib/api-client';
import { useRunHealthCheck } from '../api/run-health-check';
import { StatusBadge } from '../components/status-badge';
import { downloadText, reportMarkdown, summarise } from '../model/report';

const time = (d: Date | null) => (d ? d.toLocaleTimeString() : '—');

/** /system-health: real checks of every component and of the five agents, with a downloadable report. */
export function SystemHealthPage() {
  const run = useRunHealthCheck();
  const [startedAt, setStartedAt] = useState<Date | null>(null);
  const [endedAt, setEndedAt] = useState<Date | null>(null);
  const [components, setComponents] = useState<ComponentCheck[]>([]);
  const [agents, setAgents] = useState<AgentCheck[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const running = run.components.isPending || run.agents.isPending;

  async function start() {
    setStartedAt(new Date());
    setEndedAt(null);
    setComponents([]);
    setAgents([]);
    setFailure(null);
    try {
      setComponents((await run.components.mutateAsync()).components);
      setAgents((await run.agents.mutateAsync()).agents);
    } catch (error) {
      setFailure(errorMessage(error, 'The health check could not run.'));
    } finally {
      setEndedAt(new Date());
    }
  }

  function clear() {
    setStartedAt(null);
    setEndedAt(null);
    setComponents([]);
    setAgents([]);
    setFailure(null);
  }

  const summary = summarise(components, agents, startedAt, endedAt);
  const hasResults = components.length > 0 || agents.length > 0;

  return (
    <div className="mx-auto max-w-5xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-white">
            <Activity className="h-6 w-6 text-violet-300" aria-hidden="true" /> System Health Check
          </h1>
          <p className="mt-1 text-sm text-slate-400">Real checks of the database, storage, mail, model, payments, live sessions and the five agents. Nothing here costs credits.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={start} isLoading={running} disabled={running}>
            <Play className="h-4 w-4" aria-hidden="true" /> Start Health Check
          </Button>
          <Button
            variant="secondary"
            disabled={!hasResults || running}
            onClick={() => downloadText('system-health-check-report.md', reportMarkdown({ idea: HEALTH_CHECK_TEST_IDEA, startedAt, endedAt, components, agents }))}
          >
            <Download className="h-4 w-4" aria-hidden="true" /> Download Report
          </Button>
          <Button variant="ghost" onClick={clear} disabled={running || (!hasResults && !failure)} aria-label="Clear results">
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> Clear
          </Button>
        </div>
      </header>

      <Card>
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <div className="sm:col-span-3">
            <p className="text-xs uppercase tracking-wide text-slate-500">Test idea</p>
            <p className="mt-1 text-sm text-slate-200">{HEALTH_CHECK_TEST_IDEA}</p>
          </div>
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">Started</p>
            <p className="mt-1 text-sm text-slate-200" data-testid="started-at">{time(startedAt)}</p>
          </div>
          <div>
            <p className="text-xs uppercase tracking-wide text-slate-500">Ended</p>
            <p className="mt-1 text-sm text-slate-200" data-testid="ended-at">{running ? 'Running…' : time(endedAt)}</p>
          </div>
        </CardContent>
      </Card>

      {failure && <Alert tone="error">{failure}</Alert>}

      <section aria-label="Summary" className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ['Successful', summary.successful, 'text-emerald-300'],
          ['Warnings', summary.warnings, 'text-amber-300'],
          ['Errors', summary.errors, 'text-rose-300'],
          ['Total Duration', `${(summary.totalDuration / 1000).toFixed(1)} s`, 'text-slate-100'],
        ].map(([label, value, tone]) => (
          <Card key={label as string} className="p-4">
            <p className="text-xs text-slate-400">{label}</p>
            <p className={`mt-1 text-2xl font-semibold ${tone}`}>{value}</p>
          </Card>
        ))}
      </section>

      <Card>
        <CardHeader>
          <CardTitle>System components</CardTitle>
          <CardDescription>Each component is checked for real, in parallel, with its own deadline.</CardDescription>
        </CardHeader>
        <CardContent>
          {components.length === 0 ? (
            <p className="text-sm text-slate-400">{run.components.isPending ? 'Checking components…' : 'No results yet. Start a health check.'}</p>
          ) : (
            <ul className="divide-y divide-white/5">
              {components.map((c) => (
                <li key={c.component} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0">
                    <p className="font-medium text-white">{c.component}</p>
                    <p className="text-sm break-words text-slate-400">{c.message}</p>
                  </div>
                  <div className="flex items-center gap-3 text-xs text-slate-400">
                    <span>{c.duration} ms</span>
                    <StatusBadge state={c.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Agent Execution</CardTitle>
          <CardDescription>Each co-founder answers the test idea through the real agent path, free of charge.</CardDescription>
        </CardHeader>
        <CardContent>
          {agents.length === 0 ? (
            <p className="text-sm text-slate-400">{run.agents.isPending ? 'Running the agents…' : 'No agent results yet.'}</p>
          ) : (
            <ul className="divide-y divide-white/5">
              {agents.map((a) => (
                <li key={a.agentId} className="flex flex-wrap items-start justify-between gap-2 py-3">
                  <div className="min-w-0 flex-1">
                    <p className="font-medium text-white">{a.agentName}</p>
                    {a.error || !a.result ? (
                      <p className="text-sm break-words text-slate-400">{a.error ?? a.result}</p>
                    ) : (
                      <div className="mt-1 break-words">
                        <Markdown content={a.result} />
                      </div>
                    )}
                  </div>
                  <div className="flex items-center gap-3 text-xs text-slate-400">
                    <span>{a.duration} ms</span>
                    <StatusBadge state={a.status} />
                  </div>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
