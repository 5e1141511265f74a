import { CreditCard, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog, type ConfirmRequest } from '@/components/ui/confirm-dialog';
import { Spinner } from '@/components/ui/spinner';
import { ApiError, errorMessage } from '@/lib/api-client';
import { ADD_PAYMENT_METHOD_ERROR, useAddTestPaymentMethod } from '../api/add-payment-method';
import { useBillingConfig } from '../api/get-billing-config';
import { usePaymentMethods } from '../api/get-payment-methods';
import { useRemovePaymentMethod } from '../api/remove-payment-method';
import { useSetDefaultPaymentMethod } from '../api/set-default-payment-method';
import { parseExpiry, TestCardFields, useTestCardState } from './checkout/test-card-fields';

const StripeSetupForm = lazy(() => import('./checkout/stripe-setup-form'));

function AddTestCardForm({ onDone }: { onDone: () => void }) {
  const card = useTestCardState();
  const add = useAddTestPaymentMethod();
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const expiry = parseExpiry(card.expiry);
    if (!card.number.trim() || !expiry || !card.cvc.trim()) {
      setError('Please enter your card number, expiry date (MM/YY) and CVC.');
      return;
    }
    add.mutate(
      { card_number: card.number, exp_month: expiry.month, exp_year: expiry.year, cvc: card.cvc },
      {
        onSuccess: () => {
          toast.success('Payment method added');
          onDone();
        },
        onError: (err) => setError(err instanceof ApiError && err.status === 402 ? err.detail : ADD_PAYMENT_METHOD_ERROR),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <TestCardFields state={card} disabled={add.isPending} />
      {error && <Alert tone="error">{error}</Alert>}
      <Button type="submit" isLoading={add.isPending}>
        Save Card
      </Button>
    </form>
  );
}

export function PaymentMethodsTab() {
  const config = useBillingConfig();
  const methods = usePaymentMethods();
  const remove = useRemovePaymentMethod();
  const setDefault = useSetDefaultPaymentMethod();
  const [adding, setAdding] = useState(false);
  const [confirm, setConfirm] = useState<ConfirmRequest | null>(null);
  const stripeKey = config.data?.mode === 'stripe' ? config.data.publishable_key : null;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle>Saved cards</CardTitle>
        </CardHeader>
        <CardContent>
          {methods.isPending ? (
            <Spinner label="Loading payment methods" />
          ) : methods.isError ? (
            <p className="text-sm text-rose-300">Could not load your payment methods.</p>
          ) : methods.data.payment_methods.length === 0 ? (
            <p className="py-4 text-sm text-slate-400">No saved cards yet.</p>
          ) : (
            <ul className="divide-y divide-white/5">
              {methods.data.payment_methods.map((m) => (
                <li key={m.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                  <span className="flex items-center gap-3 text-sm text-white">
                    <CreditCard className="h-5 w-5 text-violet-300" aria-hidden="true" />
                    <span className="capitalize">{m.brand}</span> •••• {m.last4}
                    <span className="text-slate-400">
                      {String(m.exp_month).padStart(2, '0')}/{String(m.exp_year).slice(-2)}
                    </span>
                    {m.is_default && <span className="rounded-full bg-emerald-500/10 px-2 py-0.5 text-xs text-emerald-300 ring-1 ring-emerald-500/30">Default · pays renewals</span>}
                  </span>
                  <span className="flex gap-2">
                    {!m.is_default && (
                      <Button size="sm" variant="ghost" onClick={() => setDefault.mutate(m.id)} disabled={setDefault.isPending}>
                        Make default
                      </Button>
                    )}
                    <Button
                      size="sm"
                      variant="ghost"
                      aria-label={`Remove ${m.brand} ending in ${m.last4}`}
                      onClick={() =>
                        setConfirm({
                          title: 'Remove this card?',
                          message: `${m.brand.charAt(0).toUpperCase()}${m.brand.slice(1)} ending in ${m.last4} will no longer be available for payments${m.is_default ? '; another saved card becomes the default' : ''}.`,
                          action: 'Remove card',
                          onConfirm: () =>
                            remove.mutate(m.id, {
                              onSuccess: () => {
                                setConfirm(null);
                                toast.success('Card removed');
                              },
                              onError: (err) => {
                                setConfirm(null);
                                toast.error(errorMessage(err, 'Failed to remove payment method'));
                              },
                            }),
                        })
                      }
                      disabled={remove.isPending}
                    >
                      <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
                    </Button>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      <ConfirmDialog request={confirm} onClose={() => setConfirm(null)} busy={remove.isPending} />
      <Card>
        <CardHeader>
          <CardTitle>Add Payment Method</CardTitle>
        </CardHeader>
        <CardContent>
          {!adding ? (
            <Button variant="secondary" onClick={() => setAdding(true)}>
              Add Payment Method
            </Button>
          ) : stripeKey ? (
            <Suspense fallback={<Spinner label="Loading secure card form" />}>
              <StripeSetupForm publishableKey={stripeKey} onDone={() => setAdding(false)} />
            </Suspense>
          ) : config.data?.mode === 'stripe' ? (
            <Alert tone="error">Payment setup failed</Alert>
          ) : (
            <AddTestCardForm onDone={() => setAdding(false)} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
