import type { StreamChunk } from './stream';

/**
 * Chunks of the generations that are still running, so a client that lost its connection (a
 * reload, a flaky network) can read the answer again: GET /chat/stream/{id}/stream replays what
 * was sent so far and follows until the end. Behind this interface so a shared store (Redis
 * streams) can replace the in-memory one when several instances serve one app.
 */
export interface RunningStreams {
  /** Records a new generation under `key` (a later one replaces an earlier one). */
  start(key: string): RunningStream;
  /** Everything sent so far, then the live chunks until the end; null when nothing is running. */
  resume(key: string): Promise<AsyncIterable<StreamChunk> | null>;
}

export type RunningStream = { push(chunk: StreamChunk): void; end(): void };

type Entry = { chunks: StreamChunk[]; done: boolean; waiting: Set<() => void> };

/** One process: the chunks live in memory while their generation runs and are dropped at its end. */
export class MemoryRunningStreams implements RunningStreams {
  private readonly entries = new Map<string, Entry>();

  start(key: string): RunningStream {
    const entry: Entry = { chunks: [], done: false, waiting: new Set() };
    this.entries.set(key, entry);
    const wake = () => {
      for (const resolve of entry.waiting) resolve();
      entry.waiting.clear();
    };
    return {
      push: (chunk) => {
        entry.chunks.push(chunk);
        wake();
      },
      end: () => {
        entry.done = true;
        if (this.entries.get(key) === entry) this.entries.delete(key);
        wake();
      },
    };
  }

  async resume(key: string): Promise<AsyncIterable<StreamChunk> | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    return (async function* () {
      let next = 0;
      for (;;) {
        while (next < entry.chunks.length) yield entry.chunks[next++];
        if (entry.done) return;
        await new Promise<void>((resolve) => entry.waiting.add(resolve));
      }
    })();
  }
}
