import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { adminAuditLog, creditLedger, sessions, users } from '../../db/schema';
import { createTestApp, signUp, uniqueEmail, TEST_PASSWORD } from '../../../test/helpers';

const ctx = await createTestApp({ config: { rateLimits: { authPerIp: 10_000, loginPerIp: 10_000, loginPerEmail: 10_000, publicFormsPerIp: 10_000 } } });

async function superuser() {
  const admin = await signUp(ctx, uniqueEmail('admin'), TEST_PASSWORD, 'Root Admin');
  await ctx.db.update(users).set({ isSuperuser: true }).where(eq(users.id, admin.userId));
  return admin;
}

async function apiKeyFor(auth: Record<string, string>) {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/api-keys', headers: auth, payload: { name: 'script' } });
  return res.json().key as string;
}

describe('admin authorization', () => {
  it('answers 401 anonymous, 403 user, 403 API key (even a superuser key), 200 superuser on every endpoint', async () => {
    const admin = await superuser();
    const user = await signUp(ctx);
    const adminKey = await apiKeyFor(admin.auth);
    const endpoints = [
      { method: 'GET' as const, url: '/api/v1/admin/stats' },
      { method: 'GET' as const, url: '/api/v1/admin/users' },
      { method: 'GET' as const, url: '/api/v1/admin/users/export' },
      { method: 'GET' as const, url: `/api/v1/admin/users/${user.userId}` },
      { method: 'GET' as const, url: '/api/v1/admin/activity' },
      { method: 'POST' as const, url: `/api/v1/admin/users/${user.userId}/credits`, payload: { user_id: user.userId, credits: 5, reason: 'matrix' } },
      { method: 'PUT' as const, url: `/api/v1/admin/users/${user.userId}/status`, payload: { is_active: true } },
      { method: 'PATCH' as const, url: `/api/v1/admin/users/${user.userId}`, payload: { is_active: true } },
      { method: 'GET' as const, url: '/api/v1/admin/contact-messages' },
      { method: 'GET' as const, url: '/api/v1/admin/job-applications' },
      { method: 'GET' as const, url: '/api/v1/admin/payment-events' },
    ];
    for (const e of endpoints) {
      const anon = await ctx.app.inject(e);
      expect(anon.statusCode, `${e.method} ${e.url} anonymous`).toBe(401);
      const asUser = await ctx.app.inject({ ...e, headers: user.auth });
      expect(asUser.statusCode, `${e.method} ${e.url} user`).toBe(403);
      expect(asUser.json().detail).toBeTruthy();
      const asKey = await ctx.app.inject({ ...e, headers: { authorization: `Bearer ${adminKey}` } });
      expect(asKey.statusCode, `${e.method} ${e.url} api key`).toBe(403);
      const asAdmin = await ctx.app.inject({ ...e, headers: admin.auth });
      expect(asAdmin.statusCode, `${e.method} ${e.url} superuser: ${asAdmin.body.slice(0, 200)}`).toBe(200);
    }
  });

  it('answers 404 for an unknown user and 422 for a malformed id', async () => {
    const admin = await superuser();
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users/5f0c6a0e-3d0b-4a57-9b1e-2a3c4d5e6f70', headers: admin.auth });
    expect(missing.statusCode).toBe(404);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users/not-an-id', headers: admin.auth });
    expect([400, 422]).toContain(bad.statusCode);
    expect(bad.json().detail).toBeTruthy();
  });
});

describe('credit allocation', () => {
  it('writes a ledger grant with the reason, shows it in activity, and applies a request key once', async () => {
    const admin = await superuser();
    const user = await signUp(ctx);
    const url = `/api/v1/admin/users/${user.userId}/credits`;
    const payload = { user_id: user.userId, credits: 250, reason: 'Hackathon prize', request_key: 'req-1' };
    const first = await ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: `Successfully allocated 250 credits to ${user.email}`, applied: true, available_credits: 350 });
    const again = await ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
    expect(again.json()).toMatchObject({ applied: false, available_credits: 350 });

    const rows = await ctx.db.select().from(creditLedger).where(and(eq(creditLedger.userId, user.userId), eq(creditLedger.reason, 'admin_grant')));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ delta: 250, reference: 'Hackathon prize' });
    const balance = await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/balance', headers: user.auth });
    expect(balance.json().available_credits).toBe(350);

    const audit = await ctx.db.select().from(adminAuditLog).where(eq(adminAuditLog.targetUserId, user.userId));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorEmail: admin.email, action: 'allocate_credits', reason: 'Hackathon prize' });

    const activity = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/activity?page_size=100', headers: admin.auth });
    const mine = activity.json().items.filter((a: { user_email: string }) => a.user_email === user.email);
    expect(mine).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ feature: 'admin:allocate_credits', credits_used: -250, description: expect.stringContaining('Hackathon prize') }),
        expect.objectContaining({ feature: 'signup_bonus', credits_used: -100 }),
      ]),
    );
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/v1/admin/users/${user.userId}`, headers: admin.auth });
    expect(detail.json().user).toMatchObject({ available_credits: 350, total_credits: 350 });
    expect(detail.json().activity.length).toBe(2);
  });

  it('takes credits back with a negative amount, never below zero', async () => {
    const admin = await superuser();
    const user = await signUp(ctx);
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/admin/users/${user.userId}/credits`, headers: admin.auth, payload: { credits: -500, reason: 'Abuse' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ credits: -100, available_credits: 0 });
  });

  it('refuses zero, fractional, huge amounts and a missing reason with the field named', async () => {
    const admin = await superuser();
    const user = await signUp(ctx);
    const url = `/api/v1/admin/users/${user.userId}/credits`;
    for (const payload of [{ credits: 0, reason: 'x' }, { credits: 1.5, reason: 'x' }, { credits: 10_000_000, reason: 'x' }, { credits: 5, reason: '  ' }, { credits: 5 }]) {
      const res = await ctx.app.inject({ method: 'POST', url, headers: admin.auth, payload });
      expect([400, 422], JSON.stringify(payload)).toContain(res.statusCode);
      expect(res.json().detail).toBeTruthy();
    }
  });
});

describe('activation', () => {
  it('deactivating revokes every session and API key at once and blocks sign-in; activating lets the user back', async () => {
    const admin = await superuser();
    const user = await signUp(ctx);
    const key = await apiKeyFor(user.auth);
    const browserLogin = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    const refreshCookie = String(browserLogin.headers['set-cookie']).split(';')[0];
    // Warm the in-memory cache so the test proves it is dropped too.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(200);

    const off = await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${user.userId}/status`, headers: admin.auth, payload: { is_active: false } });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ message: `User ${user.email} deactivated`, user: { is_active: false } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: { authorization: `Bearer ${key}` } })).statusCode).toBe(401);
    const open = await ctx.db.select().from(sessions).where(eq(sessions.userId, user.userId));
    expect(open.every((s) => s.revokedAt !== null)).toBe(true);
    // A refresh cookie from before cannot mint a new session, even after reactivation.
    const refreshed = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: refreshCookie } });
    expect(refreshed.statusCode).toBe(401);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } });
    expect(login.statusCode).toBe(403);
    expect(login.json().detail).toMatch(/^Account deactivated/);

    const on = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/admin/users/${user.userId}`, headers: admin.auth, payload: { is_active: true } });
    expect(on.json().message).toBe(`User ${user.email} activated`);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: user.email, password: user.password } })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { cookie: refreshCookie } })).statusCode).toBe(401);
    const actions = await ctx.db.select({ action: adminAuditLog.action }).from(adminAuditLog).where(eq(adminAuditLog.targetUserId, user.userId));
    expect(actions.map((a) => a.action).sort()).toEqual(['activate_user', 'deactivate_user']);
  });

  it('refuses self-deactivation and deactivating the last active superuser', async () => {
    await ctx.db.update(users).set({ isSuperuser: false }).where(eq(users.isSuperuser, true));
    const admin = await superuser();
    const self = await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${admin.userId}/status`, headers: admin.auth, payload: { is_active: false } });
    expect(self.statusCode).toBe(400);
    expect(self.json().detail).toBe('You cannot deactivate your own account');

    const other = await superuser();
    // Two superusers: one may deactivate the other, after which the last one cannot be deactivated by anyone.
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/v1/admin/users/${other.userId}/status`, headers: admin.auth, payload: { is_active: false } })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, admin.userId));
    expect(row.isActive).toBe(true);
  });
});

describe('users list, stats and export', () => {
  it('searches case-insensitively over e-mail and name, filters by status and paginates with a total', async () => {
    const admin = await superuser();
    const a = await signUp(ctx, uniqueEmail('zebra'), TEST_PASSWORD, 'Quokka Person');
    await signUp(ctx, uniqueEmail('other'), TEST_PASSWORD, 'Someone Else');
    const byEmail = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?search=ZEBRA', headers: admin.auth });
    expect(byEmail.json().items.map((u: { email: string }) => u.email)).toEqual([a.email]);
    const byName = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?search=quokka', headers: admin.auth });
    expect(byName.json()).toMatchObject({ total: 1, items: [{ id: a.userId, name: 'Quokka Person', available_credits: 100, messages_sent: 0, total_spent: 0 }] });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?page=1&page_size=2', headers: admin.auth });
    expect(page.json().items).toHaveLength(2);
    expect(page.json().total).toBeGreaterThan(2);
    await ctx.db.update(users).set({ isActive: false }).where(eq(users.id, a.userId));
    const inactive = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?status=inactive&search=zebra', headers: admin.auth });
    expect(inactive.json().total).toBe(1);
    const active = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?status=active&search=zebra', headers: admin.auth });
    expect(active.json().total).toBe(0);
    const wrong = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?status=nope', headers: admin.auth });
    expect([400, 422]).toContain(wrong.statusCode);
  });

  it('computes stats from the database, without the placeholders deleted accounts leave behind', async () => {
    const admin = await superuser();
    const gone = await signUp(ctx);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: gone.auth })).statusCode).toBe(200);
    const placeholders = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users?search=deleted.invalid', headers: admin.auth });
    expect(placeholders.json().total).toBe(0);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/stats', headers: admin.auth });
    const stats = res.json();
    const all = (await ctx.db.select().from(users)).filter((u) => !u.email.endsWith('@deleted.invalid'));
    expect(stats.total_users).toBe(all.length);
    expect(stats.active_users).toBe(all.filter((u) => u.isActive).length);
    expect(stats.users_today).toBe(all.length);
    expect(stats.total_credits_allocated).toBeGreaterThanOrEqual(100 * all.filter((u) => u.emailVerifiedAt).length);
    expect(stats).toMatchObject({ total_revenue: 0, conversion_rate: 0 });
  });

  it('streams every account as CSV with the exact columns and formula cells escaped', async () => {
    const admin = await superuser();
    const evil = await signUp(ctx, uniqueEmail('csv'), TEST_PASSWORD, '=HYPERLINK("http://x","y")');
    await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: uniqueEmail('unverified'), password: TEST_PASSWORD, name: '+1, "quoted"' } });
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/users/export', headers: admin.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="user-analytics-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('Email,Name,Created,Last Login,Credits Used,Messages,Documents,Revenue');
    const all = (await ctx.db.select().from(users)).filter((u) => !u.email.endsWith('@deleted.invalid'));
    expect(lines).toHaveLength(all.length + 1);
    expect(res.body).toContain(`${evil.email},"'=HYPERLINK(""http://x"",""y"")"`);
    expect(res.body).toContain(`"'+1, ""quoted"""`);
  });

  it('lists contact messages and job applications for superusers', async () => {
    const admin = await superuser();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { name: 'Jo', email: 'jo@example.com', reason: 'sales', subject: 'Pricing', message: 'Hello there' } });
    const careers = await ctx.app.inject({ method: 'GET', url: '/api/v1/careers' });
    const position = careers.json().items[0];
    await ctx.app.inject({ method: 'POST', url: `/api/v1/careers/${position.id}/apply`, payload: { name: 'Kim', email: 'kim@example.com', links: [], cover_note: 'I would love to join the team.' } });
    const messages = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/contact-messages', headers: admin.auth });
    expect(messages.json().items[0]).toMatchObject({ email: 'jo@example.com', subject: 'Pricing', reason: 'sales' });
    const apps = await ctx.app.inject({ method: 'GET', url: '/api/v1/admin/job-applications', headers: admin.auth });
    expect(apps.json().items[0]).toMatchObject({ email: 'kim@example.com', position_title: position.title });
  });
});
