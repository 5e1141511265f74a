import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { mailOutbox, sessions } from '../../db/schema';
import { createTestApp, signUp, TEST_PASSWORD } from '../../../test/helpers';
import { mayReceiveMarketing } from './profile-service';

const ctx = await createTestApp({ config: { rateLimits: { authPerIp: 10_000, loginPerIp: 10_000, loginPerEmail: 10_000 } } });
const mailsTo = async (to: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));

describe('profile', () => {
  it('starts from the account, saves every field and keeps the e-mail read-only', async () => {
    const user = await signUp(ctx);
    const first = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: user.auth });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'Ada Founder', email: user.email, phone: '', avatar_url: null });
    expect(Date.parse(first.json().joinDate)).not.toBeNaN();

    const body = { name: 'Ada Lovelace', email: 'hijack@example.com', phone: '+44 20 7946 0958', company: 'PawPal', location: 'London', bio: 'Engines.', website: 'https://pawpal.example', linkedin: 'https://www.linkedin.com/in/ada' };
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: user.auth, payload: body });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ ...body, email: user.email });
    const again = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile', headers: user.auth });
    expect(again.json()).toMatchObject({ ...body, email: user.email });
    const me = await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth });
    expect(me.json()).toMatchObject({ name: 'Ada Lovelace', email: user.email });
  });

  it('names the field that is wrong', async () => {
    const user = await signUp(ctx);
    const cases: [Record<string, string>, string][] = [
      [{ name: '' }, 'name'],
      [{ name: 'A', website: 'javascript:alert(1)' }, 'website'],
      [{ name: 'A', linkedin: 'ftp://example.com/x' }, 'linkedin'],
      [{ name: 'A', phone: 'call me' }, 'phone'],
      [{ name: 'A', bio: 'x'.repeat(1001) }, 'bio'],
    ];
    for (const [payload, field] of cases) {
      const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: user.auth, payload });
      expect(res.statusCode, field).toBe(422);
      expect(res.json().errors[0].path).toBe(`body.${field}`);
    }
  });

  it('stores notification settings and preferences', async () => {
    const user = await signUp(ctx);
    const defaults = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/notifications', headers: user.auth });
    expect(defaults.json()).toEqual({ emailNotifications: true, pushNotifications: false, marketingEmails: false, securityAlerts: true, inAppNotifications: true });
    const n = { emailNotifications: false, pushNotifications: true, marketingEmails: true, securityAlerts: false, inAppNotifications: false };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/notifications', headers: user.auth, payload: n })).json()).toEqual(n);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/notifications', headers: user.auth })).json()).toEqual(n);

    const p = { default_agent: 'marketing', default_chat_mode: 'team', time_zone: 'Europe/Berlin', read_aloud_voice: 'calm' };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/preferences', headers: user.auth, payload: p })).json()).toEqual(p);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/preferences', headers: user.auth })).json()).toEqual(p);
    const bad = await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/preferences', headers: user.auth, payload: { ...p, time_zone: 'Mars/Olympus' } });
    expect(bad.statusCode).toBe(422);
  });
});

describe('avatar', () => {
  it('resizes a PNG to a 256 px square served by us, replaces and deletes it', async () => {
    const user = await signUp(ctx);
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const up = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/avatar', headers: { ...user.auth, 'content-type': 'image/png' }, payload: png });
    expect(up.statusCode).toBe(200);
    const url = up.json().avatar_url as string;
    expect(url).toMatch(new RegExp(`^/api/v1/profile/avatar/${user.userId}\\?v=`));
    const img = await ctx.app.inject({ method: 'GET', url });
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });

    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/profile/avatar', headers: user.auth });
    expect(del.json().avatar_url).toBeNull();
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });

  it('refuses a file that is not an image by content, and one over 2 MB', async () => {
    const user = await signUp(ctx);
    const fake = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/avatar', headers: { ...user.auth, 'content-type': 'image/png' }, payload: Buffer.from('%PDF-1.7 not an image') });
    expect(fake.statusCode).toBe(415);
    expect(fake.json().detail).toBe('Avatar must be a PNG, JPEG or WebP image');
    const big = Buffer.alloc(2 * 1024 * 1024 + 10, 1);
    const tooBig = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/avatar', headers: { ...user.auth, 'content-type': 'image/jpeg' }, payload: big });
    expect(tooBig.statusCode).toBe(413);
  });
});

describe('sessions', () => {
  it('lists sessions with device and last use, signs one out, and every other one', async () => {
    const user = await signUp(ctx);
    const ua = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
    const login = async () => (await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: TEST_PASSWORD } })).json().access_token as string;
    const [second, third] = [await login(), await login()];
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/sessions', headers: { ...user.auth, 'user-agent': ua } });
    expect(list.statusCode).toBe(200);
    const items = list.json().items;
    expect(items).toHaveLength(3);
    const current = items.find((s: { current: boolean }) => s.current);
    expect(current).toMatchObject({ device: 'Chrome on macOS' });
    expect(current.last_used_at).not.toBeNull();

    const [row] = await ctx.db.select().from(sessions).where(eq(sessions.id, items.find((s: { current: boolean }) => !s.current).id));
    const one = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/profile/sessions/${row.id}`, headers: user.auth });
    expect(one.statusCode).toBe(200);
    const other = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/profile/sessions/${current.id}`, headers: other.auth })).statusCode).toBe(404);

    const rest = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/sessions/revoke-others', headers: user.auth });
    expect(rest.json().message).toBe('Signed out of 1 other session');
    for (const t of [second, third]) expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${t}` } })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(200);
  });
});

describe('sessions and refresh tokens', () => {
  const cookieOf = (res: { headers: Record<string, unknown> }) => String(res.headers['set-cookie']).split(';')[0];
  const loginWithCookie = async (email: string) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: TEST_PASSWORD } });
    return { auth: { authorization: `Bearer ${res.json().access_token}` }, cookie: cookieOf(res) };
  };
  const refresh = (cookie: string) => ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie } });

  it('shows a refreshed sign-in as one device, and signing it out stops its refresh cookie too', async () => {
    const user = await signUp(ctx);
    const laptop = await loginWithCookie(user.email);
    const next = await refresh(laptop.cookie);
    expect(next.statusCode).toBe(200);
    const laptopCookie = cookieOf(next);
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/sessions', headers: user.auth })).json().items;
    expect(list).toHaveLength(2); // this sign-up session + the laptop (two access sessions, one family)
    const laptopRow = list.find((s: { current: boolean }) => !s.current);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/profile/sessions/${laptopRow.id}`, headers: user.auth })).statusCode).toBe(200);
    expect((await refresh(laptopCookie)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${next.json().access_token}` } })).statusCode).toBe(401);
  });

  it('"sign out everywhere else" ends other devices and their refresh cookies, keeping this one', async () => {
    const user = await signUp(ctx);
    const here = await loginWithCookie(user.email);
    const phone = await loginWithCookie(user.email);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/profile/sessions/revoke-others', headers: here.auth });
    expect(res.json().message).toBe('Signed out of 2 other sessions');
    expect((await refresh(phone.cookie)).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: phone.auth })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: here.auth })).statusCode).toBe(200);
    expect((await refresh(here.cookie)).statusCode).toBe(200);
  });
});

describe('notifications honoured', () => {
  it('mails a password change, a new API key and an account deletion when security alerts are on', async () => {
    const user = await signUp(ctx);
    const pw = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers: user.auth, payload: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-99' } });
    expect(pw.statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'Deploy bot' } });
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: user.auth })).statusCode).toBe(200);
    const subjects = (await mailsTo(user.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Your Ultimate Co-founder password was changed',
        'A new API key was created on your Ultimate Co-founder account',
        'Your Ultimate Co-founder account was deleted',
      ]),
    );
    expect((await mailsTo(user.email)).find((m) => m.subject.startsWith('A new API key'))?.text).toContain('Deploy bot');
  });

  it('sends none of them when security alerts are off, and no marketing without opt-in', async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/notifications', headers: user.auth, payload: { emailNotifications: true, pushNotifications: false, marketingEmails: false, securityAlerts: false } });
    expect(await mayReceiveMarketing(ctx.db, user.userId)).toBe(false);
    const before = (await mailsTo(user.email)).length;
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/change-password', headers: user.auth, payload: { currentPassword: TEST_PASSWORD, newPassword: 'brand-new-pass-99' } });
    await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: user.auth, payload: { name: 'Quiet' } });
    await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: user.auth });
    expect((await mailsTo(user.email)).length).toBe(before);

    const fan = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/notifications', headers: fan.auth, payload: { emailNotifications: true, pushNotifications: false, marketingEmails: true, securityAlerts: true } });
    expect(await mayReceiveMarketing(ctx.db, fan.userId)).toBe(true);
  });
});

describe('download my data', () => {
  it('zips the profile, threads, documents, data-room files, invoices and ledger', async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile', headers: user.auth, payload: { name: 'Ada Export', company: 'PawPal' } });
    const up = await ctx.app.inject({
      method: 'POST',
      url: '/api/v1/data-room/files?filename=notes.txt',
      headers: { ...user.auth, 'content-type': 'application/octet-stream' },
      payload: Buffer.from('Investor notes for PawPal'),
    });
    expect(up.statusCode, up.body).toBe(201);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/profile/export', headers: user.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="ultimate-cofounder-data-\d{4}-\d{2}-\d{2}\.zip"/);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const names = Object.keys(zip.files);
    expect(names).toEqual(expect.arrayContaining(['profile.json', 'threads.json', 'documents.json', 'data-room.json', 'invoices.json', 'invoices.csv', 'ledger.json', 'ledger.csv']));
    expect(JSON.parse(await zip.file('profile.json')!.async('string')).profile).toMatchObject({ name: 'Ada Export', company: 'PawPal', email: user.email });
    const fileEntry = names.find((n) => n.startsWith('data-room/') && n.endsWith('/notes.txt'))!;
    expect(await zip.file(fileEntry)!.async('string')).toBe('Investor notes for PawPal');
    expect(await zip.file('ledger.csv')!.async('string')).toMatch(/^Date,Credits,Reason,Reference\r\n.*,100,signup_bonus,/);
  });
});
