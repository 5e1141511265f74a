import { DEMO_WORKER_URL, unregisterDemoWorker } from '@/lib/demo-service-worker';
import { createDemoHandlers } from './handlers';

type Worker = { stop(): void };
let worker: Worker | null = null;

/** Starts the in-browser mock API (MSW's service worker); loaded only for /demo. */
export async function startDemoApi(): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  const w = setupWorker(...createDemoHandlers());
  // Nothing outside /api and /health is mocked: the app's own files still load from the server.
  await w.start({ serviceWorker: { url: DEMO_WORKER_URL }, onUnhandledRequest: 'bypass', quiet: true });
  worker = w;
}

/** Ends the mock API and unregisters its service worker, so nothing of the demo outlives it. */
export async function stopDemoApi(): Promise<void> {
  worker?.stop();
  worker = null;
  await unregisterDemoWorker();
}
