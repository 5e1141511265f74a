import type { SuiteJob } from '@uc/contract';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { server } from '@/testing/mocks/server';
import { DocumentGenerator } from './document-generator';

const finished: SuiteJob = {
  job_id: 'job-1',
  status: 'completed',
  startup_idea: 'On-demand dog walking',
  credits_charged: 8,
  remaining_credits: 92,
  created_at: '2026-01-31T12:00:00.000Z',
  finished_at: '2026-01-31T12:00:02.000Z',
  documents: [
    { document_id: 'd1', type: 'business_plan', title: 'PawPal — Business Plan', filename: 'pawpal-business-plan.pdf', size: 100, download_url: '/x', status: 'completed', error: null, engine: 'offline', created_at: '2026-01-31T12:00:02.000Z' },
  ],
};

describe('document generator', { timeout: 15_000 }, () => {
  it('prefills the startup’s facts from the profile, sends the edited ones, and says which engine wrote each file', async () => {
    let sent: Record<string, unknown> | undefined;
    const savedToProfile: Record<string, unknown>[] = [];
    server.use(
      http.put('*/api/v1/chat/startup-profile', async ({ request }) => {
        const body = (await request.json()) as Record<string, unknown>;
        savedToProfile.push(body);
        return HttpResponse.json({ startup_name: 'PawPal', idea: 'On-demand dog walking', stage: 'mvp', industry: 'pet care', target_customers: body.target_customers, business_model: '79 EUR per location per month', team_size: null });
      }),
      http.get('*/api/v1/documents/defaults', () =>
        HttpResponse.json({ startup_idea: 'On-demand dog walking', company_name: 'PawPal', industry: 'pet care', target_market: 'dog owners', business_model: '79 EUR per location per month', stage: 'mvp' }),
      ),
      http.get('*/api/v1/documents', () => HttpResponse.json({ documents: finished.documents })),
      http.post('*/api/v1/documents/generate-suite', async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>;
        return HttpResponse.json({ ...finished, status: 'running' }, { status: 202 });
      }),
      http.get('*/api/v1/documents/jobs/job-1', () => HttpResponse.json(finished)),
    );
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter>
          <DocumentGenerator />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    expect(await screen.findByDisplayValue('PawPal')).toBeInTheDocument();
    expect(screen.getByLabelText('Pricing / business model')).toHaveValue('79 EUR per location per month');
    await user.clear(screen.getByLabelText('Target customers'));
    await user.type(screen.getByLabelText('Target customers'), 'busy dog owners in Berlin');
    await user.click(screen.getByRole('button', { name: 'Generate Complete Suite' }));
    expect(await screen.findAllByText(/Written by the offline engine/)).not.toHaveLength(0);
    expect(sent).toMatchObject({ startup_idea: 'On-demand dog walking', company_name: 'PawPal', target_market: 'busy dog owners in Berlin', business_model: '79 EUR per location per month', industry: 'pet care' });
    // Only the edited fact went back to the startup profile, under the profile's name for it.
    expect(savedToProfile).toEqual([{ target_customers: 'busy dog owners in Berlin' }]);
  });
});
