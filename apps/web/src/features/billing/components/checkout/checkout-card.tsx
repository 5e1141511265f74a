import { ArrowLeft, CheckCircle2, ShieldCheck } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { useBillingConfig } from '../../api/get-billing-config';
import { formatCredits, formatUsd } from '../../format';
import { TestModeBadge } from '../test-mode-badge';
import { TestCardForm } from './test-card-form';
import type { Checkout } from './types';

const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Spec 001 §4: the completion callback fires 2 seconds after a successful payment. */
export const SUCCESS_DELAY_MS = 2000;

/** The full-page 'Complete Your Purchase' card form. */
export function CheckoutCard({ checkout, onSuccess, onCancel }: { checkout: Checkout; onSuccess: () => void; onCancel: () => void }) {
  const config = useBillingConfig();
  const [paid, setPaid] = useState(false);

  useEffect(() => {
    if (!paid) return;
    const t = setTimeout(onSuccess, SUCCESS_DELAY_MS);
    return () => clearTimeout(t);
  }, [paid, onSuccess]);

  const stripeKey = config.data?.mode === 'stripe' ? config.data.publishable_key : null;
  const provider = config.data?.mode === 'stripe' ? 'Stripe' : 'the built-in test provider';

  return (
    <Card className="mx-auto w-full max-w-lg">
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>Complete Your Purchase</CardTitle>
          <TestModeBadge />
        </div>
        <CardDescription>
          {checkout.packageName}: {formatCredits(checkout.credits)} credits{checkout.kind === 'subscription' ? ' every month' : ''}
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        <div className="flex items-baseline justify-between rounded-lg bg-white/[0.03] px-4 py-3 ring-1 ring-white/5">
          <span className="text-sm text-slate-300">Total</span>
          <span className="text-2xl font-bold text-white">
            {formatUsd(checkout.amount)}
            {checkout.kind === 'subscription' && <span className="text-sm font-normal text-slate-400">/month</span>}
          </span>
        </div>
        {paid ? (
          <div role="status" className="flex flex-col items-center gap-2 py-6 text-center">
            <CheckCircle2 className="h-10 w-10 text-emerald-400" aria-hidden="true" />
            <p className="font-medium text-white">Payment successful!</p>
            <p className="text-sm text-slate-400">Adding your credits...</p>
          </div>
        ) : config.isPending ? (
          <Spinner label="Loading payment form" />
        ) : (
          <>
            {config.data?.test_mode && (
              <p className="rounded-lg bg-amber-400/5 px-3 py-2 text-xs text-amber-200 ring-1 ring-amber-400/20">
                Test mode: no real money moves. Use 4242 4242 4242 4242 with any future expiry and any CVC. Stripe's test numbers fail as they would: 4000 0000 0000 0002 declined, …0069 expired, …0127 wrong CVC, …9995 insufficient funds.
              </p>
            )}
            {stripeKey ? (
              <Suspense fallback={<Spinner label="Loading secure card form" />}>
                <StripeCardForm publishableKey={stripeKey} checkout={checkout} onPaid={() => setPaid(true)} />
              </Suspense>
            ) : config.data?.mode === 'stripe' ? (
              <Alert tone="error">Payment setup failed</Alert>
            ) : (
              <TestCardForm checkout={checkout} onPaid={() => setPaid(true)} />
            )}
          </>
        )}
        <p className="flex items-center justify-center gap-1.5 text-xs text-slate-400">
          <ShieldCheck className="h-4 w-4 text-emerald-400" aria-hidden="true" /> Secure payment powered by {provider}
        </p>
        {!paid && (
          <Button variant="ghost" className="w-full" onClick={onCancel}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Cancel
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
