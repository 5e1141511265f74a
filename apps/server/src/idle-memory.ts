import { getHeapStatistics, setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';

/**
 * V8's memory reducer gives a burst's garbage back once the process allocates little: it shrinks the
 * young generation and releases old-space pages (~100 MB after the bench's load). It reads the
 * allocation rate from samples taken at garbage collections, so an idle server, which collects
 * nothing, keeps looking as busy as its last burst and keeps that memory (issue 42: 30 s after the
 * load, the reducer still said "high alloc" at each of its 8-second checks).
 * A young-generation collection every few seconds while the heap holds that much unused space gives
 * it a fresh sample; the reducer then does its collections itself (incremental, short pauses).
 */
export const IDLE_NUDGE_EVERY_MS = 4_000;

/** Committed but unused heap (MB) worth returning: below it, no nudge. */
export const IDLE_SLACK_MB = 16;

type HeapSizes = { total_heap_size: number; used_heap_size: number };

/** Whether the heap holds more than `slackMb` committed and unused. */
export const heapHasSlack = (heap: HeapSizes, slackMb: number) =>
  heap.total_heap_size - heap.used_heap_size > slackMb * 1024 * 1024;

/** V8's `gc()` without exposing it to the code that runs later (it is a flag while contexts are made). */
function youngGenerationCollector(): () => void {
  setFlagsFromString('--expose-gc');
  try {
    const gc = runInNewContext('gc') as (options: { type: 'minor' }) => void;
    return () => gc({ type: 'minor' });
  } finally {
    setFlagsFromString('--no-expose-gc');
  }
}

/** Starts the nudges (an unref'd timer); returns the function that stops them. */
export function nudgeMemoryReducer(everyMs = IDLE_NUDGE_EVERY_MS, slackMb = IDLE_SLACK_MB): () => void {
  const collect = youngGenerationCollector();
  const timer = setInterval(() => {
    if (heapHasSlack(getHeapStatistics(), slackMb)) collect();
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
