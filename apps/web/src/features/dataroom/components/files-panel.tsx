import type { ChecklistItem, DataRoomFile, ListFilesResponse } from '@uc/contract';
import { ChevronRight, Pencil, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useDeleteFiles } from '../api/delete-files';
import { downloadFile } from '../api/download-file';
import { useDeleteFolder } from '../api/delete-folder';
import { useUpdateFile } from '../api/update-file';
import { checklistLabel } from '../folder-paths';
import type { ListingState } from '../use-listing-state';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { FileDetailsDialog } from './file-details-dialog';
import { FileToolbar } from './file-toolbar';
import { FileGrid, FileTable } from './file-views';
import { FolderCards } from './folder-cards';
import { RenameFolderDialog } from './rename-folder-dialog';
import type { UploadIntent } from './upload-dialog';

type Props = { listing: ListingState; data: ListFilesResponse | undefined; isLoading: boolean; error: unknown; onUpload: (intent: UploadIntent) => void };

function emptyHint(l: ListingState) {
  if (l.query.q) return 'No files match your search. Try other words or clear the search.';
  if (l.folderId) return 'This folder is empty. Upload files to fill it.';
  if (l.type || l.status !== 'all') return 'No files match these filters. Try adjusting them.';
  return 'Upload your first documents to start building your data room.';
}

export function FilesPanel({ listing: l, data, isLoading, error, onUpload }: Props) {
  const [view, setView] = useState<'list' | 'grid'>('list');
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [detailsId, setDetailsId] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const del = useDeleteFiles();
  const [renaming, setRenaming] = useState<{ id: string; name: string } | null>(null);
  const deleteFolder = useDeleteFolder();

  const update = useUpdateFile();
  const checklist = data?.checklist ?? [];
  const files = data?.files ?? [];
  const missing = data?.missing ?? [];
  const crumbs = data?.breadcrumb ?? [];
  const current = crumbs.at(-1);
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;

  const toggle = (id: string) =>
    setSelected((s) => {
      const next = new Set(s);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const removeFiles = (ids: string[], label: string) =>
    setConfirm({
      title: 'Delete files',
      message: `Delete ${label}? All versions are removed. This cannot be undone.`,
      action: 'Delete',
      onConfirm: () =>
        del.mutate(ids, {
          onSuccess: ({ deleted }) => {
            toast.success(deleted === 1 ? 'File deleted' : `${deleted} files deleted`);
            setSelected(new Set());
            if (detailsId && ids.includes(detailsId)) setDetailsId(null);
            setConfirm(null);
          },
          onError: (err) => toast.error(errorMessage(err, 'Failed to delete')),
        }),
    });

  const download = (file: DataRoomFile, path?: string) =>
    downloadFile(path ?? `/api/v1/data-room/files/${file.id}/download`, file.name).catch((err: unknown) => toast.error(errorMessage(err, 'Download failed')));

  const removeFolder = (confirmed: boolean) => {
    if (!current) return;
    deleteFolder.mutate(
      { id: current.id, confirm: confirmed },
      {
        onSuccess: () => {
          toast.success(`Folder "${current.name}" deleted`);
          setConfirm(null);
          // The deleted folder's own listing is not refetched (see useDeleteFolder): no false "Folder not found".
          l.openFolder(crumbs.at(-2)?.id ?? null);
        },
        onError: (err) => {
          if (err instanceof ApiError && err.status === 409) {
            setConfirm({ title: 'Delete folder and its contents', message: `"${current.name}" still holds files or folders. Delete them together with the folder?`, action: 'Delete everything', onConfirm: () => removeFolder(true) });
          } else toast.error(errorMessage(err, 'Failed to delete the folder'));
        },
      },
    );
  };

  const link = (f: DataRoomFile, key: string) =>
    update.mutate(
      { id: f.id, body: { checklist_item: key } },
      { onSuccess: () => toast.success(`${f.name} now counts as ${checklistLabel(checklist, key)}`), onError: (err) => toast.error(errorMessage(err, 'Failed to update the file')) },
    );

  const actions = {
    onOpen: (f: DataRoomFile) => setDetailsId(f.id),
    onDownload: download,
    onDelete: (f: DataRoomFile) => removeFiles([f.id], `"${f.name}"`),
    onUploadMissing: (m: ChecklistItem) => onUpload({ title: `Upload ${m.label}`, folderId: m.folder_id, checklistItem: m.key }),
    onLink: link,
    checklist,
    selected,
    onToggle: toggle,
  };

  return (
    <div className="space-y-5">
      <FileToolbar search={l.search} onSearch={l.setSearch} type={l.type} onType={l.setType} status={l.status} onStatus={l.setStatus} sort={l.sort} order={l.order} onSort={l.setSort} onFlip={l.flipOrder} view={view} onView={setView} />

      <nav aria-label="Breadcrumb" className="flex flex-wrap items-center gap-1 text-sm">
        <button type="button" className="cursor-pointer text-violet-300 hover:underline" onClick={() => l.openFolder(null)}>
          {l.folderId ? 'Back to All' : 'All Files'}
        </button>
        {crumbs.map((c) => (
          <span key={c.id} className="flex items-center gap-1">
            <ChevronRight className="h-4 w-4 text-slate-400" aria-hidden="true" />
            <button type="button" className="cursor-pointer text-slate-200 hover:underline" onClick={() => l.openFolder(c.id)} aria-current={c.id === current?.id ? 'page' : undefined}>
              {c.name}
            </button>
          </span>
        ))}
        {current && (
          <span className="ml-auto flex gap-1">
            <Button variant="ghost" size="sm" onClick={() => setRenaming(current)}>
              <Pencil className="h-4 w-4" aria-hidden="true" /> Rename
            </Button>
            <Button variant="ghost" size="sm" onClick={() => removeFolder(false)}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Delete folder
            </Button>
          </span>
        )}
      </nav>

      <FolderCards folders={data?.folders ?? []} onOpen={(f) => l.openFolder(f.id)} />

      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="text-lg font-semibold text-white">{current ? `Files in ${current.name}` : 'All Files'}</h2>
        {files.length > 0 && (
          <div className="flex items-center gap-2 text-sm">
            <Button variant="ghost" size="sm" onClick={() => setSelected(new Set(files.map((f) => f.id)))}>
              Select all
            </Button>
            {selected.size > 0 && (
              <>
                <span className="text-slate-400">{selected.size} selected</span>
                <Button variant="danger" size="sm" onClick={() => removeFiles([...selected], `${selected.size} selected file${selected.size === 1 ? '' : 's'}`)}>
                  Delete
                </Button>
                <Button variant="ghost" size="sm" onClick={() => setSelected(new Set())}>
                  Clear
                </Button>
              </>
            )}
          </div>
        )}
      </div>

      {isLoading && !data ? (
        <div className="flex items-center gap-3 py-10 text-slate-400">
          <Spinner label="Loading data room" /> Loading data room...
        </div>
      ) : error && !data ? (
        <p role="alert" className="rounded-lg bg-rose-500/10 p-4 text-sm text-rose-300">
          {errorMessage(error, 'Failed to load the data room')}
        </p>
      ) : files.length === 0 && missing.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-white/10 p-10 text-center">
          <p className="font-medium text-white">No files found</p>
          <p className="text-sm text-slate-400">{emptyHint(l)}</p>
          <Button onClick={() => onUpload({ folderId: l.folderId ?? undefined })}>
            <Upload className="h-4 w-4" aria-hidden="true" /> Upload Files
          </Button>
        </div>
      ) : view === 'list' ? (
        <FileTable files={files} missing={missing} {...actions} />
      ) : (
        <FileGrid files={files} missing={missing} {...actions} />
      )}

      {pages > 1 && (
        <nav aria-label="Pagination" className="flex items-center justify-center gap-3 text-sm text-slate-300">
          <Button variant="outline" size="sm" disabled={l.page <= 1} onClick={() => l.setPage(l.page - 1)}>
            Previous
          </Button>
          <span>
            Page {l.page} of {pages} · {data?.total} files
          </span>
          <Button variant="outline" size="sm" disabled={l.page >= pages} onClick={() => l.setPage(l.page + 1)}>
            Next
          </Button>
        </nav>
      )}

      <FileDetailsDialog
        fileId={detailsId}
        onClose={() => setDetailsId(null)}
        onDownload={download}
        onDelete={(f) => removeFiles([f.id], `"${f.name}"`)}
        onUploadVersion={(f) => onUpload({ title: `Upload a new version of ${f.name}`, fileId: f.id })}
        folders={data?.all_folders ?? []}
        checklist={checklist}
      />
      <RenameFolderDialog folder={renaming} onClose={() => setRenaming(null)} />
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={del.isPending || deleteFolder.isPending} />
    </div>
  );
}
