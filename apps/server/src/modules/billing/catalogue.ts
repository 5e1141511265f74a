import type { CreditPackage, PlanId, SubscriptionPlan } from '@uc/contract';

/**
 * What can be bought: the one source for the pricing page, the billing tab and the server's
 * charge amounts. Prices are in cents; the client never sends an amount or a credit figure.
 */
export type PlanDefinition = {
  id: PlanId;
  name: string;
  priceCents: number;
  credits: number;
  description: string;
  features: string[];
  popular: boolean;
  prioritySupport: boolean;
};

export type PackageDefinition = { id: string; name: string; priceCents: number; credits: number; description: string; popular: boolean };

const ALL_AGENTS = 'All 5 AI Co-founder agents';

export const PLANS: readonly PlanDefinition[] = [
  {
    id: 'developer',
    name: 'Developer',
    priceCents: 4999,
    credits: 500,
    description: 'For solo founders validating an idea.',
    features: ['500 credits every month', ALL_AGENTS, 'Video calls with your agents', 'Business documents (pitch deck, plan, financial model)', 'App builder', 'Secure data room', 'Email support'],
    popular: false,
    prioritySupport: false,
  },
  {
    id: 'professional',
    name: 'Professional',
    priceCents: 9999,
    credits: 1500,
    description: 'For founders building and launching every week.',
    features: ['1,500 credits every month', ALL_AGENTS, 'Video calls with your agents', 'Business documents (pitch deck, plan, financial model)', 'App builder', 'Priority support'],
    popular: true,
    prioritySupport: true,
  },
  {
    id: 'max',
    name: 'Max',
    priceCents: 24999,
    credits: 4000,
    description: 'For small founding teams running at full speed.',
    features: ['4,000 credits every month', ALL_AGENTS, 'Video calls with your agents', 'Business documents (pitch deck, plan, financial model)', 'App builder', 'Priority support'],
    popular: false,
    prioritySupport: true,
  },
];

export const CREDIT_PACKAGES: readonly PackageDefinition[] = [
  { id: 'starter', name: 'Starter Pack', priceCents: 1499, credits: 100, description: 'Try a few documents and sessions.', popular: false },
  { id: 'growth', name: 'Growth Pack', priceCents: 5999, credits: 500, description: 'A month of steady work with your agents.', popular: true },
  { id: 'scale', name: 'Scale Pack', priceCents: 19999, credits: 2000, description: 'For heavy document and app generation.', popular: false },
];

export const FREE_PLAN = { id: 'free', name: 'Free' } as const;

export const findPlan = (id: string) => PLANS.find((p) => p.id === id);

/** Accepts the package id or its display name (the spec's body field is `package_name`). */
export const findPackage = (nameOrId: string) => {
  const key = nameOrId.trim().toLowerCase();
  return CREDIT_PACKAGES.find((p) => p.id === key || p.name.toLowerCase() === key);
};

export const dollars = (cents: number) => Math.round(cents) / 100;

export const toPlanDto = (p: PlanDefinition, stripePriceId: string | null = null): SubscriptionPlan => ({
  id: p.id,
  name: p.name,
  price: dollars(p.priceCents),
  price_cents: p.priceCents,
  interval: 'month',
  credits: p.credits,
  bonus_credits: 0,
  description: p.description,
  features: p.features,
  popular: p.popular,
  video_calls: true,
  stripe_price_id: stripePriceId,
});

export const toPackageDto = (p: PackageDefinition): CreditPackage => ({
  id: p.id,
  name: p.name,
  price: dollars(p.priceCents),
  price_cents: p.priceCents,
  credits: p.credits,
  description: p.description,
  popular: p.popular,
});
