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
