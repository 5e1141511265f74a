import type { NotificationSettings } from '@uc/contract';
import { toast } from 'sonner';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useNotifications, useUpdateNotifications } from '../api/notifications';
import { LoadError } from '@/components/ui/load-error';

// Push notifications are not offered: nothing sends them yet (the stored setting is kept for the API).
const TOGGLES: { key: keyof NotificationSettings; label: string; description: string }[] = [
  { key: 'emailNotifications', label: 'Email notifications', description: 'A receipt for every payment, an e-mail when your documents are ready and when an investor first opens one of your share links.' },
  { key: 'marketingEmails', label: 'Marketing emails', description: 'Product news and offers. Off unless you turn it on.' },
  { key: 'inAppNotifications', label: 'In-app notices', description: 'A notice in the data room\'s Sharing tab when an investor first opens one of your links.' },
  { key: 'securityAlerts', label: 'Security alerts', description: 'An e-mail when your password changes, an API key is created or your account is deleted.' },
];

export function NotificationsTab() {
  const settings = useNotifications();
  const update = useUpdateNotifications();
  if (settings.isPending) return <Spinner label="Loading notification settings" />;
  if (settings.isError)
    return <LoadError onRetry={() => settings.refetch()}>Could not load your notification settings.</LoadError>;
  const current = update.isPending && update.variables ? update.variables : settings.data;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-white/5">
          {TOGGLES.map((t) => (
            <li key={t.key} className="flex items-center justify-between gap-4 py-4">
              <div>
                <p id={`notify-${t.key}`} className="text-sm font-medium text-white">
                  {t.label}
                </p>
                <p className="text-xs text-slate-400">{t.description}</p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={current[t.key]}
                aria-labelledby={`notify-${t.key}`}
                onClick={() =>
                  update.mutate({ ...settings.data, [t.key]: !current[t.key] }, { onSuccess: () => toast.success('Notification settings saved'), onError: (err) => toast.error(errorMessage(err, 'Failed to save settings')) })
                }
                className={cn(
                  'relative inline-flex h-6 w-11 shrink-0 cursor-pointer items-center rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-violet-400',
                  current[t.key] ? 'bg-violet-600' : 'bg-white/15',
                )}
              >
                <span className={cn('inline-block h-5 w-5 rounded-full bg-white shadow transition-transform', current[t.key] ? 'translate-x-5' : 'translate-x-0.5')} />
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
