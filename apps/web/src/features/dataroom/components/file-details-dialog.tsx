import { SHARE_AUDIENCES, type ChecklistItem, type DataRoomFile } from '@uc/contract';
import { Download, Link2, Lock, Pencil, Trash2, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useFile } from '../api/get-file';
import { useVersions } from '../api/get-versions';
import { useUpdateFile } from '../api/update-file';
import { checklistLabel, folderOptions, type FolderRef } from '../folder-paths';
import { formatDate, formatFileSize } from '../format-size';
import { ChecklistSelect } from './checklist-select';
import { ShareDialog } from './share-dialog';
import { StatusBadge } from './file-icon';
import { useTimeZone } from '@/lib/format-date';

type Props = {
  fileId: string | null;
  onClose: () => void;
  onDownload: (file: DataRoomFile, path?: string) => void;
  onDelete: (file: DataRoomFile) => void;
  onUploadVersion: (file: DataRoomFile) => void;
  folders: FolderRef[];
  checklist: ChecklistItem[];
};

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid grid-cols-3 gap-2 py-1.5 text-sm">
      <dt className="text-slate-400">{label}</dt>
      <dd className="col-span-2 text-slate-100">{children}</dd>
    </div>
  );
}

export function FileDetailsDialog({ fileId, onClose, onDownload, onDelete, onUploadVersion, folders, checklist }: Props) {
  useTimeZone(); // re-render in the preferred zone once it is known
  const file = useFile(fileId);
  const versions = useVersions(fileId);
  const update = useUpdateFile();
  const [tagDraft, setTagDraft] = useState('');
  const [sharing, setSharing] = useState(false);
  const [descDraft, setDescDraft] = useState<string | null>(null);
  const [nameDraft, setNameDraft] = useState<string | null>(null);
  const moveId = useId();
  const itemId = useId();
  const f = file.data;

  const save = (body: Parameters<typeof update.mutate>[0]['body'], done?: string) =>
    update.mutate({ id: f!.id, body }, { onSuccess: () => done && toast.success(done), onError: (err) => toast.error(errorMessage(err, 'Failed to update the file')) });

  return (
    <Dialog open={Boolean(fileId)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-w-xl">
        <DialogTitle className="pr-8 text-lg font-semibold break-all text-white">{f?.name ?? 'File details'}</DialogTitle>
        {f && nameDraft === null && (
          <Button variant="link" onClick={() => setNameDraft(f.name)}>
            <Pencil className="h-3.5 w-3.5" aria-hidden="true" /> Rename
          </Button>
        )}
        {f && nameDraft !== null && (
          <form
            className="mt-2 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (nameDraft.trim() && nameDraft.trim() !== f.name) save({ name: nameDraft.trim() }, 'File renamed');
              setNameDraft(null);
            }}
          >
            <Input aria-label="File name" value={nameDraft} onChange={(e) => setNameDraft(e.target.value)} maxLength={200} autoFocus />
            <Button type="submit" size="sm">
              Save
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setNameDraft(null)}>
              Cancel
            </Button>
          </form>
        )}
        <DialogDescription className="sr-only">Details, sharing and versions of the file</DialogDescription>
        {file.isPending && <Spinner label="Loading file details" />}
        {file.isError && <p role="alert" className="text-sm text-rose-400">{errorMessage(file.error, 'Could not load the file')}</p>}
        {f && (
          <div className="mt-4 space-y-5">
            <dl className="divide-y divide-white/5">
              <Row label="Description">
                {descDraft === null ? (
                  <span className="flex items-start justify-between gap-2">
                    <span>{f.description || <span className="text-slate-400">No description</span>}</span>
                    <Button variant="link" onClick={() => setDescDraft(f.description)}>
                      Edit
                    </Button>
                  </span>
                ) : (
                  <form
                    className="space-y-2"
                    onSubmit={(e) => {
                      e.preventDefault();
                      save({ description: descDraft.trim() });
                      setDescDraft(null);
                    }}
                  >
                    <textarea aria-label="Description" value={descDraft} onChange={(e) => setDescDraft(e.target.value)} maxLength={2000} className="min-h-16 w-full rounded-md border border-white/10 bg-slate-900 p-2 text-sm text-slate-100" />
                    <span className="flex gap-2">
                      <Button type="submit" size="sm">
                        Save
                      </Button>
                      <Button variant="ghost" size="sm" onClick={() => setDescDraft(null)}>
                        Cancel
                      </Button>
                    </span>
                  </form>
                )}
              </Row>
              <Row label="Folder">
                <label htmlFor={moveId} className="sr-only">
                  Move to folder
                </label>
                <NativeSelect id={moveId} value={f.folder_id ?? ''} onChange={(e) => save({ folder_id: e.target.value || null }, 'File moved')} disabled={update.isPending}>
                  <option value="">No folder</option>
                  {folderOptions(folders).map((o) => (
                    <option key={o.id} value={o.id}>
                      {o.label}
                    </option>
                  ))}
                </NativeSelect>
              </Row>
              {checklist.length > 0 && (
                <Row label="Counts as">
                  <label htmlFor={itemId} className="sr-only">
                    Mark as checklist item
                  </label>
                  <ChecklistSelect id={itemId} items={checklist} value={f.checklist_item ?? ''} onChange={(key) => save({ checklist_item: key || null }, key ? `Marked as ${checklistLabel(checklist, key)}` : 'No longer counts for the checklist')} disabled={update.isPending} />
                </Row>
              )}
              <Row label="Size">{formatFileSize(f.size)}</Row>
              <Row label="Created by">{f.created_by}</Row>
              <Row label="Status">
                <span className="flex flex-wrap items-center gap-3">
                  <StatusBadge status={f.status} />
                  <Button variant="link" onClick={() => save({ marked_outdated: !f.marked_outdated }, f.marked_outdated ? 'Marked as current' : 'Marked as outdated')}>
                    {f.marked_outdated ? 'Mark as current' : 'Mark as outdated'}
                  </Button>
                </span>
              </Row>
              <Row label="Last modified">{formatDate(f.last_modified)}</Row>
              <Row label="File type">{f.type.toUpperCase()}</Row>
              <Row label="Version">v{f.version}</Row>
              <Row label="Views">{f.view_count}</Row>
              <Row label="Downloads">{f.download_count}</Row>
            </dl>
            {/* The server stored the file but refused to read its text (too large, a zip bomb, a parser that timed out). */}
            {f.searchable === false && <p className="text-xs text-amber-300">Not searchable: text could not be extracted</p>}

            <fieldset>
              <legend className="mb-2 text-sm font-medium text-slate-300">Shared With</legend>
              {f.shared_with.length === 0 && <p className="mb-2 text-xs text-slate-400">Not shared</p>}
              <p className="mb-2 text-xs text-slate-500">Labels only: they give nobody access. Share creates a link.</p>
              <div className="flex flex-wrap gap-2">
                {SHARE_AUDIENCES.map((aud) => {
                  const on = f.shared_with.includes(aud);
                  return (
                    <button
                      key={aud}
                      type="button"
                      aria-pressed={on}
                      onClick={() => save({ shared_with: on ? f.shared_with.filter((s) => s !== aud) : [...f.shared_with, aud] })}
                      className={`cursor-pointer rounded-full px-3 py-1 text-xs ring-1 ${on ? 'bg-violet-600 text-white ring-violet-500' : 'text-slate-300 ring-white/15 hover:bg-white/5'}`}
                    >
                      {aud}
                    </button>
                  );
                })}
              </div>
            </fieldset>

            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm text-slate-300">Tags:</span>
              {f.tags.map((t) => (
                <button key={t} type="button" className="cursor-pointer rounded-full bg-white/10 px-2 py-0.5 text-xs text-slate-200" aria-label={`Remove tag ${t}`} onClick={() => save({ tags: f.tags.filter((x) => x !== t) })}>
                  {t} ×
                </button>
              ))}
              <form
                onSubmit={(e) => {
                  e.preventDefault();
                  if (tagDraft.trim()) save({ tags: [...f.tags, tagDraft.trim()] });
                  setTagDraft('');
                }}
              >
                <input value={tagDraft} onChange={(e) => setTagDraft(e.target.value)} aria-label="Add a tag" placeholder="Add tag" className="h-7 w-24 rounded-md border border-white/10 bg-slate-900 px-2 text-xs text-slate-100" />
              </form>
            </div>

            <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-300">
              <input type="checkbox" className="h-4 w-4 accent-violet-500" checked={f.is_confidential} onChange={(e) => save({ is_confidential: e.target.checked })} />
              <Lock className="h-4 w-4" aria-hidden="true" /> Confidential
            </label>

            {versions.data && versions.data.versions.length > 1 && (
              <div>
                <h3 className="mb-2 text-sm font-medium text-slate-300">Versions</h3>
                <ul className="space-y-1 text-xs">
                  {versions.data.versions.map((v) => (
                    <li key={v.version} className="flex items-center justify-between gap-2 rounded-md bg-white/5 px-2 py-1.5">
                      <span className="text-slate-200">
                        v{v.version} · {v.name} · {formatFileSize(v.size)} · {formatDate(v.created_at)}
                      </span>
                      <Button variant="link" onClick={() => onDownload(f, v.download_url)}>
                        Download
                      </Button>
                    </li>
                  ))}
                </ul>
              </div>
            )}

            <div className="flex flex-wrap gap-2 border-t border-white/10 pt-4">
              <Button size="sm" onClick={() => onDownload(f)}>
                <Download className="h-4 w-4" aria-hidden="true" /> Download
              </Button>
              <Button size="sm" variant="secondary" onClick={() => setSharing(true)}>
                <Link2 className="h-4 w-4" aria-hidden="true" /> Share
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onUploadVersion(f)}>
                <Upload className="h-4 w-4" aria-hidden="true" /> Upload new version
              </Button>
              <Button size="sm" variant="danger" onClick={() => onDelete(f)}>
                <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete
              </Button>
            </div>
          </div>
        )}
      </DialogContent>
      {sharing && file.data && <ShareDialog target={{ fileIds: [file.data.id], label: file.data.name }} onClose={() => setSharing(false)} />}
    </Dialog>
  );
}
