// Resident memory of a process, as the kernel counts it (what an operator sees in top).
import { readFileSync } from 'node:fs';

/** VmRSS of `pid` in MB (Linux). */
export function rssMb(pid) {
  return Number(readFileSync(`/proc/${pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)[1]) / 1024;
}

/** Samples `pid`'s RSS every `everyMs` until stop(); peak() is the highest seen. */
export function rssSampler(pid, everyMs = 20) {
  let peak = rssMb(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, rssMb(pid));
    } catch {
      /* the process ended */
    }
  }, everyMs);
  return { peak: () => peak, stop: () => clearInterval(timer) };
}

/**
 * RSS once the process has been idle for `idleMs`: V8 gives the garbage of a burst back some
 * seconds after it ends (its memory reducer), so the figure right after a load mostly measures
 * when the last collection happened (seen: 325–455 MB for the same run, 300 MB ten seconds on).
 */
export async function rssAfterIdle(pid, idleMs = 20_000) {
  await new Promise((resolve) => setTimeout(resolve, idleMs));
  return rssMb(pid);
}
