import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { PDFDocumentProxy, RenderTask } from 'pdfjs-dist';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { loadPdfjs } from '../pdf-runtime';

/**
 * One PDF, one page at a time, fitted to the width available (a phone at 390 px included).
 * `onShown` fires once a page is painted: page time counts from there.
 */
export function PdfPages({ data, onShown }: { data: Blob; onShown: (page: number, total: number) => void }) {
  const [doc, setDoc] = useState<PDFDocumentProxy | null>(null);
  const [page, setPage] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const [rendering, setRendering] = useState(true);
  const canvas = useRef<HTMLCanvasElement>(null);
  const frame = useRef<HTMLDivElement>(null);
  const shown = useRef(onShown);
  shown.current = onShown;

  useEffect(() => {
    let cancelled = false;
    let loaded: PDFDocumentProxy | null = null;
    const failed = () => !cancelled && setError('This document could not be opened.');
    // The bytes are read while pdf.js (already on its way since the route loaded) finishes arriving.
    void Promise.all([loadPdfjs(), data.arrayBuffer()]).then(([pdfjs, bytes]) => {
      const task = pdfjs.getDocument({ data: new Uint8Array(bytes), useWasm: false, enableXfa: false });
      task.promise.then((d) => {
        loaded = d;
        if (cancelled) void d.destroy();
        else setDoc(d);
      }, failed);
    }, failed);
    return () => {
      cancelled = true;
      void loaded?.destroy();
    };
  }, [data]);

  useEffect(() => {
    if (!doc || !canvas.current || !frame.current) return;
    let task: RenderTask | null = null;
    let cancelled = false;
    setRendering(true);
    void doc.getPage(page).then((p) => {
      if (cancelled || !canvas.current || !frame.current) return;
      const base = p.getViewport({ scale: 1 });
      const width = Math.min(frame.current.clientWidth || base.width, 1000);
      const ratio = window.devicePixelRatio || 1;
      const viewport = p.getViewport({ scale: (width / base.width) * ratio });
      const c = canvas.current;
      c.width = Math.floor(viewport.width);
      c.height = Math.floor(viewport.height);
      c.style.width = `${Math.floor(viewport.width / ratio)}px`;
      c.style.height = `${Math.floor(viewport.height / ratio)}px`;
      task = p.render({ canvas: c, viewport });
      task.promise.then(
        () => {
          if (cancelled) return;
          setRendering(false);
          shown.current(page, doc.numPages);
        },
        () => {},
      );
    });
    return () => {
      cancelled = true;
      task?.cancel();
    };
  }, [doc, page]);

  const total = doc?.numPages ?? 0;
  const go = useCallback((delta: number) => setPage((p) => Math.min(Math.max(1, p + delta), total || 1)), [total]);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement || e.target instanceof HTMLTextAreaElement) return;
      if (e.key === 'ArrowRight' || e.key === 'PageDown') go(1);
      else if (e.key === 'ArrowLeft' || e.key === 'PageUp') go(-1);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go]);

  if (error) return <p role="alert" className="text-sm text-rose-300">{error}</p>;
  return (
    <div className="space-y-3">
      <div ref={frame} className="relative flex min-h-40 w-full justify-center overflow-hidden rounded-lg bg-white/5">
        <canvas ref={canvas} aria-label={total ? `Page ${page} of ${total}` : 'Loading document'} role="img" className="max-w-full bg-white" />
        {(rendering || !doc) && (
          <div className="absolute inset-0 flex items-center justify-center">
            <Spinner label="Loading page" />
          </div>
        )}
      </div>
      <div className="flex items-center justify-between gap-2">
        <Button variant="outline" size="sm" onClick={() => go(-1)} disabled={page <= 1}>
          <ChevronLeft className="h-4 w-4" aria-hidden="true" /> Previous
        </Button>
        <span className="text-sm tabular-nums text-slate-300" aria-live="polite" data-testid="page-indicator">
          {total ? `${page} / ${total}` : '…'}
        </span>
        <Button size="sm" onClick={() => go(1)} disabled={!total || page >= total}>
          Next <ChevronRight className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}
