import {
  CARD_ERROR_MESSAGES,
  CancelSubscriptionBodySchema,
  ConfirmTestPaymentBodySchema,
  TestCardSchema,
  checkTestCard,
  type BillingConfig,
  type BillingOverview,
  type CreditPackagesResponse,
  type Invoice,
  type PaymentMethod,
  type PlanId,
  type PlansResponse,
  type Subscription,
  type SubscriptionStatus,
} from '@uc/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail, type DemoContext } from './context';
import { demoInvoices, demoOverview, demoPaymentMethods, demoUsage, demoUser } from './data';
import { textPdf } from './pdf';

const plans: PlansResponse = {
  test_mode: true,
  plans: [
    { id: 'developer', name: 'Developer', price: 49.99, price_cents: 4999, interval: 'month', credits: 500, bonus_credits: 0, description: 'For solo founders validating an idea.', features: ['500 credits every month', 'All 5 AI Co-founder agents'], popular: false, video_calls: true, stripe_price_id: null },
    { id: 'professional', name: 'Professional', price: 99.99, price_cents: 9999, interval: 'month', credits: 1500, bonus_credits: 0, description: 'For founders building and launching every week.', features: ['1,500 credits every month', 'All 5 AI Co-founder agents'], popular: true, video_calls: true, stripe_price_id: null },
    { id: 'max', name: 'Max', price: 249.99, price_cents: 24999, interval: 'month', credits: 4000, bonus_credits: 0, description: 'For small founding teams running at full speed.', features: ['4,000 credits every month', 'All 5 AI Co-founder agents'], popular: false, video_calls: true, stripe_price_id: null },
  ],
};
const packages: CreditPackagesResponse = {
  test_mode: true,
  packages: [
    { id: 'starter', name: 'Starter Pack', price: 14.99, price_cents: 1499, credits: 100, description: 'Try a few documents and sessions.', popular: false },
    { id: 'growth', name: 'Growth Pack', price: 59.99, price_cents: 5999, credits: 500, description: 'A month of steady work with your agents.', popular: true },
  ],
};

type Pending = { kind: 'credits'; credits: number; amount: number; label: string } | { kind: 'plan'; planId: PlanId; credits: number; amount: number; label: string };

/**
 * Billing in the demo, in test mode like a server without Stripe keys: Stripe's test card numbers
 * behave as there (the same check the server runs), purchases and a plan add credits to the tab's
 * balance, and every payment leaves an invoice. No money moves.
 */
export function createBillingHandlers(ctx: DemoContext, expose: { paid: () => boolean }): HttpHandler[] {
  const invoices: Invoice[] = structuredClone(demoInvoices);
  const methods: PaymentMethod[] = structuredClone(demoPaymentMethods);
  const pending = new Map<string, Pending>();
  let subscription: Subscription | null = null;

  expose.paid = () => subscription?.status === 'active';
  const pay = (p: Pending) => {
    const now = new Date();
    invoices.unshift({ id: `inv-demo-${invoices.length + 1}`, number: `UC-2026-${String(invoices.length + 1).padStart(6, '0')}`, date: now.toISOString(), amount: p.amount, status: 'paid', description: p.label });
    ctx.grant(p.credits, p.kind === 'plan' ? 'plan' : 'purchased');
    if (p.kind === 'plan') {
      const plan = plans.plans.find((x) => x.id === p.planId)!;
      const end = new Date(now);
      end.setUTCMonth(end.getUTCMonth() + 1);
      subscription = { id: `sub_demo_${plan.id}`, plan_id: plan.id, plan_name: plan.name, status: 'active', amount: plan.price, credits: plan.credits, cancel_at_period_end: false, current_period_start: now.toISOString(), current_period_end: end.toISOString(), created_at: now.toISOString(), scheduled_plan_id: null };
    }
  };
  const intent = (p: Pending) => {
    const id = `pi_demo_${crypto.randomUUID().replace(/-/g, '')}`;
    const secret = `${id}_secret_demo`;
    pending.set(secret, p);
    return { id, secret };
  };
  const overview = (): BillingOverview => {
    const plan = ctx.planCredits();
    return {
      ...demoOverview,
      available_credits: ctx.balance(),
      subscription_credits: plan,
      free_credits: 0,
      purchased_credits: Math.max(0, ctx.balance() - plan),
      plan: subscription?.plan_id ?? 'free',
      plan_name: subscription?.plan_name ?? 'Free',
      status: subscription?.status ?? 'active',
      subscription_id: subscription?.id ?? null,
      cancel_at_period_end: subscription?.cancel_at_period_end ?? false,
      next_billing_date: subscription && !subscription.cancel_at_period_end ? subscription.current_period_end : null,
      current_period_end: subscription?.current_period_end ?? null,
      monthly_amount: subscription?.amount ?? 0,
    };
  };

  return [
    http.get('*/api/v1/billing/balance', () => HttpResponse.json({ available_credits: ctx.balance() })),
    http.get('*/api/v1/billing/config', () => HttpResponse.json<BillingConfig>({ mode: 'test', publishable_key: null, test_mode: true, currency: 'usd' })),
    http.get('*/api/v1/billing/plans', () => HttpResponse.json(plans)),
    http.get('*/api/v1/billing/credit-packages', () => HttpResponse.json(packages)),
    http.get('*/api/v1/billing/subscription-status', () =>
      HttpResponse.json<SubscriptionStatus>(
        subscription?.status === 'active'
          ? { is_paid: true, plan: subscription.plan_id, status: 'active', features: { video_calls: true, unlimited_chat: false, priority_support: false, credits_included: subscription.credits } }
          : { is_paid: false, plan: 'free', status: 'active', features: { video_calls: false, unlimited_chat: false, priority_support: false, credits_included: 0 } },
      ),
    ),
    http.get('*/api/v1/billing/overview', () => HttpResponse.json<BillingOverview>(overview())),
    http.get('*/api/v1/billing/usage', () => HttpResponse.json(demoUsage)),
    http.get('*/api/v1/billing/invoices', () => HttpResponse.json({ invoices })),
    // The invoice PDF, written in the browser with the lines of the server's.
    http.get('*/api/v1/billing/invoices/:id/download', ({ params }) => {
      const invoice = invoices.find((i) => i.id === params.id);
      if (!invoice) return fail(404, 'Invoice not found');
      const money = `$${invoice.amount.toFixed(2)}`;
      const pdf = textPdf(`Invoice ${invoice.number}`, [
        'Ultimate Co-founder',
        'TEST MODE (demo): no real payment was taken.',
        `Date: ${invoice.date.slice(0, 10)} (UTC)`,
        `Status: ${invoice.status.toUpperCase()}`,
        `Billed to: ${demoUser.name} <${demoUser.email}>`,
        '',
        `${invoice.description}    ${money}`,
        `Total (USD): ${money}`,
      ]);
      return new HttpResponse(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="invoice-${invoice.number}.pdf"` } });
    }),
    http.get('*/api/v1/billing/payment-methods', () => HttpResponse.json({ payment_methods: methods })),

    http.post('*/api/v1/billing/create-payment-intent', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { package_name?: unknown } | null;
      const pack = packages.packages.find((p) => p.id === body?.package_name || p.name === body?.package_name);
      if (!pack) return fail(400, 'Unknown credit package');
      const { id, secret } = intent({ kind: 'credits', credits: pack.credits, amount: pack.price, label: `${pack.name} — ${pack.credits} credits` });
      return HttpResponse.json({ client_secret: secret, amount: pack.price, credits: pack.credits, package_name: pack.name, payment_id: id });
    }),
    http.post('*/api/v1/billing/create-subscription', async ({ request }) => {
      const body = (await request.json().catch(() => null)) as { plan_id?: unknown } | null;
      const plan = plans.plans.find((p) => p.id === body?.plan_id);
      if (!plan) return fail(400, 'Unknown plan');
      if (subscription?.status === 'active') return fail(409, 'You already have a plan: change it instead');
      const { secret } = intent({ kind: 'plan', planId: plan.id, credits: plan.credits, amount: plan.price, label: `${plan.name} plan — first month` });
      return HttpResponse.json({ success: true, subscription_id: `sub_demo_${plan.id}`, status: 'incomplete', client_secret: secret, amount: plan.price, credits: plan.credits, plan_name: plan.name });
    }),
    http.post('*/api/v1/billing/test/confirm-payment', async ({ request }) => {
      const parsed = ConfirmTestPaymentBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid card');
      const p = pending.get(parsed.data.client_secret);
      if (!p) return fail(404, 'Payment not found');
      await delay(600);
      if ('card_number' in parsed.data) {
        const check = checkTestCard(parsed.data.card_number, { month: parsed.data.exp_month, year: parsed.data.exp_year });
        if (!check.ok) return fail(402, CARD_ERROR_MESSAGES[check.reason]);
      } else if (!methods.some((m) => m.id === (parsed.data as { payment_method_id: string }).payment_method_id)) return fail(404, 'Payment method not found');
      pending.delete(parsed.data.client_secret);
      pay(p);
      return HttpResponse.json({ status: 'succeeded', credits: p.credits, available_credits: ctx.balance() });
    }),
    http.post('*/api/v1/billing/cancel-subscription', async ({ request }) => {
      const parsed = CancelSubscriptionBodySchema.safeParse(await request.json());
      if (!parsed.success || !subscription || parsed.data.subscription_id !== subscription.id) return fail(404, 'Subscription not found');
      subscription = parsed.data.at_period_end === false ? { ...subscription, status: 'canceled', cancel_at_period_end: false } : { ...subscription, cancel_at_period_end: true };
      return HttpResponse.json(subscription);
    }),
    http.post('*/api/v1/billing/test/payment-methods', async ({ request }) => {
      const parsed = TestCardSchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid card');
      const check = checkTestCard(parsed.data.card_number, { month: parsed.data.exp_month, year: parsed.data.exp_year }, { charge: false });
      if (!check.ok) return fail(402, CARD_ERROR_MESSAGES[check.reason]);
      const method: PaymentMethod = { id: `pm_demo_${crypto.randomUUID().slice(0, 8)}`, last4: check.last4, brand: check.brand, exp_month: parsed.data.exp_month, exp_year: parsed.data.exp_year, is_default: methods.length === 0 };
      methods.push(method);
      return HttpResponse.json(method, { status: 201 });
    }),
    http.delete('*/api/v1/billing/payment-methods/:id', ({ params }) => {
      const i = methods.findIndex((m) => m.id === params.id);
      if (i < 0) return fail(404, 'Payment method not found');
      const [removed] = methods.splice(i, 1);
      if (removed.is_default && methods[0]) methods[0].is_default = true;
      return HttpResponse.json({ message: 'Payment method removed' });
    }),
    http.post('*/api/v1/billing/payment-methods/:id/default', ({ params }) => {
      if (!methods.some((m) => m.id === params.id)) return fail(404, 'Payment method not found');
      for (const m of methods) m.is_default = m.id === params.id;
      return HttpResponse.json({ message: 'Default payment method updated' });
    }),
  ];
}
