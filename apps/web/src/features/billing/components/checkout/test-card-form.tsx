import { PAYMENT_FAILED_MESSAGE } from '@uc/contract';
import { Lock } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useConfirmTestPayment } from '../../api/confirm-test-payment';
import { formatUsd } from '../../format';
import { NEW_CARD, SavedCardPicker } from './saved-card-picker';
import { parseExpiry, TestCardFields, useTestCardState } from './test-card-fields';
import type { CardFormProps } from './types';

type Failure = { reason: string | null; message: string };

/** Test mode's card form: a saved card or a new one, charged server-side by the built-in provider. */
export function TestCardForm({ checkout, onPaid }: CardFormProps) {
  const card = useTestCardState();
  const confirm = useConfirmTestPayment();
  const [payWith, setPayWith] = useState<string | null>(null);
  const [error, setError] = useState<Failure | null>(null);
  const newCard = payWith === NEW_CARD || payWith === null;

  const onError = (err: unknown) =>
    setError(
      err instanceof ApiError && err.status === 402
        ? // The server names the problem (declined, expired, incorrect number); the spec's line says what to do.
          { reason: err.detail === PAYMENT_FAILED_MESSAGE ? null : err.detail, message: PAYMENT_FAILED_MESSAGE }
        : err instanceof ApiError && err.status === 422
          ? { reason: null, message: PAYMENT_FAILED_MESSAGE }
          : { reason: null, message: errorMessage(err, 'Payment processing failed') },
    );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    if (!newCard) {
      confirm.mutate({ client_secret: checkout.clientSecret, payment_method_id: payWith }, { onSuccess: onPaid, onError });
      return;
    }
    const expiry = parseExpiry(card.expiry);
    if (!card.number.trim() || !expiry || !card.cvc.trim()) {
      setError({ reason: null, message: 'Please enter your card number, expiry date (MM/YY) and CVC.' });
      return;
    }
    confirm.mutate({ client_secret: checkout.clientSecret, card_number: card.number, exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc.trim() }, { onSuccess: onPaid, onError });
  };

  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <SavedCardPicker value={payWith} onChange={setPayWith} disabled={confirm.isPending} />
      {newCard && <TestCardFields state={card} disabled={confirm.isPending} />}
      {error && (
        <Alert tone="error">
          {error.reason && <strong className="block">{error.reason}</strong>}
          <span>{error.message}</span>
        </Alert>
      )}
      <Button type="submit" size="lg" className="w-full" isLoading={confirm.isPending}>
        <Lock className="h-4 w-4" aria-hidden="true" /> {confirm.isPending ? 'Processing...' : `Pay ${formatUsd(checkout.amount)}`}
      </Button>
    </form>
  );
}
