import { JOB_STATES, type AdminJob, type JobState } from '@uc/contract';
import { useState } from 'react';
import { cn } from '@/lib/cn';
import { useTimeZone } from '@/lib/format-date';
import { JOBS_PAGE_SIZE, useAdminJobs } from '../api/get-jobs';
import { FilteredListPanel } from './filtered-list-panel';
import { formatDateTime } from './format';

const STATE_LABELS: Record<JobState, string> = { created: 'Queued', retry: 'Waiting to retry', active: 'Running', completed: 'Completed', failed: 'Failed' };
const STATE_TONES: Record<JobState, string> = {
  created: 'bg-slate-500/15 text-slate-300',
  retry: 'bg-amber-500/15 text-amber-300',
  active: 'bg-sky-500/15 text-sky-300',
  completed: 'bg-emerald-500/15 text-emerald-300',
  failed: 'bg-rose-500/15 text-rose-300',
};
const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

export function JobRows({ items }: { items: AdminJob[] }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">Job</th>
            <th scope="col" className="py-2 pr-4 font-medium">Status</th>
            <th scope="col" className="py-2 pr-4 font-medium">Attempts</th>
            <th scope="col" className="py-2 pr-4 font-medium">Last error</th>
            <th scope="col" className="py-2 pr-4 font-medium">Created</th>
            <th scope="col" className="py-2 pr-4 font-medium">Started</th>
            <th scope="col" className="py-2 font-medium">Completed</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {items.map((j) => (
            <tr key={j.id}>
              <td className="py-2.5 pr-4 font-mono text-xs text-slate-300">{j.name}</td>
              <td className="py-2.5 pr-4">
                <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap', STATE_TONES[j.state])}>{STATE_LABELS[j.state]}</span>
              </td>
              <td className="py-2.5 pr-4 text-slate-300">
                {j.attempts} / {j.max_attempts}
              </td>
              <td className="max-w-xs truncate py-2.5 pr-4 text-slate-300" title={j.last_error ?? undefined}>
                {j.last_error ?? <span className="text-slate-500">—</span>}
              </td>
              <td className="py-2.5 pr-4 whitespace-nowrap text-slate-400">{when(j.created_at)}</td>
              <td className="py-2.5 pr-4 whitespace-nowrap text-slate-400">{when(j.started_at)}</td>
              <td className="py-2.5 whitespace-nowrap text-slate-400">{when(j.completed_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Background jobs of every instance (suites, renewals, deliveries, sweeps): state, attempts, last error. */
export function JobsPanel() {
  const [page, setPage] = useState(1);
  const [state, setState] = useState<JobState | ''>('');
  const jobs = useAdminJobs({ page, state: state || undefined });
  return (
    <FilteredListPanel
      id="background-jobs"
      title="Background jobs"
      filter={{
        label: 'Filter by job status',
        allLabel: 'All statuses',
        options: JOB_STATES,
        labels: STATE_LABELS,
        value: state,
        onChange: (v) => {
          setState(v);
          setPage(1);
        },
      }}
      query={jobs}
      texts={{ loading: 'Loading jobs', error: 'Failed to load background jobs', empty: state ? `No ${STATE_LABELS[state].toLowerCase()} jobs.` : 'No background jobs yet.' }}
      rows={(items) => <JobRows items={items} />}
      pager={{ label: 'Jobs', page, pageSize: JOBS_PAGE_SIZE, onPage: setPage }}
    />
  );
}
