import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Per-user billing state. `subscriptionCredits` is the part of the balance that came from a plan:
 * charges spend it first (pricing FAQ), so it never exceeds the user's balance.
 */
export const billingAccounts = pgTable(
  'billing_accounts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    stripeCustomerId: text('stripe_customer_id'),
    subscriptionCredits: integer('subscription_credits').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('billing_accounts_subscription_credits_nonnegative', sql`${t.subscriptionCredits} >= 0`)],
);
export type BillingAccountRow = typeof billingAccounts.$inferSelect;

/** One attempt to pay: a credit package or a subscription's invoice. `providerRef` is Stripe's PaymentIntent id. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['package', 'subscription'] }).notNull(),
    packageId: text('package_id'),
    subscriptionId: uuid('subscription_id').references((): AnyPgColumn => subscriptions.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    credits: integer('credits').notNull(),
    /** `expired`: a checkout nobody paid within a day (billing/abandoned-checkouts.ts). */
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'expired'] }).notNull().default('pending'),
    providerRef: text('provider_ref').notNull(),
    clientSecret: text('client_secret').notNull(),
    /** Set when the provider reports a refund; the payment stays succeeded (its invoice was paid) and revenue is net of it. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payments_provider_ref_key').on(t.providerRef),
    index('payments_user_idx').on(t.userId, t.createdAt),
    index('payments_subscription_idx').on(t.subscriptionId),
    check('payments_kind_check', sql`${t.kind} in ('package', 'subscription')`),
    check('payments_status_check', sql`${t.status} in ('pending', 'succeeded', 'failed', 'expired')`),
    check('payments_amounts_nonnegative', sql`${t.amountCents} >= 0 and ${t.credits} >= 0`),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

/** Billing records: kept (anonymised) when the account is deleted, with the invoices they billed. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    planId: text('plan_id').notNull(),
    status: text('status', { enum: ['incomplete', 'active', 'past_due', 'canceled'] }).notNull().default('incomplete'),
    providerRef: text('provider_ref').notNull(),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    /** A downgrade waiting for the end of the paid period (applied by the next renewal). */
    scheduledPlanId: text('scheduled_plan_id'),
    currentPeriodStart: timestamp('current_period_start', { withTimezone: true }),
    currentPeriodEnd: timestamp('current_period_end', { withTimezone: true }),
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_ref_key').on(t.providerRef),
    index('subscriptions_user_idx').on(t.userId, t.status),
    // One live plan per user: concurrent checkouts cannot both become active.
    uniqueIndex('subscriptions_one_live_per_user').on(t.userId).where(sql`${t.status} in ('active', 'past_due')`),
    check('subscriptions_status_check', sql`${t.status} in ('incomplete', 'active', 'past_due', 'canceled')`),
  ],
);
export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    number: text('number').notNull(),
    amountCents: integer('amount_cents').notNull(),
    credits: integer('credits').notNull(),
    status: text('status', { enum: ['paid', 'pending', 'failed'] }).notNull(),
    description: text('description').notNull(),
    /** The payment or provider invoice it records; one invoice per source. */
    sourceRef: text('source_ref').notNull(),
    /** When its receipt was claimed for mailing (sent once; set for invoices older than the feature). */
    receiptMailedAt: timestamp('receipt_mailed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('invoices_source_ref_key').on(t.sourceRef),
    index('invoices_user_idx').on(t.userId, t.createdAt),
    uniqueIndex('invoices_number_key').on(t.number),
    check('invoices_status_check', sql`${t.status} in ('paid', 'pending', 'failed')`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;

/** Saved cards of the test-payments provider (with Stripe, cards live at Stripe). */
export const testPaymentMethods = pgTable(
  'test_payment_methods',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month').notNull(),
    expYear: integer('exp_year').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('test_payment_methods_user_idx').on(t.userId)],
);
export type TestPaymentMethodRow = typeof testPaymentMethods.$inferSelect;

/** Provider events applied so far: inserted in the same transaction as their effect, so a replay does nothing. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: text('id').primaryKey(),
    type: text('type').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * applied; shortfall (a refund took less than it asked: the credits were already spent);
     * unappliable (validly signed but of a shape we cannot act on, kept with its body for the admin).
     */
    outcome: text('outcome', { enum: ['applied', 'shortfall', 'unappliable'] }).notNull().default('applied'),
    /** What the admin needs to know: the unrecovered credits, or why the event could not be applied. */
    detail: text('detail'),
    /** The event's body as received, for unappliable events only (truncated). */
    payload: text('payload'),
  },
  // Admin → Payments lists the few events that need attention among every one received.
  (t) => [index('payment_events_issues_idx').on(t.receivedAt).where(sql`${t.outcome} <> 'applied'`)],
);

/** The last invoice number issued per year (UC-2026-000123): taken in the invoice's own transaction, so numbers have no gaps. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('invoice_counters_last_positive', sql`${t.last} > 0`)],
);
