import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../test/helpers';
import { CHAT_BODY_LIMIT } from '../modules/chat/routes';
import { JsonDepthScanner } from './json-body';

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx);
});

describe('JsonDepthScanner', () => {
  it('counts nesting outside strings, across chunk boundaries and escaped quotes', () => {
    const s = new JsonDepthScanner(3);
    expect(s.scan(Buffer.from('{"a":"[[[[[\\"[[[[", "b":[['))).toBe(true);
    expect(s.scan(Buffer.from(']], "c": [[['))).toBe(false);
    const split = new JsonDepthScanner(2);
    expect(split.scan(Buffer.from('{"x":"\\'))).toBe(true);
    expect(split.scan(Buffer.from('"[[[[", "y": {}}'))).toBe(true);
  });
});

/** Sends `head` and then keeps the request open, never ending the body: only a scan can answer it. */
function neverEnding(path: string, head: string): Promise<{ status: number; body: string }> {
  const { port } = ctx.app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'POST', headers: { ...user.auth, 'content-type': 'application/json', 'transfer-encoding': 'chunked' } }, (res) => {
      let body = '';
      res.on('data', (c) => (body += c));
      res.on('end', () => {
        req.destroy();
        resolve({ status: res.statusCode!, body });
      });
    });
    req.on('error', reject);
    req.write(head);
  });
}

describe('JSON bodies are bounded before the parse', () => {
  it('refuses a deeply nested body while it is still arriving, with 400', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await neverEnding('/api/v1/chat/stream', `{"message":"hi","x":${'['.repeat(10_000)}`);
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual({ detail: 'The body is nested too deeply (at most 64 levels)' });
  });

  it('refuses a chunked body past the route limit as it arrives, and a declared one at once, with 413', async () => {
    const big = `{"message":"${'a'.repeat(CHAT_BODY_LIMIT)}"}`;
    const chunked = await ctx.app.inject({
      method: 'POST', url: '/api/v1/chat/stream', headers: { ...user.auth, 'content-type': 'application/json' }, payload: Readable.from([big.slice(0, 1e6), big.slice(1e6)]),
    });
    expect(chunked.statusCode).toBe(413);
    expect(chunked.json()).toEqual({ detail: 'Request body is too large' });
    // Any other route keeps the 1 MB default.
    const folder = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: { ...user.auth, 'content-type': 'application/json' }, payload: `{"name":"${'a'.repeat(1024 * 1024)}"}` });
    expect(folder.statusCode).toBe(413);
  });

  it('fits the chat limit to a chat turn, not 16 MB', () => {
    expect(CHAT_BODY_LIMIT).toBeLessThanOrEqual(4 * 1024 * 1024);
  });

  it('still parses ordinary bodies, split anywhere, and refuses prototype poisoning and broken JSON', async () => {
    const body = '{"name":"Board \\"minutes\\" [draft]"}';
    const ok = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: { ...user.auth, 'content-type': 'application/json' }, payload: Readable.from([body.slice(0, 7), body.slice(7)]) });
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json().name).toBe('Board "minutes" [draft]');
    const poisoned = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: { ...user.auth, 'content-type': 'application/json' }, payload: '{"name":"x","__proto__":{"admin":true}}' });
    expect(poisoned.statusCode).toBe(400);
    const broken = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: { ...user.auth, 'content-type': 'application/json; charset=utf-8' }, payload: '{"name":' });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ detail: 'Request body is not valid JSON' });
  });

  it('accepts an empty JSON body on a route that takes none (the webhook test button), refuses it where a body is required', async () => {
    const headers = { ...user.auth, 'content-type': 'application/json' };
    const test = await ctx.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks/00000000-0000-4000-8000-000000000000/test', headers, payload: '' });
    expect(test.statusCode, test.body).toBe(404); // read as no body: the endpoint is simply not this user's
    const folder = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers, payload: '' });
    expect(folder.statusCode).toBe(400);
    expect(folder.json()).toEqual({ detail: 'Request body must not be empty' });
  });
});
