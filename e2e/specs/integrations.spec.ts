import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { startChatWebhookStandIn } from '../../apps/server/test/chat-webhook-stand-in';
import { startWebhookReceiver } from '../../apps/server/test/webhook-receiver-stand-in';
import { DashboardPage } from '../pages/dashboard-page';
import { IntegrationsPage } from '../pages/integrations-page';
import { SignInPage } from '../pages/sign-in-page';
import { expectVisible } from '../support/expect';
import { afterAll, beforeAll } from 'vitest';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser } from '../support/users';

// The e2e server runs in development mode, so loopback stand-in URLs are allowed.
let chat: Awaited<ReturnType<typeof startChatWebhookStandIn>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
beforeAll(async () => {
  [chat, receiver] = await Promise.all([startChatWebhookStandIn(), startWebhookReceiver()]);
});
afterAll(() => Promise.all([chat.close(), receiver.close()]));

const until = async <T>(check: () => T | undefined | false, timeoutMs = 20_000): Promise<T> => {
  const end = Date.now() + timeoutMs;
  for (;;) {
    const v = check();
    if (v) return v;
    if (Date.now() > end) throw new Error('condition not reached');
    await new Promise((r) => setTimeout(r, 100));
  }
};

/** Serious or critical WCAG 2.1 AA violations on the page, as readable lines. */
const blockingA11yViolations = async (page: Page) =>
  (await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} e.g. ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);

describe('integrations', () => {
  test('Slack gets a message when a document is generated; a webhook delivery shows in the log', async ({ page, baseURL }) => {
    const user = await createVerifiedUser(baseURL);
    await (await new SignInPage(page).goto()).signIn(user.email, user.password);
    await new DashboardPage(page).expectShown(user.name);
    const market = await new IntegrationsPage(page).goto();
    await expectVisible(page.getByRole('list', { name: 'Available Integrations' }));
    expect(await blockingA11yViolations(page)).toEqual([]);

    await market.connectChatWebhook('Slack', `${chat.url}/slack/ok`);
    await expectVisible(page.getByRole('list', { name: 'Connected Integrations' }).getByText('Slack', { exact: true }));

    const api = (path: string, init: { method: string; body?: unknown; type?: string }) =>
      page.evaluate(
        async ({ path, init }) => {
          const res = await fetch(path, {
            method: init.method,
            headers: { Authorization: `Bearer ${localStorage.getItem('access_token')}`, 'content-type': init.type ?? 'application/json' },
            body: typeof init.body === 'string' ? init.body : JSON.stringify(init.body),
          });
          return { status: res.status, body: await res.json() };
        },
        { path, init },
      );
    const doc = await api('/api/v1/documents/generate', { method: 'POST', body: { document_type: 'business_plan', startup_idea: 'Refurbished lab equipment marketplace for university labs' } });
    expect(doc.status).toBe(201);
    const message = await until(() => chat.messages('/slack/ok').find((m) => m?.includes(doc.body.filename)));
    expect(message).toContain('New document generated');

    receiver.setSecret(await market.addWebhook(receiver.hookUrl));
    const upload = await api('/api/v1/data-room/files?filename=traction.txt', { method: 'POST', body: 'Monthly active labs: 42', type: 'application/octet-stream' });
    expect(upload.status).toBe(201);
    const delivered = await until(() => receiver.received.find((r) => r.type === 'dataroom.file_uploaded'));
    expect(delivered.verified).toBe(true);
    await market.openDeliveries();
    const log = page.getByRole('table', { name: 'Delivery log' });
    await expectVisible(log.getByRole('row').filter({ hasText: 'dataroom.file_uploaded' }).filter({ hasText: 'succeeded' }));
  });
});
