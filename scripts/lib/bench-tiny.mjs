// BENCH_TINY=1: every bench section runs its code path once with tiny sizes and short durations
// (the figures mean nothing; the run proves each section still works). Used by the e2e suite's
// bench test, so `npm test` catches a bench that would crash.
export const TINY = process.env.BENCH_TINY === '1';

/** `normal`, or `small` in tiny mode. */
export const sized = (normal, small) => (TINY ? small : normal);

/** The sections' own knobs, set (unless given) before they load in tiny mode. */
export const TINY_ENV = {
  BENCH_FT_REQUESTS: '4',
  BENCH_FT_CONCURRENCY: '2',
  BENCH_FT_STREAMS: '4',
  BENCH_FT_HELD: '2',
  BENCH_LIST_DURATION: '1',
  BENCH_SEARCH_RUNS: '2',
  BENCH_COLD_RUNS: '1',
  BENCH_DURATION: '1',
  BENCH_HTTP_ROUNDS: '1',
  BENCH_CONNECTIONS: '2',
  BENCH_PAGE_RUNS: '1',
  BENCH_INSTANCES_DURATION: '1',
  BENCH_INSTANCES_STREAMS: '4',
  BENCH_INSTANCES_CONNECTIONS: '2',
  BENCH_INSTANCES_ROUNDS: '1',
};
