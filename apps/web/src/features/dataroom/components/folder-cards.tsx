import type { DataRoomFolder } from '@uc/contract';
import { BarChart3, Briefcase, Code2, Folder, Scale, TrendingUp, Users, type LucideIcon } from 'lucide-react';
import { formatDate } from '../format-size';
import { useTimeZone } from '@/lib/format-date';

const ICONS: Record<string, LucideIcon> = { briefcase: Briefcase, 'trending-up': TrendingUp, scale: Scale, code: Code2, 'bar-chart': BarChart3, users: Users };
const COLORS: Record<string, string> = {
  blue: 'bg-sky-500/15 text-sky-300',
  green: 'bg-emerald-500/15 text-emerald-300',
  purple: 'bg-violet-500/15 text-violet-300',
  orange: 'bg-orange-500/15 text-orange-300',
  pink: 'bg-pink-500/15 text-pink-300',
  cyan: 'bg-cyan-500/15 text-cyan-300',
};

export function FolderCards({ folders, onOpen }: { folders: DataRoomFolder[]; onOpen: (folder: DataRoomFolder) => void }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  if (folders.length === 0) return null;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Folders">
      {folders.map((f) => {
        const Icon = ICONS[f.icon] ?? Folder;
        return (
          <li key={f.id}>
            <button type="button" onClick={() => onOpen(f)} className="flex w-full cursor-pointer items-start gap-4 rounded-xl border border-white/10 bg-slate-900/60 p-4 text-left transition-colors hover:border-violet-400/40 focus-visible:outline-2 focus-visible:outline-violet-400">
              <span className={`flex h-11 w-11 shrink-0 items-center justify-center rounded-xl ${COLORS[f.color] ?? COLORS.blue}`}>
                <Icon className="h-5 w-5" aria-hidden="true" />
              </span>
              <span className="min-w-0">
                <span className="block truncate font-medium text-white">{f.name}</span>
                <span className="line-clamp-2 text-xs text-slate-400">{f.description}</span>
                <span className="mt-1 block text-xs text-slate-400">
                  {f.file_count} {f.file_count === 1 ? 'file' : 'files'} · {formatDate(f.last_modified)}
                </span>
              </span>
            </button>
          </li>
        );
      })}
    </ul>
  );
}
