import type { DataRoomStats } from '@uc/contract';
import { FileText, Folder, HardDrive, Lock, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { formatFileSize } from '../format-size';

function Stat({ icon: Icon, label, value, hint }: { icon: LucideIcon; label: string; value: string; hint?: string }) {
  return (
    <Card className="flex items-center gap-4 p-5">
      <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-violet-500/15 text-violet-300">
        <Icon className="h-5 w-5" aria-hidden="true" />
      </span>
      <div className="min-w-0">
        <p className="text-sm text-slate-400">{label}</p>
        <p className="text-2xl font-semibold text-white">{value}</p>
        {hint && <p className="truncate text-xs text-slate-400">{hint}</p>}
      </div>
    </Card>
  );
}

export function StatCards({ stats }: { stats: DataRoomStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat icon={FileText} label="Total Files" value={String(stats.total_files)} />
      <Stat icon={Folder} label="Folders" value={String(stats.folders)} />
      <Stat icon={HardDrive} label="Storage Used" value={formatFileSize(stats.storage_used_bytes)} hint={`of ${formatFileSize(stats.storage_quota_bytes)}`} />
      <Stat icon={Lock} label="Confidential" value={String(stats.confidential)} />
    </div>
  );
}
