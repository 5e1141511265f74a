import { describe, expect, it } from 'vitest';
import { createTestApp, signUp } from '../../test/helpers';

const ctx = await createTestApp();

describe('invalid API keys', () => {
  it('are 401 on every kind of route, admin included; a valid key where keys are not accepted stays 403', async () => {
    const bad = { authorization: 'Bearer uc_this-key-does-not-exist-0123456789' };
    for (const url of ['/api/v1/admin/users', '/api/v1/admin/stats', '/api/v1/auth/me', '/api/v1/api-keys', '/api/v1/chat/threads']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: bad });
      expect(res.statusCode, url).toBe(401);
      expect(res.json().detail).toEqual(expect.any(String));
    }
    const u = await signUp(ctx);
    const key = (await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: u.auth, payload: { name: 'script' } })).json().key as string;
    const admin = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users', headers: { authorization: `Bearer ${key}` } });
    expect(admin.statusCode).toBe(403);
  });
});
