import type { BillingOverview, ChangePlanResponse } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { freeOverview } from '@/testing/mocks/billing-data';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const professional: BillingOverview = {
  ...freeOverview,
  plan: 'professional',
  plan_name: 'Professional',
  subscription_id: '7f8e6f5c-1111-4222-8333-944455556666',
  next_billing_date: '2030-02-01T00:00:00.000Z',
  current_period_end: '2030-02-01T00:00:00.000Z',
  monthly_amount: 99.99,
};
const subscription = { id: professional.subscription_id!, status: 'active' as const, cancel_at_period_end: false, current_period_start: '2030-01-01T00:00:00.000Z', current_period_end: '2030-02-01T00:00:00.000Z', created_at: '2030-01-01T00:00:00.000Z' };

function changePlanServer(overview: BillingOverview) {
  const sent: string[] = [];
  server.use(
    http.get('*/api/v1/billing/overview', () => HttpResponse.json(overview)),
    http.post('*/api/v1/billing/change-plan', async ({ request }) => {
      const plan = ((await request.json()) as { plan_id: 'developer' | 'professional' | 'max' }).plan_id;
      sent.push(plan);
      const body: ChangePlanResponse =
        plan === 'max'
          ? { change: 'upgraded', amount_charged: 149.5, credits_granted: 2500, effective_at: '2030-01-02T00:00:00.000Z', available_credits: 4100, subscription: { ...subscription, plan_id: 'max', plan_name: 'Max', amount: 249.99, credits: 4000, scheduled_plan_id: null } }
          : plan === 'developer'
            ? { change: 'downgrade_scheduled', amount_charged: 0, credits_granted: 0, effective_at: '2030-02-01T00:00:00.000Z', available_credits: 1600, subscription: { ...subscription, plan_id: 'professional', plan_name: 'Professional', amount: 99.99, credits: 1500, scheduled_plan_id: 'developer' } }
            : { change: 'resumed', amount_charged: 0, credits_granted: 0, effective_at: '2030-01-02T00:00:00.000Z', available_credits: 1600, subscription: { ...subscription, plan_id: 'professional', plan_name: 'Professional', amount: 99.99, credits: 1500, scheduled_plan_id: null } };
      return HttpResponse.json(body);
    }),
  );
  return sent;
}

describe('changing plans', { timeout: 15_000 }, () => {
  it('marks the current plan, preselects the next one up, and upgrades without a new checkout', async () => {
    const sent = changePlanServer(professional);
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const radios = await within(dialog).findAllByRole('radio');
    await waitFor(() => expect(radios[2]).toHaveAttribute('aria-checked', 'true'));
    expect(radios[0]).toHaveAttribute('aria-checked', 'false');
    expect(within(radios[1]).getByText('Current plan')).toBeInTheDocument();
    expect(within(dialog).getByTestId('plan-change-summary')).toHaveTextContent('at most $150.00');
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade Now' }));
    expect(await screen.findByText('Upgraded to Max: $149.50 charged, 2,500 credits added.')).toBeInTheDocument();
    expect(sent).toEqual(['max']);
    expect(screen.queryByText('Complete Your Purchase')).not.toBeInTheDocument();
  });

  it('a lower plan is a downgrade at period end; the current plan cannot be chosen again', async () => {
    const sent = changePlanServer(professional);
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Upgrade Plan' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    const radios = await within(dialog).findAllByRole('radio');
    await user.click(radios[1]);
    expect(within(dialog).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
    await user.click(radios[0]);
    expect(within(dialog).getByTestId('plan-change-summary')).toHaveTextContent('Professional stays until Feb 1, 2030');
    await user.click(within(dialog).getByRole('button', { name: 'Downgrade at Period End' }));
    expect(await screen.findByText(/Your plan changes to Developer on Feb 1, 2030/)).toBeInTheDocument();
    expect(sent).toEqual(['developer']);
  });

  it('after cancelling shows the end date and resubscribes', async () => {
    const sent = changePlanServer({ ...professional, cancel_at_period_end: true, next_billing_date: null });
    const { user } = renderApp('/dashboard/billing', { token: TEST_TOKEN });
    expect(await screen.findByTestId('plan-ends', {}, { timeout: 5000 })).toHaveTextContent('ends on Feb 1, 2030');
    await user.click(screen.getByRole('button', { name: 'Resubscribe' }));
    expect(await screen.findByText(/Your Professional plan continues/)).toBeInTheDocument();
    expect(sent).toEqual(['professional']);
  });

  it('checkout offers the saved card and pays with it', async () => {
    let paidWith: unknown;
    server.use(
      http.get('*/api/v1/billing/payment-methods', () => HttpResponse.json({ payment_methods: [{ id: 'pm-1', brand: 'visa', last4: '4242', exp_month: 4, exp_year: 2031, is_default: true }] })),
      http.post('*/api/v1/billing/create-payment-intent', () => HttpResponse.json({ client_secret: 'pi_1_secret', amount: 59.99, credits: 500, package_name: 'Growth Pack', payment_id: 'p1' })),
      http.post('*/api/v1/billing/test/confirm-payment', async ({ request }) => {
        paidWith = await request.json();
        return HttpResponse.json({ status: 'succeeded', credits: 500, available_credits: 600 });
      }),
    );
    const { user } = renderApp('/dashboard/billing?tab=plans', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Purchase Credits: Growth Pack' }, { timeout: 5000 }));
    const saved = await screen.findByRole('radio', { name: /Visa •••• 4242/ }, { timeout: 5000 });
    await waitFor(() => expect(saved).toBeChecked());
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Pay \$59\.99/ }));
    expect(await screen.findByText('Payment successful!')).toBeInTheDocument();
    expect(paidWith).toEqual({ client_secret: 'pi_1_secret', payment_method_id: 'pm-1' });
  });

  it('says which card problem stopped a payment', async () => {
    server.use(
      http.post('*/api/v1/billing/create-payment-intent', () => HttpResponse.json({ client_secret: 'pi_1_secret', amount: 59.99, credits: 500, package_name: 'Growth Pack', payment_id: 'p1' })),
      http.post('*/api/v1/billing/test/confirm-payment', () => HttpResponse.json({ detail: 'Your card has expired.' }, { status: 402 })),
    );
    const { user } = renderApp('/dashboard/billing?tab=plans', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Purchase Credits: Growth Pack' }, { timeout: 5000 }));
    await user.type(await screen.findByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '01/20');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /Pay \$59\.99/ }));
    expect(await screen.findByText('Your card has expired.')).toBeInTheDocument();
  });
});
