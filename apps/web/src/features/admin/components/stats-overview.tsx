import { Activity, Coins, DollarSign, TrendingUp, Users } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useAdminStats } from '../api/get-stats';
import { formatNumber, formatUsd } from './format';
import { StatCard } from './stat-card';

/** The dashboard tab shows users, credits and activity; the standalone page adds revenue and conversion. */
export function StatsOverview({ variant }: { variant: 'dashboard' | 'standalone' }) {
  const stats = useAdminStats();
  if (stats.isPending) return <Spinner label="Loading statistics" />;
  if (stats.isError)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-rose-300">
        Failed to load dashboard data
        <Button size="sm" variant="secondary" onClick={() => stats.refetch()}>
          Retry
        </Button>
      </div>
    );
  const s = stats.data;
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatCard icon={Users} label="Total Users" value={formatNumber(s.total_users)} hint={`${formatNumber(s.active_users)} active · ${formatNumber(s.users_today)} today`} />
      {variant === 'dashboard' ? (
        <>
          <StatCard icon={Coins} label="Credits Allocated" value={formatNumber(s.total_credits_allocated)} hint={`${formatNumber(s.total_credits_used)} used`} />
          <StatCard icon={Activity} label="Activity Today" value={formatNumber(s.activity_today)} hint="user interactions" />
        </>
      ) : (
        <>
          <StatCard icon={Users} label="Active Users" value={formatNumber(s.active_users)} />
          <StatCard icon={DollarSign} label="Total Revenue" value={formatUsd(s.total_revenue)} hint="recorded paid payments" />
          <StatCard icon={TrendingUp} label="Conversion Rate" value={`${s.conversion_rate.toFixed(1)}%`} hint="paying / verified users" />
        </>
      )}
    </div>
  );
}
