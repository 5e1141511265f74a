import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../test/helpers';
import { parseSse } from '../test/sse';
import { multipart } from './modules/dataroom/test-files';

/**
 * The authorization matrix, over every operation the OpenAPI document lists when the test runs
 * (routes added later are covered without editing this file): anonymous callers, tampered,
 * unsigned and revoked tokens, API keys where they are refused, and another user trying the
 * owner's resources. A "leak" is any 2xx where the caller has no right, or a body carrying the
 * owner's data.
 */
type Op = { method: string; path: string; secured: boolean; body?: unknown; params: string[] };
type User = Awaited<ReturnType<typeof signUp>>;

let ctx: TestContext;
let ops: Op[];
let owner: User;
let other: User;
let ownerIds: string[] = [];
let revokedToken: string;
let otherKey: string;

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
type Schema = { $ref?: string; type?: string | string[]; properties?: Record<string, Schema>; required?: string[]; enum?: unknown[]; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; format?: string; example?: unknown; minLength?: number; minimum?: number };

/** A small valid-looking value for a JSON schema, so requests get past validation to the ownership check. */
function sample(schema: Schema | undefined, doc: { components?: { schemas?: Record<string, Schema> } }, depth = 0): unknown {
  if (!schema || depth > 6) return undefined;
  if (schema.$ref) return sample(doc.components?.schemas?.[schema.$ref.split('/').pop()!], doc, depth + 1);
  if (schema.example !== undefined) return schema.example;
  if (schema.enum) return schema.enum[0];
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants) return sample(variants.find((v) => v.type !== 'null') ?? variants[0], doc, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const key of schema.required ?? []) out[key] = sample(schema.properties?.[key], doc, depth + 1);
    return out;
  }
  if (type === 'array') return [];
  if (type === 'integer' || type === 'number') return Math.max(1, schema.minimum ?? 1);
  if (type === 'boolean') return false;
  if (schema.format === 'uuid') return ownerIds[0];
  if (schema.format === 'email') return 'probe@example.com';
  return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
}

beforeAll(async () => {
  ctx = await createTestApp({ config: { rateLimits: { loginPerIp: 10_000, authPerIp: 10_000, apiKeyPerMinute: 100_000 } } });
  const doc = (await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' })).json();
  ops = [];
  for (const [path, item] of Object.entries(doc.paths as Record<string, Record<string, { security?: unknown[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>)) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const security = op.security ?? (doc as { security?: unknown[] }).security;
      ops.push({
        method: method.toUpperCase(),
        path,
        secured: Array.isArray(security) && security.length > 0,
        body: op.requestBody?.content?.['application/json'] ? op.requestBody.content['application/json'].schema : undefined,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]),
      });
    }
  }
  // Resolve sample bodies once the owner's ids are known.
  owner = await signUp(ctx);
  other = await signUp(ctx);
  const post = (url: string, payload: object, user = owner) => ctx.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: user.auth, payload });
  const body = multipart('owner-secret.txt', Buffer.from('owner secret'));
  const file = (await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...owner.auth, ...body.headers }, payload: body.payload })).json();
  const folder = (await post('/data-room/folders', { name: 'Owner folder' })).json();
  const key = (await post('/api-keys', { name: 'owner key' })).json();
  const streamed = parseSse((await post('/chat/stream', { message: 'Owner question', agent_id: 'strategic' })).body);
  const thread = (streamed.find((c) => c.type === 'data-thread')?.data ?? {}) as { thread_id?: string };
  const intent = (await post('/billing/create-payment-intent', { package_name: 'Starter Pack' })).json();
  await post('/billing/test/confirm-payment', { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123', client_secret: intent.client_secret });
  const invoices = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/invoices', headers: owner.auth })).json();
  const project = (await post('/bolt/projects', { name: 'Owner app', files: [] })).json();
  ownerIds = [file?.id, folder?.id, key?.id, thread.thread_id, intent?.payment_id, invoices?.invoices?.[0]?.id, project?.id, owner.userId].filter((v): v is string => typeof v === 'string');
  for (const op of ops) op.body = op.body ? sample(op.body as Schema, doc) : undefined;

  // A token that was valid and is now revoked, and the other user's API key.
  const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: owner.email, password: owner.password } });
  revokedToken = login.json().access_token;
  await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: { authorization: `Bearer ${revokedToken}` } });
  otherKey = (await post('/api-keys', { name: 'other key' }, other)).json().key;
}, 120_000);

const urlOf = (op: Op, id: string) => op.path.replace(/\{[^}]+\}/g, id);
const call = (op: Op, url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: op.method as 'GET', url, headers: { ...headers, ...(op.body !== undefined ? { 'content-type': 'application/json' } : {}) }, payload: op.body !== undefined ? JSON.stringify(op.body) : undefined });

function tampered(token: string) {
  const [h, p, s] = token.split('.');
  const claims = JSON.parse(Buffer.from(p, 'base64url').toString());
  const forged = Buffer.from(JSON.stringify({ ...claims, sub: claims.sub })).toString('base64url');
  return [`${h}.${forged}.${s.slice(0, -2)}${s.endsWith('AA') ? 'BB' : 'AA'}`, `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${p}.`];
}

/** Owner data that must never appear in an answer to someone else. */
const leaksOwnerData = (body: string, asked?: string) =>
  body.includes(owner.email) || ownerIds.some((id) => id !== owner.userId && id !== asked && body.includes(id)) || body.includes('owner secret');

describe('authorization matrix over every operation of /api/v1/openapi.json', () => {
  it('covers the API', () => {
    expect(ops.length).toBeGreaterThan(50);
    expect(ownerIds.length).toBeGreaterThanOrEqual(5);
  });

  it('anonymous, tampered, unsigned and revoked credentials get 401 on every secured operation, and no owner data anywhere', async () => {
    const leaks: string[] = [];
    const [forged, unsigned] = tampered(owner.token);
    for (const op of ops) {
      const url = urlOf(op, ownerIds[0]);
      const anonymous = await call(op, url);
      if (leaksOwnerData(anonymous.body, ownerIds[0])) leaks.push(`${op.method} ${op.path} anonymous: owner data in ${anonymous.statusCode}`);
      if (!op.secured) continue;
      if (anonymous.statusCode !== 401) leaks.push(`${op.method} ${op.path} anonymous: ${anonymous.statusCode}`);
      for (const [label, token] of [['tampered', forged], ['alg none', unsigned], ['revoked', revokedToken], ['garbage', 'uc_not_a_real_key']] as const) {
        const res = await call(op, url, { authorization: `Bearer ${token}` });
        // An unknown `uc_` key on a route that refuses keys is told so (403) before it is looked up.
        const ok = res.statusCode === 401 || (label === 'garbage' && res.statusCode === 403);
        if (!ok) leaks.push(`${op.method} ${op.path} ${label}: ${res.statusCode}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('another user (bearer or API key) never gets the owner\'s resources', async () => {
    const leaks: string[] = [];
    for (const op of ops.filter((o) => o.secured && o.params.length > 0)) {
      for (const id of ownerIds) {
        for (const [label, auth] of [['bearer', other.auth], ['api key', { authorization: `Bearer ${otherKey}` }]] as const) {
          const res = await call(op, urlOf(op, id), auth);
          // 204 says nothing (e.g. "no stream to resume"); any other 2xx, or the owner's data, is a leak.
          const granted = res.statusCode >= 200 && res.statusCode < 300 && res.statusCode !== 204;
          if (granted || leaksOwnerData(res.body, id)) leaks.push(`${op.method} ${op.path} (${label}, id ${id === owner.userId ? 'owner user' : 'owner resource'}): ${res.statusCode}`);
        }
      }
    }
    expect(leaks).toEqual([]);
    // Nothing of the owner's was changed or deleted by those attempts.
    for (const url of ['/api/v1/data-room/files', '/api/v1/api-keys', '/api/v1/chat/threads', '/api/v1/billing/invoices']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: owner.auth });
      expect(res.statusCode, url).toBe(200);
      expect(ownerIds.some((id) => res.body.includes(id)), url).toBe(true);
    }
  });

  it('API keys are refused where a password sign-in is required, and admin operations refuse ordinary users', async () => {
    const refused: [string, string][] = [
      ['POST', '/api/v1/api-keys'],
      ['DELETE', '/api/v1/auth/delete-account'],
      ['POST', '/api/v1/auth/change-password'],
    ];
    for (const [method, path] of refused) {
      const op = ops.find((o) => o.method === method && o.path === path);
      if (!op) continue;
      const res = await call(op, path, { authorization: `Bearer ${otherKey}` });
      expect(res.statusCode, `${method} ${path}`).toBe(403);
    }
    const admin = ops.filter((o) => o.secured && o.path.startsWith('/api/v1/admin'));
    expect(admin.map((o) => `${o.method} ${o.path}`)).toContain('GET /api/v1/admin/jobs'); // background jobs (issue 18)
    for (const op of admin) {
      const res = await call(op, urlOf(op, owner.userId), other.auth);
      expect([403, 404], `${op.method} ${op.path}: ${res.statusCode}`).toContain(res.statusCode);
    }
  });
});
