import type { StartupModelResponse, StartupProfile } from '@uc/contract';
import { buildStartupModel, inputText, openQuestions } from '@uc/startup-model';
import { screen } from '@testing-library/react';
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
