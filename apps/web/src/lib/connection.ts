import { useSyncExternalStore } from 'react';
import { env } from '@/config/env';

/**
 * Whether the server answers. A request that gets no answer marks it unreachable; the server is
 * then probed with backoff (1 s, 2 s, 4 s … up to 30 s) until it answers, and listeners (the
 * banner, the query client) hear when it is back. Never a silent switch to other data.
 */
type Listener = () => void;

const BACKOFF_MS = [1000, 2000, 4000, 8000, 15000, 30000];
let reachable = true;
let attempt = 0;
let timer: ReturnType<typeof setTimeout> | null = null;
const listeners = new Set<Listener>();
const backListeners = new Set<Listener>();

const emit = () => listeners.forEach((l) => l());

async function probe() {
  timer = null;
  try {
    const res = await fetch(`${env.API_URL || window.location.origin}/health`, { headers: { Accept: 'application/json' }, cache: 'no-store' });
    // Any HTTP answer means the server is reachable again (an unhealthy one says so on its own screen).
    if (res.status > 0) return reportReachable();
  } catch {
    // still down
  }
  schedule();
}

function schedule() {
  if (timer) return;
  timer = setTimeout(() => void probe(), BACKOFF_MS[Math.min(attempt++, BACKOFF_MS.length - 1)]);
}

export function reportUnreachable() {
  if (reachable) {
    reachable = false;
    attempt = 0;
    emit();
  }
  schedule();
}

export function reportReachable() {
  if (reachable) return;
  reachable = true;
  attempt = 0;
  if (timer) clearTimeout(timer);
  timer = null;
  emit();
  backListeners.forEach((l) => l());
}

/** Called once the server answers again (e.g. to refetch what failed meanwhile). */
export function onReconnect(listener: Listener) {
  backListeners.add(listener);
  return () => void backListeners.delete(listener);
}

const subscribe = (l: Listener) => {
  listeners.add(l);
  return () => void listeners.delete(l);
};

export const useServerReachable = () => useSyncExternalStore(subscribe, () => reachable, () => true);

/** Tests: back to the initial state. */
export function resetConnection() {
  reachable = true;
  attempt = 0;
  if (timer) clearTimeout(timer);
  timer = null;
}
