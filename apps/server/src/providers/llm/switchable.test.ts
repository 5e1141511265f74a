import { createOfflineProvider } from '@uc/offline-engine';
import { describe, expect, it } from 'vitest';
import { withDeadline } from './deadline';
import { createSwitchableProvider, withoutStructuredOutput } from './switchable';
import type { LlmProvider, TextRequest } from './types';

const fake = (model: string, seen: TextRequest[] = []): LlmProvider => ({
  kind: 'openai-compatible',
  model,
  tools: false,
  generateText: async (req) => (seen.push(req), { text: `from ${model}`, tokensUsed: 1, model, finishReason: 'stop' }),
  streamText: () => {
    throw new Error('not used');
  },
});

describe('switchable provider', () => {
  it('kind, model, tools and calls follow the engine in use, through the deadline wrapper too', async () => {
    const switchable = createSwitchableProvider(createOfflineProvider());
    const llm = withDeadline(switchable, 5_000); // held by the routes from start-up on
    expect(llm.kind).toBe('offline');
    switchable.use(fake('m2'));
    expect([llm.kind, llm.model, llm.tools]).toEqual(['openai-compatible', 'm2', false]);
    expect((await llm.generateText({ system: 's', messages: [{ role: 'user', content: 'hi' }] })).text).toBe('from m2');
  });

  it('structured output switched off: the schema is not sent', async () => {
    const seen: TextRequest[] = [];
    const llm = withoutStructuredOutput(fake('m3', seen));
    await llm.generateText({ system: 's', messages: [{ role: 'user', content: 'hi' }], schema: { any: 'schema' } });
    expect(seen[0]).not.toHaveProperty('schema');
  });
});
