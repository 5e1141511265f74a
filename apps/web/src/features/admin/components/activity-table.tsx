import type { AdminActivity } from '@uc/contract';
import { useState } from 'react';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';
import { ACTIVITY_PAGE_SIZE, useAdminActivity } from '../api/get-activity';
import { formatDateTime } from './format';
import { Pager } from '@/components/ui/pager';
import { useTimeZone } from '@/lib/format-date';
import { LoadError } from '@/components/ui/load-error';

/** Negative credits_used means credits were added. */
export function CreditsCell({ value }: { value: number }) {
  if (value === 0) return <span className="text-slate-400">—</span>;
  return <span className={cn('font-medium', value < 0 ? 'text-emerald-300' : 'text-slate-200')}>{value < 0 ? `+${-value}` : `−${value}`}</span>;
}

export function ActivityRows({ items }: { items: AdminActivity[] }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="text-xs text-slate-400 uppercase">
          <tr>
            <th scope="col" className="py-2 pr-4 font-medium">User</th>
            <th scope="col" className="py-2 pr-4 font-medium">Feature</th>
            <th scope="col" className="py-2 pr-4 font-medium">Credits</th>
            <th scope="col" className="py-2 pr-4 font-medium">Description</th>
            <th scope="col" className="py-2 font-medium">Time</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {items.map((a) => (
            <tr key={a.id}>
              <td className="py-2.5 pr-4 text-slate-300">{a.user_email || '—'}</td>
              <td className="py-2.5 pr-4 font-mono text-xs text-slate-300">{a.feature}</td>
              <td className="py-2.5 pr-4">
                <CreditsCell value={a.credits_used} />
              </td>
              <td className="py-2.5 pr-4 text-slate-300">{a.description}</td>
              <td className="py-2.5 whitespace-nowrap text-slate-400">{formatDateTime(a.created_at)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function ActivityTable() {
  const [page, setPage] = useState(1);
  const activity = useAdminActivity(page);
  return (
    <section aria-labelledby="recent-activity" className="space-y-3">
      <h3 id="recent-activity" className="text-lg font-semibold text-white">
        Recent Activity
      </h3>
      {activity.isPending ? (
        <Spinner label="Loading activity" />
      ) : activity.isError ? (
        <LoadError onRetry={() => activity.refetch()}>Failed to load dashboard data</LoadError>
      ) : activity.data.items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-400">No activity yet.</p>
      ) : (
        <>
          <ActivityRows items={activity.data.items} />
          <Pager label="Activity" page={page} pageSize={ACTIVITY_PAGE_SIZE} total={activity.data.total} onPage={setPage} />
        </>
      )}
    </section>
  );
}
