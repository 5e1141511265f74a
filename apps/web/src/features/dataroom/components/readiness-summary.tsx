import type { Readiness } from '@uc/contract';
import { Card } from '@/components/ui/card';

function Tile({ label, value, tone = 'text-white' }: { label: string; value: string; tone?: string }) {
  return (
    <div className="rounded-xl bg-white/5 p-4">
      <p className="text-xs tracking-wide text-slate-400 uppercase">{label}</p>
      <p className={`mt-1 text-2xl font-semibold ${tone}`}>{value}</p>
    </div>
  );
}

/** Investor readiness: checklist items done / items, computed by the server (files not linked to an item do not count). */
export function ReadinessSummary({ readiness, folders, files }: { readiness: Readiness; folders: number; files: number }) {
  return (
    <Card className="space-y-5 p-6">
      <div className="grid grid-cols-2 gap-3 md:grid-cols-4">
        <Tile label="Folders" value={String(folders)} />
        <Tile label="Files" value={String(files)} />
        <Tile label="Completion" value={`${readiness.completion_percent}%`} tone="text-emerald-300" />
        <Tile label="Attention Needed" value={String(readiness.attention_needed)} tone={readiness.attention_needed ? 'text-amber-300' : 'text-white'} />
      </div>
      <div>
        <div className="mb-2 flex flex-wrap items-center justify-between gap-2 text-sm">
          <span className="text-slate-300">
            {readiness.present} of {readiness.total} checklist documents in place
          </span>
          <span className="flex gap-4 text-xs">
            <span className="text-emerald-300">Present: {readiness.present}</span>
            <span className="text-rose-300">Missing: {readiness.missing}</span>
            <span className="text-amber-300">Outdated: {readiness.outdated}</span>
          </span>
        </div>
        <div
          role="progressbar"
          aria-label="Data room completion"
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={readiness.completion_percent}
          className="h-2.5 overflow-hidden rounded-full bg-white/10"
        >
          <div className="h-full rounded-full bg-gradient-to-r from-emerald-500 to-teal-400 transition-all" style={{ width: `${readiness.completion_percent}%` }} />
        </div>
      </div>
    </Card>
  );
}
