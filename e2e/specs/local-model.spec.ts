import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { removeDir, startServer, tempDir } from '../../scripts/lib/server.mjs';
import { startModelHost } from '../../apps/server/test/model-file-stand-in';
import { sha256, tinyGguf } from '../../apps/server/test/tiny-gguf';
import { AdminPage } from '../pages/admin-page';
import { ChatPage } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectHidden, expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, tokenFor, type TestUser } from '../support/users';

/**
 * Issue 37 in the browser, on a server of its own with LLM_PROVIDER=local: the superuser downloads the
 * tiny GGUF (served slowly by a stand-in host) and watches its progress until it is ready; then a
 * founder whose answer waits for the model sees the queue notice and cancels it, uncharged.
 */
const ADMIN: TestUser = { name: 'Lin Operator', email: 'e2e-local-admin@example.com', password: 'Local-model-day-1!' };
let server: Awaited<ReturnType<typeof startServer>>;
let host: Awaited<ReturnType<typeof startModelHost>>;
let dataDir: string;

beforeAll(async () => {
  const gguf = tinyGguf();
  host = await startModelHost(gguf);
  // ~0.5 MB in 64 KB chunks, 600 ms apart: about 5 s of progress to watch.
  host.control.chunkDelayMs = 600;
  dataDir = tempDir('uc-e2e-local-');
  server = await startServer({
    dataDir,
    env: { LLM_PROVIDER: 'local', LLM_LOCAL_MODEL_URL: host.url, LLM_LOCAL_MODEL_SHA256: sha256(gguf), ADMIN_EMAIL: ADMIN.email, LOGIN_MAX_PER_IP: '1000', AUTH_MAX_PER_IP: '1000' },
  });
  await createVerifiedUser(server.url, ADMIN);
}, 120_000);
afterAll(async () => {
  await server?.stop();
  await host?.close();
  if (dataDir) removeDir(dataDir);
});

async function pageOn(browser: Browser, width = 1280): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width, height: 900 } });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

async function signIn(page: Page, user: TestUser) {
  await (await new SignInPage(page).goto()).signIn(user.email, user.password);
  await new DashboardPage(page).expectShown(user.name);
}

/** A chat answer started beside the browser, read as it streams (it holds the model while the browser's waits). */
function streamInNode(token: string, payload: object) {
  const chunks: { type: string; data?: { message_id?: string } }[] = [];
  const done = (async () => {
    const res = await fetch(`${server.url}/api/v1/chat/stream`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    let buffer = '';
    for await (const part of res.body!.pipeThrough(new TextDecoderStream())) {
      buffer += part;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const data = buffer.slice(0, end).split('\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5).trim()).join('\n');
        buffer = buffer.slice(end + 2);
        if (data && data !== '[DONE]') chunks.push(JSON.parse(data));
      }
    }
  })();
  const until = async (type: string) => {
    for (let i = 0; i < 600 && !chunks.some((c) => c.type === type); i++) await new Promise((r) => setTimeout(r, 50));
    const found = chunks.find((c) => c.type === type);
    if (!found) throw new Error(`no ${type} chunk: ${chunks.map((c) => c.type).join(', ')}`);
    return found;
  };
  return { done, until };
}

describe('the local model in the browser (issue 37)', () => {
  test('Admin → AI: Download shows the progress until the model is ready', async ({ browser }) => {
    const page = await pageOn(browser);
    await signIn(page, ADMIN);
    await new AdminPage(page).goto();
    await page.getByRole('tab', { name: 'AI' }).click();
    await expectVisible(page.getByText('Not downloaded. Nothing is downloaded until you click Download.'));
    await page.getByRole('button', { name: 'Download', exact: true }).click();
    const bar = page.getByRole('progressbar', { name: 'Download progress' });
    await expectVisible(bar);
    // Bytes of the total, in the middle of the download.
    await expectVisible(page.getByText(/ of 0\.\d MB \(\d+ %\)/));
    const pct = Number(await bar.getAttribute('aria-valuenow'));
    expect(pct).toBeGreaterThanOrEqual(0);
    expect(pct).toBeLessThan(100);
    await page.screenshot({ path: 'test-results/e2e/local-model-downloading.png' });
    await expectVisible(page.getByText(/Downloaded and ready/), 30_000);
    await expectHidden(bar);
    expect(host.ranges.length).toBeGreaterThan(0);
    await page.context().close();
  });

  test('chat: an answer waiting for the model says how many are ahead, and Cancel ends it uncharged', async ({ browser }) => {
    const [holder, founder] = [await createVerifiedUser(server.url), await createVerifiedUser(server.url)];
    const page = await pageOn(browser);
    await signIn(page, founder);
    const chat = new ChatPage(page);
    await chat.expectShown();
    await expectVisible(chat.balance(100));

    // Another founder's app (a long answer) holds the model.
    const first = streamInNode(await tokenFor(server.url, holder), { message: 'Build me a landing page for my bakery', output: 'app' });
    const firstId = (await first.until('data-message')).data!.message_id!;
    await first.until('text-delta');

    await chat.input().fill('How should we price the first plan?');
    await chat.input().press('Enter');
    await expectVisible(page.getByRole('status').filter({ hasText: 'Waiting for the model: 1 ahead' }), 30_000);
    await page.screenshot({ path: 'test-results/e2e/local-model-queue.png' });
    await page.getByRole('button', { name: 'Cancel this answer' }).click();
    await expectVisible(page.getByText('You cancelled this answer. No credits were charged for it.'));
    await expectHidden(page.getByText(/Waiting for the model/));
    await expectVisible(chat.balance(100));

    // Clean-up: the holder's answer stops too (204), unless it already ended (404); the server tests cover both.
    const res = await fetch(`${server.url}/api/v1/chat/messages/${firstId}/cancel`, { method: 'POST', headers: { authorization: `Bearer ${await tokenFor(server.url, holder)}` } });
    expect([204, 404]).toContain(res.status);
    await first.done;
    await page.context().close();
  });
});
