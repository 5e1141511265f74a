import { PAYMENT_FAILED_MESSAGE } from '@uc/contract';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConfirmTestPayment } from '../../api/confirm-test-payment';
import { formatUsd } from '../../format';
import { parseExpiry, TestCardFields, useTestCardState } from './test-card-fields';
import type { CardFormProps } from './types';

/** Test mode's card form: posts the card to the built-in provider, which charges it server-side. */
export function TestCardForm({ checkout, onPaid }: CardFormProps) {
  const card = useTestCardState();
  const confirm = useConfirmTestPayment();
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const expiry = parseExpiry(card.expiry);
    if (!card.number.trim() || !expiry || !card.cvc.trim()) {
      setError('Please enter your card number, expiry date (MM/YY) and CVC.');
      return;
    }
    confirm.mutate(
      { client_secret: checkout.clientSecret, card_number: card.number, exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc.trim() },
      {
        onSuccess: onPaid,
        onError: (err) => setError(err instanceof ApiError && (err.status === 402 || err.status === 422) ? PAYMENT_FAILED_MESSAGE : errorMessage(err, 'Payment processing failed')),
      },
    );
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TestCardFields state={card} disabled={confirm.isPending} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" size="lg" className="w-full" isLoading={confirm.isPending}>
        <Lock className="h-4 w-4" aria-hidden="true" /> {confirm.isPending ? 'Processing...' : `Pay ${formatUsd(checkout.amount)}`}
      </Button>
    </form>
  );
}

