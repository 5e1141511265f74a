import { count, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { dataroomShareNdaAcceptances, dataroomSharePageViews, dataroomShares, dataroomShareVisits, mailOutbox } from '../../db/schema';
import { multipart, pdfWith } from './test-files';

/** Issue 40: the founder's notification settings, and what an account deletion takes with it. */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

type Founder = Awaited<ReturnType<typeof signUp>> & { fileId: string };
async function founderWithDeck(emailNotifications: boolean): Promise<Founder> {
  const user = await signUp(ctx);
  const put = await ctx.app.inject({
    method: 'PUT',
    url: '/api/v1/profile/notifications',
    headers: user.auth,
    payload: { emailNotifications, pushNotifications: false, marketingEmails: false, securityAlerts: true, inAppNotifications: true },
  });
  expect(put.statusCode, put.body).toBe(200);
  const body = multipart('deck.pdf', await pdfWith('Our deck'));
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/files', headers: { ...user.auth, ...body.headers }, payload: body.payload });
  expect(res.statusCode, res.body).toBe(201);
  return { ...user, fileId: res.json().id };
}

/** An investor opens a link, accepts its NDA and reads page 1: a visit, an NDA record and a page view. */
async function investorReads(founder: Founder, label: string, email: string) {
  const share = await ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/shares', headers: founder.auth, payload: { file_ids: [founder.fileId], label, nda_text: 'Keep it private.' } });
  expect(share.statusCode, share.body).toBe(201);
  const token = (share.json().url as string).split('/s/')[1]!;
  const visit = (await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/open` })).json().visit_token as string;
  const headers = { 'x-visit-token': visit };
  expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/nda`, headers, payload: { accept: true, email } })).statusCode).toBe(200);
  expect((await ctx.app.inject({ method: 'GET', url: `/api/v1/s/${token}/files/${founder.fileId}/view`, headers })).statusCode).toBe(200);
  const events = await ctx.app.inject({ method: 'POST', url: `/api/v1/s/${token}/events`, payload: { visit_token: visit, events: [{ file_id: founder.fileId, page: 1, ms: 50 }] } });
  expect(events.statusCode, events.body).toBe(204);
  return share.json().id as string;
}

/** The first-open mail is sent after the answer: wait until it is there, or long enough to know it never comes. */
async function openedMails(to: string, expectOne: boolean) {
  for (let i = 0; i < 40; i++) {
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, to));
    const opened = mails.filter((m) => m.subject.startsWith('Opened:'));
    if (expectOne && opened.length > 0) return opened;
    if (!expectOne && i >= 10) return opened;
    await new Promise((r) => setTimeout(r, 50));
  }
  return [];
}

async function shareRows(userId: string) {
  const visits = await ctx.db.select({ id: dataroomShareVisits.id }).from(dataroomShareVisits).where(eq(dataroomShareVisits.userId, userId));
  const visitIds = visits.map((v) => v.id);
  const [links] = await ctx.db.select({ n: count() }).from(dataroomShares).where(eq(dataroomShares.userId, userId));
  const [ndas] = await ctx.db.select({ n: count() }).from(dataroomShareNdaAcceptances).where(eq(dataroomShareNdaAcceptances.userId, userId));
  const [pages] = visitIds.length
    ? await ctx.db.select({ n: count() }).from(dataroomSharePageViews).where(inArray(dataroomSharePageViews.visitId, visitIds))
    : [{ n: 0 }];
  return { links: links.n, visits: visits.length, ndas: ndas.n, pages: pages.n, visitIds };
}

describe('the first-open e-mail', () => {
  it('is not sent when the founder turned e-mail notifications off; the in-app notice still shows', async () => {
    const quiet = await founderWithDeck(false);
    const shareId = await investorReads(quiet, 'Quiet fund', 'partner@quiet.vc');
    expect(await openedMails(quiet.email, false)).toEqual([]);
    const [item] = (await ctx.app.inject({ method: 'GET', url: '/api/v1/data-room/shares', headers: quiet.auth })).json().items;
    expect(item).toMatchObject({ id: shareId, new_open: { viewer_email: 'partner@quiet.vc' } });

    const told = await founderWithDeck(true);
    const toldShare = await investorReads(told, 'Loud fund', 'partner@loud.vc');
    const mails = await openedMails(told.email, true);
    expect(mails.map((m) => m.subject)).toEqual(['Opened: Loud fund']);
    expect(mails[0].text).toContain(toldShare);
  });
});

describe('account deletion', () => {
  it('removes the founder\'s links, visits, page views and NDA acceptances, and nobody else\'s', async () => {
    const leaving = await founderWithDeck(false);
    const staying = await founderWithDeck(false);
    await investorReads(leaving, 'Fund A', 'a@fund.vc');
    await investorReads(leaving, 'Fund B', 'b@fund.vc');
    await investorReads(staying, 'Fund C', 'c@fund.vc');
    const before = await shareRows(leaving.userId);
    expect(before).toMatchObject({ links: 2, visits: 2, ndas: 2, pages: 2 });
    const kept = await shareRows(staying.userId);
    expect(kept).toMatchObject({ links: 1, visits: 1, ndas: 1, pages: 1 });

    const del = await ctx.app.inject({ method: 'DELETE', url: '/api/v1/auth/delete-account', headers: leaving.auth });
    expect(del.statusCode, del.body).toBe(200);
    expect(await shareRows(leaving.userId)).toEqual({ links: 0, visits: 0, ndas: 0, pages: 0, visitIds: [] });
    // Page views are keyed by visit: none is left for the deleted visits either.
    const [orphans] = await ctx.db.select({ n: count() }).from(dataroomSharePageViews).where(inArray(dataroomSharePageViews.visitId, before.visitIds));
    expect(orphans.n).toBe(0);
    expect(await shareRows(staying.userId)).toEqual(kept);
  });
});
