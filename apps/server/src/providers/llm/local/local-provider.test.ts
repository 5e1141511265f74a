import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createOfflineProvider } from '@uc/offline-engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DocumentNarrativeSchema, ModelProjectSchema } from '@uc/contract';
import { tool } from 'ai';
import { z } from 'zod';
import { agentToolsNote } from '../../../modules/agents/tools';
import { narrativeGrammarFor } from '../../../modules/documents/narrative';
import { ModelFiguresSchema } from '../../../modules/startup/model-figures';
import { tinyGguf } from '../../../../test/tiny-gguf';
import { createLocalModelManager } from './local-model';
import { createLocalProvider, type LocalProvider, trimHistory } from './local-provider';

let llm: LocalProvider;

beforeAll(() => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uc-local-provider-'));
  mkdirSync(path.join(dataDir, 'models'));
  writeFileSync(path.join(dataDir, 'models', 'tiny.gguf'), tinyGguf());
  const model = createLocalModelManager({ dataDir, url: 'http://127.0.0.1:9/tiny.gguf' });
  llm = createLocalProvider({ model, fallback: createOfflineProvider(), contextSize: 2048 });
});
afterAll(() => llm.unload());

const ask = (content: string, extra: Record<string, unknown> = {}) => ({
  system: 'You are a co-founder.',
  messages: [{ role: 'user' as const, content }],
  ...extra,
});

describe('local provider (tiny GGUF in a child process)', () => {
  it('streams tokens from the model, labelled with the model, usage in tokens', async () => {
    expect(llm.kind).toBe('local');
    const s = llm.streamText(ask('Who are my customers?', { maxOutputTokens: 12 }));
    const chunks: string[] = [];
    for await (const c of s.textStream) chunks.push(c);
    const r = await s.result;
    expect(chunks.length).toBeGreaterThan(1);
    expect(r.text).toBe(chunks.join(''));
    expect(r.model).toBe('tiny');
    expect(r.usage!.outputTokens).toBeGreaterThan(0);
    expect(r.usage!.inputTokens).toBeGreaterThan(5);
    expect(r.tokensUsed).toBe(r.usage!.inputTokens + r.usage!.outputTokens);
    // The tiny model has no chat template: its wrapper has no tool calling, and the agents are told so.
    expect(llm.tools).toBe(false);
    expect(agentToolsNote(llm)).toMatch(/Tools are unavailable on this engine/);
  }, 120_000);

  it('a chat wrapper with function calling (Qwen) gets the tools documented in its prompt', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'uc-local-tools-'));
    mkdirSync(path.join(dataDir, 'models'));
    writeFileSync(path.join(dataDir, 'models', 'tiny.gguf'), tinyGguf());
    const model = createLocalModelManager({ dataDir, url: 'http://127.0.0.1:9/tiny.gguf' });
    const qwen = createLocalProvider({ model, fallback: createOfflineProvider(), contextSize: 2048, chatWrapper: 'qwen' });
    try {
      const tools = { get_startup_model: tool({ description: 'The founder\'s startup model.', inputSchema: z.object({}), execute: async () => ({}) }) };
      const plain = await qwen.generateText(ask('Hello', { maxOutputTokens: 4 }));
      expect(qwen.tools).toBe(true);
      const withTools = await qwen.generateText(ask('Hello', { maxOutputTokens: 4, tools }));
      expect(withTools.usage!.inputTokens).toBeGreaterThan(plain.usage!.inputTokens + 10);
      expect(agentToolsNote(qwen)).toBeUndefined();
    } finally {
      await qwen.unload();
    }
  }, 120_000); // the first answer starts the engine process and loads the model

  it('a schema constrains the output with a JSON-schema grammar and the parsed value comes back', async () => {
    const schema = z.object({ title: z.string().max(20), ready: z.boolean() });
    const r = await llm.generateText(ask('Give me a title', { schema, maxOutputTokens: 80 }));
    expect(() => JSON.parse(r.text)).not.toThrow();
    expect(r.object).toEqual(JSON.parse(r.text));
    expect(typeof (r.object as { ready: boolean }).ready).toBe('boolean');
  });

  it('every structured-output path closes its JSON within the token budget (random weights: only the grammar does it)', async () => {
    const headings = Array.from({ length: 12 }, (_, i) => `Heading ${i + 1}`);
    const doc = await llm.generateText(ask('Write the plan', { schema: DocumentNarrativeSchema, grammarSchema: narrativeGrammarFor(headings), maxOutputTokens: 8000 }));
    expect(doc.finishReason).toBe('stop');
    expect((doc.object as { sections: { heading: string }[] }).sections.map((s) => s.heading)).toEqual(headings);
    const figures = await llm.generateText(ask('I charge 20 EUR a month', { schema: ModelFiguresSchema, maxOutputTokens: 1000 }));
    expect(figures.finishReason).toBe('stop');
    expect(ModelFiguresSchema.safeParse(figures.object).success).toBe(true);
    // A project's paths must also pass checks no grammar expresses (segments, characters): the JSON still parses.
    const app = await llm.generateText(ask('Build a todo app', { schema: ModelProjectSchema, maxOutputTokens: 16_000 }));
    expect(app.finishReason).toBe('stop');
    expect(Object.keys(JSON.parse(app.text))).toEqual(['name', 'description', 'files', 'technicalGuidance', 'suggestions']);
  }, 240_000);

  it('runs one generation at a time: the second waits, sees its place in the queue, both complete', async () => {
    const queued: number[][] = [[], []];
    const a = llm.generateText(ask('first', { maxOutputTokens: 20, onQueue: (n: number) => queued[0]!.push(n) }));
    const b = llm.generateText(ask('second', { maxOutputTokens: 20, onQueue: (n: number) => queued[1]!.push(n) }));
    const [ra, rb] = await Promise.all([a, b]);
    expect(ra.usage!.outputTokens).toBeGreaterThan(0);
    expect(rb.usage!.outputTokens).toBeGreaterThan(0);
    expect(queued[0]).toEqual([]);
    expect(queued[1]).toEqual([1, 0]);
  });

  it('cancel frees the slot: a waiting request leaves the queue, a running one stops', async () => {
    const running = new AbortController();
    const waiting = new AbortController();
    const queued: number[] = [];
    const first = llm.streamText(ask('long answer', { maxOutputTokens: 1500, signal: running.signal }));
    const second = llm.generateText(ask('cancelled while waiting', { signal: waiting.signal }));
    const third = llm.generateText(ask('third', { maxOutputTokens: 8, onQueue: (n: number) => queued.push(n) }));
    waiting.abort();
    await expect(second).rejects.toBeDefined();
    expect(queued).toEqual([2, 1]);
    const it = first.textStream[Symbol.asyncIterator]();
    await it.next();
    running.abort();
    const r = await first.result;
    expect(r.finishReason).toBe('aborted');
    expect(r.usage!.outputTokens).toBeLessThan(1500);
    const t = await third;
    expect(t.finishReason).not.toBe('aborted');
    expect(queued.at(-1)).toBe(0);
  });

  it('trims the history to the context, keeping the latest turns and the question', () => {
    const long = 'x'.repeat(3000);
    const turns = [
      { role: 'user' as const, content: long },
      { role: 'assistant' as const, content: long },
      { role: 'user' as const, content: 'latest question' },
    ];
    const kept = trimHistory(turns, 'system', 1024, 256);
    expect(kept.at(-1)!.content).toBe('latest question');
    expect(kept.length).toBe(1);
    expect(trimHistory(turns, 'system', 8192, 256)).toHaveLength(3);
  });
});
