import type { AdminUser } from '@uc/contract';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_TOKEN, TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const row = (over: Partial<AdminUser>): AdminUser => ({
  id: '5f0c6a0e-3d0b-4a57-9b1e-2a3c4d5e6f70',
  name: 'Ada Founder',
  email: 'ada@example.com',
  is_active: true,
  is_superuser: false,
  email_verified: true,
  available_credits: 100,
  used_credits: 3,
  created_at: '2026-01-02T10:00:00.000Z',
  last_login: null,
  credits_used: 3,
  total_credits: 103,
  messages_sent: 3,
  documents_generated: 0,
  total_spent: 0,
  ...over,
});

function adminApi() {
  let users = [row({}), row({ id: '6f0c6a0e-3d0b-4a57-9b1e-2a3c4d5e6f71', name: 'Grace Admin', email: 'admin@example.com', is_superuser: true })];
  const allocations: unknown[] = [];
  server.use(
    http.get('*/api/v1/admin/stats', () =>
      HttpResponse.json({ total_users: 2, active_users: 2, users_today: 1, total_credits_allocated: 200, total_credits_used: 3, activity_today: 4, total_revenue: 99.99, conversion_rate: 50 }),
    ),
    http.get('*/api/v1/admin/users', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search')?.toLowerCase() ?? '';
      const items = users.filter((u) => u.email.includes(search) || u.name.toLowerCase().includes(search));
      return HttpResponse.json({ items, total: items.length, page: 1, page_size: 20 });
    }),
    http.get('*/api/v1/admin/activity', () =>
      HttpResponse.json({ items: [{ id: 'a1', user_email: 'ada@example.com', feature: 'admin:allocate_credits', credits_used: -50, description: 'Credits allocated by admin@example.com: prize', created_at: '2026-01-02T10:00:00.000Z' }], total: 1, page: 1, page_size: 20 }),
    ),
    http.post('*/api/v1/admin/users/:id/credits', async ({ request }) => {
      const body = (await request.json()) as { credits: number };
      allocations.push(body);
      return HttpResponse.json({ message: `Successfully allocated ${body.credits} credits to ada@example.com`, user_id: users[0].id, credits: body.credits, available_credits: 100 + body.credits, applied: true });
    }),
    http.put('*/api/v1/admin/users/:id/status', async ({ request, params }) => {
      const { is_active } = (await request.json()) as { is_active: boolean };
      users = users.map((u) => (u.id === params.id ? { ...u, is_active } : u));
      const user = users.find((u) => u.id === params.id)!;
      return HttpResponse.json({ message: `User ${user.email} ${is_active ? 'activated' : 'deactivated'}`, user });
    }),
  );
  return { allocations };
}

describe('Admin tab', { timeout: 20_000 }, () => {
  it('shows the Superuser Dashboard with stats, allocates credits after checking the fields, and toggles a user', async () => {
    const { allocations } = adminApi();
    const { user } = renderApp('/dashboard/admin', { token: ADMIN_TOKEN });
    expect(await screen.findByRole('heading', { name: 'Superuser Dashboard' }, { timeout: 5000 })).toBeInTheDocument();
    expect(await screen.findByText('Credits Allocated')).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Users' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(screen.getByText('Superuser')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Allocate credits to ada@example.com' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText('Credit Amount'), '50');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate Credits' }));
    expect(await within(dialog).findByText('Please fill in all fields')).toBeInTheDocument();
    expect(allocations).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Reason'), 'Hackathon prize');
    await user.click(within(dialog).getByRole('button', { name: 'Allocate Credits' }));
    expect(await screen.findByText('Successfully allocated 50 credits to ada@example.com')).toBeInTheDocument();
    expect(allocations[0]).toMatchObject({ credits: 50, reason: 'Hackathon prize' });

    await user.click(screen.getByRole('button', { name: 'Deactivate ada@example.com' }));
    // Deactivation signs the user out: the admin confirms first.
    await user.click(within(await screen.findByRole('alertdialog', { name: 'Deactivate ada@example.com?' })).getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('User ada@example.com deactivated')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Activate ada@example.com' })).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Activity' }));
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeInTheDocument();
    expect(screen.getByText('+50')).toBeInTheDocument();
  });

  it('tells a non-superuser on /superuser that access is denied', async () => {
    renderApp('/superuser', { token: TEST_TOKEN });
    expect(await screen.findByText('Access Denied', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText("You don't have permission to access this dashboard.")).toBeInTheDocument();
  });

  it('shows the model cost per feature and per user on /superuser, from the stats the server sums', async () => {
    adminApi();
    server.use(
      http.get('*/api/v1/admin/stats', () =>
        HttpResponse.json({
          total_users: 2, active_users: 2, users_today: 1, total_credits_allocated: 200, total_credits_used: 3, activity_today: 4, total_revenue: 99.99, conversion_rate: 50,
          model_usage: {
            input_tokens: 1500, output_tokens: 300, cost_usd: 0.0004,
            by_feature: [{ feature: 'chat', input_tokens: 1000, output_tokens: 200, cost_usd: 0.0003 }, { feature: 'document', input_tokens: 500, output_tokens: 100, cost_usd: 0.0001 }],
            by_user: [{ user_id: 'u1', email: 'ada@example.com', input_tokens: 1500, output_tokens: 300, cost_usd: 0.0004 }],
          },
        }),
      ),
    );
    renderApp('/superuser', { token: ADMIN_TOKEN });
    const panel = await screen.findByRole('region', { name: 'Model usage' }, { timeout: 5000 });
    expect(panel).toHaveTextContent('1,500 in · 300 out — $0.0004');
    expect(within(panel).getByRole('row', { name: /document/ })).toHaveTextContent('500 in · 100 out');
    expect(within(panel).getByRole('row', { name: /ada@example.com/ })).toHaveTextContent('$0.0004');
  });

  it('says so when the dashboard data cannot load', async () => {
    server.use(http.get('*/api/v1/admin/stats', () => HttpResponse.json({ detail: 'Not enough permissions' }, { status: 403 })));
    renderApp('/dashboard/admin', { token: ADMIN_TOKEN });
    expect(await screen.findByText('Failed to load dashboard data', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists background jobs in the Jobs tab, filters by status, and shows empty and error states', async () => {
    adminApi();
    const job = { id: 'j1', name: 'webhooks.deliver', state: 'failed', attempts: 3, max_attempts: 3, last_error: 'HTTP 500', created_at: '2026-01-02T10:00:00.000Z', run_after: '2026-01-02T10:00:00.000Z', started_at: '2026-01-02T10:00:01.000Z', completed_at: '2026-01-02T10:00:02.000Z' };
    const states: (string | null)[] = [];
    let fail = false;
    server.use(
      http.get('*/api/v1/admin/jobs', ({ request }) => {
        const state = new URL(request.url).searchParams.get('state');
        states.push(state);
        if (fail) return HttpResponse.json({ detail: 'Internal server error' }, { status: 500 });
        const items = state === 'active' ? [] : [job];
        return HttpResponse.json({ items, total: items.length, page: 1, page_size: 20 });
      }),
    );
    const { user } = renderApp('/dashboard/admin', { token: ADMIN_TOKEN });
    await user.click(await screen.findByRole('tab', { name: 'Jobs' }, { timeout: 5000 }));
    expect(await screen.findByText('webhooks.deliver')).toBeInTheDocument();
    const row = screen.getByText('webhooks.deliver').closest('tr')!;
    expect(within(row).getByText('Failed')).toBeInTheDocument();
    expect(within(row).getByText('HTTP 500')).toBeInTheDocument();
    expect(within(row).getByText('3 / 3')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by job status' }), 'active');
    expect(await screen.findByText('No running jobs.')).toBeInTheDocument();
    expect(states.at(-1)).toBe('active');

    fail = true;
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by job status' }), 'retry');
    expect(await screen.findByText('Failed to load background jobs', {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('lists the Stripe events needing attention in the Payments tab: refund shortfalls and unappliable events with their body', async () => {
    adminApi();
    const outcomes: (string | null)[] = [];
    const shortfall = { id: 'evt_refund', type: 'payment_refunded', outcome: 'shortfall', detail: '100 of 100 credits not recovered (already spent)', payload: null, received_at: '2026-01-03T10:00:00.000Z' };
    const unappliable = { id: 'evt_invoice', type: 'unappliable', outcome: 'unappliable', detail: 'invoice.paid without a period', payload: '{"id":"evt_invoice","type":"invoice.paid"}', received_at: '2026-01-02T10:00:00.000Z' };
    server.use(
      http.get('*/api/v1/admin/payment-events', ({ request }) => {
        const outcome = new URL(request.url).searchParams.get('outcome');
        outcomes.push(outcome);
        const items = outcome === 'shortfall' ? [shortfall] : outcome === 'unappliable' ? [] : [shortfall, unappliable];
        return HttpResponse.json({ items, total: items.length, page: 1, page_size: 20 });
      }),
    );
    const { user } = renderApp('/dashboard/admin', { token: ADMIN_TOKEN });
    await user.click(await screen.findByRole('tab', { name: 'Payments' }, { timeout: 5000 }));
    expect(await screen.findByRole('heading', { name: 'Stripe events needing attention' })).toBeInTheDocument();
    const refundRow = (await screen.findByText('evt_refund')).closest('tr')!;
    expect(within(refundRow).getByText('Refund shortfall')).toBeInTheDocument();
    expect(within(refundRow).getByText('100 of 100 credits not recovered (already spent)')).toBeInTheDocument();
    const invoiceRow = screen.getByText('evt_invoice').closest('tr')!;
    expect(within(invoiceRow).getByText('Not applied')).toBeInTheDocument();
    await user.click(within(invoiceRow).getByText('Show body'));
    expect(within(invoiceRow).getByText('{"id":"evt_invoice","type":"invoice.paid"}')).toBeVisible();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by outcome' }), 'unappliable');
    expect(await screen.findByText('No unapplied events.')).toBeInTheDocument();
    expect(outcomes.at(-1)).toBe('unappliable');
  });
});
