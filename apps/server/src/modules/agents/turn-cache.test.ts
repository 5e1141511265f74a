import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { dataroomFiles, startupProfiles } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { DENTAL_CLINIC_PROFILE, putStartupProfile } from '../../../test/startup-fixtures';
import { recordingModel } from '../../../test/recording-model';
import { recordStatements } from '../../../test/statements';
import { multipart } from '../dataroom/test-files';

/**
 * Issue 42: what a turn reads from unchanged inputs is cached (the startup model per saved version
 * and profile words). Each change must still reach the very next answer: a stand-in model records
 * the prompts it is sent.
 */
const { llm: standIn, seen } = recordingModel();

let ctx: TestContext;
let user: Awaited<ReturnType<typeof signUp>>;
const profile = DENTAL_CLINIC_PROFILE;
const putProfile = (p: Record<string, unknown>) => putStartupProfile(ctx, user.auth, p);
const upload = async (name: string, text: string, auth = user.auth) => {
  const body = multipart(name, Buffer.from(text));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
};
/** The request the stand-in model got for this question. */
const requestFor = async (message: string, auth = user.auth) => {
  seen.length = 0;
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/chat/stream', headers: auth, payload: { message, agent_id: 'strategic' } });
  expect(res.statusCode, res.body).toBe(200);
  return seen.filter((r) => r.purpose?.kind === 'agent-chat').at(-1)!;
};
/** The system prompt the stand-in model got for this question. */
const promptFor = async (message: string) => (await requestFor(message)).system ?? '';
const startupOf = (r: Awaited<ReturnType<typeof requestFor>>) => (r.purpose as { startup?: object }).startup;

beforeAll(async () => {
  ctx = await createTestApp({ llm: standIn });
  user = await signUp(ctx);
  await putProfile(profile);
  await upload('pricing-notes.txt', 'We tested $149 per clinic. Two clinics asked for an annual plan.');
});

describe('per-turn caches reach the next answer after a change', () => {
  const question = 'What did clinics say about an annual plan and pricing?';

  it('a new file in the data room: the same question quotes it next time', async () => {
    const first = await promptFor(question);
    expect(first).toContain('pricing-notes.txt');
    expect(first).not.toContain('annual-survey.txt');
    // Asked again unchanged: the same excerpts (now from the cache).
    expect(await promptFor(question)).toContain('pricing-notes.txt');
    await upload('annual-survey.txt', 'Survey: nine clinics prefer an annual plan; pricing at $1,490 a year was accepted.');
    expect(await promptFor(question)).toMatch(/\[annual-survey\.txt, id [0-9a-f-]{36}\][^\n]*nine clinics prefer an annual plan/);
  });

  it('the same question again runs no data-room search until a file changes', async () => {
    const recorder = recordStatements(ctx.db);
    const searches = async (message: string) => {
      const { result, seen: statements } = await recorder.during(() => requestFor(message));
      return { system: result.system ?? '', count: statements.filter((s) => s.sql.includes('to_tsquery')).length };
    };
    await searches(question); // searched here unless this very question was asked since the last upload
    const again = await searches(question);
    expect(again.count).toBe(0);
    expect(again.system).toContain('pricing-notes.txt');
    // The same words in another order and case are the same search.
    expect((await searches('Pricing and an ANNUAL plan: what did clinics say about it?')).count).toBe(0);
    // Another question is searched.
    expect((await searches('Which clinics asked for the annual plan?')).count).toBe(1);
  });

  it('no file to search: no data-room search runs; the first file reaches the next answer', async () => {
    const newcomer = await signUp(ctx);
    await putStartupProfile(ctx, newcomer.auth, profile);
    const recorder = recordStatements(ctx.db);
    const ask = async () => {
      const { result, seen: statements } = await recorder.during(() => requestFor(question, newcomer.auth));
      return { system: result.system ?? '', searches: statements.filter((s) => s.sql.includes('to_tsquery')).length };
    };
    const before = await ask();
    expect(before.searches).toBe(0);
    expect(before.system).not.toContain('pilot-notes.txt');
    await upload('pilot-notes.txt', 'Pilot: clinics said an annual plan with pricing at $1,200 works.', newcomer.auth);
    const after = await ask();
    expect(after.searches).toBe(1);
    expect(after.system).toContain('pilot-notes.txt');
  });

  it('a file changed by another instance (straight in the database) reaches the very next answer', async () => {
    expect(await promptFor(question)).not.toContain('quarterly billing');
    expect(await promptFor(question)).not.toContain('quarterly billing'); // now from the cache
    await ctx.db.update(dataroomFiles)
      .set({ extractedText: 'Pricing update: clinics asked for an annual plan with quarterly billing.' })
      .where(and(eq(dataroomFiles.userId, user.userId), eq(dataroomFiles.name, 'pricing-notes.txt')));
    expect(await promptFor(question)).toContain('quarterly billing');
  });

  it('a deleted file no longer reaches the answer', async () => {
    expect(await promptFor(question)).toContain('annual-survey.txt');
    const list = await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/files', headers: user.auth });
    const file = (list.json() as { files: { id: string; name: string }[] }).files.find((f) => f.name === 'annual-survey.txt')!;
    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/data-room/files/${file.id}`, headers: user.auth });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(await promptFor(question)).not.toContain('annual-survey.txt');
  });

  it('a changed profile: the next answer uses the new price', async () => {
    expect(await promptFor('What revenue per clinic should we plan for?')).toMatch(/revenue per \w+ \$149\b/);
    await putProfile({ ...profile, business_model: '$99 per clinic per month subscription' });
    const next = await promptFor('What revenue per clinic should we plan for?');
    expect(next).toMatch(/revenue per \w+ \$99\b/);
    expect(next).not.toMatch(/revenue per \w+ \$149\b/);
  });

  it('a changed model: the founder’s new value is in the next answer', async () => {
    const read = await ctx.app.inject({ method: 'GET', url: '/api/v1/startup/model', headers: user.auth });
    const { model, version } = read.json() as { model: { assumptions: { key: string; value: number }[] }; version: number };
    const price = model.assumptions.find((a) => a.key === 'price_per_month')!;
    expect(price.value).toBe(9900); // cents
    expect(price).toBeDefined();
    const set = await ctx.app.inject({ method: 'POST', url: '/api/v1/startup/model/assumption', headers: user.auth, payload: { key: price.key, value: 11900, base_version: version } });
    expect(set.statusCode, set.body).toBe(200);
    const next = await promptFor('What revenue per clinic should we plan for?');
    expect(next).toMatch(/revenue per \w+ \$119\b/);
    expect(next).not.toMatch(/revenue per \w+ \$99\b/);
  });

  it('a second turn with nothing changed reuses the saved model as read (not parsed and checked again)', async () => {
    const first = startupOf(await requestFor('What revenue per clinic should we plan for?'));
    const second = startupOf(await requestFor('And what gross margin?'));
    expect(first).toBeDefined();
    expect(second).toBe(first);
  });

  it('a profile written by another instance (straight to the database) reaches the very next answer', async () => {
    expect(await promptFor('Who are our customers?')).toContain('target customers: Independent dental clinics');
    // What another instance's edit leaves behind: the row changed, nothing in this process told.
    await ctx.db.update(startupProfiles)
      .set({ targetCustomers: 'Orthodontic practices', updatedAt: new Date() })
      .where(eq(startupProfiles.userId, user.userId));
    const next = await requestFor('Who are our customers?');
    expect(next.system).toContain('target customers: Orthodontic practices');
    expect(next.system).not.toContain('Independent dental clinics');
  });
});
