import PDFDocument from 'pdfkit';
import { DataRoomPage } from '../pages/dataroom-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import type { Page } from 'playwright-core';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, tokenFor } from '../support/users';

/** Nothing wider than a 390 px phone: no sideways scrolling. */
async function expectNoOverflow(page: Page, what: string) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${what}: the page is ${width} px wide at 390 px`).toBeLessThanOrEqual(390);
}

type Analytics = { visits: { pages: { page: number; ms: number }[]; last_page: { page: number } | null; downloads: number }[] };

function pdfOfPages(pages: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ autoFirstPage: false });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let i = 1; i <= pages; i++) doc.addPage().fontSize(40).text(`Slide ${i}`);
    doc.end();
  });
}

describe('data room share link', () => {
  test('an investor reads pages 1–3 of a shared 12-page PDF; the founder sees 3 pages with their time', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    const auth = { authorization: `Bearer ${await tokenFor(baseURL, user)}` };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pdfOfPages(12))], { type: 'application/pdf' }), 'deck.pdf');
    // Filed as the pitch deck: the readiness view then shows how it was read.
    const uploaded = await fetch(`${baseURL}/api/v1/data-room/files?checklist_item=pitch_deck`, { method: 'POST', headers: auth, body: form });
    expect(uploaded.status).toBe(201);
    const fileId = ((await uploaded.json()) as { id: string }).id;
    const created = await fetch(`${baseURL}/api/v1/data-room/shares`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ file_ids: [fileId], label: 'Acme Ventures', allow_download: false, watermark: true }),
    });
    expect(created.status).toBe(201);
    const share = (await created.json()) as { id: string; url: string };
    const token = share.url.split('/s/')[1]!;
    expect(share.url).toBe(`${baseURL}/s/${token}`);

    // Nothing but the product's own origin is asked for anything.
    const foreign: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith(baseURL) && !r.url().startsWith('blob:') && !r.url().startsWith('data:')) foreign.push(r.url());
    });
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/s/${token}`);
    const indicator = page.getByTestId('page-indicator');
    await expectVisible(page.getByText('1 / 12'));
    await expectVisible(page.getByRole('img', { name: 'Page 1 of 12' }));
    await expectNoOverflow(page, 'the viewer with page 1 shown');
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/share-viewer-390.png`, fullPage: true });
    const spent: number[] = [];
    let shownAt = Date.now();
    await page.waitForTimeout(1500);
    await page.keyboard.press('ArrowRight');
    await expectVisible(page.getByText('2 / 12'));
    spent.push(Date.now() - shownAt);
    shownAt = Date.now();
    await page.waitForTimeout(2000);
    await page.getByRole('button', { name: 'Next' }).click();
    await expectVisible(page.getByText('3 / 12'));
    spent.push(Date.now() - shownAt);
    shownAt = Date.now();
    await page.waitForTimeout(2500);
    expect(await indicator.textContent()).toBe('3 / 12');

    // Downloads are off: no button, and the server refuses the download itself.
    expect(await page.getByRole('button', { name: 'Download' }).count()).toBe(0);
    const status = await page.evaluate(
      async ([t, id]) => (await fetch(`/api/v1/s/${t}/files/${id}/download`, { headers: { 'x-visit-token': sessionStorage.getItem(`share-visit:${t}`) ?? '' } })).status,
      [token, fileId] as const,
    );
    expect(status).toBe(403);
    // Stop reading: leaving the page sends the last page's time with a beacon.
    spent.push(Date.now() - shownAt);
    await page.goto('about:blank');
    expect(foreign).toEqual([]);

    let analytics: Analytics | null = null;
    for (let i = 0; i < 40; i++) {
      const res = await fetch(`${baseURL}/api/v1/data-room/shares/${share.id}/analytics`, { headers: auth });
      analytics = (await res.json()) as Analytics;
      const pages = analytics.visits[0]?.pages ?? [];
      if (pages.length === 3 && pages[2]!.ms >= spent[2]! - 1000) break;
      await new Promise((r) => setTimeout(r, 250));
    }
    const visit = analytics!.visits[0]!;
    // Only a share link's page preloads pdf.js (its own chunk); the landing page never downloads it.
    const pdfPreload = /<link rel="modulepreload"[^>]*href="\/assets\/pdf-[^"]+\.js"/;
    expect(await (await fetch(`${baseURL}/s/${token}`)).text()).toMatch(pdfPreload);
    expect(await (await fetch(`${baseURL}/`)).text()).not.toMatch(/pdf-[\w-]+\.js/);
    expect(visit.pages.map((p) => p.page)).toEqual([1, 2, 3]);
    visit.pages.forEach((p, i) => expect(Math.abs(p.ms - spent[i]!), `page ${p.page}: ${p.ms} ms recorded, ${spent[i]} ms spent`).toBeLessThan(1000));
    expect(visit.last_page?.page).toBe(3);
    expect(visit.downloads).toBe(0);

    // Readiness that learns: the founder's data room shows where the investor stopped.
    const engagement = (await (await fetch(`${baseURL}/api/v1/data-room/readiness/engagement`, { headers: auth })).json()) as { items: { key: string; viewers: number; drop_off: { page: number } | null }[] };
    expect(engagement.items.find((i) => i.key === 'pitch_deck')).toMatchObject({ viewers: 1, drop_off: { page: 3, visits: 1 } });
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    await new DataRoomPage(page).goto();
    await expectVisible(page.getByText('How investors read your documents'));
    await expectVisible(page.getByText(/Opened by 1 viewer · median \d+ s per visit · 1 of 1 stopped at page 3 of 12/));
  });

  test('each gate form fits a 390 px phone', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    const auth = { authorization: `Bearer ${await tokenFor(baseURL, user)}` };
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await pdfOfPages(2))], { type: 'application/pdf' }), `${'quarterly-board-report-'.repeat(4)}final.pdf`);
    const fileId = ((await (await fetch(`${baseURL}/api/v1/data-room/files`, { method: 'POST', headers: auth, body: form })).json()) as { id: string }).id;
    const link = async (gates: Record<string, unknown>) => {
      const res = await fetch(`${baseURL}/api/v1/data-room/shares`, {
        method: 'POST',
        headers: { ...auth, 'content-type': 'application/json' },
        body: JSON.stringify({ file_ids: [fileId], label: 'Phone check', ...gates }),
      });
      expect(res.status).toBe(201);
      return new URL(((await res.json()) as { url: string }).url).pathname;
    };
    await page.setViewportSize({ width: 390, height: 844 });
    const nda = `Confidential. ${'The recipient keeps everything shown here to themselves. '.repeat(12)}https://example.com/a-very-long-address-without-any-break-in-it-at-all`;
    const gates: [string, Record<string, unknown>, string][] = [
      ['password', { password: 'correct-horse-battery' }, 'This link is protected'],
      ['email', { email_gate: true }, 'Confirm your e-mail address'],
      ['nda', { nda_text: nda }, 'Non-disclosure agreement'],
    ];
    for (const [name, body, title] of gates) {
      await page.goto(await link(body));
      await expectVisible(page.getByRole('heading', { name: title }));
      await expectNoOverflow(page, `the ${name} gate`);
      if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/share-gate-${name}-390.png`, fullPage: true });
    }
    // The NDA passed, the long-named file is shown: still no sideways scrolling.
    await page.getByLabel('Your e-mail').fill('reader@example.com');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'I agree' }).click();
    await expectVisible(page.getByText('1 / 2'));
    await expectNoOverflow(page, 'the viewer after the NDA');
  });
});
