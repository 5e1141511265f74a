import { Card } from '@/components/ui/card';
import { useReadinessEngagement } from '../api/shares';

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

/**
 * How investors read each checklist document through share links: viewers, median time, where most
 * stopped and, when enough visits agree, what to look at. Hidden until someone opened one.
 */
export function ReadinessEngagement() {
  const q = useReadinessEngagement();
  const read = q.data?.items.filter((i) => i.viewers > 0) ?? [];
  if (read.length === 0) return null;
  return (
    <Card className="space-y-3 p-6" data-testid="readiness-engagement">
      <div>
        <h2 className="text-base font-semibold text-white">How investors read your documents</h2>
        <p className="text-xs text-slate-400">From visits through your share links. Pages are named by number, and by title where the PDF gives one (a bookmark or a heading).</p>
      </div>
      <ul className="space-y-2">
        {read.map((i) => (
          <li key={i.key} className="rounded-md bg-white/5 p-3 text-sm">
            <p className="text-slate-100">
              {i.label} <span className="text-slate-400">({i.file_name})</span>
            </p>
            <p className="text-slate-400">
              Opened by {i.viewers} viewer{i.viewers === 1 ? '' : 's'}
              {i.median_ms !== null ? ` · median ${seconds(i.median_ms)} per visit` : ' · no page time reported yet'}
              {i.drop_off && ` · ${i.drop_off.visits} of ${i.timed_visits} stopped at page ${i.drop_off.page} of ${i.page_count}`}
              {i.drop_off?.title && ` (${i.drop_off.title})`}
            </p>
            {i.suggestion && <p className="mt-1 text-amber-200">Suggestion: {i.suggestion}</p>}
          </li>
        ))}
      </ul>
    </Card>
  );
}
