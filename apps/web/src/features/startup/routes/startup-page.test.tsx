import type { StartupModelResponse, StartupProfile } from '@uc/contract';
import { buildStartupModel, toMajor, type StartupModel } from '@uc/startup-model';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const profile: StartupProfile = {
  startup_name: 'ClinicFlow',
  idea: 'Scheduling software for independent physiotherapy clinics',
  stage: 'mvp',
  industry: 'Healthcare software',
  target_customers: 'independent physiotherapy clinics',
  business_model: 'Subscription, $149 per clinic per month',
  team_size: 3,
};
const price = (model: StartupModel) => model.assumptions.find((a) => a.unit === 'money' && a.group === 'revenue')!;

/** The startup endpoints over one stored model; every request the page makes is recorded. */
function startupApi(model = buildStartupModel(profile)) {
  let stored: StartupModelResponse = { model, version: 0, updated_at: null, profile, questions: [] };
  const requests: string[] = [];
  const puts: { model: StartupModel; base_version: number }[] = [];
  const history: { version: number; model: StartupModel }[] = [];
  const record = ({ request }: { request: Request }) => void requests.push(`${request.method} ${new URL(request.url).pathname}`);
  server.events.on('request:start', record);
  server.use(
    http.get('*/api/v1/startup/model', () => HttpResponse.json(stored)),
    http.put('*/api/v1/startup/model', async ({ request }) => {
      const body = (await request.json()) as { model: StartupModel; base_version: number };
      puts.push(body);
      if (body.base_version !== stored.version) return HttpResponse.json({ detail: 'The startup model was changed elsewhere.' }, { status: 409 });
      stored = { model: body.model, version: stored.version + 1, updated_at: new Date().toISOString(), profile, questions: [] };
      history.unshift({ version: stored.version, model: body.model });
      return HttpResponse.json(stored);
    }),
    http.get('*/api/v1/startup/model/versions', () =>
      HttpResponse.json({
        items: history.map((v) => ({ version: v.version, source: 'edit', created_at: '2026-11-24T12:00:00.000Z', archetype: v.model.archetype, currency: v.model.currency })),
        total: history.length,
        page: 1,
        page_size: 10,
      }),
    ),
    http.get('*/api/v1/startup/model/versions/:v', ({ params }) => {
      const v = history.find((h) => h.version === Number(params.v))!;
      return HttpResponse.json({ version: v.version, source: 'edit', created_at: '2026-11-24T12:00:00.000Z', archetype: v.model.archetype, currency: v.model.currency, model: v.model });
    }),
  );
  return { requests, puts, bump: () => (stored = { ...stored, version: stored.version + 1 }), off: () => server.events.removeListener('request:start', record) };
}

let api: ReturnType<typeof startupApi> | undefined;
afterEach(() => api?.off());

const revenueY1 = () => within(screen.getByRole('list', { name: /by year/ })).getAllByRole('listitem')[0].textContent;

describe('Startup screen', () => {
  it('recomputes the forecast in the browser as the price is typed, and saves once with one PUT', async () => {
    api = startupApi();
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    const model = buildStartupModel(profile);
    const p = price(model);
    const input = await screen.findByLabelText(p.label);
    expect(screen.getByText(/Built from your profile; not saved yet/)).toBeInTheDocument();
    const chart = await screen.findByRole('img', { name: /Revenue and burn per month/ });
    const chartBefore = chart.getAttribute('aria-label');
    const y1Before = revenueY1();

    const requestsBefore = api.requests.length;
    const newPrice = toMajor(p.value, model.currency) * 2;
    await user.clear(input);
    await user.type(input, String(newPrice));

    await waitFor(() => expect(revenueY1()).not.toBe(y1Before));
    expect(screen.getByRole('img', { name: /Revenue and burn per month/ }).getAttribute('aria-label')).not.toBe(chartBefore);
    expect(within(input.closest('li')!).getByText('Your figure')).toBeInTheDocument();
    // Every keystroke was computed in the browser: no request at all.
    expect(api.requests.slice(requestsBefore)).toEqual([]);
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved (version 1)');
    expect(api.puts).toHaveLength(1);
    expect(api.puts[0].base_version).toBe(0);
    expect(price(api.puts[0].model)).toMatchObject({ value: p.value * 2, provenance: 'founder' });
    expect(api.requests.slice(requestsBefore).filter((r) => r.startsWith('PUT'))).toEqual(['PUT /api/v1/startup/model']);
  });

  it('says so when the model was saved elsewhere, and saves over it only when asked', async () => {
    api = startupApi();
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    const p = price(buildStartupModel(profile));
    const input = await screen.findByLabelText(p.label);
    await user.clear(input);
    await user.type(input, '321');
    api.bump(); // another tab saved meanwhile
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/saved elsewhere/)).toBeInTheDocument();
    expect(api.puts).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save mine over it' }));
    await screen.findByText('Saved (version 2)');
    expect(api.puts.map((b) => b.base_version)).toEqual([0, 1]);
  });

  it('refuses a value that is not a number without computing or sending anything', async () => {
    api = startupApi();
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    const p = price(buildStartupModel(profile));
    const input = await screen.findByLabelText(p.label);
    const y1 = revenueY1();
    await user.clear(input);
    await user.type(input, 'abc');
    expect(await screen.findByText('Enter a number')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(revenueY1()).toBe(y1);
    expect(api.puts).toEqual([]);
  });

  it('shows the traction the founder added from an app, as their figure', async () => {
    const traction = [{ kind: 'signups' as const, value: 142, provenance: 'founder' as const, quote: '142 sign-ups from Bottle waitlist', source: 'app:44444444-4444-4444-8444-444444444444', as_of: '2026-11-20T10:00:00.000Z' }];
    api = startupApi({ ...buildStartupModel(profile), traction });
    renderApp('/dashboard/startup', { token: TEST_TOKEN });
    expect(await screen.findByText('142 sign-ups from Bottle waitlist')).toBeInTheDocument();
    expect(screen.getByText(/your figure, counted Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByText(/Not counted as sales in the forecast/)).toBeInTheDocument();
  });

  it('asks which business model fits when the words are ambiguous', async () => {
    const model = buildStartupModel(profile);
    const ambiguous: StartupModel = { ...model, classification: { ...model.classification, ambiguous: true, alternatives: ['marketplace'] } };
    api = startupApi(ambiguous);
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    const question = await screen.findByRole('group', { name: /fit more than one business model/ });
    await user.click(within(question).getByRole('radio', { name: /marketplace/i }));
    await user.click(within(question).getByRole('button', { name: 'Use this business model' }));
    expect(await screen.findByText('You chose this business model.')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /fit more than one business model/ })).not.toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('lists the saved versions and opens an older one as the draft', async () => {
    api = startupApi();
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    const p = price(buildStartupModel(profile));
    await screen.findByLabelText(p.label);
    for (const value of ['111', '222']) {
      const input = screen.getByLabelText(p.label);
      await user.clear(input);
      await user.type(input, value);
      await user.click(screen.getByRole('button', { name: 'Save' }));
      await screen.findByText(/^Saved \(version/);
    }
    await screen.findByText('Saved (version 2)');
    await user.click(screen.getByText('Version history'));
    const list = await screen.findByRole('list', { name: 'Saved versions' });
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([expect.stringContaining('Version 2 (current)'), expect.stringContaining('Version 1')]);
    await user.click(within(list).getByRole('button', { name: 'Open version 1' }));
    await waitFor(() => expect(screen.getByLabelText(p.label)).toHaveValue('111'));
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('shows an error with Retry when the model cannot be loaded', async () => {
    server.use(http.get('*/api/v1/startup/model', () => HttpResponse.json({ detail: 'nope' }, { status: 404 })));
    renderApp('/dashboard/startup', { token: TEST_TOKEN });
    expect(await screen.findByText('Could not load your startup model.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
