import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { isKeyRefused } from './errors';
import { createLlmProvider, type LlmProvider } from '.';
import type { TextRequest } from './types';

/** The AI SDK client (Chat Completions wire format) against a stand-in model server on 127.0.0.1. */

const ask: TextRequest = { system: 'Be brief.', messages: [{ role: 'user', content: 'Hi' }] };

async function drain(stream: AsyncIterable<string>): Promise<string[]> {
  const deltas: string[] = [];
  for await (const d of stream) deltas.push(d);
  return deltas;
}

/** A server whose stream answer is `parts` verbatim, 5 ms apart (streams the stand-in cannot produce). */
async function rawServer(...parts: (string | Buffer)[]): Promise<{ url: string; close: () => Promise<void> }> {
  const server: Server = createServer((req, res) => {
    req.resume();
    req.on('end', async () => {
      res.writeHead(200, { 'content-type': 'text/event-stream' });
      for (const part of parts) {
        res.write(part);
        await new Promise((r) => setTimeout(r, 5));
      }
      res.end();
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`, close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))) };
}

const provider = (baseUrl: string) => createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl, model: 'stand-in-model', apiKey: 'test-key' } });

describe('AI SDK client, Chat Completions format', () => {
  let model: OpenAiStandIn;
  let llm: LlmProvider;
  beforeAll(async () => {
    model = await startOpenAiStandIn();
    llm = await provider(model.url);
  });
  afterAll(() => model.close());

  it('streams the deltas in order, then the usage and finish reason of the final chunk', async () => {
    model.behaviour = { kind: 'ok', chunks: ['Talk', ' to', ' ten', ' customers.'] };
    const stream = llm.streamText(ask);
    expect(await drain(stream.textStream)).toEqual(['Talk', ' to', ' ten', ' customers.']);
    expect(await stream.result).toMatchObject({ text: 'Talk to ten customers.', tokensUsed: 24, model: 'stand-in-model', finishReason: 'stop', usage: { inputTokens: 20, outputTokens: 4 }, steps: [{ inputTokens: 20, outputTokens: 4, toolNames: [] }] });
    expect(model.requests.at(-1)).toMatchObject({ stream: true, messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Hi' }] });
  });

  it('answers without streaming', async () => {
    model.behaviour = { kind: 'ok', chunks: ['Focus', ' on clinics.'] };
    expect(await llm.generateText(ask)).toMatchObject({ text: 'Focus on clinics.', tokensUsed: 22, model: 'stand-in-model', finishReason: 'stop' });
    expect(model.requests.at(-1)?.stream).toBe(false);
  });

  it('structured output: asks for the schema and parses the answer; a non-matching answer keeps its text and usage, without an object', async () => {
    const schema = z.object({ sections: z.array(z.object({ heading: z.string() })).min(1) });
    model.behaviour = { kind: 'ok', chunks: ['{"sections":', '[{"heading":"Market"}]}'] };
    const ok = await llm.generateText({ ...ask, schema });
    expect(ok.object).toEqual({ sections: [{ heading: 'Market' }] });
    expect(model.requests.at(-1)!.body.response_format).toMatchObject({ type: expect.stringMatching(/^json_/) });
    model.behaviour = { kind: 'ok', chunks: ['not json'] };
    const bad = await llm.generateText({ ...ask, schema });
    expect(bad).toMatchObject({ text: 'not json', usage: { inputTokens: 20, outputTokens: 1 } });
    expect(bad.object).toBeUndefined();
  });

  it('fails with the HTTP status and the provider message on non-2xx answers', async () => {
    for (const status of [401, 429, 500]) {
      model.behaviour = { kind: 'error', status, message: `nope ${status}` };
      const stream = llm.streamText(ask);
      await expect(drain(stream.textStream)).rejects.toMatchObject({ statusCode: status, message: `nope ${status}` });
      await expect(stream.result).rejects.toMatchObject({ statusCode: status });
      const failed = await llm.generateText(ask).catch((e: unknown) => e);
      expect(failed).toMatchObject({ statusCode: status, message: `nope ${status}` });
      expect(isKeyRefused(failed)).toBe(status === 401);
    }
  });

  it('a reader that stops early gets a failed result, not one that never settles', async () => {
    model.behaviour = { kind: 'ok', chunks: ['one', ' two', ' three'], chunkDelayMs: 20 };
    const stream = llm.streamText(ask);
    for await (const d of stream.textStream) {
      expect(d).toBe('one');
      break;
    }
    await expect(stream.result).rejects.toThrow('not read to its end');
  });

  it('stops when aborted mid-stream, and fails a stream cut by the server', async () => {
    model.behaviour = { kind: 'ok', chunks: ['one', ' two', ' three'], chunkDelayMs: 200 };
    const controller = new AbortController();
    const stream = llm.streamText({ ...ask, signal: controller.signal });
    const seen: string[] = [];
    const done = (async () => {
      for await (const d of stream.textStream) {
        seen.push(d);
        controller.abort();
      }
    })();
    await expect(done).rejects.toMatchObject({ name: 'AbortError' });
    await expect(stream.result).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['one']);

    model.behaviour = { kind: 'disconnect', chunksBeforeDisconnect: ['half'] };
    const cut = llm.streamText(ask);
    await expect(drain(cut.textStream)).rejects.toThrow();
    await expect(cut.result).rejects.toThrow();
  });

  it('fails a stream that ends without [DONE] or sends a malformed chunk', async () => {
    const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ index: 0, delta: { content }, finish_reason: null }] })}\n\n`;
    for (const [body, error] of [
      [chunk('cut') + chunk(' short'), /./],
      [chunk('no finish reason') + 'data: [DONE]\n\n', /./],
      [chunk('ok') + 'data: {not json\n\n' + 'data: [DONE]\n\n', /./],
    ] as const) {
      const server = await rawServer(body);
      try {
        const stream = (await provider(server.url)).streamText(ask);
        await expect(drain(stream.textStream)).rejects.toThrow(error);
        await expect(stream.result).rejects.toThrow(error);
      } finally {
        await server.close();
      }
    }
  });

  it('parses events split across packets, CRLF lines and comments', async () => {
    const event = Buffer.from(`data: ${JSON.stringify({ choices: [{ delta: { content: 'é✓' }, finish_reason: 'length' }] })}\r\n\r\n`);
    const mid = event.indexOf('✓') + 1; // inside the three bytes of ✓
    const server = await rawServer(': keep-alive\r\n\r\n', event.subarray(0, mid), event.subarray(mid), 'data: [DO', 'NE]\r\n\r\n');
    try {
      const stream = (await provider(server.url)).streamText(ask);
      expect(await drain(stream.textStream)).toEqual(['é✓']);
      expect(await stream.result).toMatchObject({ text: 'é✓', finishReason: 'length', tokensUsed: 0 });
    } finally {
      await server.close();
    }
  });
});
