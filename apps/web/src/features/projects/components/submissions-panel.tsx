import type { AppSubmission } from '@uc/contract';
import { Download, Inbox, Trash2, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { LoadError } from '@/components/ui/load-error';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, useTimeZone } from '@/lib/format-date';
import { exportSubmissions, SUBMISSIONS_PAGE_SIZE, useDeleteSubmission, useSubmissions } from '../api/submissions';
import { useAddSubmissionsTraction, useSubmissionsTraction } from '../api/submissions-traction';

type Props = { projectId: string; projectName: string; deployed: boolean; open: boolean; onClose: () => void };

/** Who sent it, for the delete button's name: an e-mail address if the form had one, else its first answer. */
const senderOf = (s: AppSubmission) => {
  const values = Object.values(s.fields);
  return (values.find((v) => /^[^\s@]+@[^\s@]+$/.test(v)) ?? values[0] ?? '').slice(0, 60);
};

/**
 * What visitors sent through the deployed app's forms (POST /apps/{slug}/submit): the founder
 * reads, deletes and exports them. Values are rendered as text, never as HTML.
 */
export function SubmissionsPanel({ projectId, projectName, deployed, open, onClose }: Props) {
  useTimeZone();
  const [page, setPage] = useState(1);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const [exporting, setExporting] = useState(false);
  const [asking, setAsking] = useState(false);
  const list = useSubmissions(projectId, page, open);
  const remove = useDeleteSubmission();

  const askDelete = (s: AppSubmission) =>
    setConfirm({
      title: 'Delete this submission?',
      message: `What ${senderOf(s) || 'this visitor'} sent is deleted for good. It is not in later CSV exports.`,
      action: 'Delete submission',
      onConfirm: () =>
        remove.mutate(
          { id: projectId, submissionId: s.id },
          {
            onSuccess: () => {
              toast.success('Submission deleted');
              // The last item of a later page: step back so the list is not empty.
              if (list.data?.items.length === 1 && page > 1) setPage(page - 1);
            },
            onError: (err) => toast.error(errorMessage(err, 'Could not delete the submission.')),
            onSettled: () => setConfirm(null),
          },
        ),
    });

  async function download() {
    setExporting(true);
    try {
      await exportSubmissions(projectId);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not export the submissions.'));
    } finally {
      setExporting(false);
    }
  }

  const total = list.data?.total ?? 0;
  return (
    <Dialog open={open} onOpenChange={(o) => !o && onClose()}>
      <DialogContent className="max-w-2xl p-4 sm:p-6">
        <DialogTitle className="pr-8 text-lg font-semibold text-white">Submissions to {projectName}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-300">
          What visitors sent through the forms of the deployed app (waitlist, contact, booking, survey). Only you can see them.
        </DialogDescription>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button size="sm" variant="secondary" onClick={() => void download()} isLoading={exporting} disabled={total === 0}>
            {!exporting && <Download className="h-4 w-4" aria-hidden="true" />} Export CSV
          </Button>
          {total > 0 && (
            <Button size="sm" variant="secondary" onClick={() => setAsking(true)} disabled={asking}>
              <TrendingUp className="h-4 w-4" aria-hidden="true" /> Add sign-ups to traction
            </Button>
          )}
          {total > 0 && <span className="text-xs text-slate-400">{total === 1 ? '1 submission' : `${total} submissions`}</span>}
        </div>
        {asking && <TractionConfirm projectId={projectId} onDone={() => setAsking(false)} />}
        <div className="mt-4">
          {list.isPending ? (
            <Spinner label="Loading the submissions" />
          ) : list.isError ? (
            <LoadError onRetry={() => void list.refetch()}>Could not load the submissions.</LoadError>
          ) : list.data.items.length === 0 ? (
            <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed border-white/15 p-6 text-center text-sm text-slate-300">
              <Inbox className="h-6 w-6 text-slate-500" aria-hidden="true" />
              <p className="font-medium text-white">No submissions yet</p>
              <p>
                {deployed
                  ? 'What visitors send through the forms of the deployed app appears here.'
                  : 'Deploy the app: what visitors send through the forms of the deployed app appears here. The preview sends nothing.'}
              </p>
            </div>
          ) : (
            <ul className="space-y-3">
              {list.data.items.map((s) => (
                <li key={s.id} className="rounded-xl border border-white/10 bg-slate-950/60 p-3">
                  <div className="flex items-start justify-between gap-2">
                    <p className="text-xs text-slate-400">{formatDateTime(s.created_at)}</p>
                    <Button size="icon" variant="ghost" aria-label={`Delete the submission from ${senderOf(s) || formatDateTime(s.created_at)}`} onClick={() => askDelete(s)}>
                      <Trash2 className="h-4 w-4" aria-hidden="true" />
                    </Button>
                  </div>
                  <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_minmax(0,1fr)]">
                    {Object.entries(s.fields).map(([name, value]) => (
                      <div key={name} className="contents">
                        <dt className="text-slate-400">{name}</dt>
                        <dd className="mb-1 break-words whitespace-pre-line text-slate-100 sm:mb-0">{value}</dd>
                      </div>
                    ))}
                  </dl>
                </li>
              ))}
            </ul>
          )}
          {list.data && <Pager label="Submissions" page={page} pageSize={SUBMISSIONS_PAGE_SIZE} total={list.data.total} onPage={setPage} />}
        </div>
        <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={remove.isPending} />
      </DialogContent>
    </Dialog>
  );
}

/**
 * The founder's confirmation before sign-ups become traction on the Startup screen: the count
 * (distinct e-mail addresses) and the words it will carry, as the server counted them.
 */
function TractionConfirm({ projectId, onDone }: { projectId: string; onDone: () => void }) {
  const preview = useSubmissionsTraction(projectId, true);
  const add = useAddSubmissionsTraction();
  const confirm = (value: number) =>
    add.mutate(
      { id: projectId, value },
      {
        onSuccess: (r) => {
          toast.success(`Added to your Startup screen: ${r.traction.quote}`);
          onDone();
        },
        onError: (err) => toast.error(errorMessage(err, 'Could not add the sign-ups.')),
      },
    );
  return (
    <section aria-label="Add sign-ups to traction" className="mt-3 rounded-xl border border-violet-500/30 bg-violet-950/30 p-3 text-sm text-slate-200">
      {preview.isPending ? (
        <Spinner label="Counting the sign-ups" />
      ) : preview.isError ? (
        <LoadError onRetry={() => void preview.refetch()}>Could not count the sign-ups.</LoadError>
      ) : preview.data.value === 0 ? (
        <>
          <p>No sign-ups yet: none of the submissions has an e-mail address.</p>
          <Button className="mt-2" size="sm" variant="ghost" onClick={onDone}>
            Close
          </Button>
        </>
      ) : (
        <>
          <p className="font-medium text-white">Add “{preview.data.quote}” to your Startup screen?</p>
          <p className="mt-1 text-slate-300">
            Counted as distinct e-mail addresses. It shows as traction you stated, never as paying customers or sales.
            {preview.data.current && ` It replaces “${preview.data.current.quote}” added ${formatDateTime(preview.data.current.as_of)}.`}
          </p>
          <div className="mt-2 flex gap-2">
            <Button size="sm" isLoading={add.isPending} onClick={() => confirm(preview.data.value)}>
              Add as traction
            </Button>
            <Button size="sm" variant="ghost" onClick={onDone}>
              Cancel
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
