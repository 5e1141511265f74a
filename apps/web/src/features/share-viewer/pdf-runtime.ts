// The worker is bundled as a file of this app (worker-src falls back to script-src 'self'): no CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type Pdfjs = typeof import('pdfjs-dist');
let loading: Promise<Pdfjs> | null = null;

/**
 * pdf.js (about 400 KB) lives in its own chunk, fetched only by the share viewer. The viewer calls
 * this as soon as its module runs, so the library and its worker boot while the link is opened and
 * the file downloads, instead of after. The worker starts at once, before the library has arrived.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  if (loading) return loading;
  const worker = typeof Worker === 'undefined' ? null : new Worker(workerUrl, { type: 'module', name: 'pdf.js' });
  loading = import('pdfjs-dist').then(
    (pdfjs) => {
      if (worker) pdfjs.GlobalWorkerOptions.workerPort = worker;
      else pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (err: unknown) => {
      // A failed chunk load (a flaky network, a deploy) is tried again on the next call.
      worker?.terminate();
      loading = null;
      throw err;
    },
  );
  return loading;
}
