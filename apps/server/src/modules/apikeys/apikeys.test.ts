import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { apiKeys } from '../../db/schema';
import { createTestApp, createTestDatabase, signUp, testConfig } from '../../../test/helpers';
import { ApiKeyRateLimiter } from './rate-limiter';

const ctx = await createTestApp();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function createKey(auth: Record<string, string>, name = 'CI pipeline') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: auth, payload: { name } });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; key: string; prefix: string; name: string };
}

describe('API keys', () => {
  it('creates a key shown once, stores only its hash, authenticates, and stops working when revoked', async () => {
    const user = await signUp(ctx);
    const created = await createKey(user.auth);
    expect(created.key).toMatch(/^uc_[A-Za-z0-9_-]{32,}$/);
    expect(created.key.startsWith(created.prefix)).toBe(true);

    const [row] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(row.keyHash).not.toContain(created.key);
    expect(JSON.stringify(row)).not.toContain(created.key);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(created.key) });
    expect(me.statusCode).toBe(200);
    expect(me.json().email).toBe(user.email);
    expect(me.headers['x-ratelimit-limit']).toBe('100');

    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: user.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().items).toHaveLength(1);
    expect(list.json().items[0].last_used_at).not.toBeNull();
    expect(list.body).not.toContain(created.key);

    const revoke = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${created.id}`, headers: user.auth });
    expect(revoke.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(created.key) });
    expect(after.statusCode).toBe(401);
    expect(after.json().detail).toBe('Could not validate credentials');
    const [revoked] = await ctx.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(revoked.revokedAt).not.toBeNull();
    const listAfter = await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: user.auth });
    expect(listAfter.json().items).toHaveLength(0);
  });

  it('refuses keys on account deletion, password change, logout and key management', async () => {
    const user = await signUp(ctx);
    const { key } = await createKey(user.auth);
    const attempts = [
      { method: 'DELETE' as const, url: '/api/v1/auth/delete-account' },
      { method: 'POST' as const, url: '/api/v1/auth/change-password', payload: { currentPassword: user.password, newPassword: 'another-pass-123' } },
      // A key is not a sign-in session: it is revoked through key management, not logout.
      { method: 'POST' as const, url: '/api/v1/auth/logout' },
      { method: 'GET' as const, url: '/api/v1/api-keys' },
      { method: 'POST' as const, url: '/api/v1/api-keys', payload: { name: 'minted by a key' } },
    ];
    for (const attempt of attempts) {
      const res = await ctx.app.inject({ ...attempt, headers: bearer(key) });
      expect(res.statusCode, attempt.url).toBe(403);
    }
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth });
    expect(me.statusCode).toBe(200);
  });

  it('answers 429 with Retry-After on the 101st request of a minute', async () => {
    const user = await signUp(ctx);
    const { key } = await createKey(user.auth);
    for (let i = 0; i < 100; i++) {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: bearer(key) });
      expect(res.statusCode).toBe(200);
    }
    const limited = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: bearer(key) });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().detail).toMatch(/100 requests per minute/);
    // The limit is per key: the owner's password session is unaffected.
    const session = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: user.auth });
    expect(session.statusCode).toBe(200);
  });

  it('validates input and hides other users’ keys', async () => {
    const owner = await signUp(ctx);
    const other = await signUp(ctx);
    const { id } = await createKey(owner.auth);
    const blank = await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: owner.auth, payload: { name: '  ' } });
    expect(blank.statusCode).toBe(422);
    const badId = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/api-keys/not-a-uuid', headers: owner.auth });
    expect(badId.statusCode).toBe(422);
    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${id}`, headers: other.auth });
    expect(foreign.statusCode).toBe(404);
    const otherList = await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: other.auth });
    expect(otherList.json().items).toEqual([]);
    const anonymous = await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys' });
    expect(anonymous.statusCode).toBe(401);
    const unknownKey = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer('uc_this-key-does-not-exist-000000000') });
    expect(unknownKey.statusCode).toBe(401);
  });

  it('keeps the scopes chosen at creation (read only by default, also for keys made before scopes)', async () => {
    const user = await signUp(ctx);
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload });
    const plain = await post({ name: 'no choice' });
    expect(plain.json().scopes).toEqual(['read']);
    const both = await post({ name: 'assistant', scopes: ['propose', 'read', 'propose'] });
    expect(both.json().scopes).toEqual(['read', 'propose']);
    for (const scopes of [[], ['write'], 'read']) expect((await post({ name: 'bad', scopes })).statusCode, JSON.stringify(scopes)).toBe(422);
    // A key stored without scopes (as the migration leaves existing keys) reads only.
    const [legacy] = await ctx.db.insert(apiKeys).values({ userId: user.userId, name: 'legacy', prefix: 'uc_legacy0', keyHash: 'legacy-hash' }).returning();
    expect(legacy.scopes).toEqual(['read']);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/api-keys', headers: user.auth });
    expect(Object.fromEntries(list.json().items.map((k: { name: string; scopes: string[] }) => [k.name, k.scopes]))).toEqual({ 'no choice': ['read'], assistant: ['read', 'propose'], legacy: ['read'] });
  });

  it('caps the number of active keys', async () => {
    const user = await signUp(ctx);
    for (let i = 0; i < 10; i++) await createKey(user.auth, `key ${i}`);
    const eleventh = await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'one too many' } });
    expect(eleventh.statusCode).toBe(400);
  });
});

describe('API key secrecy in logs', () => {
  it('never writes the key or the authorization header to the log', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const database = await createTestDatabase();
    const app = await buildApp({ config: testConfig({ logLevel: 'trace' }), database, logger: { level: 'trace', stream } });
    await app.ready();
    try {
      const local = { app, database, db: database.db, config: testConfig() };
      const user = await signUp(local);
      const res = await app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'log check' } });
      const { key } = res.json();
      await app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: bearer(key) });
      await app.inject({ method: 'GET', url: '/api/v1/does-not-exist', headers: bearer(key) });
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('');
      expect(log).not.toContain(key);
      expect(log).not.toContain(key.slice(3, 20));
    } finally {
      await app.close();
    }
  });
});

describe('ApiKeyRateLimiter', () => {
  it('opens a new window after a minute', async () => {
    const limiter = new ApiKeyRateLimiter(2);
    expect(await limiter.hit('k', 0)).toEqual({ allowed: true, remaining: 1 });
    expect((await limiter.hit('k', 10)).allowed).toBe(true);
    const blocked = await limiter.hit('k', 20_000);
    expect(blocked).toEqual({ allowed: false, retryAfterSeconds: 40 });
    expect((await limiter.hit('k', 60_000)).allowed).toBe(true);
  });
});
