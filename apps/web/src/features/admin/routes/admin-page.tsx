import { Activity, ExternalLink, ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useUser } from '@/lib/auth';
import { AccessDenied } from '../components/access-denied';
import { ActivityTable } from '../components/activity-table';
import { AiSettingsPanel } from '../components/ai-settings-panel';
import { AppReportsPanel } from '../components/app-reports-panel';
import { ExportCsvButton } from '../components/export-csv-button';
import { InboxPanel } from '../components/inbox-panel';
import { JobsPanel } from '../components/jobs-panel';
import { PaymentEventsPanel } from '../components/payment-events-panel';
import { StatsOverview } from '../components/stats-overview';
import { UsersTable } from '../components/users-table';

/** The dashboard's Admin tab. The server enforces superuser rights on every call; this keeps the screen honest. */
export function AdminPage() {
  const user = useUser();
  if (!user.is_superuser) return <AccessDenied />;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <span className="flex h-10 w-10 items-center justify-center rounded-xl bg-violet-500/15 text-violet-300 ring-1 ring-violet-500/30">
            <ShieldCheck className="h-5 w-5" aria-hidden="true" />
          </span>
          <div>
            <h2 className="text-2xl font-semibold text-white">Superuser Dashboard</h2>
            <p className="text-sm text-slate-400">Users, credits and activity across the platform.</p>
          </div>
        </div>
        <div className="flex gap-2">
          <ExportCsvButton />
          <Button variant="ghost" asChild>
            <Link to={paths.systemHealth.getHref()}>
              <Activity className="h-4 w-4" aria-hidden="true" /> System health
            </Link>
          </Button>
          <Button variant="ghost" asChild>
            <Link to={paths.legacy.superuser.path}>
              Analytics <ExternalLink className="h-4 w-4" aria-hidden="true" />
            </Link>
          </Button>
        </div>
      </div>
      <Tabs defaultValue="overview" className="space-y-4">
        <TabsList>
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="users">Users</TabsTrigger>
          <TabsTrigger value="activity">Activity</TabsTrigger>
          <TabsTrigger value="inbox">Inbox</TabsTrigger>
          <TabsTrigger value="apps">Reported apps</TabsTrigger>
          <TabsTrigger value="payments">Payments</TabsTrigger>
          <TabsTrigger value="jobs">Jobs</TabsTrigger>
          <TabsTrigger value="ai">AI</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <StatsOverview variant="dashboard" />
        </TabsContent>
        <TabsContent value="users">
          <UsersTable variant="dashboard" />
        </TabsContent>
        <TabsContent value="activity">
          <ActivityTable />
        </TabsContent>
        <TabsContent value="inbox">
          <InboxPanel />
        </TabsContent>
        <TabsContent value="apps">
          <AppReportsPanel />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentEventsPanel />
        </TabsContent>
        <TabsContent value="jobs">
          <JobsPanel />
        </TabsContent>
        <TabsContent value="ai">
          <AiSettingsPanel />
        </TabsContent>
      </Tabs>
    </div>
  );
}
