import type { StartupModelResponse, StartupProfile } from '@uc/contract';
import { buildStartupModel, inputText, openQuestions, setAssumption, type StartupModel } from '@uc/startup-model';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const profile: StartupProfile = {
  startup_name: 'RotaCare',
  idea: 'Rota software for care homes in England',
  stage: 'mvp',
  industry: 'Care',
  target_customers: 'Care homes in England',
  business_model: '£4 per bed per month',
  team_size: 2,
};

describe('Startup screen: a price per bed', () => {
  it('shows the price per bed and the beds per account as their own assumptions, and asks for the beds', async () => {
    const model = buildStartupModel(profile);
    const body: StartupModelResponse = { model, version: 0, updated_at: null, profile, questions: openQuestions(model, inputText(profile)) };
    server.use(
      http.get('*/api/v1/startup/model', () => HttpResponse.json(body)),
      http.get('*/api/v1/startup/model/versions', () => HttpResponse.json({ items: [], total: 0, page: 1, page_size: 10 })),
    );
    renderApp('/dashboard/startup', { token: TEST_TOKEN });
    expect(await screen.findByText(/How many beds does one of your customers have/)).toBeInTheDocument();
    expect(screen.getByLabelText('Price per bed per month')).toHaveValue('4');
    expect(screen.getByLabelText('Beds per account')).toHaveValue('20');
  });
});

describe('Startup screen: the beds question is its own card', () => {
  it('asks for the beds in a card with its own field; answering sets the count, moves the price and removes the card', async () => {
    const respond = (model: StartupModel, version: number): StartupModelResponse =>
      ({ model, version, updated_at: null, profile, questions: openQuestions(model, inputText(profile)) });
    let stored = respond(buildStartupModel(profile), 0);
    const confirms: unknown[] = [];
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
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    const card = await screen.findByRole('form', { name: /Question about “£4 per bed per month”/ });
    expect(within(card).getByText(/How many beds does one of your customers have/)).toBeInTheDocument();
    const field = within(card).getByRole('textbox', { name: 'Beds per account (number)' });
    expect(field).toHaveValue('');
    await user.type(field, '40');
    await user.click(within(card).getByRole('button', { name: 'Use this figure' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: /Question about “£4 per bed/ })).not.toBeInTheDocument());
    expect(confirms).toEqual([{ key: 'capacity_per_account', value: 40, base_version: 0 }]);
    await waitFor(() => expect(screen.getByLabelText('Beds per account')).toHaveValue('40'));
    expect(screen.getByLabelText('Price per account per month')).toHaveValue('160');
  });
});
