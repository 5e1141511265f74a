/** The demo's mock API runs in this service worker (MSW); the real app must never keep it. */
export const DEMO_WORKER_URL = '/mockServiceWorker.js';

/**
 * Unregisters the demo's service worker if this browser still has it: when the demo ends, and at
 * the start of the real app (a tab closed during the demo leaves it registered).
 */
export async function unregisterDemoWorker(): Promise<void> {
  if (typeof navigator === 'undefined' || !navigator.serviceWorker?.getRegistrations) return;
  const registrations = await navigator.serviceWorker.getRegistrations().catch(() => []);
  await Promise.all(
    registrations
      .filter((r) => [r.active, r.waiting, r.installing].some((w) => w?.scriptURL.endsWith(DEMO_WORKER_URL)))
      .map((r) => r.unregister().catch(() => false)),
  );
}
