import { describe, expect, it } from 'vitest';
import { PageTimeTracker } from './page-time-tracker';

describe('PageTimeTracker', () => {
  it('counts each page from when it is shown, pauses while hidden, and sends the pieces in order', () => {
    let now = 0;
    const sent: { events: { file_id: string; page: number; ms: number }[]; leaving: boolean }[] = [];
    const t = new PageTimeTracker((events, leaving) => sent.push({ events: events.map((e) => ({ ...e })), leaving }), () => now);
    t.show('f', 1);
    now = 1500;
    t.show('f', 2);
    now = 2000;
    t.pause();
    now = 60_000; // hidden for a minute: not counted
    t.resume();
    now = 61_000;
    t.flush();
    now = 61_700;
    t.show('f', 3);
    now = 63_700;
    t.flush(true);
    expect(sent).toEqual([
      { events: [{ file_id: 'f', page: 1, ms: 1500 }, { file_id: 'f', page: 2, ms: 1500 }], leaving: false },
      { events: [{ file_id: 'f', page: 2, ms: 700 }, { file_id: 'f', page: 3, ms: 2000 }], leaving: true },
    ]);
  });
});
