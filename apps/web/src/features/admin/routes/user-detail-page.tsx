import { ArrowLeft, Coins, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useAdminUserDetail } from '../api/get-user-detail';
import { useSetUserStatus } from '../api/set-user-status';
import { AccessDenied } from '../components/access-denied';
import { ActivityRows } from '../components/activity-table';
import { AllocateCreditsDialog } from '../components/allocate-credits-dialog';
import { formatDate, formatDateTime, formatUsd } from '../components/format';
import { useTimeZone } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';

export function UserDetailPage() {
  const me = useUser();
  if (!me.is_superuser) return <AccessDenied />;
  return <UserDetail />;
}

function UserDetail() {
  useTimeZone(); // re-render in the preferred zone once it is known
  const { id = '' } = useParams();
  const detail = useAdminUserDetail(id);
  const setStatus = useSetUserStatus();
  const [allocating, setAllocating] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const back = (
    <Button variant="ghost" asChild>
      <Link to={paths.legacy.superuser.path}>
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All users
      </Link>
    </Button>
  );
  if (detail.isPending) return <Spinner label="Loading user" />;
  if (detail.isError)
    return (
      <div className="space-y-4">
        {back}
        <p role="alert" className="text-sm text-rose-300">
          {detail.error instanceof ApiError && detail.error.status === 404 ? 'User not found.' : 'Failed to load dashboard data'}
        </p>
      </div>
    );
  const { user, activity, payments, sessions } = detail.data;
  const facts: [string, string][] = [
    ['Status', user.is_active ? 'Active' : 'Inactive'],
    ['E-mail verified', user.email_verified ? 'Yes' : 'No'],
    ['Joined', formatDate(user.created_at)],
    ['Last login', user.last_login ? formatDateTime(user.last_login) : 'Never'],
    ['Available credits', formatCount(user.available_credits)],
    ['Credits used', formatCount(user.credits_used)],
    ['Credits received', formatCount(user.total_credits)],
    ['Messages', formatCount(user.messages_sent)],
    ['Documents', formatCount(user.documents_generated)],
    ['Revenue', formatUsd(user.total_spent)],
  ];
  function applyStatus() {
    setConfirm(null);
    setStatus.mutate(
      { userId: user!.id, isActive: !user!.is_active, via: 'patch' },
      {
        onSuccess: () => toast.success(`User ${user!.is_active ? 'deactivated' : 'activated'} successfully`),
        onError: (err) => toast.error('Failed to update user status', { description: errorMessage(err, '') || undefined }),
      },
    );
  }
  return (
    <div className="space-y-6">
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      {back}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h2 className="text-2xl font-semibold text-white">{user.name}</h2>
          <p className="text-sm text-slate-400">
            {user.email}
            {user.is_superuser ? ' · Superuser' : ''}
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => setAllocating(true)}>
            <Coins className="h-4 w-4" aria-hidden="true" /> Allocate Credits
          </Button>
          <Button
            variant={user.is_active ? 'danger' : 'secondary'}
            isLoading={setStatus.isPending}
            onClick={() => (user.is_active ? setConfirm({ title: `Deactivate ${user.email}?`, message: 'They are signed out at once and cannot sign in until an admin activates the account again. Their data is kept.', action: 'Deactivate', onConfirm: applyStatus }) : applyStatus())}
          >
            {user.is_active ? <UserX className="h-4 w-4" aria-hidden="true" /> : <UserCheck className="h-4 w-4" aria-hidden="true" />}
            {user.is_active ? 'Deactivate' : 'Activate'}
          </Button>
        </div>
      </div>
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-5">
        {facts.map(([term, value]) => (
          <div key={term} className="rounded-lg bg-white/[0.03] p-3 ring-1 ring-white/5">
            <dt className="text-xs text-slate-400">{term}</dt>
            <dd className="mt-1 text-sm font-medium text-white">{value}</dd>
          </div>
        ))}
      </dl>
      <Card>
        <CardHeader>
          <CardTitle>Recent activity</CardTitle>
        </CardHeader>
        <CardContent>{activity.length === 0 ? <p className="text-sm text-slate-400">No activity yet.</p> : <ActivityRows items={activity} />}</CardContent>
      </Card>
      <div className="grid gap-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle>Payments</CardTitle>
          </CardHeader>
          <CardContent>
            {payments.length === 0 ? (
              <p className="text-sm text-slate-400">No payments.</p>
            ) : (
              <ul className="divide-y divide-white/5 text-sm">
                {payments.map((p) => (
                  <li key={p.id} className="flex justify-between gap-3 py-2 text-slate-300">
                    <span>
                      {p.description} · {formatDateTime(p.created_at)}
                    </span>
                    <span className="whitespace-nowrap">
                      {formatUsd(p.amount)} <span className="text-xs text-slate-400">{p.status}</span>
                    </span>
                  </li>
                ))}
                {/* Paid invoices net of refunds: the same sum as the Revenue figure above. */}
                <li className="flex justify-between gap-3 py-2 font-medium text-white">
                  <span>Paid, net of refunds</span>
                  <span>{formatUsd(payments.filter((p) => p.status === 'paid' || p.status === 'refunded').reduce((sum, p) => sum + p.amount, 0))}</span>
                </li>
              </ul>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardHeader>
            <CardTitle>Sessions</CardTitle>
          </CardHeader>
          <CardContent>
            {sessions.length === 0 ? (
              <p className="text-sm text-slate-400">No sign-ins.</p>
            ) : (
              <ul className="divide-y divide-white/5 text-sm">
                {sessions.map((s) => (
                  <li key={s.id} className="flex justify-between gap-3 py-2 text-slate-300">
                    <span>Signed in {formatDateTime(s.created_at)}</span>
                    <span className="text-xs text-slate-400">{s.revoked ? 'ended' : `open until ${formatDateTime(s.expires_at)}`}</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
      <AllocateCreditsDialog user={allocating ? user : null} onClose={() => setAllocating(false)} />
    </div>
  );
}
