import type { PaymentMethod } from '@uc/contract';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

/** A tiny in-memory card store behind the test-mode endpoints. */
function cardStore() {
  let cards: PaymentMethod[] = [];
  server.use(
    http.get('*/api/v1/billing/payment-methods', () => HttpResponse.json({ payment_methods: cards })),
    http.post('*/api/v1/billing/test/payment-methods', async ({ request }) => {
      const body = (await request.json()) as { card_number: string; exp_month: number; exp_year: number };
      if (body.card_number.replace(/\s/g, '') === '4000000000000002') return HttpResponse.json({ detail: 'Your card was declined.' }, { status: 402 });
      const card = { id: `pm-${cards.length + 1}`, brand: 'visa', last4: body.card_number.slice(-4), exp_month: body.exp_month, exp_year: body.exp_year, is_default: cards.length === 0 };
      cards = [...cards, card];
      return HttpResponse.json(card, { status: 201 });
    }),
    http.delete('*/api/v1/billing/payment-methods/:id', ({ params }) => {
      cards = cards.filter((c) => c.id !== params.id);
      return new HttpResponse(null, { status: 204 });
    }),
  );
}

describe('Payment Methods tab (test mode)', { timeout: 15_000 }, () => {
  it('adds a card, refuses a declined one, shows Default, and removes it', async () => {
    cardStore();
    const { user } = renderApp('/dashboard/billing?tab=payment-methods', { token: TEST_TOKEN });
    expect(await screen.findByText('No saved cards yet.', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Payment Method' }));

    await user.type(screen.getByLabelText('Card number'), '4000000000000002');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '04/31');
    await user.type(screen.getByLabelText('CVC'), '123');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Card number'));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Payment method added')).toBeInTheDocument();
    expect(await screen.findByText('Default · pays renewals')).toBeInTheDocument();
    expect(screen.getByText('04/31')).toBeInTheDocument();

    // Removing asks first; Cancel keeps the card.
    await user.click(screen.getByRole('button', { name: 'Remove visa ending in 4242' }));
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Visa ending in 4242 will no longer be available for payments');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Default · pays renewals')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove visa ending in 4242' }));
    await user.click(await screen.findByRole('button', { name: 'Remove card' }));
    await waitFor(() => expect(screen.getByText('No saved cards yet.')).toBeInTheDocument());
  });

  it('asks for a complete card before calling the server', async () => {
    cardStore();
    const { user } = renderApp('/dashboard/billing?tab=payment-methods', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Add Payment Method' }, { timeout: 5000 }));
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13/99');
    await user.click(screen.getByRole('button', { name: 'Save Card' }));
    expect(await screen.findByText('Please enter your card number, expiry date (MM/YY) and CVC.')).toBeInTheDocument();
  });
});
