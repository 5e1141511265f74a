import { useUser } from '@/lib/auth';
import { AccessDenied } from '../components/access-denied';
import { ExportCsvButton } from '../components/export-csv-button';
import { StatsOverview } from '../components/stats-overview';
import { UsersTable } from '../components/users-table';

/** /superuser: aggregate analytics, search, filter, activate/deactivate, CSV export and a per-user view. */
export function SuperuserPage() {
  const user = useUser();
  if (!user.is_superuser) return <AccessDenied />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold text-white">User Analytics</h2>
          <p className="text-sm text-slate-400">Every account with its usage and revenue.</p>
        </div>
        <ExportCsvButton />
      </div>
      <StatsOverview variant="standalone" />
      <UsersTable variant="standalone" />
    </div>
  );
}
