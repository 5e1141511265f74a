import type { ChecklistItem, DataRoomFile } from '@uc/contract';
import { Download, Eye, Link2, Trash2, Upload } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { checklistLabel } from '../folder-paths';
import { formatDate, formatFileSize } from '../format-size';
import { FileIcon, StatusBadge } from './file-icon';
import { useTimeZone } from '@/lib/format-date';

export type FileActions = {
  onOpen: (file: DataRoomFile) => void;
  onDownload: (file: DataRoomFile) => void;
  onDelete: (file: DataRoomFile) => void;
  onUploadMissing: (item: ChecklistItem) => void;
  /** One click on a name-based suggestion links the file to that checklist item. */
  onLink: (file: DataRoomFile, key: string) => void;
  checklist: ChecklistItem[];
  selected: Set<string>;
  onToggle: (id: string) => void;
};

/** What the file counts for in the readiness checklist, or the item its name suggests. */
function ChecklistTag({ file, a }: { file: DataRoomFile; a: FileActions }) {
  const linked = checklistLabel(a.checklist, file.checklist_item);
  if (linked) return <span className="rounded-full bg-emerald-500/10 px-2 py-0.5 text-xs text-emerald-300 ring-1 ring-emerald-500/30">Counts as {linked}</span>;
  const suggested = checklistLabel(a.checklist, file.suggested_checklist_item);
  if (!suggested || !file.suggested_checklist_item) return null;
  const key = file.suggested_checklist_item;
  return (
    <button
      type="button"
      onClick={() => a.onLink(file, key)}
      aria-label={`Mark ${file.name} as ${suggested}`}
      className="inline-flex cursor-pointer items-center gap-1 rounded-full bg-violet-500/10 px-2 py-0.5 text-xs text-violet-200 ring-1 ring-violet-400/40 hover:bg-violet-500/20"
    >
      <Link2 className="h-3 w-3" aria-hidden="true" /> Mark as {suggested}?
    </button>
  );
}

type Props = FileActions & { files: DataRoomFile[]; missing: ChecklistItem[] };

function RowActions({ file, a }: { file: DataRoomFile; a: FileActions }) {
  return (
    <div className="flex justify-end gap-1">
      <Button variant="ghost" size="icon" aria-label={`View details of ${file.name}`} onClick={() => a.onOpen(file)}>
        <Eye className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Download ${file.name}`} onClick={() => a.onDownload(file)}>
        <Download className="h-4 w-4" aria-hidden="true" />
      </Button>
      <Button variant="ghost" size="icon" aria-label={`Delete ${file.name}`} onClick={() => a.onDelete(file)}>
        <Trash2 className="h-4 w-4 text-rose-300" aria-hidden="true" />
      </Button>
    </div>
  );
}

export function FileTable({ files, missing, ...a }: Props) {
  useTimeZone(); // re-render in the preferred zone once it is known
  return (
    <div className="relative overflow-x-auto rounded-xl border border-white/10">
      <table className="w-full text-left text-sm">
        <thead className="bg-white/5 text-xs tracking-wide text-slate-400 uppercase">
          <tr>
            <th className="w-10 p-3">
              <span className="sr-only">Select</span>
            </th>
            <th className="p-3">Name</th>
            <th className="p-3">Folder</th>
            <th className="p-3">Size</th>
            <th className="p-3">Last Modified</th>
            <th className="p-3">Status</th>
            <th className="p-3 text-right">Actions</th>
          </tr>
        </thead>
        <tbody className="divide-y divide-white/5">
          {files.map((f) => (
            <tr key={f.id} className="hover:bg-white/[0.03]">
              <td className="p-3">
                <input type="checkbox" className="h-4 w-4 accent-violet-500" aria-label={`Select ${f.name}`} checked={a.selected.has(f.id)} onChange={() => a.onToggle(f.id)} />
              </td>
              <td className="p-3">
                <button type="button" className="flex cursor-pointer items-center gap-2 text-left text-slate-100 hover:text-white" onClick={() => a.onOpen(f)}>
                  <FileIcon type={f.type} />
                  <span className="truncate">{f.name}</span>
                  <span className="text-xs text-slate-400">v{f.version}</span>
                </button>
                <div className="mt-1 pl-7">
                  <ChecklistTag file={f} a={a} />
                </div>
              </td>
              <td className="p-3 text-slate-400">{f.folder_name ?? '—'}</td>
              <td className="p-3 text-slate-300">{formatFileSize(f.size)}</td>
              <td className="p-3 text-slate-300">{formatDate(f.last_modified)}</td>
              <td className="p-3">
                <StatusBadge status={f.status} />
              </td>
              <td className="p-3">
                <RowActions file={f} a={a} />
              </td>
            </tr>
          ))}
          {missing.map((m) => (
            <tr key={m.key} className="bg-rose-500/[0.03]">
              <td className="p-3" />
              <td className="p-3 text-slate-300">
                <span className="flex items-center gap-2">
                  <FileIcon />
                  {m.label}
                </span>
              </td>
              <td className="p-3 text-slate-400">{m.folder_name}</td>
              <td className="p-3 text-slate-400">-</td>
              <td className="p-3 text-slate-400">-</td>
              <td className="p-3">
                <StatusBadge status="missing" />
              </td>
              <td className="p-3 text-right">
                <Button variant="secondary" size="sm" onClick={() => a.onUploadMissing(m)} aria-label={`Upload ${m.label}`}>
                  <Upload className="h-4 w-4" aria-hidden="true" /> Upload
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export function FileGrid({ files, missing, ...a }: Props) {
  useTimeZone(); // re-render in the preferred zone once it is known
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
      {files.map((f) => (
        <li key={f.id} className="flex flex-col gap-3 rounded-xl border border-white/10 bg-slate-900/60 p-4">
          <div className="flex items-start justify-between gap-2">
            <FileIcon type={f.type} className="h-8 w-8 text-violet-300" />
            <input type="checkbox" className="h-4 w-4 accent-violet-500" aria-label={`Select ${f.name}`} checked={a.selected.has(f.id)} onChange={() => a.onToggle(f.id)} />
          </div>
          <button type="button" className="cursor-pointer truncate text-left font-medium text-slate-100 hover:text-white" onClick={() => a.onOpen(f)}>
            {f.name}
          </button>
          <p className="text-xs text-slate-400">
            {formatFileSize(f.size)} · v{f.version} · {formatDate(f.last_modified)}
          </p>
          <ChecklistTag file={f} a={a} />
          <div className="mt-auto flex items-center justify-between">
            <StatusBadge status={f.status} />
            <RowActions file={f} a={a} />
          </div>
        </li>
      ))}
      {missing.map((m) => (
        <li key={m.key} className="flex flex-col gap-3 rounded-xl border border-dashed border-rose-400/30 p-4">
          <FileIcon className="h-8 w-8 text-slate-400" />
          <p className="font-medium text-slate-300">{m.label}</p>
          <p className="text-xs text-slate-400">{m.folder_name}</p>
          <div className="mt-auto flex items-center justify-between">
            <StatusBadge status="missing" />
            <Button variant="secondary" size="sm" onClick={() => a.onUploadMissing(m)} aria-label={`Upload ${m.label}`}>
              Upload
            </Button>
          </div>
        </li>
      ))}
    </ul>
  );
}
