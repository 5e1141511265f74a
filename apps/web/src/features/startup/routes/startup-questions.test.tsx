import type { StartupModelResponse, StartupProfile } from '@uc/contract';
import { buildStartupModel, inputText, openQuestions, setAssumption, type StartupModel } from '@uc/startup-model';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const profile: StartupProfile = {
  startup_name: 'CEPcheck',
  idea: 'Address validation API for Brazilian checkouts: R$ 0,09 por endereço validado.',
  stage: 'mvp',
  industry: 'Developer tools',
  target_customers: 'Brazilian online shops',
  business_model: 'Usage-based API',
  team_size: 2,
};

/** The server's behaviour over one model: questions computed by the same package, answers through the confirm route. */
function startupApi() {
  const respond = (model: StartupModel, version: number): StartupModelResponse =>
    ({ model, version, updated_at: version ? '2026-11-28T08:00:00.000Z' : null, profile, questions: openQuestions(model, inputText(profile)) });
  let stored = respond(buildStartupModel(profile), 0);
  const confirms: { key: string; value: number; base_version: number }[] = [];
  server.use(
    http.get('*/api/v1/startup/model', () => HttpResponse.json(stored)),
    http.post('*/api/v1/startup/model/assumption', async ({ request }) => {
      const body = (await request.json()) as { key: string; value: number; base_version: number };
      confirms.push(body);
      stored = respond(setAssumption(stored.model, body.key, body.value), stored.version + 1);
      return HttpResponse.json(stored);
    }),
    http.get('*/api/v1/startup/model/versions', () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 10 })),
  );
  return { confirms };
}

describe('Startup screen: figures the model did not take', () => {
  it('asks about the founder’s own figure, and answering it updates the forecast and removes the question', async () => {
    const api = startupApi();
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    const card = await screen.findByRole('form', { name: /Question about “R\$ 0,09/ });
    expect(within(card).getByText(/You wrote "R\$ 0,09/)).toBeInTheDocument();
    const option = within(card).getByRole('radio', { name: /Price per 1,000 API calls/ });
    expect(option).toBeChecked();
    expect(within(card).getByRole('textbox', { name: /Value \(BRL\)/ })).toHaveValue('90');
    const priceField = screen.getByLabelText('Price per 1,000 API calls');
    expect(priceField).not.toHaveValue('90');
    // Until answered, the default the model uses says which of the founder's words it stands in for.
    const row = priceField.closest('li')!;
    expect(within(row).getByText(/^Default — you wrote “R\$ 0,09 por endereço validado”: confirm$/)).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Use this figure' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Question about “R\$ 0,09/ })).not.toBeInTheDocument());
    expect(api.confirms).toEqual([{ key: 'price_per_1000_calls', value: 9000, base_version: 0 }]);
    await waitFor(() => expect(screen.getByLabelText('Price per 1,000 API calls')).toHaveValue('90'));
    expect(screen.queryByText(/^Default — you wrote “R\$ 0,09/)).not.toBeInTheDocument();
  });
});
