import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../test/helpers';

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
beforeAll(async () => {
  ctx = await createTestApp();
  user = await signUp(ctx);
});

const json = (method: 'POST' | 'PUT' | 'PATCH', url: string, raw: string, auth = true) =>
  ctx.app.inject({ method, url, headers: { ...(auth ? user.auth : {}), 'content-type': 'application/json' }, payload: raw });

describe('text with NUL or unpaired surrogates', () => {
  it('is refused with 422 in any JSON field, query or path, never 500', async () => {
    const cases = [
      await json('POST', '/api/v1/auth/register', '{"email":"nul@example.com","password":"correct-horse-42","name":"A\\u0000B"}', false),
      await json('POST', '/api/v1/auth/login/json', '{"email":"x\\ud800@example.com","password":"p"}', false),
      await json('POST', '/api/v1/chat/stream', '{"message":"hello \\udc00 there"}'),
      await json('POST', '/api/v1/data-room/folders', '{"name":"Board\\u0000"}'),
      await json('POST', '/api/v1/public/contact', '{"name":"A","email":"a@example.com","subject":"s","message":"x\\ud83d"}', false),
      await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files?q=%00', headers: user.auth }),
      await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files/%00', headers: user.auth }),
    ];
    for (const res of cases) {
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().detail).toMatch(/NUL characters or unpaired surrogates/);
    }
  });

  it('accepts paired surrogates (emoji) and ordinary text', async () => {
    const res = await json('POST', '/api/v1/data-room/folders', '{"name":"Launch \\ud83d\\ude80"}');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().name).toBe('Launch 🚀');
  });
});

describe('malformed uploads and framework errors', () => {
  const upload = (body: string, boundary: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...user.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });

  it('a truncated multipart body or a wrong boundary is 400 with {detail}', async () => {
    const truncated = await upload('--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\nContent-Type: text/plain\r\n\r\nhello wor', 'abc');
    expect(truncated.statusCode, truncated.body).toBe(400);
    expect(truncated.json().detail).toEqual(expect.any(String));
    const wrong = await upload('--abc\r\nContent-Disposition: form-data; name="file"; filename="a.txt"\r\n\r\nhello\r\n--abc--\r\n', 'xyz');
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(wrong.json().detail).toEqual(expect.any(String));
  });

  it('a path parameter over the router limit is 414 and a bad URL encoding 400, both with {detail}', async () => {
    const long = await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/files/${'a'.repeat(500)}`, headers: user.auth });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ detail: expect.any(String) });
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files/%E0%A4%A', headers: user.auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ detail: expect.any(String) });
  });

  it('headers larger than Node accepts are 431 with {detail}', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: '/health', headers: { 'x-big': 'a'.repeat(40_000) } }, (r) => {
        let body = '';
        r.on('data', (c) => (body += c));
        r.on('end', () => resolve({ status: r.statusCode!, body }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(res.status).toBe(431);
    expect(JSON.parse(res.body)).toEqual({ detail: expect.any(String) });
  });
});
