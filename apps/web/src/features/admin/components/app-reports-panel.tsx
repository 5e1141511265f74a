import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useTimeZone } from '@/lib/format-date';
import { usePublicConfig } from '@/lib/public-config';
import { APP_REPORTS_PAGE_SIZE, useAppReports, useSetAppTakedown } from '../api/app-reports';
import { formatDateTime } from './format';

const REASONS: Record<string, string> = { phishing: 'Phishing', malware: 'Malware', spam: 'Spam or scam', illegal: 'Illegal content', other: 'Other' };

/** Reports sent through the footer of deployed apps; the admin takes an app down (410) or restores it. */
export function AppReportsPanel() {
  useTimeZone();
  const appsOrigin = usePublicConfig().config?.apps_origin;
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const reports = useAppReports(page);
  const takedown = useSetAppTakedown();

  const change = (slug: string, down: boolean, reason: string) =>
    takedown.mutate(
      { slug, down, reason },
      {
        onSuccess: () => toast.success(down ? `/apps/${slug}/ was taken down` : `/apps/${slug}/ is served again`),
        onError: (err) => toast.error('Could not change the app', { description: errorMessage(err, '') || undefined }),
        onSettled: () => setConfirm(null),
      },
    );

  if (reports.isPending) return <Spinner label="Loading reports" />;
  if (reports.isError) return <LoadError onRetry={() => reports.refetch()}>Failed to load the reports</LoadError>;
  if (reports.data.items.length === 0) return <p className="text-sm text-slate-400">No reports of deployed apps.</p>;
  return (
    <section aria-labelledby="app-reports" className="space-y-3">
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={takedown.isPending} />
      <h3 id="app-reports" className="text-lg font-semibold text-white">
        Reported apps
      </h3>
      <ul className="space-y-3">
        {reports.data.items.map((r) => (
          <li key={r.id} className="rounded-xl border border-white/10 bg-slate-900/60 p-4">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <p className="font-medium text-white">
                {appsOrigin ? (
                  <a className="text-violet-300 hover:underline" href={`${appsOrigin}/apps/${r.slug}/`} target="_blank" rel="noopener noreferrer nofollow">
                    /apps/{r.slug}/
                  </a>
                ) : (
                  `/apps/${r.slug}/`
                )}{' '}
                <span className="text-sm font-normal text-slate-400">({r.project_name})</span>
              </p>
              <span className="rounded-full bg-white/5 px-2 py-0.5 text-xs text-slate-300">{REASONS[r.reason] ?? r.reason}</span>
            </div>
            <p className="mt-1 text-xs text-slate-400">
              Owner {r.owner_email} · reported {formatDateTime(r.created_at)}
              {r.taken_down_at ? ` · taken down ${formatDateTime(r.taken_down_at)}` : ''}
            </p>
            {r.details ? <p className="mt-2 text-sm whitespace-pre-line text-slate-300">{r.details}</p> : null}
            <div className="mt-3">
              {r.taken_down_at ? (
                <Button variant="ghost" onClick={() => change(r.slug, false, '')} isLoading={takedown.isPending && takedown.variables?.slug === r.slug}>
                  Restore app
                </Button>
              ) : (
                <Button
                  variant="danger"
                  onClick={() =>
                    setConfirm({
                      title: 'Take this app down?',
                      message: `/apps/${r.slug}/ will answer "no longer available" to every visitor until you restore it. A redeploy by its owner does not bring it back.`,
                      action: 'Take down',
                      onConfirm: () => change(r.slug, true, REASONS[r.reason] ?? r.reason),
                    })
                  }
                >
                  Take down
                </Button>
              )}
            </div>
          </li>
        ))}
      </ul>
      <Pager label="Reported apps" page={page} pageSize={APP_REPORTS_PAGE_SIZE} total={reports.data.total} onPage={setPage} />
    </section>
  );
}
