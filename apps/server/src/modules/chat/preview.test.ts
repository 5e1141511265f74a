import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onAppsOrigin, signUp, type TestContext } from '../../../test/helpers';
import { parseSse } from '../../../test/sse';
import { PREVIEW_TTL_SECONDS, previewKey, previewToken } from './preview';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

describe('Live Preview links', () => {
  it('serves the caller’s generated app with its scripts allowed in an opaque-origin sandbox', async () => {
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: user.auth, payload: { message: 'Build a waitlist page for PawPal', output: 'app' } });
    const appMessage = parseSse(res.body).find((c) => c.type === 'data-message')!.data as { message_id: string; kind: string };
    expect(appMessage.kind).toBe('app');

    const link = await ctx.app.inject({ method: 'POST', url: `/api/v1/chat/messages/${appMessage.message_id}/preview`, headers: user.auth });
    expect(link.statusCode).toBe(200);
    const { url: address, expires_at } = link.json() as { url: string; expires_at: string };
    expect(address).toMatch(/^http:\/\/app\.test:8001\/api\/v1\/chat\/previews\//); // the apps origin
    const url = new URL(address).pathname;
    const apps = onAppsOrigin(ctx);
    expect(new Date(expires_at).getTime()).toBeGreaterThan(Date.now());

    const page = await ctx.app.inject({ method: 'GET', url, headers: apps }); // no Authorization: the frame cannot send one
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.headers['content-security-policy']).toBe("sandbox allow-scripts allow-forms; connect-src 'none'; form-action 'none'; frame-ancestors http://app.test");
    expect(page.headers['x-frame-options']).toBeUndefined(); // framed by the product's origin, which X-Frame-Options cannot name
    expect(page.body).toContain('<script');

    // A tampered, expired or foreign link is 404; another user cannot mint a link.
    expect((await ctx.app.inject({ method: 'GET', url: url.slice(0, -2) + 'xx', headers: apps })).statusCode).toBe(404);
    const old = previewToken(previewKey(ctx.config.jwtSecret), appMessage.message_id, Date.now() - (PREVIEW_TTL_SECONDS + 5) * 1000);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/chat/previews/${old.token}`, headers: apps })).statusCode).toBe(404);
    const other = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/chat/messages/${appMessage.message_id}/preview`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/chat/messages/not-a-uuid/preview`, headers: user.auth })).statusCode).toBeLessThan(500);
  });
});
