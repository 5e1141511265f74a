import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import AxeBuilder from '@axe-core/playwright';
import PDFDocument from 'pdfkit';
import { DataRoomPage } from '../pages/dataroom-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/** A real PDF with `word` in its text (found by full-text search) and enough pages to take a moment to upload. */
function pdfWith(word: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument();
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(`Term sheet. The ${word} clause applies to the seed round.`);
    for (let i = 0; i < 200; i++) doc.addPage().text(`Appendix page ${i + 1}: ${'lorem ipsum '.repeat(200)}`);
    doc.end();
  });
}

describe('data room', () => {
  test('uploads a PDF with progress, finds it by a word inside it, downloads it, deletes it; generates the suite and downloads the deck', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const room = await new DataRoomPage(page).goto();

    const word = `zephyr${randomUUID().slice(0, 6)}`;
    const pdf = await pdfWith(word);
    await room.upload({ name: 'term-sheet.pdf', mimeType: 'application/pdf', buffer: pdf });
    await expectVisible(room.row('term-sheet.pdf'));

    await room.searchFor(word);
    await expectVisible(room.row('term-sheet.pdf'));
    await room.searchFor('nothingmatchesthis');
    await expectVisible(page.getByText('No files found'));
    await room.searchFor(word);

    const download = await room.download('term-sheet.pdf');
    expect(download.suggestedFilename()).toBe('term-sheet.pdf');
    expect(sha256(await readFile((await download.path())!))).toBe(sha256(pdf));

    await room.delete('term-sheet.pdf');
    await expectVisible(page.getByText('No files found'));

    await room.generateSuite('A marketplace that matches independent physiotherapists with patients for home visits');
    const deck = await room.downloadGenerated('Pitch Deck');
    expect(deck.suggestedFilename()).toMatch(/pitch-deck\.pptx$/);
    const bytes = await readFile((await deck.path())!);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
  });

  test('both tabs have no serious or critical accessibility violations', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    await new DataRoomPage(page).goto();
    await expectVisible(page.getByRole('button', { name: /Executive Summary/ }));
    const blocking = async () =>
      (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.impact} ${v.id}: ${v.help} e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
    expect(await blocking()).toEqual([]);
    await page.getByRole('tab', { name: 'Generate Documents' }).click();
    await expectVisible(page.getByLabel('Describe Your Startup Idea'));
    expect(await blocking()).toEqual([]);
  });
});
