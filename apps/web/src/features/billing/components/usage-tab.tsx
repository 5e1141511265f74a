import { lazy, Suspense } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useUsage } from '../api/get-usage';
import { formatCredits, formatDate } from '../format';
import { useTimeZone } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';

const UsageChart = lazy(() => import('./usage-chart'));

const FEATURE_LABELS: Record<string, string> = {
  chat_message: 'Chat',
  agent_session: 'Agent session',
  video_call: 'Video call',
  document: 'Documents',
  data_analysis: 'Data analysis',
  video_creation: 'Video creation',
  app_generation: 'App builder',
};

export function UsageTab() {
  useTimeZone(); // re-render in the preferred zone once it is known
  const usage = useUsage(30);
  if (usage.isPending) return <Spinner label="Loading usage" />;
  if (usage.isError) return <p className="text-sm text-rose-300">Could not load your usage.</p>;
  const { entries, daily, total_credits } = usage.data;
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Last 30 days</CardTitle>
          <CardDescription>{formatCredits(total_credits)} credits used</CardDescription>
        </CardHeader>
        <CardContent>
          <Suspense fallback={<div className="h-64" />}>
            <UsageChart daily={daily} />
          </Suspense>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Usage history</CardTitle>
        </CardHeader>
        <CardContent>
          {entries.length === 0 ? (
            <p className="py-6 text-center text-sm text-slate-400">No usage yet. Credits you spend on chats, documents and sessions appear here.</p>
          ) : (
            <div className="relative overflow-x-auto">
              <table className="w-full text-left text-sm">
                <thead className="text-xs text-slate-400 uppercase">
                  <tr>
                    <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Feature</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Description</th>
                    <th scope="col" className="py-2 text-right font-medium">Credits</th>
                  </tr>
                </thead>
                <tbody className="divide-y divide-white/5">
                  {entries.map((e, i) => (
                    <tr key={`${e.date}-${i}`}>
                      <td className="py-2.5 pr-4 whitespace-nowrap text-slate-300">{formatDate(e.date)}</td>
                      <td className="py-2.5 pr-4 text-white">{FEATURE_LABELS[e.feature] ?? e.feature}</td>
                      <td className="py-2.5 pr-4 text-slate-400">{e.description}</td>
                      <td className={`py-2.5 text-right font-medium ${e.credits < 0 ? 'text-emerald-300' : 'text-white'}`}>{e.credits < 0 ? `+${formatCount(-e.credits)}` : `-${formatCount(e.credits)}`}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </CardContent>
      </Card>
    </div>
  );
}
