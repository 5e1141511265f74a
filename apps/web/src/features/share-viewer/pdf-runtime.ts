// The worker is bundled as a file of this app (worker-src falls back to script-src 'self'): no CDN.
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

type Pdfjs = typeof import('pdfjs-dist');
let loading: Promise<Pdfjs> | null = null;
let worker: Worker | null = null;

/**
 * pdf.js's worker (1.2 MB) downloads and compiles on its own thread: started first of all, by the /s/
 * pages' boot script (share-boot.ts) before the app's own code runs, so it is ready when the file is.
 */
export function startPdfWorker(): Worker | null {
  if (!worker && typeof Worker !== 'undefined') worker = new Worker(workerUrl, { type: 'module', name: 'pdf.js' });
  return worker;
}

/**
 * pdf.js (about 400 KB) lives in its own chunk, fetched only by the share viewer. The viewer calls
 * this as soon as its module runs, so the library and its worker boot while the link is opened and
 * the file downloads, instead of after. The worker starts at once, before the library has arrived.
 */
export function loadPdfjs(): Promise<Pdfjs> {
  if (loading) return loading;
  const port = startPdfWorker();
  loading = import('pdfjs-dist').then(
    (pdfjs) => {
      if (port) pdfjs.GlobalWorkerOptions.workerPort = port;
      else pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
      return pdfjs;
    },
    (err: unknown) => {
      // A failed chunk load (a flaky network, a deploy) is tried again on the next call.
      loading = null;
      throw err;
    },
  );
  return loading;
}
