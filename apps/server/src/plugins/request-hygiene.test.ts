import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onAppsOrigin, signUp, uniqueEmail, type TestContext } from '../../test/helpers';
import { users } from '../db/schema';
import { multipart } from '../modules/dataroom/test-files';
import { isAppsPath } from './apps-origin';

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

type Operation = { requestBody?: { content: Record<string, unknown> } };

/** Every documented operation whose body has the given media type, with its path filled in. */
async function bodyOperations(mediaType: string, ids: Record<string, string> = {}) {
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json() as { paths: Record<string, Record<string, Operation>> };
  return Object.entries(doc.paths).flatMap(([path, ops]) =>
    Object.entries(ops)
      .filter(([, op]) => op.requestBody?.content[mediaType])
      // Signing out or deleting the account would end the session the rest of the loop uses.
      .filter(() => !/logout|delete-account|revoke/.test(path))
      .map(([method, op]) => ({ method: method.toUpperCase() as 'POST', url: path.replace(/\{[^}]+\}/g, ids[path] ?? '00000000-0000-4000-8000-000000000000'), op })),
  );
}

describe('hostile bodies on every operation that takes one', () => {
  it('2 000-deep JSON is 400 with {detail}, never 500', async () => {
    // A superuser, so admin operations read the body too instead of answering 403 first.
    const admin = await signUp(ctx, uniqueEmail('admin'));
    await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
    const deep = '{"a":'.repeat(2000) + '1' + '}'.repeat(2000);
    const deepArray = '['.repeat(2000) + ']'.repeat(2000);
    // The Stripe webhook reads its body raw (the signature covers the bytes); it is 404 while payments run in test mode.
    const ops = (await bodyOperations('application/json')).filter((o) => !o.url.endsWith('/billing/webhook'));
    expect(ops.length).toBeGreaterThan(40);
    const wrong: string[] = [];
    for (const { method, url } of ops) {
      for (const raw of [deep, deepArray]) {
        const origin = isAppsPath(url) ? onAppsOrigin(ctx) : {}; // generated apps' routes answer on the apps origin only
        const res = await ctx.app.inject({ method, url, headers: { ...admin.auth, ...origin, 'content-type': 'application/json' }, payload: raw });
        // The MCP endpoint speaks JSON-RPC: its refusal is a JSON-RPC error object, not {detail}.
        const body = res.json();
        const said = url === '/mcp' ? body.error?.message : body.detail;
        if (res.statusCode !== 400 || typeof said !== 'string') wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
      }
    }
    expect(wrong).toEqual([]);
    const one = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: { ...user.auth, 'content-type': 'application/json' }, payload: deep });
    expect(one.json().detail).toMatch(/nested too deeply/);
  }, 120_000);

  it('a truncated multipart body is 400 with {detail} on every upload operation', async () => {
    // Real resources: an upload to another user's or a missing file or collection is 404 before its body is read.
    const collection = (await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/collections', headers: user.auth, payload: { name: 'Fuzz' } })).json();
    const file = multipart('notes.csv', Buffer.from('a,b\n1,2\n'));
    const uploaded = (await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...user.auth, ...file.headers }, payload: file.payload })).json();
    const ops = await bodyOperations('multipart/form-data', { '/api/v1/apollo/collections/{id}/import': collection.id, '/api/v1/data-room/files/{id}/versions': uploaded.id ?? uploaded.file?.id });
    expect(ops.length).toBeGreaterThan(1);
    const truncated = '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nEmail\nada@exa';
    const wrong: string[] = [];
    for (const { method, url } of ops) {
      const res = await ctx.app.inject({ method, url, headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=abc' }, payload: truncated });
      if (res.statusCode !== 400 || typeof res.json().detail !== 'string') wrong.push(`${method} ${url}: ${res.statusCode} ${res.body.slice(0, 100)}`);
    }
    expect(wrong).toEqual([]);
  });
});
