import { setImmediate as turn } from 'node:timers/promises';
import { getHeapSpaceStatistics } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { capYoungGeneration, youngGenerationMayGrow } from './young-generation';

const MB = 1024 * 1024;
const newSpaceMb = () => (getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0) / MB;

/** Allocation whose objects mostly survive a scavenge or two: what makes V8 grow the young generation. */
async function burst(rounds: number) {
  let kept: unknown[] = [];
  for (let round = 0; round < rounds; round++) {
    const fresh = Array.from({ length: 20_000 }, (_, i) => ({ i, text: `row ${round} ${i}` }));
    kept = [...kept.slice(-100_000), ...fresh];
    await turn(); // a server turns its event loop between requests: the cap applies there
  }
  return kept.length;
}

describe('capYoungGeneration', () => {
  it('grows only below the cap', () => {
    expect(youngGenerationMayGrow(8 * MB, 16)).toBe(true);
    expect(youngGenerationMayGrow(16 * MB, 16)).toBe(false);
    expect(youngGenerationMayGrow(64 * MB, 16)).toBe(false);
  });

  it('keeps the young generation within one growth step of the cap under a burst that grows it uncapped', async () => {
    const capMb = Math.max(2, newSpaceMb()); // what it is now: the test runner's start may have grown it
    const stop = capYoungGeneration(capMb);
    try {
      await burst(200);
      // One growth step over the cap at most; V8 sizes the space in 256 KB pages, seen 16.75 for 8 × 2.
      expect(newSpaceMb()).toBeLessThanOrEqual(capMb * 2 + 1);
    } finally {
      stop();
    }
    // The same burst without the cap: V8 grows it further (so the burst above did test the cap).
    await burst(200);
    expect(newSpaceMb()).toBeGreaterThan(capMb * 2);
  });
});
