import { Readable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { extractStoredText } from './text-extract';

describe('extractStoredText', () => {
  it('reads back at most two stored files at once, and extracts each one', async () => {
    let open = 0;
    let mostOpen = 0;
    const releases: Array<() => void> = [];
    // Each stored file stays "open" (its stream unfinished) until the test lets it end.
    const storedFile = (text: string) => async () => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      await new Promise<void>((r) => releases.push(r));
      open--;
      return Readable.from([Buffer.from(text)]);
    };
    const all = Promise.all(Array.from({ length: 6 }, (_, i) => extractStoredText('txt', storedFile(`note number ${i}`))));
    // Let the files end one at a time: each end lets the next waiting read begin.
    for (let released = 0; released < 6; ) {
      await new Promise((r) => setTimeout(r, 5));
      expect(open).toBeLessThanOrEqual(2);
      const release = releases.shift();
      if (release) {
        release();
        released++;
      }
    }
    const results = await all;
    expect(mostOpen).toBe(2);
    expect(results.map((r) => r.text)).toEqual(Array.from({ length: 6 }, (_, i) => `note number ${i}`));
    expect(results.every((r) => r.searchable)).toBe(true);
  });
});
