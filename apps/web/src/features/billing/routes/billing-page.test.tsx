import { PAYMENT_FAILED_MESSAGE } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { freeOverview } from '@/testing/mocks/billing-data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const intent = { client_secret: 'pi_test_1_secret_x', amount: 59.99, credits: 500, package_name: 'Growth Pack', payment_id: 'pay-1' };

function payWithTestCards() {
  server.use(
    http.post('*/api/v1/billing/create-payment-intent', async ({ request }) => {
      const body = (await request.json()) as { package_name: string };
      return body.package_name === 'growth' ? HttpResponse.json(intent) : HttpResponse.json({ detail: 'Unknown credit package' }, { status: 400 });
    }),
    http.post('*/api/v1/billing/test/confirm-payment', async ({ request }) => {
      const body = (await request.json()) as { card_number: string; client_secret: string };
      if (body.card_number.replace(/\s/g, '') !== '4242424242424242') return HttpResponse.json({ detail: PAYMENT_FAILED_MESSAGE }, { status: 402 });
      return HttpResponse.json({ status: 'succeeded', credits: 500, available_credits: 600 });
    }),
  );
}

describe('Billing tab', { timeout: 15_000 }, () => {
  it('shows the overview with the test mode badge and the free plan', async () => {
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    expect(await screen.findByTestId('available-credits', {}, { timeout: 5000 })).toHaveTextContent('100');
    expect(await screen.findByTestId('current-plan')).toHaveTextContent('Free');
    expect(screen.getAllByText('Test mode').length).toBeGreaterThan(0);
    for (const tab of ['Overview', 'Usage', 'Invoices', 'Plans', 'Payment Methods']) expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Buy More' })).toBeInTheDocument();
    expect(await screen.findByTestId('video-calls-access')).toHaveTextContent('Video calls with your agents need a paid plan.');
  });

  it('treats a failed subscription-status call as the free plan', async () => {
    server.use(http.get('*/api/v1/billing/subscription-status', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    expect(await screen.findByTestId('video-calls-access', {}, { timeout: 5000 })).toHaveTextContent('need a paid plan');
  });

  it('buys a package: a declined card shows the error, a good card succeeds and returns to the overview', async () => {
    payWithTestCards();
    const { user } = renderApp('/dashboard/billing?tab=plans', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Purchase Credits: Growth Pack' }, { timeout: 5000 }));
    expect(await screen.findByText('Complete Your Purchase', {}, { timeout: 5000 })).toBeInTheDocument();

    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /Pay \$59\.99/ }));
    expect(await screen.findByText(PAYMENT_FAILED_MESSAGE)).toBeInTheDocument();

    server.use(http.get('*/api/v1/billing/balance', () => HttpResponse.json({ available_credits: 600 })));
    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    expect(screen.getByLabelText('Card number')).toHaveValue('4242 4242 4242 4242');
    await user.click(screen.getByRole('button', { name: /Pay \$59\.99/ }));
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(await screen.findByText('Credits purchased successfully!', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('available-credits')).toHaveTextContent('600'));
  }, 15_000);

  it('upgrade modal: first plan preselected, another can be chosen, Upgrade Now opens the card form', async () => {
    let planSent = '';
    server.use(
      http.post('*/api/v1/billing/create-subscription', async ({ request }) => {
        planSent = ((await request.json()) as { plan_id: string }).plan_id;
        return HttpResponse.json({ success: true, subscription_id: 'sub-1', status: 'incomplete', client_secret: 'pi_sub_secret', amount: 99.99, credits: 1500, plan_name: 'Professional' });
      }),
    );
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const radios = await within(dialog).findAllByRole('radio');
    expect(radios[0]).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByText('Most Popular')).toBeInTheDocument();
    await user.click(radios[1]);
    expect(radios[1]).toHaveAttribute('aria-checked', 'true');
    expect(radios[0]).toHaveAttribute('aria-checked', 'false');
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByText('Complete Your Purchase', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/Professional plan: 1,500 credits every month/)).toBeInTheDocument();
    expect(planSent).toBe('professional');
  });

  it('Maybe Later closes the modal; a failed subscription shows the server detail', async () => {
    server.use(http.post('*/api/v1/billing/create-subscription', () => HttpResponse.json({ detail: 'You already have an active subscription.' }, { status: 409 })));
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }, { timeout: 5000 }));
    await user.click(await screen.findByRole('button', { name: 'Maybe Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Upgrade Plan' }));
    await screen.findAllByRole('radio');
    await user.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByText('You already have an active subscription.')).toBeInTheDocument();
  });

  it('falls back to the Starter and Professional plans when the plans call fails', async () => {
    server.use(http.get('*/api/v1/billing/plans', () => HttpResponse.json({ detail: 'down' }, { status: 503 })));
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }, { timeout: 5000 }));
    expect(await screen.findByText('Failed to load subscription plans', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(await screen.findByText('Starter')).toBeInTheDocument();
  });

  it('cancels an active subscription at period end', async () => {
    let body: unknown;
    server.use(
      http.get('*/api/v1/billing/overview', () =>
        HttpResponse.json({ ...freeOverview, plan: 'professional', plan_name: 'Professional', subscription_id: '7f8e6f5c-1111-4222-8333-944455556666', next_billing_date: '2030-02-01T00:00:00.000Z', monthly_amount: 99.99 }),
      ),
      http.post('*/api/v1/billing/cancel-subscription', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ id: 'x', plan_id: 'professional', plan_name: 'Professional', status: 'active', amount: 99.99, credits: 1500, cancel_at_period_end: true, current_period_start: null, current_period_end: null, created_at: '2030-01-01T00:00:00.000Z' });
      }),
    );
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }, { timeout: 5000 }));
    // Asked first: nothing is sent until the founder confirms.
    const question = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(body).toBeUndefined();
    await user.click(within(question).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText('Subscription cancelled successfully')).toBeInTheDocument();
    expect(body).toEqual({ subscription_id: '7f8e6f5c-1111-4222-8333-944455556666', at_period_end: true });
  });

  it('says exactly what cancelling does to plan credits, as the FAQ does', async () => {
    const active = { ...freeOverview, plan: 'professional', plan_name: 'Professional', subscription_id: '7f8e6f5c-1111-4222-8333-944455556666', next_billing_date: '2030-02-01T00:00:00.000Z', monthly_amount: 99.99 };
    server.use(http.get('*/api/v1/billing/overview', () => HttpResponse.json(active)));
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Cancel Subscription' }, { timeout: 5000 }));
    const question = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    // The same rule as the FAQ ("credits never expire"): the plan's credits already received stay.
    expect(question).toHaveTextContent('no new plan credits are added after that. The credits you already have, plan credits included, never expire');
    expect(question).not.toHaveTextContent(/plan and its credits stay until the end/);
  });

  it('shows no monthly amount once the plan is cancelled', async () => {
    server.use(
      http.get('*/api/v1/billing/overview', () =>
        HttpResponse.json({ ...freeOverview, plan: 'professional', plan_name: 'Professional', subscription_id: '7f8e6f5c-1111-4222-8333-944455556666', cancel_at_period_end: true, current_period_end: '2030-02-01T00:00:00.000Z', next_billing_date: null, monthly_amount: 99.99 }),
      ),
    );
    renderApp('/dashboard/billing', { token: TEST_TOKEN });
    expect(await screen.findByTestId('plan-ends', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('$99.99')).not.toBeInTheDocument();
    expect(screen.getByTestId('monthly-amount')).toHaveTextContent('None after the plan ends');
  });

  it('lists invoices and downloads the PDF with the bearer token', async () => {
    let auth: string | null = null;
    server.use(
      http.get('*/api/v1/billing/invoices', () => HttpResponse.json({ invoices: [{ id: 'inv-1', number: 'UC-2026-ABCD1234', date: '2026-01-31T12:00:00.000Z', amount: 59.99, status: 'paid', description: 'Growth Pack: 500 credits' }] })),
      http.get('*/api/v1/billing/invoices/inv-1/download', ({ request }) => {
        auth = request.headers.get('authorization');
        return new HttpResponse('%PDF-1.3', { headers: { 'content-type': 'application/pdf' } });
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:invoice');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user } = renderApp('/dashboard/billing?tab=invoices', { token: TEST_TOKEN });
    expect(await screen.findByText('Growth Pack: 500 credits', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('paid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Download invoice UC-2026-ABCD1234' }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(auth).toBe(`Bearer ${TEST_TOKEN}`);
  });
});
