import { eq } from 'drizzle-orm';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { appSubmissions } from '../../db/schema';
import { offlineProject } from '@uc/offline-engine';

/** Visitors of a deployed app reach its founder through POST /apps/{slug}/submit (DESIGN.md, departure 15). */
let ctx: TestContext;
let onApps: { host: string };
beforeAll(async () => {
  ctx = await createTestApp({ config: { env: 'production', rateLimits: { authPerIp: 10_000, loginPerIp: 10_000, loginPerEmail: 10_000 } } });
  onApps = { host: new URL(ctx.config.apps.origin).host };
});

async function deployed(prompt = 'A reading list for book club members') {
  const owner = await signUp(ctx);
  const files = offlineProject(prompt, 'vanilla-js').files;
  const made = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'Reading List', template: 'vanilla-js', files } });
  const deploy = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.json().id}/deploy`, headers: owner.auth });
  expect(deploy.statusCode, deploy.body).toBe(200);
  const url = new URL(deploy.json().url as string);
  return { id: made.json().id as string, path: url.pathname, owner };
}

const stored = (id: string) => ctx.db.select().from(appSubmissions).where(eq(appSubmissions.projectId, id));
const form = { 'content-type': 'application/x-www-form-urlencoded' };

describe('POST /apps/{slug}/submit', () => {
  it('stores a form post for the owner, answers 202 with a confirmation page and sets no cookie', async () => {
    const app = await deployed();
    const res = await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: { ...onApps, ...form }, payload: 'email=ada%40example.com&name=Ada&_honey=', remoteAddress: '198.51.100.1' });
    expect(res.statusCode, res.body).toBe(202);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Thanks');
    expect(res.headers['set-cookie']).toBeUndefined();
    const json = await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload: { email: 'bo@example.com' }, remoteAddress: '198.51.100.1' });
    expect(json.statusCode).toBe(202);
    expect(json.json()).toEqual({ received: true });
    const rows = await stored(app.id);
    expect(rows.map((r) => r.fields).sort((a, b) => a.email.localeCompare(b.email))).toEqual([{ email: 'ada@example.com', name: 'Ada' }, { email: 'bo@example.com' }]);
  });

  it("answers the generated app's own fetch: a simple form-encoded post (no preflight) gets JSON it may read", async () => {
    const app = await deployed();
    // What the app's send.js does from its opaque origin: URLSearchParams body, Accept JSON, Origin "null".
    const headers = { ...onApps, 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8', accept: 'application/json', origin: 'null' };
    const ok = await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers, payload: 'Email=ada%40example.com&_honey=', remoteAddress: '198.51.100.11' });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(ok.json()).toEqual({ received: true });
    // No cookie is ever read or set, so any origin may read the answer (the sandboxed page's is "null").
    expect(ok.headers['access-control-allow-origin']).toBe('*');
    expect(ok.headers['access-control-allow-credentials']).toBeUndefined();
    const refused = await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers, payload: 'Password=x', remoteAddress: '198.51.100.11' });
    expect(refused.statusCode).toBe(422);
    expect(refused.headers['access-control-allow-origin']).toBe('*');
    expect(refused.json().detail).toBe('Apps cannot collect passwords or card numbers');
    expect((await stored(app.id)).map((r) => r.fields)).toEqual([{ Email: 'ada@example.com' }]);
  });

  it('accepts a filled honeypot with 202 but stores nothing', async () => {
    const app = await deployed();
    const res = await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: { ...onApps, ...form }, payload: 'email=bot%40spam.test&_honey=http%3A%2F%2Fspam', remoteAddress: '198.51.100.2' });
    expect(res.statusCode).toBe(202);
    expect(await stored(app.id)).toEqual([]);
  });

  it('refuses password and card fields (422) and oversized posts, and stores nothing', async () => {
    const app = await deployed();
    for (const payload of [{ email: 'a@b.c', password: 'x' }, { card_number: '4111111111111111' }, { cvv: '123' }, { userPassword: 'x' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload, remoteAddress: '198.51.100.3' });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
    }
    const many = Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`f${i}`, 'x']));
    const long = { message: 'x'.repeat(2001) };
    for (const payload of [many, long, {}]) {
      const res = await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload, remoteAddress: '198.51.100.3' });
      expect(res.statusCode).toBe(422);
    }
    expect(await stored(app.id)).toEqual([]);
  });

  it('limits posts per IP (429) and answers 404 for previews, unknown apps and the product origin', async () => {
    const app = await deployed();
    const codes = [];
    for (let i = 0; i < 21; i++) {
      codes.push((await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload: { email: `v${i}@x.test` }, remoteAddress: '198.51.100.4' })).statusCode);
    }
    expect(codes.slice(0, 20).every((c) => c === 202)).toBe(true);
    expect(codes.at(-1)).toBe(429);
    expect((await ctx.app.inject({ method: 'POST', url: '/apps/nope-00000000/submit', headers: onApps, payload: { a: 'b' } })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: { host: 'app.test' }, payload: { a: 'b' } })).statusCode).toBe(404);
    const preview = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${app.id}/preview`, headers: app.owner.auth });
    const previewPath = new URL(preview.json().preview_url as string).pathname;
    expect((await ctx.app.inject({ method: 'POST', url: `${previewPath}submit`, headers: onApps, payload: { a: 'b' } })).statusCode).toBe(404);
  });

  it('lets a deployed page post and connect to its submit path only; previews keep none', async () => {
    const app = await deployed();
    const submit = `${ctx.config.apps.origin}${app.path}submit`;
    const page = await ctx.app.inject({ url: app.path, headers: onApps });
    expect(page.headers['content-security-policy']).toBe(
      `sandbox allow-scripts allow-forms; connect-src ${submit}; form-action ${submit}; frame-ancestors http://app.test`,
    );
    const preview = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${app.id}/preview`, headers: app.owner.auth });
    const previewPage = await ctx.app.inject({ url: new URL(preview.json().preview_url as string).pathname, headers: onApps });
    expect(previewPage.headers['content-security-policy']).toContain("connect-src 'none'; form-action 'none'");
  });
});

describe("the founder's submissions", () => {
  it('lists them for the owner (paginated), deletes one, and answers 404 to another user', async () => {
    const app = await deployed();
    for (const email of ['a@x.test', 'b@x.test', 'c@x.test']) {
      await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload: { email }, remoteAddress: '198.51.100.5' });
    }
    const list = await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}/submissions?page_size=2`, headers: app.owner.auth });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({ total: 3, page: 1, page_size: 2 });
    expect(list.json().items).toHaveLength(2);
    const [first] = list.json().items;
    expect(first.fields.email).toMatch(/@x\.test$/);

    const other = await signUp(ctx);
    expect((await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}/submissions`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}/submissions.csv`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/bolt/projects/${app.id}/submissions/${first.id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}/submissions` })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}/submissions?page_size=500`, headers: app.owner.auth })).statusCode).toBe(422);

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/bolt/projects/${app.id}/submissions/${first.id}`, headers: app.owner.auth });
    expect(del.statusCode).toBe(204);
    expect((await stored(app.id)).map((r) => r.id)).not.toContain(first.id);
  });

  it('exports CSV with formula-like cells escaped', async () => {
    const app = await deployed();
    await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload: { name: '=HYPERLINK("x")', note: '+1, "hi"', email: '@me' }, remoteAddress: '198.51.100.6' });
    await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload: { name: '-Bo', extra: 'ok' }, remoteAddress: '198.51.100.6' });
    const csv = await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}/submissions.csv`, headers: app.owner.auth });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('submitted_at,name,note,email,extra');
    expect(lines[1]).toMatch(/^\d{4}-.*Z,"'=HYPERLINK\(""x""\)","'\+1, ""hi""",'@me,$/);
    expect(lines[2]).toMatch(/^\d{4}-.*Z,'-Bo,,,ok$/);
  });
});

describe('the account and its submissions', () => {
  it('includes them in "Download my data" and erases them with the account', async () => {
    const app = await deployed();
    await ctx.app.inject({ method: 'POST', url: `${app.path}submit`, headers: onApps, payload: { email: 'fan@x.test' }, remoteAddress: '198.51.100.7' });
    const res = await ctx.app.inject({ url: '/api/v1/profile/export', headers: app.owner.auth });
    expect(res.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(res.rawPayload);
    const exported = JSON.parse(await zip.file('app-submissions.json')!.async('string'));
    expect(exported).toMatchObject([{ project_id: app.id, project_name: 'Reading List', fields: { email: 'fan@x.test' } }]);

    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: app.owner.auth })).statusCode).toBe(200);
    expect(await stored(app.id)).toEqual([]);
  });
});

/** A tree of the generated app's h() calls, and its buttons by their words. */
type El = { tag: string; props: Record<string, unknown> | null; children: unknown[] };
const h = (tag: string, props: Record<string, unknown> | null, ...children: unknown[]): El => ({ tag, props, children });
const buttons = (node: unknown): El[] => {
  if (Array.isArray(node)) return node.flatMap(buttons);
  if (!node || typeof node !== 'object') return [];
  const el = node as El;
  return [...(el.tag === 'button' ? [el] : []), ...el.children.flatMap(buttons)];
};
const textOf = (node: unknown): string => (Array.isArray(node) ? node.map(textOf).join('') : node && typeof node === 'object' ? textOf((node as El).children) : typeof node === 'string' ? node : '');

describe('a deployed survey', () => {
  it("runs the generated survey's own code: the visitor's answers arrive in the founder's submissions", async () => {
    const prompt = 'A customer satisfaction survey for our cafe';
    const { spec, files } = offlineProject(prompt, 'vanilla-js');
    expect(spec.collects).toBe(true);
    const app = await deployed(prompt);
    // The app's modules (app.js, send.js, store.js) run as written, their fetch answered by the server.
    const dir = await mkdtemp(join(tmpdir(), 'survey-'));
    const sent: string[] = [];
    try {
      for (const f of files.filter((x) => x.path.endsWith('.js'))) await writeFile(join(dir, f.path), f.content);
      const g = globalThis as Record<string, unknown>;
      g.location = { pathname: app.path };
      g.fetch = async (url: string, init: { body: URLSearchParams; headers: Record<string, string> }) => {
        sent.push(url);
        const res = await ctx.app.inject({ method: 'POST', url: new URL(url, `http://x${app.path}`).pathname, headers: { ...onApps, ...form, ...init.headers, origin: 'null' }, payload: init.body.toString(), remoteAddress: '198.51.100.40' });
        return { ok: res.statusCode < 300, status: res.statusCode, json: async () => res.json() };
      };
      const mod = await import(pathToFileURL(join(dir, 'app.js')).href);
      let state = mod.init(spec);
      const set = (patch: unknown) => { state = { ...state, ...(typeof patch === 'function' ? patch(state) : patch) }; };
      for (const q of spec.questions!) {
        const option = buttons(mod.view(spec, state, set, h)).find((b) => b.props?.class === 'option' && textOf(b) === q.options[1].label);
        (option!.props!.onClick as () => void)();
      }
      await new Promise((r) => setTimeout(r, 50));
      expect(textOf(mod.view(spec, state, set, h))).toContain('Thank you! Your answers were sent.');
      // The page posted once, to its own ./submit only.
      expect(sent).toEqual(['./submit']);
    } finally {
      delete (globalThis as Record<string, unknown>).location;
      delete (globalThis as Record<string, unknown>).fetch;
      await rm(dir, { recursive: true, force: true });
    }
    const list = await ctx.app.inject({ url: `/api/v1/bolt/projects/${app.id}/submissions`, headers: app.owner.auth });
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().items.map((i: { fields: unknown }) => i.fields)).toEqual([Object.fromEntries(spec.questions!.map((q) => [q.text, q.options[1].label]))]);
  });
});
