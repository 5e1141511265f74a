import { PerformanceObserver } from 'node:perf_hooks';
import { getHeapSpaceStatistics, setFlagsFromString } from 'node:v8';

/**
 * Where the young generation (V8's new space, both semi-spaces) stops growing, in MB. Under a burst
 * of requests V8 doubles it up to 128 MB and keeps those pages resident once the burst is over
 * (issue 42: ~100 MB of the RSS after the bench load, though the live heap is ~40 MB).
 * `--max-semi-space-size` would cap it but only works on node's command line, not from the process.
 * 64 costs no measured chat CPU; 16 or 32 kept ~50 MB more off but cost ~0.8 ms a model-path stream.
 */
export const YOUNG_GENERATION_CAP_MB = 64;

/** V8's default `--semi-space-growth-factor`: each growth doubles the young generation. */
const V8_GROWTH_FACTOR = 2;

/** Whether the young generation may grow further from `sizeBytes` under a cap of `capMb`. */
export const youngGenerationMayGrow = (sizeBytes: number, capMb: number) => sizeBytes < capMb * 1024 * 1024;

const newSpaceBytes = () => getHeapSpaceStatistics().find((s) => s.space_name === 'new_space')?.space_size ?? 0;

/**
 * Keeps the young generation at most about `capMb` (one growth step over when a burst grows it twice
 * between two event-loop turns): after each collection, a growth factor of 1 once the cap is reached
 * (V8 reads the factor whenever a scavenge decides to grow), the default again if V8 shrank it below.
 * Returns the function that stops it and restores the default.
 */
export function capYoungGeneration(capMb = YOUNG_GENERATION_CAP_MB): () => void {
  let growing = true;
  const setGrowing = (grow: boolean) => {
    growing = grow;
    setFlagsFromString(`--semi-space-growth-factor=${grow ? V8_GROWTH_FACTOR : 1}`);
  };
  const observer = new PerformanceObserver(() => {
    const grow = youngGenerationMayGrow(newSpaceBytes(), capMb);
    if (grow !== growing) setGrowing(grow);
  });
  observer.observe({ entryTypes: ['gc'] });
  return () => {
    observer.disconnect();
    if (!growing) setGrowing(true);
  };
}
