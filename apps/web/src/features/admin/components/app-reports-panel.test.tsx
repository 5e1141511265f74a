import type { AdminAppReport } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const report: AdminAppReport = {
  id: 'r1',
  slug: 'sign-in-page-1a2b3c4d',
  project_name: 'Sign in page',
  owner_email: 'maker@example.com',
  reason: 'phishing',
  details: 'It asks for my password',
  created_at: '2026-01-02T10:00:00.000Z',
  taken_down_at: null,
};

describe('Reported apps (admin)', { timeout: 20_000 }, () => {
  it('lists reports of deployed apps, takes one down after a confirmation, and restores it', async () => {
    let takenDownAt: string | null = null;
    const calls: string[] = [];
    server.use(
      http.get('*/api/v1/admin/stats', () =>
        HttpResponse.json({ total_users: 1, active_users: 1, users_today: 0, total_credits_allocated: 0, total_credits_used: 0, activity_today: 0, total_revenue: 0, conversion_rate: 0 }),
      ),
      http.get('*/api/v1/admin/app-reports', () => HttpResponse.json({ items: [{ ...report, taken_down_at: takenDownAt }], total: 1, page: 1, page_size: 20 })),
      http.post('*/api/v1/admin/apps/:slug/takedown', async ({ params, request }) => {
        calls.push(`down ${params.slug} ${((await request.json()) as { reason: string }).reason}`);
        takenDownAt = '2026-01-03T10:00:00.000Z';
        return HttpResponse.json({ slug: params.slug, taken_down_at: takenDownAt });
      }),
      http.delete('*/api/v1/admin/apps/:slug/takedown', ({ params }) => {
        calls.push(`restore ${params.slug}`);
        takenDownAt = null;
        return HttpResponse.json({ slug: params.slug, taken_down_at: null });
      }),
    );
    const { user } = renderApp('/dashboard/admin', { token: ADMIN_TOKEN });
    await user.click(await screen.findByRole('tab', { name: 'Reported apps' }, { timeout: 5000 }));
    expect(await screen.findByText('It asks for my password')).toBeInTheDocument();
    expect(screen.getByText('Phishing')).toBeInTheDocument();
    expect(screen.getByText(/Owner maker@example.com/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Take down' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Take this app down?' });
    await user.click(within(confirm).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByRole('button', { name: 'Restore app' })).toBeInTheDocument();
    expect(screen.getByText('/apps/sign-in-page-1a2b3c4d/ was taken down')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore app' }));
    expect(await screen.findByRole('button', { name: 'Take down' })).toBeInTheDocument();
    expect(calls).toEqual(['down sign-in-page-1a2b3c4d Phishing', 'restore sign-in-page-1a2b3c4d']);
  });
});
