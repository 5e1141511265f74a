// A second entry script, in the /s/ pages' shell only (vite.config.ts, share-viewer-shell): it runs
// before the app's entry and starts pdf.js's worker, whose download and compile then overlap
// everything else. pdf.js itself is evaluated later, by the viewer, so the app's start is not delayed.
import { startPdfWorker } from './pdf-runtime';

startPdfWorker();
