import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { createTwoInstances, describeWithRedis, testRedis, uniqueRedisPrefix, type TestRedis, type TwoInstances } from '../../../test/redis';
import { parseSse, streamedText } from '../../../test/sse';
import { createLlmProvider } from '../../providers/llm';
import { RedisRunningStreams } from './redis-running-streams';
import type { StreamChunk } from './stream';

const silent = { error: () => undefined };
const tick = () => new Promise((r) => setTimeout(r, 5));

async function collect(chunks: AsyncIterable<StreamChunk>) {
  const seen: StreamChunk[] = [];
  for await (const c of chunks) seen.push(c);
  return seen;
}

describeWithRedis('RedisRunningStreams', () => {
  const prefix = uniqueRedisPrefix('running-streams');
  let writerRedis: TestRedis;
  let readerRedis: TestRedis;
  let writer: RedisRunningStreams;
  let reader: RedisRunningStreams;
  beforeAll(async () => {
    writerRedis = await testRedis(prefix);
    readerRedis = await testRedis(prefix); // another instance: its own connections
    writer = new RedisRunningStreams(writerRedis, silent);
    reader = new RedisRunningStreams(readerRedis, silent);
  });
  afterAll(async () => {
    await readerRedis.close();
    await writerRedis.cleanup();
  });

  it('another instance replays what was sent, follows to the end, and then finds nothing running', async () => {
    const running = writer.start('u1:t1');
    running.push({ type: 'start' });
    running.push({ type: 'text-delta', delta: 'One' });
    await tick();
    const chunks = await reader.resume('u1:t1');
    expect(chunks).not.toBeNull();
    const all = collect(chunks!);
    running.push({ type: 'text-delta', delta: ' two' });
    await tick();
    running.push({ type: 'finish' });
    running.end();
    expect(await all).toEqual([{ type: 'start' }, { type: 'text-delta', delta: 'One' }, { type: 'text-delta', delta: ' two' }, { type: 'finish' }]);
    await tick();
    expect(await reader.resume('u1:t1')).toBeNull();
    expect(await reader.resume('u1:never')).toBeNull();
  });

  it('chunks of one turn of the event loop go in one entry; the stream expires after its end', async () => {
    const running = writer.start('u1:burst');
    for (let i = 0; i < 300; i++) running.push({ type: 'text-delta', delta: String(i) });
    await tick();
    const stream = await writerRedis.client.get(`${prefix}chat:running:u1:burst`);
    expect(stream).toMatch(new RegExp(`^${prefix}chat:stream:u1:burst:`));
    expect(await writerRedis.client.xlen(stream!)).toBe(1);
    const replay = collect((await reader.resume('u1:burst'))!);
    running.end();
    expect((await replay).map((c) => c.delta)).toEqual(Array.from({ length: 300 }, (_, i) => String(i)));
    const ttl = await writerRedis.client.pttl(stream!);
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(60_000);
  });

  it('a later generation replaces an earlier one, and the earlier one ending leaves it in place', async () => {
    const first = writer.start('u1:t2');
    first.push({ type: 'text-delta', delta: 'old' });
    const second = writer.start('u1:t2');
    second.push({ type: 'text-delta', delta: 'new' });
    first.end();
    await tick();
    const replay = collect((await reader.resume('u1:t2'))!);
    second.end();
    expect(await replay).toEqual([{ type: 'text-delta', delta: 'new' }]);
  });
});

describeWithRedis('resuming a chat stream on another instance (Redis)', () => {
  let two: TwoInstances;
  let model: OpenAiStandIn;
  let addressA: string;
  beforeAll(async () => {
    model = await startOpenAiStandIn();
    const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'test-key' } });
    two = await createTwoInstances({ name: 'chat-resume', llm });
    addressA = await two.a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await two.close();
    await model.close();
  });

  it('a stream started on A is replayed and followed to its end by GET …/stream on B', async () => {
    model.behaviour = { kind: 'ok', chunks: ['One', ' two', ' three', ' four'], firstTokenDelayMs: 100, chunkDelayMs: 50 };
    const user = await signUp(two.a);
    const started = await fetch(`${addressA}/api/v1/chat/stream`, { method: 'POST', headers: { ...user.auth, 'content-type': 'application/json' }, body: JSON.stringify({ message: 'Count to four' }) });
    const reader = started.body!.getReader();
    let seen = '';
    while (!seen.includes('data-message')) seen += new TextDecoder().decode((await reader.read()).value);
    const threadId = (parseSse(seen.slice(0, seen.lastIndexOf('\n\n'))).find((c) => c.type === 'data-thread')!.data as { thread_id: string }).thread_id;

    const resumed = await two.b.app.inject({ method: 'GET', url: `/api/v1/chat/stream/${threadId}/stream`, headers: user.auth });
    expect(resumed.statusCode).toBe(200);
    const chunks = parseSse(resumed.body);
    expect(chunks[0].type).toBe('start'); // replayed from the beginning
    expect(streamedText(chunks)).toBe('One two three four');
    expect(chunks.at(-1)!.type).toBe('finish');

    while (!(await reader.read()).done); // A's own client reads to its end too
    // Nothing runs any more: 204 (A's end reaches Redis on A's connection, hence the short wait).
    let after = 0;
    for (let i = 0; i < 50 && after !== 204; i++, await tick()) after = (await two.b.app.inject({ method: 'GET', url: `/api/v1/chat/stream/${threadId}/stream`, headers: user.auth })).statusCode;
    expect(after).toBe(204);
  });
});
