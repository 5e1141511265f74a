import type { HealthCheckStatus } from '@uc/contract';

/** What one check found; `timed` adds the clock and turns a throw or a timeout into an error. */
export type Finding = {
  status: Exclude<HealthCheckStatus, 'error'>;
  message: string;
  details?: Record<string, unknown> | null;
  httpStatus?: number | null;
};

export type Timed<T> = { startTime: string; endTime: string; duration: number; outcome: { ok: true; value: T } | { ok: false; error: string } };

export class TimeoutError extends Error {}

/** Runs `work` with a deadline; the signal lets HTTP checks abort their request when it passes. */
export async function timed<T>(timeoutMs: number, work: (signal: AbortSignal) => Promise<T>): Promise<Timed<T>> {
  const start = Date.now();
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new TimeoutError(`No answer within ${Math.round(timeoutMs / 1000)} s`));
    }, timeoutMs);
  });
  let outcome: Timed<T>['outcome'];
  try {
    outcome = { ok: true, value: await Promise.race([work(controller.signal), deadline]) };
  } catch (err) {
    outcome = { ok: false, error: err instanceof Error ? err.message : String(err) };
  } finally {
    clearTimeout(timer);
  }
  const end = Date.now();
  return { startTime: new Date(start).toISOString(), endTime: new Date(end).toISOString(), duration: end - start, outcome };
}
