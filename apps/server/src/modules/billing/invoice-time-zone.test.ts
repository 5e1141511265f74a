import { eq } from 'drizzle-orm';
import { extractText, getDocumentProxy } from 'unpdf';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoices } from '../../db/schema';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});

const GOOD_CARD = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };

async function pdfText(bytes: Buffer) {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

describe('invoice PDF date', () => {
  it("prints the date in the user's preferred time zone (UTC when none is set)", async () => {
    const user = await signUp(ctx);
    const intent = (await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/create-payment-intent', headers: user.auth, payload: { package_name: 'scale' } })).json();
    await ctx.app.inject({ method: 'POST', url: '/api/v1/billing/test/confirm-payment', headers: user.auth, payload: { ...GOOD_CARD, client_secret: intent.client_secret } });
    const [invoice] = (await ctx.app.inject({ method: 'GET', url: '/api/v1/billing/invoices', headers: user.auth })).json().invoices;
    // 23:30 UTC on 31 January is already 1 February in Tokyo (UTC+9).
    await ctx.db.update(invoices).set({ createdAt: new Date('2026-01-31T23:30:00Z') }).where(eq(invoices.id, invoice.id));
    const download = () => ctx.app.inject({ method: 'GET', url: `/api/v1/billing/invoices/${invoice.id}/download`, headers: user.auth });

    expect(await pdfText((await download()).rawPayload)).toContain('Date: 2026-01-31 (UTC)');

    const prefs = { default_agent: 'strategic', default_chat_mode: 'single', time_zone: 'Asia/Tokyo', read_aloud_voice: 'friendly' };
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/v1/profile/preferences', headers: user.auth, payload: prefs })).statusCode).toBe(200);
    expect(await pdfText((await download()).rawPayload)).toContain('Date: 2026-02-01 (Asia/Tokyo)');
  });
});
