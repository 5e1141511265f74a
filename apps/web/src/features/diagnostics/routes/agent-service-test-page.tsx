import type { ServiceCheck } from '@uc/contract';
import { ChevronDown, FlaskConical, Play, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { errorMessage } from '@/lib/api-client';
import { useRunAgentServiceChecks } from '../api/run-agent-service-checks';
import { StatusIcon, type CheckState } from '../components/status-badge';

/** The seven checks, named before a run so the page shows what will be tested. */
const CHECK_NAMES = ['Agent service health', 'Tavily API', 'Firecrawl API', 'Daytona API', 'QStash API', 'Agent initialization', 'Integration status'];

type Row = { name: string; state: CheckState; message: string; details: ServiceCheck['details'] };
const pendingRows = (): Row[] => CHECK_NAMES.map((name) => ({ name, state: 'pending', message: 'Not run yet', details: null }));

/** /suna-test: the agent-service integration test suite, every check real (skipped when not configured). */
export function AgentServiceTestPage() {
  const run = useRunAgentServiceChecks();
  const [rows, setRows] = useState<Row[]>(pendingRows);
  const [suite, setSuite] = useState<'idle' | 'running' | 'completed' | 'failed'>('idle');
  const [failure, setFailure] = useState<string | null>(null);

  async function runTests() {
    setSuite('running');
    setFailure(null);
    setRows((r) => r.map((row) => ({ ...row, state: 'running', message: 'Running…', details: null })));
    try {
      const { checks } = await run.mutateAsync();
      setRows(checks.map((c) => ({ name: c.name, state: c.status, message: c.message, details: c.details })));
      setSuite(checks.some((c) => c.status === 'error') ? 'failed' : 'completed');
    } catch (error) {
      setFailure(errorMessage(error, 'The tests could not run.'));
      setRows(pendingRows());
      setSuite('failed');
    }
  }

  function reset() {
    setRows(pendingRows());
    setSuite('idle');
    setFailure(null);
  }

  const skipped = rows.filter((r) => r.state === 'skipped').length;

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="flex items-center gap-2 text-2xl font-semibold text-white">
            <FlaskConical className="h-6 w-6 text-violet-300" aria-hidden="true" /> Agent Service Integration Tests
          </h1>
          <p className="mt-1 text-sm text-slate-400">Seven checks over the agent service and its four integrations (web search, web scraping, development environment, message queue).</p>
        </div>
        <div className="flex gap-2">
          <Button onClick={runTests} isLoading={suite === 'running'} disabled={suite === 'running'}>
            <Play className="h-4 w-4" aria-hidden="true" /> Run Tests
          </Button>
          <Button variant="secondary" onClick={reset} disabled={suite === 'running'}>
            <RotateCcw className="h-4 w-4" aria-hidden="true" /> Reset
          </Button>
        </div>
      </header>

      {suite === 'running' && <Alert>Running integration tests...</Alert>}
      {suite === 'completed' && (
        <Alert tone={skipped === 7 ? 'info' : 'success'}>
          {skipped === 7
            ? 'No checks ran: nothing is configured. Set AGENT_SERVICE_URL and the service keys to test them.'
            : `${7 - skipped} of 7 checks passed.${skipped > 0 ? ` ${skipped} were skipped because their service is not configured.` : ''}`}
        </Alert>
      )}
      {suite === 'failed' && <Alert tone="error">{failure ?? 'Some tests failed. Check details below.'}</Alert>}

      <Card>
        <CardContent className="p-0">
          <ul className="divide-y divide-white/5">
            {rows.map((row) => (
              <li key={row.name} className="px-5 py-4">
                <details className="group">
                  <summary className="flex cursor-pointer list-none items-center gap-3 rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-violet-400">
                    <StatusIcon state={row.state} className={iconTone[row.state]} />
                    <span className="min-w-0 flex-1">
                      <span className="block font-medium text-white">{row.name}</span>
                      <span className="block text-sm break-words text-slate-400" data-testid="check-message">{row.message}</span>
                    </span>
                    <span className="sr-only">{row.state}</span>
                    <ChevronDown className="h-4 w-4 text-slate-500 transition group-open:rotate-180" aria-hidden="true" />
                  </summary>
                  <pre className="mt-3 overflow-x-auto rounded-lg bg-black/30 p-3 text-xs text-slate-300">{row.details ? JSON.stringify(row.details, null, 2) : 'No details.'}</pre>
                </details>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

const iconTone: Record<CheckState, string> = {
  pending: 'text-slate-500',
  running: 'text-violet-300',
  success: 'text-emerald-300',
  warning: 'text-amber-300',
  error: 'text-rose-300',
  skipped: 'text-slate-400',
};
