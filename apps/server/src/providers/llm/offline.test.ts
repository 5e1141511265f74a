import * as engine from '@uc/offline-engine';
import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from './offline';
import type { StreamResult, TextRequest } from './types';

const req: TextRequest = {
  system: 's',
  messages: [{ role: 'user', content: 'How should I price a meal-kit subscription?' }],
  purpose: { kind: 'other', userMessage: 'How should I price a meal-kit subscription?' },
};
const read = async (s: StreamResult) => {
  let text = '';
  for await (const chunk of s.textStream) text += chunk;
  return { text, result: await s.result };
};

describe('the offline provider the server holds (the engine loads on its first answer)', () => {
  it('answers, streamed or not, exactly as the engine itself', async () => {
    const lazy = createOfflineProvider();
    const own = engine.createOfflineProvider();
    expect([lazy.kind, lazy.model]).toEqual([own.kind, own.model]);
    expect(await lazy.generateText(req)).toEqual(await own.generateText(req));
    const [a, b] = [await read(lazy.streamText(req)), await read(own.streamText(req))];
    expect(a.text.length).toBeGreaterThan(0);
    expect(a).toEqual(b);
  });

  it('an aborted answer rejects its stream and its result, as the engine does', async () => {
    const ac = new AbortController();
    ac.abort();
    const s = createOfflineProvider().streamText({ ...req, signal: ac.signal });
    await expect(read(s)).rejects.toThrow(/aborted/);
    await expect(s.result).rejects.toThrow(/aborted/);
  });
});
