import { isBrowserTemplate, PROJECT_TEMPLATE_LABELS, type BuildErrorBody, type ProjectTemplate } from '@uc/contract';
import { AlertTriangle, Monitor, RefreshCw, Smartphone, Tablet } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

const DEVICES = [
  { id: 'desktop', label: 'Desktop', width: '100%', icon: Monitor },
  { id: 'tablet', label: 'Tablet', width: '768px', icon: Tablet },
  { id: 'mobile', label: 'Mobile', width: '375px', icon: Smartphone },
] as const;

type Props = {
  template: ProjectTemplate;
  url: string | null;
  building: boolean;
  failure: BuildErrorBody | null;
  error: string | null;
  onRebuild: () => void;
  onOpenError: (file: string, line: number | null) => void;
};

/**
 * The built app in a sandboxed frame: scripts run, but without allow-same-origin it is an opaque
 * origin that cannot touch this site's storage or API (the server adds the same CSP sandbox).
 */
export function PreviewPane({ template, url, building, failure, error, onRebuild, onOpenError }: Props) {
  const [device, setDevice] = useState<(typeof DEVICES)[number]['id']>('desktop');
  const width = DEVICES.find((d) => d.id === device)!.width;

  if (!isBrowserTemplate(template)) {
    return (
      <section aria-label="Preview" className="flex h-full flex-col justify-center gap-3 rounded-xl border border-white/10 bg-white/5 p-6 text-sm text-slate-300">
        <h2 className="text-base font-semibold text-white">No in-browser preview for {PROJECT_TEMPLATE_LABELS[template]}</h2>
        <p>This project runs on your machine. Export the .zip, then run:</p>
        <pre className="rounded-lg bg-slate-950 px-3 py-2 text-xs text-emerald-300">npm install && npm run dev</pre>
      </section>
    );
  }

  return (
    <section aria-label="Preview" className="flex h-full min-h-0 flex-col gap-2">
      <div className="flex items-center justify-between gap-2">
        <div role="group" aria-label="Preview width" className="flex gap-1">
          {DEVICES.map((d) => (
            <Button key={d.id} variant={device === d.id ? 'secondary' : 'ghost'} size="icon" aria-label={d.label} aria-pressed={device === d.id} onClick={() => setDevice(d.id)}>
              <d.icon className="h-4 w-4" aria-hidden="true" />
            </Button>
          ))}
        </div>
        <Button variant="ghost" size="sm" onClick={onRebuild} isLoading={building}>
          {!building && <RefreshCw className="h-4 w-4" aria-hidden="true" />} Rebuild
        </Button>
      </div>
      {failure && (
        <div role="alert" className="space-y-1 rounded-lg border border-rose-500/40 bg-rose-500/10 p-3 text-xs text-rose-100">
          <p className="flex items-center gap-1.5 font-semibold">
            <AlertTriangle className="h-4 w-4" aria-hidden="true" /> Build failed
          </p>
          <ul className="space-y-1">
            {failure.build_errors.map((e, i) => (
              <li key={i}>
                {e.file ? (
                  <button type="button" className="font-mono underline underline-offset-2" onClick={() => onOpenError(e.file!, e.line)}>
                    {e.file}
                    {e.line ? `:${e.line}` : ''}
                    {e.column !== null && e.line ? `:${e.column}` : ''}
                  </button>
                ) : null}{' '}
                {e.message}
              </li>
            ))}
          </ul>
        </div>
      )}
      {error && (
        <p role="alert" className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-3 text-xs text-amber-100">
          {error}
        </p>
      )}
      {/* The frame is an opaque origin: no storage, no network. Said here so a founder does not take it for a bug. */}
      <p className="text-xs text-slate-400">
        Sandboxed preview: forms send nothing (submissions are collected once the app is deployed) and what you add lasts until a reload.
      </p>
      <div className="relative flex min-h-0 flex-1 justify-center overflow-auto rounded-xl border border-white/10 bg-white">
        {url ? (
          <iframe key={url} title="App preview" src={url} sandbox="allow-scripts allow-forms" className={cn('h-full border-0 bg-white')} style={{ width }} />
        ) : (
          <div className="flex items-center gap-2 self-center text-sm text-slate-700">{building ? <Spinner label="Building the preview" /> : 'Save to build the preview.'}</div>
        )}
        {building && url && <div className="absolute top-2 right-2 rounded bg-slate-900/80 px-2 py-1 text-xs text-white">Rebuilding…</div>}
      </div>
    </section>
  );
}
