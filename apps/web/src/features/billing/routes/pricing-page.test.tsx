import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

describe('Pricing page', { timeout: 15_000 }, () => {
  it('shows the three plans from the server with Most Popular, the FAQ and Contact Sales', async () => {
    const { user } = renderApp('/pricing');
    expect(await screen.findByRole('heading', { name: 'Developer' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Professional' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Max' })).toBeInTheDocument();
    expect(screen.getByText('$249.99')).toBeInTheDocument();
    expect(screen.getAllByText('Most Popular')).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Start with 100 Free Credits' })).toBeInTheDocument();
    const sales = screen.getByRole('link', { name: 'Contact Sales' });
    expect(sales.getAttribute('href')).toBe('mailto:sales@ultimatecofounder.com?subject=Enterprise%20Inquiry');
    expect(screen.getAllByRole('button', { expanded: false }).length).toBeGreaterThanOrEqual(6);
    await user.click(screen.getByRole('button', { name: 'Do credits expire?' }));
    expect(await screen.findByText(/Credits never expire, whether/)).toBeInTheDocument();
  });

  it('signed out: purchases ask to log in, and the free-credits button goes to sign-up with the server’s number', async () => {
    const { user, router } = renderApp('/pricing');
    await user.click(await screen.findByRole('button', { name: 'Choose Professional' }, { timeout: 5000 }));
    expect(await screen.findByText('Please log in to purchase credits')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Buy Growth Pack' }));
    await user.click(await screen.findByRole('button', { name: 'Start with 100 Free Credits' }));
    expect(await screen.findByText('Sign up to get your 100 free credits!')).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/signup'));
  });

  it('signed in: buying a package shows the card form, then the success notice and the dashboard', async () => {
    server.use(
      http.post('*/api/v1/billing/create-payment-intent', () => HttpResponse.json({ client_secret: 'pi_test_2_secret_y', amount: 14.99, credits: 100, package_name: 'Starter Pack', payment_id: 'p2' })),
      http.post('*/api/v1/billing/test/confirm-payment', () => HttpResponse.json({ status: 'succeeded', credits: 100, available_credits: 200 })),
    );
    const { user, router } = renderApp('/pricing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Buy Starter Pack' }, { timeout: 5000 }));
    expect(await screen.findByText('Complete Your Purchase', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Secure payment powered by the built-in test provider')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/34');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: /Pay \$14\.99/ }));
    expect(await screen.findByText('Credits purchased successfully!', {}, { timeout: 4000 })).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  }, 15_000);

  it('signed in: choosing a plan announces the redirect and a failure shows the server detail', async () => {
    server.use(http.post('*/api/v1/billing/create-subscription', () => HttpResponse.json({ detail: 'Failed to create subscription' }, { status: 400 })));
    const { user } = renderApp('/pricing', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Choose Max' }, { timeout: 5000 }));
    expect(await screen.findByText('Redirecting to Max subscription for $249.99/month...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to create subscription')).toBeInTheDocument();
  });
});
