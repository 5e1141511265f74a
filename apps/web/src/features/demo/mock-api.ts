import { createDemoHandlers } from './handlers';

type Worker = { stop(): void };
let worker: Worker | null = null;

/** Starts the in-browser mock API (MSW's service worker); loaded only for /demo. */
export async function startDemoApi(): Promise<void> {
  const { setupWorker } = await import('msw/browser');
  const w = setupWorker(...createDemoHandlers());
  // Nothing outside /api and /health is mocked: the app's own files still load from the server.
  await w.start({ serviceWorker: { url: '/mockServiceWorker.js' }, onUnhandledRequest: 'bypass', quiet: true });
  worker = w;
}

export function stopDemoApi() {
  worker?.stop();
  worker = null;
}
