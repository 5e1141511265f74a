import type { StartupProfile } from '@uc/contract';
import { buildStartupModel } from '@uc/startup-model';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const profile: StartupProfile = {
  startup_name: 'ClinicFlow', idea: 'Scheduling software for clinics', stage: 'mvp', industry: null, target_customers: null, business_model: null, team_size: null,
};
const DETAIL = 'Your saved startup model cannot be read. Rebuild it from your startup profile (your saved versions are kept).';

describe('Startup screen with a saved model that cannot be read', () => {
  it('says so and rebuilds it from the profile on the latest version', async () => {
    let broken = true;
    const rebuilds: unknown[] = [];
    server.use(
      http.get('*/api/v1/startup/model', () => (broken ? HttpResponse.json({ detail: DETAIL }, { status: 409 }) : HttpResponse.json({ model: buildStartupModel(profile), version: 8, updated_at: '2026-11-28T07:00:00.000Z', profile, questions: [] }))),
      http.get('*/api/v1/startup/model/versions', () => HttpResponse.json({ items: [{ version: 7, source: 'edit', created_at: '2026-11-24T12:00:00.000Z', archetype: 'b2b_saas', currency: 'USD' }], total: 7, page: 1, page_size: 1 })),
      http.post('*/api/v1/startup/model/rebuild', async ({ request }) => {
        rebuilds.push(await request.json());
        broken = false;
        return HttpResponse.json({ model: buildStartupModel(profile), version: 8, updated_at: '2026-11-28T07:00:00.000Z', profile, questions: [] });
      }),
    );
    const { user } = renderApp('/dashboard/startup', { token: TEST_TOKEN });
    expect(await screen.findByText(DETAIL)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rebuild from your profile' }));
    expect(await screen.findByText(/version 8/)).toBeInTheDocument();
    expect(rebuilds).toEqual([{ base_version: 7 }]);
  });
});
