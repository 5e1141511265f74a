import { afterAll, beforeAll, expect, it } from 'vitest';
import { signUp, TEST_PASSWORD, type TestContext } from '../../../test/helpers';
import { createTwoInstances, describeWithRedis, type TwoInstances } from '../../../test/redis';

/**
 * Two instances, one database, one Redis (REDIS_URL): a revocation on one is honoured by the other
 * at once, although the other's session cache still holds the identity (its TTL here is a minute).
 */
let two: TwoInstances;
const me = (ctx: TestContext, token: string) => ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

/** Polls B until it refuses the token, for at most `withinMs` after the revocation answered on A. */
async function refusedWithin(ctx: TestContext, token: string, withinMs: number): Promise<number> {
  const started = performance.now();
  for (;;) {
    const status = (await me(ctx, token)).statusCode;
    const elapsed = performance.now() - started;
    if (status === 401) return elapsed;
    if (elapsed > withinMs) throw new Error(`still ${status} after ${Math.round(elapsed)} ms`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

describeWithRedis('revocation broadcast between instances (Redis)', () => {
  beforeAll(async () => {
    two = await createTwoInstances({ name: 'revocation', config: { sessionCacheTtlMs: 60_000 } });
  });
  afterAll(() => two.close());

  it('a logout on A is refused by B within 300 ms although B had the session cached', async () => {
    const user = await signUp(two.a);
    expect((await me(two.b, user.token)).statusCode).toBe(200); // B validated and cached it
    expect((await me(two.b, user.token)).statusCode).toBe(200);

    const logout = await two.a.app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: user.auth });
    expect(logout.statusCode).toBe(200);
    expect((await me(two.a, user.token)).statusCode).toBe(401); // the local instance dropped it synchronously
    await refusedWithin(two.b, user.token, 300);
  });

  it('a password change on B signs the other sessions out on A as well', async () => {
    const user = await signUp(two.a);
    const other = (await two.a.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: TEST_PASSWORD } })).json().access_token as string;
    expect((await me(two.a, other)).statusCode).toBe(200);

    const changed = await two.b.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers: user.auth, payload: { currentPassword: TEST_PASSWORD, newPassword: 'next-password-1' } });
    expect(changed.statusCode).toBe(200);
    await refusedWithin(two.a, other, 300);
    expect((await me(two.a, user.token)).statusCode).toBe(200); // the session that changed it stays
  });

  it('an API key revoked on A stops working on B at once', async () => {
    const user = await signUp(two.a);
    const created = (await two.a.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'CI' } })).json() as { id: string; key: string };
    expect((await me(two.b, created.key)).statusCode).toBe(200);

    const revoked = await two.a.app.inject({ method: 'DELETE', url: `/api/v1/api-keys/${created.id}`, headers: user.auth });
    expect(revoked.statusCode).toBe(200);
    await refusedWithin(two.b, created.key, 300);
  });
});
