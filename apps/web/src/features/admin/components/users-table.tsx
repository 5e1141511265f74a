import type { AdminUser } from '@uc/contract';
import { Coins, Eye, RefreshCw, Search, ShieldCheck, UserCheck, UserX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { useAdminUsers, type AdminUsersFilter } from '../api/get-users';
import { useSetUserStatus } from '../api/set-user-status';
import { AllocateCreditsDialog } from './allocate-credits-dialog';
import { formatDate, formatDateTime, formatUsd } from './format';
import { Pager } from '@/components/ui/pager';
import { useTimeZone } from '@/lib/format-date';
import { LoadError } from '@/components/ui/load-error';
import { formatCount } from '@/lib/format-number';

const PAGE_SIZE = 20;

/**
 * The users list of both admin screens. `variant` picks the spec's texts: the dashboard tab toggles
 * with PUT …/status ('User {email} deactivated'), the standalone page with PATCH ('User deactivated successfully').
 */
export function UsersTable({ variant }: { variant: 'dashboard' | 'standalone' }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  const [searchText, setSearchText] = useState('');
  const [filter, setFilter] = useState<AdminUsersFilter>({ search: '', status: 'all', page: 1, page_size: PAGE_SIZE });
  const [allocateFor, setAllocateFor] = useState<AdminUser | null>(null);
  const users = useAdminUsers(filter);
  const setStatus = useSetUserStatus();
  const standalone = variant === 'standalone';
  const me = useUser();

  // Search as the admin types, without a request per keystroke.
  useEffect(() => {
    const t = setTimeout(() => setFilter((f) => (f.search === searchText ? f : { ...f, search: searchText, page: 1 })), 250);
    return () => clearTimeout(t);
  }, [searchText]);

  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  /** Deactivating signs the user out everywhere: asked first. Activating needs no confirmation. */
  function toggle(user: AdminUser) {
    if (user.is_active)
      return setConfirm({
        title: `Deactivate ${user.email}?`,
        message: 'They are signed out at once and cannot sign in until an admin activates the account again. Their data is kept.',
        action: 'Deactivate',
        onConfirm: () => {
          setConfirm(null);
          applyToggle(user);
        },
      });
    applyToggle(user);
  }
  function applyToggle(user: AdminUser) {
    const isActive = !user.is_active;
    setStatus.mutate(
      { userId: user.id, isActive, via: standalone ? 'patch' : 'put' },
      {
        onSuccess: (res) => toast.success(standalone ? `User ${isActive ? 'activated' : 'deactivated'} successfully` : res.message),
        onError: (err) => toast.error('Failed to update user status', { description: errorMessage(err, '') || undefined }),
      },
    );
  }

  return (
    <div className="space-y-4">
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} />
      <div className="flex flex-wrap items-center gap-3">
        <div className="relative min-w-56 flex-1">
          <Search className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <Input aria-label="Search users" placeholder="Search users..." value={searchText} onChange={(e) => setSearchText(e.target.value)} className="pl-9" />
        </div>
        <NativeSelect
          aria-label="Filter by status"
          className="w-40"
          value={filter.status}
          onChange={(e) => setFilter((f) => ({ ...f, status: e.target.value as AdminUsersFilter['status'], page: 1 }))}
        >
          <option value="all">All users</option>
          <option value="active">Active</option>
          <option value="inactive">Inactive</option>
        </NativeSelect>
        <Button variant="secondary" onClick={() => users.refetch()} isLoading={users.isFetching && !users.isPending}>
          <RefreshCw className="h-4 w-4" aria-hidden="true" /> Refresh
        </Button>
      </div>

      {users.isPending ? (
        <Spinner label="Loading users" />
      ) : users.isError ? (
        <LoadError onRetry={() => users.refetch()}>Failed to load dashboard data</LoadError>
      ) : users.data.items.length === 0 ? (
        <p className="py-8 text-center text-sm text-slate-400">{filter.search || filter.status !== 'all' ? 'No users match this search.' : 'No users yet.'}</p>
      ) : (
        <div className="relative overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="text-xs text-slate-400 uppercase">
              <tr>
                <th scope="col" className="py-2 pr-4 font-medium">User</th>
                <th scope="col" className="py-2 pr-4 font-medium">Status</th>
                <th scope="col" className="py-2 pr-4 font-medium">Credits</th>
                {standalone ? (
                  <>
                    <th scope="col" className="py-2 pr-4 font-medium">Messages</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Documents</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Revenue</th>
                    <th scope="col" className="py-2 pr-4 font-medium">Last Login</th>
                  </>
                ) : null}
                <th scope="col" className="py-2 pr-4 font-medium">Joined</th>
                <th scope="col" className="py-2 font-medium">Actions</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-white/5">
              {users.data.items.map((u) => (
                <tr key={u.id} data-testid="admin-user-row">
                  <td className="py-2.5 pr-4">
                    <div className="flex items-center gap-2 font-medium text-white">
                      {u.name}
                      {u.is_superuser ? (
                        <span className="inline-flex items-center gap-1 rounded-full bg-violet-500/15 px-2 py-0.5 text-xs text-violet-200 ring-1 ring-violet-500/30">
                          <ShieldCheck className="h-3 w-3" aria-hidden="true" /> Superuser
                        </span>
                      ) : null}
                    </div>
                    <div className="text-xs text-slate-400">{u.email}</div>
                  </td>
                  <td className="py-2.5 pr-4">
                    <span
                      className={cn(
                        'rounded-full px-2 py-0.5 text-xs font-medium ring-1',
                        u.is_active ? 'bg-emerald-500/10 text-emerald-300 ring-emerald-500/30' : 'bg-rose-500/10 text-rose-300 ring-rose-500/30',
                      )}
                    >
                      {u.is_active ? 'Active' : 'Inactive'}
                    </span>
                    {!u.email_verified ? <span className="ml-2 text-xs text-amber-300">unverified</span> : null}
                  </td>
                  <td className="py-2.5 pr-4 whitespace-nowrap text-slate-300">
                    <span className="font-medium text-white">{formatCount(u.available_credits)}</span> available
                    <div className="text-xs text-slate-400">{formatCount(u.used_credits)} used</div>
                  </td>
                  {standalone ? (
                    <>
                      <td className="py-2.5 pr-4 text-slate-300">{u.messages_sent}</td>
                      <td className="py-2.5 pr-4 text-slate-300">{u.documents_generated}</td>
                      <td className="py-2.5 pr-4 text-slate-300">{formatUsd(u.total_spent)}</td>
                      <td className="py-2.5 pr-4 whitespace-nowrap text-slate-300">{u.last_login ? formatDateTime(u.last_login) : 'Never'}</td>
                    </>
                  ) : null}
                  <td className="py-2.5 pr-4 whitespace-nowrap text-slate-300">{formatDate(u.created_at)}</td>
                  <td className="py-2.5">
                    <div className="flex gap-1">
                      <Button size="sm" variant="ghost" aria-label={`Allocate credits to ${u.email}`} onClick={() => setAllocateFor(u)}>
                        <Coins className="h-4 w-4" aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`${u.is_active ? 'Deactivate' : 'Activate'} ${u.email}`}
                        isLoading={setStatus.isPending && setStatus.variables?.userId === u.id}
                        // The server refuses self-deactivation; the button says so up front.
                        disabled={u.id === me.id && u.is_active}
                        title={u.id === me.id && u.is_active ? 'You cannot deactivate your own account' : undefined}
                        onClick={() => toggle(u)}
                      >
                        {u.is_active ? <UserX className="h-4 w-4 text-rose-300" aria-hidden="true" /> : <UserCheck className="h-4 w-4 text-emerald-300" aria-hidden="true" />}
                      </Button>
                      <Button size="sm" variant="ghost" asChild>
                        <Link to={paths.superuserUser.getHref(u.id)} aria-label={`View ${u.email}`}>
                          <Eye className="h-4 w-4" aria-hidden="true" />
                        </Link>
                      </Button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager label="Users" page={filter.page} pageSize={PAGE_SIZE} total={users.data.total} onPage={(page) => setFilter((f) => ({ ...f, page }))} />
        </div>
      )}
      <AllocateCreditsDialog user={allocateFor} onClose={() => setAllocateFor(null)} />
    </div>
  );
}
