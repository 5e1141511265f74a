import type { Share } from '@uc/contract';
import { BarChart3, Link2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { useMarkOpenSeen, useRevokeShare, useShareAnalytics, useShares } from '../api/shares';
import { ShareDialog, type ShareTarget } from './share-dialog';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Who opened a link, page by page: time on each page, where they stopped, downloads, NDAs. */
function AnalyticsPanel({ share }: { share: Share }) {
  const q = useShareAnalytics(share.id);
  if (q.isPending) return <Spinner label="Loading analytics" />;
  if (q.error) return <LoadError onRetry={() => void q.refetch()}>Could not load the analytics.</LoadError>;
  const a = q.data;
  const names = new Map(a.files.map((f) => [f.file_id, f]));
  if (a.visits.length === 0) return <p className="text-sm text-slate-400">Not opened yet.</p>;
  return (
    <div className="space-y-3" data-testid="share-analytics">
      <p className="text-sm text-slate-300">
        {a.visit_count} visit{a.visit_count === 1 ? '' : 's'} · {a.viewer_count} viewer{a.viewer_count === 1 ? '' : 's'} · {a.downloads} download{a.downloads === 1 ? '' : 's'} · {a.nda_acceptances.length} NDA acceptance{a.nda_acceptances.length === 1 ? '' : 's'}
      </p>
      {a.visits.map((v) => {
        const lastFile = v.last_page ? names.get(v.last_page.file_id) : undefined;
        return (
          <div key={v.id} className="rounded-md bg-white/5 p-3 text-sm">
            <p className="text-slate-100">
              {v.viewer.email ?? 'Anonymous viewer'}
              {v.viewer.email && !v.viewer.email_verified && ' (not verified)'} · {formatDateTime(v.started_at)}
            </p>
            <p className="text-slate-400">
              {v.pages.length} page{v.pages.length === 1 ? '' : 's'} viewed · {seconds(v.total_ms)} in all
              {v.last_page && ` · stopped at page ${v.last_page.page}${lastFile ? ` of ${lastFile.page_count} (${lastFile.name})` : ''}`}
              {v.downloads > 0 && ` · ${v.downloads} download${v.downloads === 1 ? '' : 's'}`}
            </p>
            {v.pages.length > 0 && (
              <ol className="mt-2 flex flex-wrap gap-1.5" aria-label="Time on each page">
                {v.pages.map((p) => (
                  <li key={`${p.file_id}-${p.page}`} className="rounded bg-violet-600/30 px-2 py-0.5 text-xs text-violet-100" data-testid="page-time">
                    p.{p.page}: {seconds(p.ms)}
                  </li>
                ))}
              </ol>
            )}
          </div>
        );
      })}
    </div>
  );
}

/** The founder's share links: create, copy, revoke, and read the analytics of each. */
export function SharingPanel() {
  const shares = useShares();
  const revoke = useRevokeShare();
  const seen = useMarkOpenSeen();
  const [target, setTarget] = useState<ShareTarget | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-400">Links to your files with page-by-page analytics. To share one file or folder, open it and choose Share.</p>
        <Button onClick={() => setTarget({ wholeRoom: true, label: 'the whole data room' })}>
          <Link2 className="h-4 w-4" aria-hidden="true" /> Share the whole room
        </Button>
      </div>
      {shares.isPending && <Spinner label="Loading links" />}
      {shares.error && <LoadError onRetry={() => void shares.refetch()}>Could not load your links.</LoadError>}
      {shares.data && shares.data.items.length === 0 && <p className="text-sm text-slate-400">No links yet.</p>}
      <ul className="space-y-3">
        {shares.data?.items.map((s) => (
          <li key={s.id} className="space-y-2 rounded-xl border border-white/10 p-4">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <div className="min-w-0">
                <p className="font-medium text-white">{s.label || 'Untitled link'}</p>
                <p className="text-xs text-slate-400">
                  {s.status} · {s.scope === 'room' ? 'whole room' : s.scope === 'folder' ? 'a folder' : `${s.file_ids.length} file${s.file_ids.length === 1 ? '' : 's'}`} · {s.visit_count} visit{s.visit_count === 1 ? '' : 's'}
                  {s.expires_at && ` · expires ${formatDate(s.expires_at)}`}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                {s.status === 'active' && <CopyButton text={s.url} label="Copy link" />}
                <Button size="sm" variant="outline" aria-expanded={openId === s.id} onClick={() => setOpenId(openId === s.id ? null : s.id)}>
                  <BarChart3 className="h-4 w-4" aria-hidden="true" /> Analytics
                </Button>
                {s.status === 'active' && (
                  <Button
                    size="sm"
                    variant="danger"
                    onClick={() => revoke.mutate(s.id, { onSuccess: () => toast.success('Link revoked'), onError: (err) => toast.error(errorMessage(err, 'Failed to revoke the link')) })}
                  >
                    Revoke
                  </Button>
                )}
              </div>
            </div>
            {s.new_open && (
              <div role="status" className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-emerald-500/10 px-3 py-2 text-sm text-emerald-200">
                <span>
                  New: opened {s.new_open.viewer_email ? `by ${s.new_open.viewer_email} ` : ''}at {formatDateTime(s.new_open.at)}
                </span>
                <Button size="sm" variant="outline" disabled={seen.isPending} onClick={() => seen.mutate(s.id)}>
                  Dismiss
                </Button>
              </div>
            )}
            {openId === s.id && <AnalyticsPanel share={s} />}
          </li>
        ))}
      </ul>
      {target && <ShareDialog target={target} onClose={() => setTarget(null)} />}
    </div>
  );
}
