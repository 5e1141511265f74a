import { offlineProject } from '@uc/offline-engine';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';

/** Issue 39: a deployed waitlist's sign-ups become traction on the Startup screen once the founder confirms. */
let ctx: TestContext;
let onApps: { host: string };
beforeAll(async () => {
  ctx = await createTestApp({ config: { env: 'production', rateLimits: { authPerIp: 10_000, loginPerIp: 10_000, loginPerEmail: 10_000 } } });
  onApps = { host: new URL(ctx.config.apps.origin).host };
});

async function waitlist() {
  const owner = await signUp(ctx);
  const files = offlineProject('A waitlist landing page for our meal-kit startup', 'vanilla-js').files;
  const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'Meal Kit Waitlist', template: 'vanilla-js', files } });
  const deploy = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.json().id}/deploy`, headers: owner.auth });
  expect(deploy.statusCode, deploy.body).toBe(200);
  return { id: made.json().id as string, path: new URL(deploy.json().url as string).pathname, owner };
}

const signUpVisitor = (path: string, fields: Record<string, string>, ip: string) =>
  ctx.app.inject({ method: 'POST', url: `${path}submit`, headers: onApps, payload: fields, remoteAddress: ip });

describe('waitlist sign-ups as traction', () => {
  it('counts distinct e-mail addresses, saves them as the founder\'s traction once confirmed, and replaces the count later', async () => {
    const app = await waitlist();
    const url = `/api/v1/bolt/projects/${app.id}/submissions/traction`;
    for (const [i, email] of ['ada@example.com', 'bo@example.com', 'ADA@example.com ', 'cy@example.org'].entries()) {
      expect((await signUpVisitor(app.path, { email }, `198.51.100.${i + 1}`)).statusCode).toBe(202);
    }
    expect((await signUpVisitor(app.path, { message: 'Do you ship to Lagos?' }, '198.51.100.9')).statusCode).toBe(202);

    const preview = await ctx.app.inject({ url, headers: app.owner.auth });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toEqual({ value: 3, quote: '3 sign-ups from Meal Kit Waitlist', current: null });

    // A count the founder did not see is not saved.
    const stale = await ctx.app.inject({ method: 'POST', url, headers: app.owner.auth, payload: { value: 2 } });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().detail).toContain('3 sign-ups now');

    const added = await ctx.app.inject({ method: 'POST', url, headers: app.owner.auth, payload: { value: 3 } });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ traction: { kind: 'signups', value: 3, provenance: 'founder', quote: '3 sign-ups from Meal Kit Waitlist', source: `app:${app.id}` }, version: 1 });

    const model = await ctx.app.inject({ url: '/api/v1/startup/model', headers: app.owner.auth });
    expect(model.json().version).toBe(1);
    expect(model.json().model.traction).toEqual([added.json().traction]);
    // Sign-ups are not sales: the starting customers are untouched.
    const customers = model.json().model.assumptions.find((a: { key: string }) => a.key === 'starting_customers');
    if (customers) expect(customers.provenance).not.toBe('founder');

    // More sign-ups later: the same app's figure is replaced, not added twice.
    expect((await signUpVisitor(app.path, { email: 'di@example.com' }, '198.51.100.20')).statusCode).toBe(202);
    const again = await ctx.app.inject({ url, headers: app.owner.auth });
    expect(again.json()).toMatchObject({ value: 4, current: { value: 3 } });
    expect((await ctx.app.inject({ method: 'POST', url, headers: app.owner.auth, payload: { value: 4 } })).statusCode).toBe(200);
    const after = await ctx.app.inject({ url: '/api/v1/startup/model', headers: app.owner.auth });
    expect(after.json().model.traction).toMatchObject([{ value: 4, quote: '4 sign-ups from Meal Kit Waitlist' }]);
    // A rebuild from the profile keeps it.
    const rebuilt = await ctx.app.inject({ method: 'POST', url: '/api/v1/startup/model/rebuild', headers: app.owner.auth, payload: { base_version: after.json().version } });
    expect(rebuilt.statusCode, rebuilt.body).toBe(200);
    expect(rebuilt.json().model.traction).toMatchObject([{ value: 4 }]);
  });

  it('refuses an app without sign-ups, and another user\'s app', async () => {
    const app = await waitlist();
    const url = `/api/v1/bolt/projects/${app.id}/submissions/traction`;
    expect((await ctx.app.inject({ url, headers: app.owner.auth })).json()).toMatchObject({ value: 0 });
    expect((await ctx.app.inject({ method: 'POST', url, headers: app.owner.auth, payload: { value: 1 } })).statusCode).toBe(422);
    const other = await signUp(ctx);
    expect((await ctx.app.inject({ url, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url, headers: other.auth, payload: { value: 1 } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url })).statusCode).toBe(401);
  });
});
