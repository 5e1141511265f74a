/**
 * Process-wide shutdown state (SIGTERM drain). Generations pass `drainSignal()` to the model,
 * whose own deadline (providers/llm/deadline.ts) follows it, so a drain that runs out of time
 * stops them the same way a timeout does: the answer is stored as incomplete and its credits return.
 */
const controller = new AbortController();
let draining = false;
const work = new Set<Promise<unknown>>();

/** True once shutdown began: no new requests are admitted and background work starts no new steps. */
export const isDraining = () => draining;

export function beginDrain() {
  draining = true;
}

/** Aborts when a shutdown drain runs out of time (the per-call deadline is added by providers/llm/deadline.ts). */
export const drainSignal = () => controller.signal;

/** Registers background work (a chat generation, a document suite) that a shutdown waits for. */
export function trackWork<T>(p: Promise<T>): Promise<T> {
  work.add(p);
  p.then(
    () => work.delete(p),
    () => work.delete(p),
  );
  return p;
}

/** Resolves when every piece of tracked background work has finished (tests wait for the mail of a forgot-password). */
export const backgroundWorkSettled = () => Promise.allSettled([...work]).then(() => undefined);

const wait = (ms: number) => new Promise<false>((r) => setTimeout(() => r(false), ms).unref());
const allSettled = () => Promise.allSettled([...work]).then(() => true as const);

/**
 * Waits up to `deadlineMs` for tracked work; then aborts the generations still running and gives
 * them `graceMs` to store what they have and settle their credits.
 */
export async function drainWork(deadlineMs: number, graceMs = 3_000): Promise<'drained' | 'aborted'> {
  draining = true;
  if (await Promise.race([allSettled(), wait(deadlineMs)])) return 'drained';
  controller.abort(new Error('The server is shutting down'));
  await Promise.race([allSettled(), wait(graceMs)]);
  return 'aborted';
}
