import type { BillingConfig, BillingOverview, CreditPackagesResponse, PlansResponse, SubscriptionStatus, UsageResponse } from '@uc/contract';
import { http, HttpResponse } from 'msw';

/** Billing defaults of a fresh account in test mode; tests override single routes with server.use(). */
export const testBillingConfig: BillingConfig = { mode: 'test', test_mode: true, publishable_key: null, currency: 'usd' };

export const testPlans: PlansResponse = {
  test_mode: true,
  plans: [
    { id: 'developer', name: 'Developer', price: 49.99, price_cents: 4999, interval: 'month', credits: 500, bonus_credits: 0, description: 'Solo', features: ['500 credits every month'], popular: false, video_calls: true, stripe_price_id: null },
    { id: 'professional', name: 'Professional', price: 99.99, price_cents: 9999, interval: 'month', credits: 1500, bonus_credits: 0, description: 'Weekly', features: ['1,500 credits every month'], popular: true, video_calls: true, stripe_price_id: null },
    { id: 'max', name: 'Max', price: 249.99, price_cents: 24999, interval: 'month', credits: 4000, bonus_credits: 0, description: 'Teams', features: ['4,000 credits every month'], popular: false, video_calls: true, stripe_price_id: null },
  ],
};

export const testPackages: CreditPackagesResponse = {
  test_mode: true,
  packages: [
    { id: 'starter', name: 'Starter Pack', price: 14.99, price_cents: 1499, credits: 100, description: 'Try it', popular: false },
    { id: 'growth', name: 'Growth Pack', price: 59.99, price_cents: 5999, credits: 500, description: 'Steady', popular: true },
  ],
};

export const freeStatus: SubscriptionStatus = { is_paid: false, plan: 'free', status: 'active', features: { video_calls: false, unlimited_chat: false, priority_support: false, credits_included: 0 } };

export const freeOverview: BillingOverview = {
  available_credits: 100,
  subscription_credits: 0,
  free_credits: 0,
  purchased_credits: 100,
  used_this_month: 0,
  plan: 'free',
  plan_name: 'Free',
  status: 'active',
  subscription_id: null,
  cancel_at_period_end: false,
  next_billing_date: null,
  current_period_end: null,
  scheduled_plan_id: null,
  monthly_amount: 0,
  test_mode: true,
};

export const emptyUsage: UsageResponse = { entries: [], daily: [], total_credits: 0 };

export const billingHandlers = [
  http.get('*/api/v1/billing/config', () => HttpResponse.json(testBillingConfig)),
  http.get('*/api/v1/billing/plans', () => HttpResponse.json(testPlans)),
  http.get('*/api/v1/billing/credit-packages', () => HttpResponse.json(testPackages)),
  http.get('*/api/v1/billing/subscription-status', () => HttpResponse.json(freeStatus)),
  http.get('*/api/v1/billing/subscriptions', () => HttpResponse.json({ subscriptions: [] })),
  http.get('*/api/v1/billing/overview', () => HttpResponse.json(freeOverview)),
  http.get('*/api/v1/billing/usage', () => HttpResponse.json(emptyUsage)),
  http.get('*/api/v1/billing/invoices', () => HttpResponse.json({ invoices: [] })),
  http.get('*/api/v1/billing/payment-methods', () => HttpResponse.json({ payment_methods: [] })),
];
