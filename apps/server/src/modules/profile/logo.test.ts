import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { userProfiles } from '../../db/schema';
import { createLocalStorage } from '../../providers/storage/local';
import { multipart } from '../dataroom/test-files';
import { sweepOrphanBlobs } from '../recovery/blob-sweep';

/** Issue 40: the founder's company logo, set in Profile and shown to investors under a share link's token. */
let ctx: TestContext;
let storageRoot: string;

const image = (width: number, height: number, format: 'png' | 'jpeg' | 'gif' | 'webp', colour = '#7c3aed') =>
  sharp({ create: { width, height, channels: 4, background: colour } })[format]().toBuffer();
const upload = (auth: Record<string, string>, body: Buffer, type = 'image/png') =>
  ctx.app.inject({ method: 'POST', url: '/api/v1/profile/logo', headers: { ...auth, 'content-type': type }, payload: body });
const logoKey = async (userId: string) => (await ctx.db.select({ key: userProfiles.logoKey }).from(userProfiles).where(eq(userProfiles.userId, userId)))[0]?.key ?? null;
const stored = (key: string) => existsSync(path.join(storageRoot, key));

async function shareToken(auth: Record<string, string>, extra: object = {}) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/shares', headers: auth, payload: { whole_room: true, ...extra } });
  expect(res.statusCode, res.body).toBe(201);
  return { id: res.json().id as string, token: (res.json().url as string).split('/s/')[1]! };
}
const openLink = (token: string) => ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/open` });

beforeAll(async () => {
  storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-logo-'));
  ctx = await createTestApp({ storage: createLocalStorage(storageRoot) });
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

describe('the company logo in Profile', () => {
  it('takes a PNG (transparency kept) or a JPEG, re-encoded, and replaces the previous one', async () => {
    const user = await signUp(ctx);
    const png = await image(300, 120, 'png', '#7c3aed80');
    const up = await upload(user.auth, png);
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().company_logo_url).toMatch(/^\/api\/v1\/profile\/logo\?v=logo-[0-9a-f]{12}\.png$/);
    const first = (await logoKey(user.userId))!;
    expect(first.startsWith(`users/${user.userId}/`)).toBe(true);
    const mine = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/logo', headers: user.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['content-type']).toBe('image/png');
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(mine.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 300, 120, true]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/logo' })).statusCode).toBe(401);

    const jpeg = await upload(user.auth, await image(64, 64, 'jpeg'), 'image/jpeg');
    expect(jpeg.statusCode, jpeg.body).toBe(200);
    expect(jpeg.json().company_logo_url).toMatch(/\.jpg$/);
    const second = (await logoKey(user.userId))!;
    expect(stored(second)).toBe(true);
    expect(stored(first)).toBe(false);
  });

  it('refuses other kinds by their bytes, more than 512 KB and more than 1024 px, keeping the logo it had', async () => {
    const user = await signUp(ctx);
    expect((await upload(user.auth, await image(50, 50, 'png'))).statusCode).toBe(200);
    const kept = await logoKey(user.userId);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    for (const [body, type] of [[await image(40, 40, 'gif'), 'image/png'], [await image(40, 40, 'webp'), 'image/png'], [svg, 'image/png'], [Buffer.from('hello'), 'image/jpeg']] as const) {
      const res = await upload(user.auth, body, type);
      expect(res.statusCode, res.body).toBe(415);
      expect(res.json().detail).toBe('The logo must be a PNG or JPEG image');
    }
    const wide = await upload(user.auth, await image(1025, 10, 'png'));
    expect(wide.statusCode).toBe(422);
    expect(wide.json().detail).toContain('1024 × 1024 px (this one is 1025 × 10)');
    // Random pixels do not compress: well over 512 KB within 1024 px.
    const noise = await sharp(Buffer.from(Array.from({ length: 600 * 600 * 3 }, () => Math.floor(Math.random() * 256))), { raw: { width: 600, height: 600, channels: 3 } }).png().toBuffer();
    expect(noise.length).toBeGreaterThan(512 * 1024);
    const big = await upload(user.auth, noise);
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toBe('The logo must be at most 512 KB');
    // Past the 2 MB any image upload takes, as a form: the logo's own wording still.
    const form = multipart('logo.png', Buffer.concat([noise, noise]));
    const huge = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/logo', headers: { ...user.auth, ...form.headers }, payload: form.payload });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().detail).toBe('The logo must be at most 512 KB');
    expect(await logoKey(user.userId)).toBe(kept);
  });

  it('is removed with its bytes; the sweep of orphaned files keeps a live logo', async () => {
    const user = await signUp(ctx);
    await upload(user.auth, await image(80, 80, 'png'));
    const key = (await logoKey(user.userId))!;
    expect((await sweepOrphanBlobs(ctx.db, createLocalStorage(storageRoot), { minAgeMs: 0 })).removed).not.toContain(key);
    expect(stored(key)).toBe(true);
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/profile/logo', headers: user.auth });
    expect(del.statusCode).toBe(200);
    expect(del.json().company_logo_url).toBeNull();
    expect(stored(key)).toBe(false);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/logo', headers: user.auth })).statusCode).toBe(404);
  });
});

describe('the logo in the share viewer', () => {
  it('is served under a live link only, as the founder stored it, with nosniff and a private cache', async () => {
    const founder = await signUp(ctx);
    const other = await signUp(ctx);
    await upload(founder.auth, await image(120, 40, 'png', '#ff0000'));
    await upload(other.auth, await image(40, 40, 'png', '#00ff00'));
    const { id, token } = await shareToken(founder.auth, { password: 'open sesame' });
    const state = (await openLink(token)).json();
    // Shown before the gates, like the founder's name.
    expect(state.remaining).toEqual(['password']);
    expect(state.owner.logo_url).toMatch(new RegExp(`^/api/v1/s/${token}/logo\\?v=logo-[0-9a-f]{12}\\.png$`));
    const logo = await ctx.app.inject({ method: 'GET', url: state.owner.logo_url });
    expect(logo.statusCode).toBe(200);
    expect(logo.headers['content-type']).toBe('image/png');
    expect(logo.headers['x-content-type-options']).toBe('nosniff');
    expect(logo.headers['cache-control']).toBe('private, max-age=300');
    expect(logo.headers['content-security-policy']).toContain("default-src 'none'");
    const { data } = await sharp(logo.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 0, 0]); // this founder's logo, not the other's

    const wrong = await ctx.app.inject({ method: 'GET', url: `/api/v1/s/${'A'.repeat(43)}/logo` });
    await ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/shares/${id}`, headers: founder.auth });
    const revoked = await ctx.app.inject({ method: 'GET', url: `/api/v1/s/${token}/logo` });
    const soon = await shareToken(founder.auth, { expires_at: new Date(Date.now() + 1200).toISOString() });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/s/${soon.token}/logo` })).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 1300));
    const expired = await ctx.app.inject({ method: 'GET', url: `/api/v1/s/${soon.token}/logo` });
    for (const res of [wrong, revoked, expired]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(wrong.json());
    }
  });

  it('is null in the viewer without a logo, and gone with the account', async () => {
    const founder = await signUp(ctx);
    const plain = await shareToken(founder.auth);
    expect((await openLink(plain.token)).json().owner).toEqual({ name: 'Ada Founder', company: null, logo_url: null });
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/s/${plain.token}/logo` })).statusCode).toBe(404);
    await upload(founder.auth, await image(30, 30, 'jpeg'), 'image/jpeg');
    const key = (await logoKey(founder.userId))!;
    const exported = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/export', headers: founder.auth });
    expect(exported.statusCode, exported.body.slice(0, 200)).toBe(200);
    const { default: JSZip } = await import('jszip');
    const zip = await JSZip.loadAsync(exported.rawPayload);
    const inZip = await zip.file('company-logo.jpg')!.async('nodebuffer');
    expect((await sharp(inZip).metadata()).format).toBe('jpeg');
    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: founder.auth });
    expect(del.statusCode).toBe(200);
    expect(stored(key)).toBe(false);
  });
});
