import type { ViewerFile, ViewerState } from '@uc/contract';
import { ArrowLeft, Download, FileText } from 'lucide-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api-error';
import { buildUrl } from '@/lib/api-url';
import { saveBlob } from '@/lib/download';
import { fetchFile, listFiles, openShare, sendEvents } from '../api/viewer-api';
import { EmailGate, NdaGate, PasswordGate } from '../components/gate-forms';
import { PdfPages } from '../components/pdf-pages';
import { PageTimeTracker } from '../page-time-tracker';
import { loadPdfjs } from '../pdf-runtime';

/** How often counted page time is sent while the viewer reads. */
const FLUSH_MS = 5_000;
const visitKey = (token: string) => `share-visit:${token}`;
const GONE = 'This link does not exist or is no longer available.';

/**
 * The open of a link, shared by the call made as the module runs and the page's effect (twice under
 * StrictMode): one visit, not two. The effect that uses the answer forgets it, so a later mount
 * opens afresh with the saved visit.
 */
const opening = new Map<string, Promise<ViewerState>>();
function openVisit(token: string): Promise<ViewerState> {
  const pending = opening.get(token) ?? openShare(token, sessionStorage.getItem(visitKey(token)));
  opening.set(token, pending);
  return pending;
}

// Started when this route's module runs, before React renders it: the visit is opened first (the
// chain open → files → file bytes is what the first page waits for), then pdf.js and its worker load
// beside it. (The server also lists the chunk as a modulepreload in the /s/ pages' shell.) A pdf.js
// failure here is retried when a PDF is opened; an open failure is reported by the page's own effect.
const direct = /^\/s\/([\w-]+)\/?$/.exec(window.location.pathname);
if (direct) openVisit(direct[1]!).catch(() => {});
loadPdfjs().catch(() => {});

function useShareVisit(token: string) {
  const [state, setState] = useState<ViewerState | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    openVisit(token).then(
      (s) => {
        if (cancelled) return;
        opening.delete(token);
        sessionStorage.setItem(visitKey(token), s.visit_token);
        setState(s);
      },
      (err) => {
        if (cancelled) return;
        opening.delete(token);
        setError(err instanceof ApiError && err.status === 404 ? GONE : err instanceof ApiError ? err.detail : GONE);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [token]);
  return { state, setState, error };
}

/** The page time of this visit, sent every few seconds and when the tab is hidden or closed. */
function useTracker(token: string, visit: string | null) {
  const tracker = useMemo(
    () => (visit ? new PageTimeTracker((events, leaving) => sendEvents(token, { visit_token: visit, events }, leaving)) : null),
    [token, visit],
  );
  useEffect(() => {
    if (!tracker) return;
    const timer = setInterval(() => tracker.flush(), FLUSH_MS);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') {
        tracker.pause();
        tracker.flush(true);
      } else tracker.resume();
    };
    const onHide = () => tracker.flush(true);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onHide);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onHide);
      tracker.flush(true);
    };
  }, [tracker]);
  return tracker;
}

function Shell({ state, children }: { state?: ViewerState | null; children: React.ReactNode }) {
  const owner = state?.owner;
  return (
    <div className="min-h-dvh bg-slate-950 text-slate-100">
      <header className="border-b border-white/10 px-4 py-3">
        <div className="mx-auto flex max-w-4xl flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
          <div className="flex min-w-0 items-center gap-3">
            {/* The founder's own logo, from this server under the link's token (no third-party request). */}
            {owner?.logo_url?.startsWith('/api/v1/s/') && (
              <img
                src={buildUrl(owner.logo_url)}
                alt={`${owner.company || owner.name} logo`}
                className="h-8 max-w-32 shrink-0 object-contain"
              />
            )}
            <h1 className="min-w-0 text-base font-semibold break-words text-white">{state?.title ?? 'Shared documents'}</h1>
          </div>
          {owner && (owner.name || owner.company) && (
            <p className="text-sm text-slate-400">Shared by {[owner.name, owner.company].filter(Boolean).join(' · ')}</p>
          )}
        </div>
      </header>
      <main className="mx-auto max-w-4xl px-4 py-6">{children}</main>
    </div>
  );
}

function FileView({ token, visit, file, tracker, allowDownload }: { token: string; visit: string; file: ViewerFile; tracker: PageTimeTracker | null; allowDownload: boolean }) {
  const [blob, setBlob] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    if (file.viewable) fetchFile(token, visit, file.id, 'view').then((b) => !cancelled && setBlob(b), (err) => !cancelled && setError(err instanceof ApiError ? err.detail : 'Could not load the file.'));
    return () => {
      cancelled = true;
      tracker?.clear();
    };
  }, [token, visit, file, tracker]);
  // With the watermark on, an image arrives as a one-page PDF: what is shown follows what was served.
  const isPdf = blob?.type === 'application/pdf';
  const imageUrl = useMemo(() => (blob && !isPdf ? URL.createObjectURL(blob) : null), [blob, isPdf]);
  useEffect(() => () => void (imageUrl && URL.revokeObjectURL(imageUrl)), [imageUrl]);
  const onShown = useCallback((page: number) => tracker?.show(file.id, page), [tracker, file.id]);
  const download = async () => {
    const got = await fetchFile(token, visit, file.id, 'download');
    // A watermarked image comes as a PDF: saved under a name that says so.
    saveBlob(got, got.type === 'application/pdf' ? file.name.replace(/\.(png|jpe?g)$/i, '.pdf') : file.name);
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="break-all text-sm font-medium text-slate-200">{file.name}</h2>
        {allowDownload && file.download_url && (
          <Button size="sm" variant="outline" onClick={() => void download()}>
            <Download className="h-4 w-4" aria-hidden="true" /> Download
          </Button>
        )}
      </div>
      {error && <p role="alert" className="text-sm text-rose-300">{error}</p>}
      {!file.viewable && <p className="text-sm text-slate-400">This file cannot be shown in the browser{allowDownload ? '; download it to read it.' : '.'}</p>}
      {file.viewable && !blob && !error && <Spinner label="Loading document" />}
      {blob && isPdf && <PdfPages data={blob} onShown={onShown} />}
      {imageUrl && <img src={imageUrl} alt={file.name} className="mx-auto max-h-[80dvh] max-w-full rounded-lg" onLoad={() => tracker?.show(file.id, 1)} />}
    </div>
  );
}

/** The public viewer of a share link (/s/{token}): gates first, then the files, page by page. No product chrome. */
export function ShareViewerPage() {
  const { token = '' } = useParams();
  const { state, setState, error } = useShareVisit(token);
  const visit = state?.visit_token ?? null;
  const open = state !== null && state.remaining.length === 0;
  const [files, setFiles] = useState<ViewerFile[] | null>(null);
  const [filesError, setFilesError] = useState<string | null>(null);
  const [selected, setSelected] = useState<ViewerFile | null>(null);
  const tracker = useTracker(token, open ? visit : null);
  const loaded = useRef(false);

  useEffect(() => {
    if (!open || !visit || loaded.current) return;
    loaded.current = true;
    listFiles(token, visit).then(
      ({ files: list }) => {
        setFiles(list);
        if (list.length === 1) setSelected(list[0]!);
      },
      (err) => setFilesError(err instanceof ApiError ? err.detail : 'Could not load the files.'),
    );
  }, [open, token, visit]);

  if (error) return <Shell><p role="alert" className="text-slate-300">{error}</p></Shell>;
  if (!state || !visit) return <Shell><Spinner label="Opening" /></Shell>;
  const gate = state.remaining[0];
  const props = { token, visit, state, onPassed: setState };
  return (
    <Shell state={state}>
      <div className="mx-auto max-w-md">
        {gate === 'password' && <PasswordGate {...props} />}
        {gate === 'email' && <EmailGate {...props} />}
        {gate === 'nda' && <NdaGate {...props} />}
      </div>
      {open && filesError && <p role="alert" className="text-sm text-rose-300">{filesError}</p>}
      {open && !files && !filesError && <Spinner label="Loading files" />}
      {open && files && files.length === 0 && <p className="text-slate-400">Nothing is shared through this link yet.</p>}
      {open && files && selected && (
        <div className="space-y-3">
          {files.length > 1 && (
            <Button variant="link" onClick={() => setSelected(null)}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> All files
            </Button>
          )}
          <FileView key={selected.id} token={token} visit={visit} file={selected} tracker={tracker} allowDownload={state.allow_download} />
        </div>
      )}
      {open && files && files.length > 1 && !selected && (
        <ul className="divide-y divide-white/10 rounded-xl border border-white/10">
          {files.map((f) => (
            <li key={f.id}>
              <button type="button" onClick={() => setSelected(f)} className="flex w-full cursor-pointer items-center gap-3 px-4 py-3 text-left hover:bg-white/5">
                <FileText className="h-4 w-4 shrink-0 text-slate-400" aria-hidden="true" />
                <span className="break-all text-sm text-slate-100">{f.name}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </Shell>
  );
}
