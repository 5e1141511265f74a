import { afterAll, beforeAll } from 'vitest';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../apps/server/test/openai-stand-in';
import { removeDir, startServer, tempDir } from '../../scripts/lib/server.mjs';
import { ChatPage } from '../pages/chat-page';
import { DashboardPage } from '../pages/dashboard-page';
import { SignInPage } from '../pages/sign-in-page';
import { StartupPage } from '../pages/startup-page';
import { expectHidden, expectVisible } from '../support/expect';
import { describe, expect, test } from '../support/fixtures';
import { createVerifiedUser, tokenFor, type TestUser } from '../support/users';

/**
 * Issue 25 in the browser: a founder asks, the model (a scripted OpenAI-compatible stand-in)
 * calls the agents' tools over the founder's own data, the chat shows each step, and a proposed
 * assumption change is saved only when the founder confirms its card.
 */
const NOTES = 'Pricing notes: clinics accept 199 dollars a month; the pilot at Harbour Physio converted at 38 percent.';
const SECRET = 'Confidential term sheet of another founder: 9M valuation.';

type Assumption = { key: string; label: string; value: number; unit: string; group: string; provenance: string };
type ModelResponse = { model: { assumptions: Assumption[] }; version: number };

let model: OpenAiStandIn;
let server: Awaited<ReturnType<typeof startServer>>;
const dataDir = tempDir('uc-e2e-agent-tools-');
beforeAll(async () => {
  model = await startOpenAiStandIn();
  // A server of this spec's own with a model configured (the shared one runs offline). The stand-in's URL
  // ends in /v1: the OpenAI-compatible client appends /chat/completions. Tools are on by default.
  const env = { LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: model.url, LLM_MODEL: 'some-model', AUTH_MAX_PER_IP: '1000', LOGIN_MAX_PER_IP: '1000', LOGIN_MAX_PER_EMAIL: '1000' };
  server = await startServer({ dataDir, env, echo: false });
});
afterAll(async () => {
  await server?.stop();
  await model?.close();
  removeDir(dataDir);
});

/** API calls beside the browser, as one user. */
async function apiAs(user: TestUser) {
  const token = await tokenFor(server.url, user);
  return async <T>(path: string, init: { method?: string; body?: string; type?: string } = {}): Promise<{ status: number; body: T }> => {
    const res = await fetch(`${server.url}${path}`, { method: init.method ?? 'GET', headers: { authorization: `Bearer ${token}`, 'content-type': init.type ?? 'application/json' }, body: init.body });
    return { status: res.status, body: (await res.json()) as T };
  };
}

async function upload(api: Awaited<ReturnType<typeof apiAs>>, name: string, text: string): Promise<string> {
  const res = await api<{ id: string }>(`/api/v1/data-room/files?filename=${name}`, { method: 'POST', body: text, type: 'application/octet-stream' });
  expect(res.status).toBe(201);
  return res.body.id;
}

/** What the server sent the model back as tool results in one request (the real outputs). */
const toolResults = (request: OpenAiStandIn['requests'][number]) => JSON.stringify(request.messages.filter((m) => m.role === 'tool'));

describe('agents that use tools with a model (issue 25)', () => {
  test("the chat shows the tools an agent used on the founder's files, and a proposed change is saved only on confirm", async ({ browser }) => {
    const founder = await createVerifiedUser(server.url);
    const api = await apiAs(founder);
    const profile = { startup_name: 'ClinicFlow', idea: 'Scheduling software for independent physiotherapy clinics', stage: 'mvp', industry: 'Healthcare software', target_customers: 'independent physiotherapy clinics', business_model: 'SaaS subscription at $149 per month per clinic', team_size: 3 };
    expect((await api('/api/v1/chat/startup-profile', { method: 'PUT', body: JSON.stringify(profile) })).status).toBe(200);
    const own = await upload(api, 'pricing-notes.txt', NOTES);
    const stranger = await upload(await apiAs(await createVerifiedUser(server.url)), 'term-sheet.txt', SECRET);
    const readModel = async () => (await api<ModelResponse>('/api/v1/startup/model')).body;
    const before = await readModel();
    const price = before.model.assumptions.find((a) => a.unit === 'money' && a.group === 'revenue')!;
    const som = before.model.assumptions.find((a) => a.key === 'som_pct')!;
    const churn = before.model.assumptions.find((a) => a.key === 'monthly_churn')!;
    expect(churn.value).not.toBe(2);
    expect(price.value).toBe(14_900); // $149 in cents, read from the profile

    const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
    context.setDefaultTimeout(15_000);
    const page = await context.newPage();
    try {
      await (await new SignInPage(page).goto()).signIn(founder.email, founder.password);
      await new DashboardPage(page).expectShown(founder.name);
      const chat = new ChatPage(page);
      await chat.expectShown();

      // 1. Search, then read the file it found, and try another founder's file: one step each in the chat.
      const asked = model.requests.length;
      model.queue.push(
        { kind: 'tools', calls: [{ name: 'search_data_room', input: { query: 'pricing notes' } }] },
        { kind: 'tools', calls: [{ name: 'read_document', input: { file_id: own } }, { name: 'read_document', input: { file_id: stranger } }] },
        { kind: 'ok', chunks: ['Your notes say clinics accept', ' $199 a month.'] },
      );
      await chat.send('What do my pricing notes say?');
      // Polled: the steps arrive one by one, and the list is drawn again when the stream ends.
      const stepTexts = async () =>
        (await chat.toolSteps().nth(0).getByRole('listitem').allInnerTexts()).map((t) => t.replace(/\s+/g, ' ').trim());
      await expect.poll(stepTexts, { timeout: 15_000 }).toEqual([
        'Searched your data room for “pricing notes” (1 file) — done',
        'Read pricing-notes.txt — done',
        'Read a data-room file — failed: No such file in your data room',
      ]);
      await chat.expectAnswer('Your notes say clinics accept $199 a month.');
      // The model got the real outputs: the search found the file's id, the read gave its text, the stranger's file nothing.
      const calls = model.requests.slice(asked);
      expect(calls).toHaveLength(3);
      expect(toolResults(calls[1])).toContain(own);
      expect(toolResults(calls[2])).toContain('Harbour Physio converted at 38 percent');
      expect(toolResults(calls[2])).toContain('No such file in your data room');
      expect(JSON.stringify(model.requests)).not.toContain('9M valuation');

      // 2. Two proposed changes in one answer: a card each, and the model is unchanged until the founder confirms.
      // Confirming one moves the other to the new version, so it can be confirmed too.
      model.queue.push(
        {
          kind: 'tools',
          calls: [
            { name: 'propose_assumption_change', input: { key: price.key, value: 19_900, reason: 'Your pricing notes say clinics accept $199 a month.' } },
            { name: 'propose_assumption_change', input: { key: churn.key, value: 2, reason: 'Clinics that converted in the pilot stayed.' } },
          ],
        },
        { kind: 'ok', chunks: ['I proposed $199 a month and lower churn; confirm what is right.'] },
      );
      await chat.send('Should we raise our price?');
      const priceCard = chat.proposalCard().filter({ hasText: price.label });
      const churnCard = chat.proposalCard().filter({ hasText: churn.label });
      await expectVisible(priceCard);
      await expectVisible(churnCard);
      expect(await priceCard.innerText()).toContain(`Change ${price.label}: $149 → $199`);
      expect(await churnCard.innerText()).toContain(`Change ${churn.label}: ${churn.value}% → 2%`);
      await expectVisible(chat.toolSteps().nth(1).getByText(`Proposed a change to ${price.label} — done`));
      expect(await readModel()).toEqual(before);

      // The cards are stored with the thread: a reload and a second browser show them, and a card
      // confirmed in the second browser is gone from the first after a reload.
      await page.reload();
      await expectVisible(priceCard);
      await expectVisible(churnCard);
      const threadUrl = page.url();
      const second = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
      second.setDefaultTimeout(15_000);
      try {
        const other = await second.newPage();
        await (await new SignInPage(other).goto()).signIn(founder.email, founder.password);
        await new DashboardPage(other).expectShown(founder.name);
        await other.goto(threadUrl);
        const otherChat = new ChatPage(other);
        const otherPrice = otherChat.proposalCard().filter({ hasText: price.label });
        await expectVisible(otherPrice);
        await expectVisible(otherChat.proposalCard().filter({ hasText: churn.label }));
        await otherPrice.getByRole('button', { name: 'Confirm change' }).click();
        await expectHidden(otherPrice);
      } finally {
        await second.close();
      }
      await expect.poll(async () => (await readModel()).version).toBe(before.version + 1);
      await page.reload();
      await expectVisible(churnCard);
      await expectHidden(priceCard);
      await churnCard.getByRole('button', { name: 'Confirm change' }).click();
      await expectHidden(chat.proposalCard());
      const confirmed = await readModel();
      expect(confirmed.version).toBe(before.version + 2);
      expect(confirmed.model.assumptions.find((a) => a.key === price.key)).toMatchObject({ value: 19_900, provenance: 'founder' });
      expect(confirmed.model.assumptions.find((a) => a.key === churn.key)).toMatchObject({ value: 2, provenance: 'founder' });

      // 3. On a phone, a second proposal is usable; keeping the current value changes nothing.
      await page.setViewportSize({ width: 390, height: 844 });
      model.queue.push(
        { kind: 'tools', calls: [{ name: 'propose_assumption_change', input: { key: 'som_pct', value: 8, reason: 'Harbour Physio converted at 38 percent.' } }] },
        { kind: 'ok', chunks: ['You could aim for 8 percent of the market.'] },
      );
      await chat.send('What share of the market can we win?');
      const keep = chat.proposalCard().getByRole('button', { name: 'Keep the current value' });
      await expectVisible(keep);
      expect(await chat.proposalCard().innerText()).toContain(`Change ${som.label}: 5% → 8%`);
      for (const target of [chat.proposalCard().getByRole('button', { name: 'Confirm change' }), keep, chat.toolSteps().nth(2)]) {
        await target.scrollIntoViewIfNeeded();
        const box = (await target.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width).toBeLessThanOrEqual(390);
      }
      await keep.click();
      await expectHidden(chat.proposalCard());
      expect(await readModel()).toEqual(confirmed);

      // 4. The steps are stored with the thread: a reload shows them again.
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.reload();
      await chat.expectAnswer('You could aim for 8 percent of the market.');
      expect(await chat.toolSteps().count()).toBe(3);
      await expectVisible(chat.toolSteps().nth(0).getByText('Read pricing-notes.txt — done'));
      await expectVisible(chat.toolSteps().nth(0).getByText('Read a data-room file — failed: No such file in your data room'));
      await expectVisible(chat.toolSteps().nth(2).getByText(`Proposed a change to ${som.label} — done`));

      // The Startup screen shows the confirmed price.
      const startup = new StartupPage(page);
      await startup.open();
      expect(await startup.assumption(price.label).inputValue()).toBe('199');
    } finally {
      await context.close();
    }
  });
});
