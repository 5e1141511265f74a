import { z } from 'zod';

export const BalanceSchema = z
  .object({ available_credits: z.number().int() })
  .meta({ id: 'Balance', example: { available_credits: 100 } });
export type Balance = z.infer<typeof BalanceSchema>;

export { CREDIT_PRICES, type CreditFeature } from './credit-prices';

/** Shown inside the card form when the card is declined (spec 001 §8). */
export const PAYMENT_FAILED_MESSAGE = 'Payment failed. Please check your card details and try again.';

const Money = z.number().meta({ description: 'US dollars', example: 49.99 });
const Cents = z.number().int().meta({ description: 'US cents', example: 4999 });

export const BillingConfigSchema = z
  .object({
    mode: z.enum(['stripe', 'test']),
    /** Every billing screen shows a "Test mode" badge when true: no real money moves. */
    test_mode: z.boolean(),
    publishable_key: z.string().nullable(),
    currency: z.literal('usd'),
  })
  .meta({ id: 'BillingConfig' });
export type BillingConfig = z.infer<typeof BillingConfigSchema>;

export const PlanIdSchema = z.enum(['developer', 'professional', 'max']).meta({ example: 'professional' });
export type PlanId = z.infer<typeof PlanIdSchema>;

export const SubscriptionPlanSchema = z
  .object({
    id: PlanIdSchema,
    name: z.string(),
    price: Money,
    price_cents: Cents,
    interval: z.literal('month'),
    credits: z.number().int(),
    bonus_credits: z.number().int(),
    description: z.string(),
    features: z.array(z.string()),
    popular: z.boolean(),
    video_calls: z.boolean(),
    stripe_price_id: z.string().nullable(),
  })
  .meta({ id: 'SubscriptionPlan' });
export type SubscriptionPlan = z.infer<typeof SubscriptionPlanSchema>;
export const PlansResponseSchema = z.object({ plans: z.array(SubscriptionPlanSchema), test_mode: z.boolean() }).meta({ id: 'Plans' });
export type PlansResponse = z.infer<typeof PlansResponseSchema>;

export const CreditPackageSchema = z
  .object({
    id: z.string().meta({ example: 'growth' }),
    name: z.string(),
    price: Money,
    price_cents: Cents,
    credits: z.number().int(),
    description: z.string(),
    popular: z.boolean(),
  })
  .meta({ id: 'CreditPackage' });
export type CreditPackage = z.infer<typeof CreditPackageSchema>;
export const CreditPackagesResponseSchema = z
  .object({ packages: z.array(CreditPackageSchema), test_mode: z.boolean() })
  .meta({ id: 'CreditPackages' });
export type CreditPackagesResponse = z.infer<typeof CreditPackagesResponseSchema>;

export const SubscriptionFeaturesSchema = z.object({
  video_calls: z.boolean(),
  unlimited_chat: z.boolean(),
  priority_support: z.boolean(),
  credits_included: z.number().int(),
});
export const SubscriptionStatusSchema = z
  .object({
    is_paid: z.boolean(),
    plan: z.string().meta({ example: 'professional' }),
    status: z.string().meta({ example: 'active' }),
    features: SubscriptionFeaturesSchema,
  })
  .meta({ id: 'SubscriptionStatus' });
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

export const SubscriptionStateSchema = z.enum(['incomplete', 'active', 'past_due', 'canceled']);
export const SubscriptionSchema = z
  .object({
    id: z.string().meta({ example: 'sub_test_9f2c' }),
    plan_id: PlanIdSchema,
    plan_name: z.string(),
    status: SubscriptionStateSchema,
    amount: Money,
    credits: z.number().int(),
    cancel_at_period_end: z.boolean(),
    current_period_start: z.string().nullable(),
    current_period_end: z.string().nullable(),
    created_at: z.string(),
    /** A downgrade chosen for the end of the current period. */
    scheduled_plan_id: PlanIdSchema.nullable().default(null),
  })
  .meta({ id: 'Subscription' });
export type Subscription = z.infer<typeof SubscriptionSchema>;
export const SubscriptionsResponseSchema = z.object({ subscriptions: z.array(SubscriptionSchema) }).meta({ id: 'Subscriptions' });

export const CreateSubscriptionBodySchema = z.object({ plan_id: PlanIdSchema });
export const CreateSubscriptionResponseSchema = z
  .object({
    success: z.boolean(),
    subscription_id: z.string(),
    status: SubscriptionStateSchema,
    /** Confirm the first month's payment with this, exactly like a credit purchase. */
    client_secret: z.string().nullable(),
    amount: Money,
    credits: z.number().int(),
    plan_name: z.string(),
  })
  .meta({ id: 'CreatedSubscription' });
export type CreateSubscriptionResponse = z.infer<typeof CreateSubscriptionResponseSchema>;

export const CancelSubscriptionBodySchema = z.object({
  subscription_id: z.string().min(1),
  at_period_end: z.boolean().default(true),
});
export type CancelSubscriptionBody = z.input<typeof CancelSubscriptionBodySchema>;

export const CreatePaymentIntentBodySchema = z.object({ package_name: z.string().min(1).meta({ example: 'growth' }) });
export const PaymentIntentSchema = z
  .object({
    client_secret: z.string(),
    amount: Money,
    credits: z.number().int(),
    package_name: z.string(),
    payment_id: z.string(),
  })
  .meta({ id: 'PaymentIntent' });
export type PaymentIntent = z.infer<typeof PaymentIntentSchema>;

/** Test mode only: the card form posts here instead of to Stripe. */
export const TestCardSchema = z.object({
  card_number: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{13,19}$/, 'Enter a valid card number')),
  exp_month: z.coerce.number().int().min(1).max(12),
  exp_year: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Enter a valid CVC'),
});
export type TestCard = z.input<typeof TestCardSchema>;
/** A new card's details, or a saved card (`payment_method_id`) offered at checkout. */
export const ConfirmTestPaymentBodySchema = z.union([
  TestCardSchema.extend({ client_secret: z.string().min(1) }),
  z.object({ client_secret: z.string().min(1), payment_method_id: z.string().min(1) }),
]);
export type ConfirmTestPaymentBody = z.input<typeof ConfirmTestPaymentBodySchema>;
export const PaymentResultSchema = z
  .object({ status: z.literal('succeeded'), credits: z.number().int(), available_credits: z.number().int() })
  .meta({ id: 'PaymentResult' });

export const PaymentMethodSchema = z
  .object({
    id: z.string(),
    last4: z.string().meta({ example: '4242' }),
    brand: z.string().meta({ example: 'visa' }),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
    is_default: z.boolean(),
  })
  .meta({ id: 'PaymentMethod' });
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;
export const PaymentMethodsResponseSchema = z.object({ payment_methods: z.array(PaymentMethodSchema) }).meta({ id: 'PaymentMethods' });
export const SetupIntentSchema = z.object({ client_secret: z.string() }).meta({ id: 'SetupIntent' });
export const PaymentMethodParamsSchema = z.object({ id: z.string().min(1) });

export const InvoiceStatusSchema = z.enum(['paid', 'pending', 'failed']);
export const InvoiceSchema = z
  .object({
    id: z.string(),
    number: z.string().meta({ example: 'UC-2026-000042' }),
    date: z.string(),
    amount: Money,
    status: InvoiceStatusSchema,
    description: z.string(),
  })
  .meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;
export const InvoicesResponseSchema = z.object({ invoices: z.array(InvoiceSchema) }).meta({ id: 'Invoices' });
export const InvoiceParamsSchema = z.object({ id: z.string().min(1) });

export const UsageQuerySchema = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const UsageEntrySchema = z.object({
  date: z.string(),
  feature: z.string().meta({ example: 'document' }),
  credits: z.number().int().meta({ description: 'Credits spent; negative for unused reserved credits given back' }),
  description: z.string(),
});
export type UsageEntry = z.infer<typeof UsageEntrySchema>;
export const UsageResponseSchema = z
  .object({
    entries: z.array(UsageEntrySchema),
    daily: z.array(z.object({ date: z.string().meta({ example: '2026-01-31' }), credits: z.number().int() })),
    total_credits: z.number().int(),
  })
  .meta({ id: 'Usage' });
export type UsageResponse = z.infer<typeof UsageResponseSchema>;

export const BillingOverviewSchema = z
  .object({
    available_credits: z.number().int(),
    subscription_credits: z.number().int(),
    /** Sign-up and allocated credits still available (counted as spent after plan credits, before bought ones). */
    free_credits: z.number().int().default(0),
    purchased_credits: z.number().int(),
    used_this_month: z.number().int(),
    plan: z.string(),
    plan_name: z.string(),
    status: z.string(),
    subscription_id: z.string().nullable(),
    cancel_at_period_end: z.boolean(),
    next_billing_date: z.string().nullable(),
    /** The end of the paid period: after a cancellation, the day the plan ends. */
    current_period_end: z.string().nullable().default(null),
    /** A downgrade waiting for current_period_end. */
    scheduled_plan_id: PlanIdSchema.nullable().default(null),
    monthly_amount: Money,
    test_mode: z.boolean(),
  })
  .meta({ id: 'BillingOverview' });
export type BillingOverview = z.infer<typeof BillingOverviewSchema>;

export const WebhookAckSchema = z.object({ received: z.boolean() }).meta({ id: 'WebhookAck' });

/** Switch plans on a live subscription (or take back a cancellation by choosing the current plan). */
export const ChangePlanBodySchema = z.object({ plan_id: PlanIdSchema });
export type ChangePlanBody = z.infer<typeof ChangePlanBodySchema>;
export const ChangePlanResponseSchema = z
  .object({
    /** upgraded: now, the prorated difference charged; downgrade_scheduled: at period end; resumed: a cancellation taken back. */
    change: z.enum(['upgraded', 'downgrade_scheduled', 'resumed']),
    subscription: SubscriptionSchema,
    amount_charged: Money,
    credits_granted: z.number().int(),
    effective_at: z.string().meta({ description: 'When the new plan applies (ISO date)' }),
    available_credits: z.number().int(),
  })
  .meta({ id: 'PlanChange' });
export type ChangePlanResponse = z.infer<typeof ChangePlanResponseSchema>;

/** Distinct card failures (Stripe's wording), so the form can say what to fix. */
export const CARD_ERROR_MESSAGES = {
  card_declined: 'Your card was declined.',
  expired_card: 'Your card has expired.',
  incorrect_number: 'Your card number is incorrect.',
  incorrect_cvc: "Your card's security code is incorrect.",
  insufficient_funds: 'Your card has insufficient funds.',
} as const;
export type CardErrorCode = keyof typeof CARD_ERROR_MESSAGES;
