import { describe, expect, it } from 'vitest';
import { createOfflineProvider } from './offline';

const question = 'How should we price a booking app for small clinics?';
const req = {
  system: '',
  messages: [{ role: 'user' as const, content: question }],
  purpose: { kind: 'agent-chat' as const, agentId: 'marketing' as const, userMessage: question, profile: null },
};

describe('the offline engine streaming', () => {
  it('streams the answer it generates, a line at a time', async () => {
    const engine = createOfflineProvider();
    const chunks: string[] = [];
    const stream = engine.streamText(req);
    for await (const chunk of stream.textStream) chunks.push(chunk);
    const { text } = await engine.generateText(req);
    expect(chunks.join('')).toBe(text);
    expect((await stream.result).text).toBe(text);
    expect(chunks.length).toBe(text.split('\n').filter(Boolean).length);
    // Each chunk is one line with the line breaks after it (a blank line stays with the line before).
    for (const chunk of chunks.slice(0, -1)) expect(chunk).toMatch(/^[^\n]+\n+$/);
  });
});
