import { Download, KeyRound, LogOut, Monitor } from 'lucide-react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUser } from '@/lib/auth';
import { useDownloadMyData } from '../api/download-data';
import { useSessionMutations, useSessions } from '../api/sessions';
import { ChangePasswordDialog } from './change-password-dialog';
import { DeleteAccountDialog } from './delete-account-dialog';
import { formatDateTime, useTimeZone } from '@/lib/format-date';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

function SessionsCard() {
  useTimeZone(); // re-render in the preferred zone once it is known
  const sessions = useSessions();
  const { revoke, revokeOthers } = useSessionMutations();
  const others = sessions.data?.filter((s) => !s.current).length ?? 0;
  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
        <div>
          <CardTitle>Active sessions</CardTitle>
          <CardDescription>Where your account is signed in.</CardDescription>
        </div>
        <Button
          size="sm"
          variant="secondary"
          disabled={others === 0}
          isLoading={revokeOthers.isPending}
          onClick={() => revokeOthers.mutate(undefined, { onSuccess: (r) => toast.success(r.message), onError: (err) => toast.error(errorMessage(err, 'Failed to sign out other sessions')) })}
        >
          Sign out everywhere else
        </Button>
      </CardHeader>
      <CardContent>
        {sessions.isPending ? (
          <Spinner label="Loading sessions" />
        ) : sessions.isError ? (
          <p role="alert" className="text-sm text-rose-300">
            Could not load your sessions.
          </p>
        ) : (
          <ul className="divide-y divide-white/5">
            {sessions.data.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="flex items-center gap-3">
                  <Monitor className="h-5 w-5 text-slate-400" aria-hidden="true" />
                  <div>
                    <p className="text-sm font-medium text-white">
                      {s.device}
                      {s.current ? <span className="ml-2 rounded-full bg-emerald-500/10 px-2 py-0.5 text-xs text-emerald-300">This device</span> : null}
                    </p>
                    <p className="text-xs text-slate-400">
                      Signed in {when(s.created_at)} · last used {when(s.last_used_at)}
                    </p>
                  </div>
                </div>
                {!s.current ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Sign out ${s.device}, signed in ${when(s.created_at)}`}
                    isLoading={revoke.isPending && revoke.variables === s.id}
                    onClick={() => revoke.mutate(s.id, { onSuccess: () => toast.success('Session signed out'), onError: (err) => toast.error(errorMessage(err, 'Failed to sign out the session')) })}
                  >
                    <LogOut className="h-4 w-4" aria-hidden="true" /> Sign out
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function SecurityTab() {
  const user = useUser();
  const download = useDownloadMyData();
  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Password</CardTitle>
          <CardDescription>Change the password you sign in with.</CardDescription>
        </CardHeader>
        <CardContent>
          <ChangePasswordDialog />
        </CardContent>
      </Card>
      <SessionsCard />
      <Card>
        <CardHeader>
          <CardTitle>API keys</CardTitle>
          <CardDescription>Create and revoke personal API keys (shown once, stored only as a hash) on the API page.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="secondary" asChild>
            <Link to={paths.apiDocs.getHref()}>
              <KeyRound className="h-4 w-4" aria-hidden="true" /> Manage API keys
            </Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Your data</CardTitle>
          <CardDescription>A .zip with your profile, chats, documents, data-room files, invoices and credit history (JSON and CSV).</CardDescription>
        </CardHeader>
        <CardContent>
          <Button variant="secondary" isLoading={download.isPending} onClick={() => download.mutate(undefined, { onError: (err) => toast.error(errorMessage(err, 'Failed to download your data')) })}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download my data
          </Button>
        </CardContent>
      </Card>
      <Card className="border-rose-500/20">
        <CardHeader>
          <CardTitle>Delete account</CardTitle>
          <CardDescription>Permanently delete your account and everything in it.</CardDescription>
        </CardHeader>
        <CardContent>
          <DeleteAccountDialog email={user.email} />
        </CardContent>
      </Card>
    </div>
  );
}
