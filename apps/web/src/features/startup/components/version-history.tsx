import type { StartupModel } from '@uc/startup-model';
import { ARCHETYPES } from '@uc/startup-model';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime, useTimeZone } from '@/lib/format-date';
import { getStartupModelVersion, PAGE_SIZE, useStartupModelVersions } from '../api/get-startup-model-versions';

const SOURCES = { edit: 'Edited here', rebuild: 'Rebuilt from the profile', archetype: 'Business model chosen', generator: 'From the document generator' } as const;

/** Saved versions, newest first; one can be opened as the draft (saving it makes a new version). */
export function VersionHistory({ current, onOpen }: { current: number; onOpen: (model: StartupModel, version: number) => void }) {
  const [open, setOpen] = useState(false);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState<number | null>(null);
  const versions = useStartupModelVersions(page, open);
  const zone = useTimeZone();
  const load = async (version: number) => {
    setLoading(version);
    try {
      onOpen((await getStartupModelVersion(version)).model, version);
    } catch (err) {
      toast.error(errorMessage(err, 'Could not open that version'));
    } finally {
      setLoading(null);
    }
  };
  return (
    <details className="group" onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-medium text-slate-200 focus-visible:outline-2 focus-visible:outline-violet-400">Version history</summary>
      <div className="mt-3">
        {!open ? null : versions.isPending ? (
          <Spinner label="Loading versions" />
        ) : versions.isError ? (
          <p className="text-sm text-rose-300">Could not load the versions.</p>
        ) : versions.data.items.length === 0 ? (
          <p className="text-sm text-slate-400">Nothing saved yet.</p>
        ) : (
          <>
            <ul className="divide-y divide-white/5 rounded-xl border border-white/10" aria-label="Saved versions">
              {versions.data.items.map((v) => (
                <li key={v.version} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                  <span className="min-w-0">
                    <span className="text-white">Version {v.version}</span>
                    {v.version === current && <span className="text-slate-400"> (current)</span>}
                    <span className="block text-xs text-slate-400">
                      {SOURCES[v.source]} · {formatDateTime(v.created_at, zone)} · {ARCHETYPES[v.archetype].label}, {v.currency}
                    </span>
                  </span>
                  {v.version !== current && (
                    <Button size="sm" variant="secondary" isLoading={loading === v.version} onClick={() => void load(v.version)} aria-label={`Open version ${v.version}`}>
                      Open
                    </Button>
                  )}
                </li>
              ))}
            </ul>
            <Pager page={page} pageSize={PAGE_SIZE} total={versions.data.total} onPage={setPage} label="Versions" />
          </>
        )}
      </div>
    </details>
  );
}
