import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApolloStandIn } from '../../../test/apollo-stand-in';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { leads } from '../../db/schema';
import { parseCsv } from './csv';

let ctx: TestContext;
let apollo: Awaited<ReturnType<typeof startApolloStandIn>>;

beforeAll(async () => {
  apollo = await startApolloStandIn();
  ctx = await createTestApp();
});
afterAll(() => apollo.close());

const HEADER = 'first name,LAST NAME,Email,Company,Title,Phone,LinkedIn,Industry,Company Size,Location,Tags';

async function newCollection(auth: Record<string, string>, name = 'Seed CTOs') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/collections', headers: auth, payload: { name, description: 'Outreach' } });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const importCsv = (auth: Record<string, string>, id: string, csv: string, type = 'text/csv') =>
  ctx.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${id}/import`, headers: { ...auth, 'content-type': type }, payload: csv });

describe('collections', () => {
  it('creates, lists with real counts, gets and deletes; another user gets 404', async () => {
    const u = await signUp(ctx);
    const c = await newCollection(u.auth);
    expect(c).toMatchObject({ name: 'Seed CTOs', description: 'Outreach', leadCount: 0 });
    await importCsv(u.auth, c.id, `${HEADER}\nAda,Lovelace,ada@example.com,Engines,CTO,,,,11-50,London,`);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/apollo/collections', headers: u.auth });
    expect(list.json().items).toMatchObject([{ id: c.id, leadCount: 1 }]);
    const other = await signUp(ctx);
    for (const [method, url] of [
      ['GET', `/api/v1/apollo/collections/${c.id}`],
      ['GET', `/api/v1/apollo/collections/${c.id}/leads`],
      ['GET', `/api/v1/apollo/collections/${c.id}/export`],
      ['DELETE', `/api/v1/apollo/collections/${c.id}`],
    ] as const)
      expect((await ctx.app.inject({ method, url, headers: other.auth })).statusCode).toBe(404);
    expect((await importCsv(other.auth, c.id, `${HEADER}\nA,B,a@b.co`)).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/collections', headers: u.auth, payload: { name: '' } })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/apollo/collections/not-a-uuid', headers: u.auth })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/v1/apollo/collections/${c.id}`, headers: u.auth })).statusCode).toBe(204);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}`, headers: u.auth })).statusCode).toBe(404);
  });
});

describe('CSV import and export', () => {
  it('matches headers case-insensitively, de-duplicates by e-mail and reports rejections', async () => {
    const u = await signUp(ctx);
    const c = await newCollection(u.auth);
    const csv = [
      HEADER,
      'Ada,Lovelace,ada@example.com,Engines,CTO,+44 1,https://linkedin.com/in/ada,Software,11-50,London,seed; ai',
      '"Grace ""Amazing""",Hopper,GRACE@navy.example,"Navy, Labs",Admiral,,,Defense,1000+,Arlington,',
      'Dup,Ada,ADA@EXAMPLE.COM,,,,,,,,',
      'No,Email,,,,,,,,,',
      'Bad,Email,not-an-email,,,,,,,,',
      '',
    ].join('\r\n');
    const res = await importCsv(u.auth, c.id, csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ imported: 2, duplicates: 1, rejected: [{ row: 5, reason: 'Missing email' }, { row: 6, reason: 'Invalid email: not-an-email' }], rejected_count: 2 });
    const again = await importCsv(u.auth, c.id, `${HEADER}\nAda,Lovelace,ada@example.com`, 'text/plain');
    expect(again.json()).toMatchObject({ imported: 0, duplicates: 1 });

    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}/leads?q=navy`, headers: u.auth });
    expect(page.json()).toMatchObject({ total: 1, items: [{ firstName: 'Grace "Amazing"', company: 'Navy, Labs', email: 'GRACE@navy.example', companySize: '1000+', source: 'csv' }] });
    const ada = (await ctx.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}/leads?q=ada`, headers: u.auth })).json().items[0];
    expect(ada.tags).toEqual(['seed', 'ai']);

    expect((await importCsv(u.auth, c.id, 'Name,Company\nx,y')).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${c.id}/import`, headers: { ...u.auth, 'content-type': 'application/json' }, payload: {} })).statusCode).toBe(400);
  });

  it('accepts a multipart file', async () => {
    const u = await signUp(ctx);
    const c = await newCollection(u.auth);
    const boundary = 'leadsboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="leads.csv"\r\nContent-Type: text/csv\r\n\r\nEmail,First Name\r\nx@y.co,X\r\n\r\n--${boundary}--\r\n`;
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${c.id}/import`, headers: { ...u.auth, 'content-type': `multipart/form-data; boundary=${boundary}` }, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().imported).toBe(1);
  });

  it('imports a 10 000-row file', async () => {
    const u = await signUp(ctx);
    const c = await newCollection(u.auth, 'Big list');
    const rows = Array.from({ length: 10_000 }, (_, i) => `First${i},Last${i},person${i}@example.com,Company ${i % 300},Founder,,,SaaS,11-50,Berlin,bulk`);
    const res = await importCsv(u.auth, c.id, [HEADER, ...rows].join('\n'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ imported: 10_000, duplicates: 0, rejected_count: 0 });
    const got = await ctx.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}`, headers: u.auth });
    expect(got.json().leadCount).toBe(10_000);
    const page = await ctx.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}/leads?page=2&page_size=100`, headers: u.auth });
    expect(page.json()).toMatchObject({ total: 10_000, page: 2, page_size: 100 });
    expect(page.json().items).toHaveLength(100);
  }, 120_000);

  it('exports CSV with formula-looking cells escaped', async () => {
    const u = await signUp(ctx);
    const c = await newCollection(u.auth, 'Risky: list');
    await importCsv(u.auth, c.id, `${HEADER}\n=HYPERLINK("http://evil"),+1,a@b.co,@corp,-x,,,,,,`);
    const res = await ctx.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}/export`, headers: u.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="risky-list-leads.csv"');
    const [header, row] = parseCsv(res.body);
    expect(header).toEqual(['First Name', 'Last Name', 'Email', 'Company', 'Title', 'Phone', 'LinkedIn', 'Industry', 'Company Size', 'Location', 'Tags']);
    expect(row.slice(0, 5)).toEqual([`'=HYPERLINK("http://evil")`, "'+1", 'a@b.co', "'@corp", "'-x"]);
  });
});

describe('search and adding to collections', () => {
  it('without APOLLO_API_KEY searches only the saved leads and says so', async () => {
    const u = await signUp(ctx);
    const c = await newCollection(u.auth);
    await importCsv(u.auth, c.id, `${HEADER}\nAda,Lovelace,ada@example.com,Engines,CTO,,,Software,11-50,London,\nBob,Builder,bob@example.com,Tools,Sales,,,Retail,51-200,Paris,`);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/search', headers: u.auth, payload: { title: 'cto', companySize: '11-50' } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ source: 'saved', total: 1, leads: [{ email: 'ada@example.com' }] });
    const none = await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/search', headers: (await signUp(ctx)).auth, payload: {} });
    expect(none.json()).toEqual({ leads: [], total: 0, source: 'saved' });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/search', headers: u.auth, payload: { limit: 500 } })).statusCode).toBe(422);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/apollo/search', headers: u.auth, payload: { companySize: '12-13' } })).statusCode).toBe(422);
  });

  it('with APOLLO_API_KEY uses Apollo, keeps the people and adds them to a collection once', async () => {
    const withKey = await createTestApp({ config: { integrations: { ...ctx.config.integrations, apollo: { apiKey: 'apollo-test-key', baseUrl: apollo.url } } } });
    const u = await signUp(withKey);
    const res = await withKey.app.inject({ method: 'POST', url: '/api/v1/apollo/search', headers: u.auth, payload: { title: '', limit: 20 } });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ source: 'apollo', total: 2 });
    expect(body.leads[0]).toMatchObject({ firstName: 'Grace', email: 'grace@navy.example', company: 'Navy Labs', companySize: '11-50', location: 'Arlington, Virginia, United States', source: 'apollo' });
    expect(body.leads[1]).toMatchObject({ firstName: 'Alan', email: null, companySize: '1000+' });
    const call = apollo.requests.at(-1)!;
    expect(call.json).toMatchObject({ per_page: 20, page: 1 });
    // Searching again does not duplicate the saved people.
    await withKey.app.inject({ method: 'POST', url: '/api/v1/apollo/search', headers: u.auth, payload: {} });
    expect(await withKey.db.select().from(leads).where(eq(leads.userId, u.userId))).toHaveLength(2);

    const c = (await withKey.app.inject({ method: 'POST', url: '/api/v1/apollo/collections', headers: u.auth, payload: { name: 'Apollo picks' } })).json();
    const ids = body.leads.map((l: { id: string }) => l.id);
    const add = await withKey.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${c.id}/leads`, headers: u.auth, payload: { lead_ids: [...ids, ids[0]] } });
    expect(add.json()).toEqual({ success: true, count: 2 });
    const again = await withKey.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${c.id}/leads`, headers: u.auth, payload: { lead_ids: ids } });
    expect(again.json()).toEqual({ success: true, count: 0 });
    const rm = await withKey.app.inject({ method: 'DELETE', url: `/api/v1/apollo/collections/${c.id}/leads/${ids[0]}`, headers: u.auth });
    expect(rm.statusCode).toBe(204);
    expect((await withKey.app.inject({ method: 'GET', url: `/api/v1/apollo/collections/${c.id}`, headers: u.auth })).json().leadCount).toBe(1);

    const other = await signUp(withKey);
    const oc = (await withKey.app.inject({ method: 'POST', url: '/api/v1/apollo/collections', headers: other.auth, payload: { name: 'Mine' } })).json();
    const steal = await withKey.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${oc.id}/leads`, headers: other.auth, payload: { lead_ids: ids } });
    expect(steal.statusCode).toBe(404);
    const notTheirs = await withKey.app.inject({ method: 'DELETE', url: `/api/v1/apollo/collections/${c.id}/leads/${ids[1]}`, headers: other.auth });
    expect(notTheirs.statusCode).toBe(404);
    const badIds = await withKey.app.inject({ method: 'POST', url: `/api/v1/apollo/collections/${c.id}/leads`, headers: u.auth, payload: { lead_ids: ['x'] } });
    expect(badIds.statusCode).toBe(422);
  });
});
