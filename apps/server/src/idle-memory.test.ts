import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { heapHasSlack } from './idle-memory';

const MB = 1024 * 1024;

/**
 * A fresh process (nothing else collecting in it): a burst that grows the heap, then idle until the
 * heap is back under 60% of its peak or 25 s have passed. With NUDGE the server's nudges run (every
 * 250 ms here). Prints { peak, after } in bytes.
 */
const SCRIPT = `
import { getHeapStatistics } from 'node:v8';
const { nudgeMemoryReducer } = await import(${JSON.stringify(new URL('./idle-memory.ts', import.meta.url).href)});
if (process.env.NUDGE) nudgeMemoryReducer(250, 8);
let kept = [];
for (let round = 0; round < 300; round++) {
  kept = [...kept.slice(-50000), ...Array.from({ length: 20000 }, (_, i) => ({ i, text: 'row ' + round + ' ' + i }))];
  await new Promise((resolve) => setImmediate(resolve));
}
kept = null;
const peak = getHeapStatistics().total_heap_size;
const until = Date.now() + 25000;
while (Date.now() < until && getHeapStatistics().total_heap_size > peak * 0.6) {
  await new Promise((r) => setTimeout(r, 250));
}
console.log(JSON.stringify({ peak, after: getHeapStatistics().total_heap_size }));
`;

async function idleAfterBurst(nudge: boolean): Promise<{ peak: number; after: number }> {
  const env = { ...process.env, NUDGE: nudge ? '1' : '' };
  const args = ['--import', 'tsx', '--input-type=module', '-e', SCRIPT];
  const { stdout } = await promisify(execFile)(process.execPath, args, { env, timeout: 60_000 });
  return JSON.parse(stdout) as { peak: number; after: number };
}

describe('nudgeMemoryReducer', () => {
  it('nudges only while the heap holds unused committed space', () => {
    expect(heapHasSlack({ total_heap_size: 100 * MB, used_heap_size: 40 * MB }, 16)).toBe(true);
    expect(heapHasSlack({ total_heap_size: 50 * MB, used_heap_size: 40 * MB }, 16)).toBe(false);
  });

  const title = "lets V8's memory reducer return an idle process's garbage, which it keeps without the nudges";
  it(title, { timeout: 90_000 }, async () => {
    const [nudged, alone] = await Promise.all([idleAfterBurst(true), idleAfterBurst(false)]);
    expect(nudged.peak).toBeGreaterThan(64 * MB); // the burst did grow the heap
    expect(nudged.after).toBeLessThan(nudged.peak * 0.6);
    // Without them the heap stays above that mark for the 25 s. (Not higher: on a busy machine V8 has been
    // seen to give some back on its own, 0.69 of the peak kept in one CI run.)
    expect(alone.after).toBeGreaterThan(alone.peak * 0.6);
  });
});
