import { DATAROOM_MAX_FILE_BYTES, DATAROOM_UPLOAD_HINT, type ChecklistItem } from '@uc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, UploadCloud, XCircle } from 'lucide-react';
import { useId, useRef, useState, type DragEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { dataRoomKeys } from '../api/query-keys';
import { uploadFile, type UploadTarget } from '../api/upload-file';
import { folderOptions, type FolderRef } from '../folder-paths';
import { formatFileSize } from '../format-size';
import { ChecklistSelect } from './checklist-select';

type Item = { key: string; name: string; size: number; progress: number; state: 'uploading' | 'done' | 'error'; error?: string };

/** What the dialog uploads into: a folder, a missing checklist item, or an existing file (new version). */
export type UploadIntent = { title?: string; folderId?: string; checklistItem?: string; fileId?: string };

type Props = { open: boolean; onOpenChange: (open: boolean) => void; intent: UploadIntent; folders: FolderRef[]; checklist: ChecklistItem[] };

export function UploadDialog({ open, onOpenChange, intent, folders, checklist }: Props) {
  const qc = useQueryClient();
  const inputRef = useRef<HTMLInputElement>(null);
  const folderSelectId = useId();
  const itemSelectId = useId();
  const [items, setItems] = useState<Item[]>([]);
  const [dragging, setDragging] = useState(false);
  // The destination is the real folder (the one open, or the missing item's own), and any folder can be picked.
  const [folderId, setFolderId] = useState(intent.folderId ?? '');
  const [checklistItem, setChecklistItem] = useState(intent.checklistItem ?? '');
  const newVersion = Boolean(intent.fileId);
  const single = newVersion || Boolean(checklistItem);
  const options = folderOptions(folders);

  const pickItem = (key: string) => {
    setChecklistItem(key);
    // A checklist document goes to its own folder unless the user already chose one.
    const home = checklist.find((i) => i.key === key)?.folder_id;
    if (home && !folderId) setFolderId(home);
  };

  const patch = (key: string, change: Partial<Item>) => setItems((all) => all.map((i) => (i.key === key ? { ...i, ...change } : i)));

  const start = (files: File[]) => {
    const chosen = single ? files.slice(0, 1) : files;
    const target: UploadTarget = newVersion ? { fileId: intent.fileId } : { checklistItem: checklistItem || undefined, folderId: folderId || undefined };
    for (const file of chosen) {
      const key = `${file.name}-${file.size}-${Math.random()}`;
      // Checked here too so a too-large file is refused at once instead of after sending 50 MB.
      if (file.size > DATAROOM_MAX_FILE_BYTES) {
        setItems((all) => [...all, { key, name: file.name, size: file.size, progress: 0, state: 'error', error: 'File too large. The maximum size is 50 MB.' }]);
        continue;
      }
      setItems((all) => [...all, { key, name: file.name, size: file.size, progress: 0, state: 'uploading' }]);
      uploadFile(file, target, (progress) => patch(key, { progress }))
        .then((saved) => {
          patch(key, { progress: 100, state: 'done' });
          // An open details view shows the new version; re-fetching it would count another view.
          if (qc.getQueryData(dataRoomKeys.file(saved.id))) qc.setQueryData(dataRoomKeys.file(saved.id), saved);
          void qc.invalidateQueries({ queryKey: dataRoomKeys.versions(saved.id) });
          return qc.invalidateQueries({ queryKey: dataRoomKeys.lists() });
        })
        .catch((err: unknown) => patch(key, { state: 'error', error: errorMessage(err, 'Upload failed') }));
    }
  };

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    start(Array.from(e.dataTransfer.files));
  };

  const close = (next: boolean) => {
    if (!next) setItems((all) => all.filter((i) => i.state === 'uploading'));
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-semibold text-white">{intent.title ?? 'Upload Files'}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">{DATAROOM_UPLOAD_HINT}. TXT, MD and CSV are accepted too.</DialogDescription>

        {!newVersion && (
          <div className="mt-4 grid gap-3 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={folderSelectId}>Destination folder</Label>
              <NativeSelect id={folderSelectId} value={folderId} onChange={(e) => setFolderId(e.target.value)}>
                <option value="">No folder</option>
                {options.map((f) => (
                  <option key={f.id} value={f.id}>
                    {f.label}
                  </option>
                ))}
              </NativeSelect>
            </div>
            {checklist.length > 0 && (
              <div className="space-y-1.5">
                <Label htmlFor={itemSelectId}>Counts as</Label>
                <ChecklistSelect id={itemSelectId} items={checklist} value={checklistItem} onChange={pickItem} />
              </div>
            )}
          </div>
        )}

        <div
          onDragOver={(e) => {
            e.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          data-testid="drop-zone"
          className={`mt-4 flex flex-col items-center gap-3 rounded-xl border-2 border-dashed p-8 text-center transition-colors ${dragging ? 'border-violet-400 bg-violet-500/10' : 'border-white/15'}`}
        >
          <UploadCloud className="h-10 w-10 text-violet-300" aria-hidden="true" />
          <p className="text-sm text-slate-300">Drag and drop files here, or</p>
          <Button variant="secondary" size="sm" onClick={() => inputRef.current?.click()}>
            Select Files
          </Button>
          <input
            ref={inputRef}
            type="file"
            multiple={!single}
            className="sr-only"
            aria-label="Choose files to upload"
            accept=".pdf,.docx,.xlsx,.pptx,.jpg,.jpeg,.png,.txt,.md,.csv"
            onChange={(e) => {
              start(Array.from(e.target.files ?? []));
              e.target.value = '';
            }}
          />
        </div>

        {items.length > 0 && (
          <ul className="mt-4 space-y-3" aria-label="Uploads">
            {items.map((item) => (
              <li key={item.key} className="rounded-lg bg-white/5 p-3">
                <div className="flex items-center justify-between gap-2 text-sm">
                  <span className="truncate text-slate-100">{item.name}</span>
                  <span className="shrink-0 text-xs text-slate-400">
                    {item.state === 'done' ? <CheckCircle2 className="h-4 w-4 text-emerald-400" aria-label="Uploaded" /> : item.state === 'error' ? <XCircle className="h-4 w-4 text-rose-400" aria-label="Failed" /> : `${item.progress}%`}
                  </span>
                </div>
                <div
                  role="progressbar"
                  aria-label={`Uploading ${item.name}`}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={item.progress}
                  className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10"
                >
                  <div className={`h-full rounded-full ${item.state === 'error' ? 'bg-rose-500' : 'bg-violet-500'}`} style={{ width: `${item.progress}%` }} />
                </div>
                <p className="mt-1 text-xs text-slate-400">{formatFileSize(item.size)}</p>
                {item.error && (
                  <p role="alert" className="mt-1 text-xs text-rose-400">
                    {item.error}
                  </p>
                )}
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}
