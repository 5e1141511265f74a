import type { CreditPackage, SubscriptionPlan } from '@uc/contract';
import { Mail } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Accordion } from '@/components/ui/accordion';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useAuth } from '@/lib/auth';
import { usePublicConfig } from '@/lib/public-config';
import { useCreditPackages } from '../api/get-credit-packages';
import { usePlansWithFallback } from '../api/get-plans';
import { CheckoutCard } from '../components/checkout/checkout-card';
import { PlanCard } from '../components/plan-card';
import { TestModeBadge } from '../components/test-mode-badge';
import { formatCredits, formatUsd } from '../format';
import { usePurchaseFlow } from '../hooks/use-purchase-flow';
import { PRICING_FAQ, SALES_MAILTO } from '../pricing-content';

export const LOGIN_TO_PURCHASE = 'Please log in to purchase credits';

export function PricingPage() {
  const { user } = useAuth();
  const navigate = useNavigate();
  const { signupCredits } = usePublicConfig();
  const plans = usePlansWithFallback();
  const packages = useCreditPackages();
  const flow = usePurchaseFlow({ onCompleted: () => navigate(paths.dashboard.root.getHref()) });
  const freeCredits = signupCredits ?? 'Free';

  const requireUser = () => {
    if (user) return true;
    toast.error(LOGIN_TO_PURCHASE, { action: { label: 'Sign in', onClick: () => navigate(paths.auth.signIn.getHref()) } });
    return false;
  };
  const subscribe = (plan: SubscriptionPlan) => {
    if (!requireUser()) return;
    toast.info(`Redirecting to ${plan.name} subscription for ${formatUsd(plan.price)}/month...`);
    flow.subscribe(plan.id);
  };
  const buy = (pack: CreditPackage) => {
    if (requireUser()) flow.buyPackage(pack);
  };
  const startFree = () => {
    if (user) {
      navigate(paths.dashboard.root.getHref());
      return;
    }
    toast.success(signupCredits ? `Sign up to get your ${signupCredits} free credits!` : 'Sign up to get your free credits!');
    navigate(paths.auth.signUp.getHref());
  };

  if (flow.checkout) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <CheckoutCard checkout={flow.checkout} onSuccess={flow.complete} onCancel={flow.cancel} />
      </div>
    );
  }

  return (
    <>
      <section className="relative overflow-hidden border-b border-white/5">
        <div className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_top,rgba(124,58,237,0.22),transparent_60%)]" aria-hidden="true" />
        <div className="relative mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-20">
          <p className="mb-3 flex items-center justify-center gap-2 text-sm font-semibold tracking-wide text-violet-300 uppercase">
            Pricing <TestModeBadge />
          </p>
          <h1 className="text-3xl font-bold tracking-tight text-white sm:text-5xl">Simple, transparent pricing</h1>
          <p className="mx-auto mt-4 max-w-2xl text-base text-slate-400 sm:text-lg">
            Pay with credits for what your AI Co-founder team does. Subscribe for a monthly allowance or buy credits as you go. Credits never expire.
          </p>
          <Button size="lg" className="mt-8" onClick={startFree}>
            Start with {freeCredits} Free Credits
          </Button>
        </div>
      </section>

      <section className="mx-auto max-w-6xl px-4 py-14 sm:px-6" aria-labelledby="plans-heading">
        <h2 id="plans-heading" className="text-center text-2xl font-semibold text-white">
          Monthly plans
        </h2>
        {plans.isPending ? (
          <div className="py-10 text-center">
            <Spinner label="Loading plans" />
          </div>
        ) : (
          <div className="mt-10 grid gap-6 md:grid-cols-3">
            {plans.plans.map((plan) => (
              <PlanCard key={plan.id} plan={plan}>
                <Button className="w-full" variant={plan.popular ? 'primary' : 'secondary'} onClick={() => subscribe(plan)} isLoading={flow.pendingPlan === plan.id} aria-label={`Choose ${plan.name}`}>
                  Choose {plan.name}
                </Button>
              </PlanCard>
            ))}
          </div>
        )}
      </section>

      <section className="mx-auto max-w-6xl px-4 pb-14 sm:px-6" aria-labelledby="packages-heading">
        <h2 id="packages-heading" className="text-center text-2xl font-semibold text-white">
          Or buy credits as you go
        </h2>
        {packages.isPending ? (
          <div className="py-6 text-center">
            <Spinner label="Loading credit packages" />
          </div>
        ) : packages.isError ? (
          <p className="mt-6 text-center text-sm text-slate-400">Credit packages could not be loaded. Please try again later.</p>
        ) : (
          <ul className="mt-8 grid gap-4 md:grid-cols-3">
            {packages.data.packages.map((pack) => (
              <li key={pack.id} className="flex items-center justify-between gap-4 rounded-2xl border border-white/10 bg-slate-900/60 p-5">
                <div>
                  <p className="font-semibold text-white">
                    {pack.name} {pack.popular && <span className="ml-1 rounded-full bg-violet-600/20 px-2 py-0.5 text-xs text-violet-200">Best value</span>}
                  </p>
                  <p className="text-sm text-slate-400">
                    {formatCredits(pack.credits)} credits · {formatUsd(pack.price)}
                  </p>
                </div>
                <Button size="sm" variant="secondary" onClick={() => buy(pack)} isLoading={flow.pendingPackage === pack.id} aria-label={`Buy ${pack.name}`}>
                  Buy
                </Button>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="mx-auto max-w-3xl px-4 pb-14 sm:px-6" aria-labelledby="faq-heading">
        <h2 id="faq-heading" className="mb-6 text-center text-2xl font-semibold text-white">
          Frequently asked questions
        </h2>
        <Accordion items={PRICING_FAQ.map((q) => ({ ...q }))} />
      </section>

      <section className="mx-auto max-w-4xl px-4 pb-20 text-center sm:px-6">
        <div className="rounded-2xl border border-white/10 bg-gradient-to-br from-violet-600/15 to-indigo-600/10 p-8">
          <h2 className="text-xl font-semibold text-white">Need more for your team?</h2>
          <p className="mt-2 text-sm text-slate-400">Custom credit volumes, invoicing and onboarding for accelerators and larger teams.</p>
          <Button asChild variant="outline" className="mt-6">
            <a href={SALES_MAILTO}>
              <Mail className="h-4 w-4" aria-hidden="true" /> Contact Sales
            </a>
          </Button>
        </div>
      </section>
    </>
  );
}
