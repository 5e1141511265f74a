import { Activity, Coins, DollarSign, TrendingUp, Users } from 'lucide-react';
import { Spinner } from '@/components/ui/spinner';
import { useAdminStats } from '../api/get-stats';
import { formatNumber, formatUsd } from './format';
import { ModelUsagePanel } from './model-usage-panel';
import { StatCard } from './stat-card';
import { LoadError } from '@/components/ui/load-error';

/** The dashboard tab shows users, credits and activity; the standalone page adds revenue and conversion. */
export function StatsOverview({ variant }: { variant: 'dashboard' | 'standalone' }) {
  const stats = useAdminStats();
  if (stats.isPending) return <Spinner label="Loading statistics" />;
  if (stats.isError)
    return <LoadError onRetry={() => stats.refetch()}>Failed to load dashboard data</LoadError>;
  const s = stats.data;
  return (
    <>
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
            <StatCard icon={DollarSign} label="Total Revenue" value={formatUsd(s.total_revenue)} hint="paid invoices, net of refunds" />
            <StatCard icon={TrendingUp} label="Conversion Rate" value={`${s.conversion_rate.toFixed(1)}%`} hint="paying / verified users" />
          </>
        )}
      </div>
      {variant === 'standalone' && s.model_usage ? <ModelUsagePanel usage={s.model_usage} /> : null}
    </>
  );
}
