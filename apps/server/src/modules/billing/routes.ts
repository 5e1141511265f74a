import {
  BalanceSchema,
  BillingConfigSchema,
  BillingOverviewSchema,
  CreditPackagesResponseSchema,
  ErrorBodySchema,
  InvoiceParamsSchema,
  InvoicesResponseSchema,
  PlansResponseSchema,
  SubscriptionsResponseSchema,
  SubscriptionStatusSchema,
  UsageQuerySchema,
  UsageResponseSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CREDIT_PACKAGES, PLANS, toPackageDto, toPlanDto } from './catalogue';
import type { BillingDeps } from './deps';
import { getInvoice, listInvoices, renderInvoicePdf } from './invoices';
import { getBalance } from './ledger';
import { paymentRoutes } from './payment-routes';
import { planChangeRoutes } from './plan-change-routes';
import { billingOverview, listSubscriptions, subscriptionStatus } from './service';
import { listUsage } from './usage';
import { webhookRoutes } from './webhook-routes';

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const tags = ['Billing'];

/** Catalogue, account state, usage and invoices; payments and webhooks live in their own files. */
export const billingRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const testMode = deps.payments.mode === 'test';

  app.get(
    '/billing/balance',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Credit balance',
        description: 'The credits the signed-in user can spend now: the sum of their credit ledger.',
        security: bearer,
        response: { 200: BalanceSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ available_credits: await getBalance(app.db, req.user!.id) }),
  );

  app.get(
    '/billing/config',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Payments provider',
        description: 'Which provider takes payments. In test mode (no STRIPE_SECRET_KEY) no real money moves and every billing screen says so.',
        response: { 200: BillingConfigSchema },
      },
    },
    async () => ({ mode: deps.payments.mode, test_mode: testMode, publishable_key: deps.payments.publishableKey, currency: 'usd' as const }),
  );

  app.get(
    '/billing/plans',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Subscription plans', description: 'Monthly plans with their price (USD), credits and features. Video calls are included in every paid plan.', response: { 200: PlansResponseSchema } },
    },
    async () => ({ plans: PLANS.map((p) => toPlanDto(p)), test_mode: testMode }),
  );

  app.get(
    '/billing/credit-packages',
    {
      config: { auth: 'public' },
      schema: { tags, summary: 'Credit packages', description: 'One-off credit packages. Credits never expire.', response: { 200: CreditPackagesResponseSchema } },
    },
    async () => ({ packages: CREDIT_PACKAGES.map(toPackageDto), test_mode: testMode }),
  );

  app.get(
    '/billing/subscription-status',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Subscription status',
        description: 'Whether the user is on a paid plan, and the features it unlocks (video calls need a paid plan).',
        security: bearer,
        response: { 200: SubscriptionStatusSchema, ...errors(401) },
      },
    },
    async (req) => subscriptionStatus(deps.db, req.user!.id),
  );

  app.get(
    '/billing/subscriptions',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Subscriptions', description: "The user's subscriptions, newest first (unpaid checkouts are left out).", security: bearer, response: { 200: SubscriptionsResponseSchema, ...errors(401) } },
    },
    async (req) => ({ subscriptions: await listSubscriptions(deps.db, req.user!.id) }),
  );

  app.get(
    '/billing/overview',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Billing overview',
        description: 'Available credits (plan credits are spent before purchased ones), credits used this month, current plan, status, next billing date and monthly amount.',
        security: bearer,
        response: { 200: BillingOverviewSchema, ...errors(401) },
      },
    },
    async (req) => billingOverview(deps, req.user!.id),
  );

  app.get(
    '/billing/usage',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Credit usage',
        description: 'What credits were spent on, from the ledger (date, feature, credits, description), and a per-day series for the last `days` days.',
        security: bearer,
        querystring: UsageQuerySchema,
        response: { 200: UsageResponseSchema, ...errors(401, 422) },
      },
    },
    async (req) => listUsage(deps.db, req.user!.id, req.query.days),
  );

  app.get(
    '/billing/invoices',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Invoices', description: "The user's invoices, newest first.", security: bearer, response: { 200: InvoicesResponseSchema, ...errors(401) } },
    },
    async (req) => ({ invoices: await listInvoices(deps.db, req.user!.id) }),
  );

  app.get(
    '/billing/invoices/:id/download',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Download an invoice',
        description: 'The invoice as a PDF. Another user\'s invoice answers 404.',
        security: bearer,
        params: InvoiceParamsSchema,
        response: { 200: z.any().meta({ description: 'The invoice PDF', contentMediaType: 'application/pdf' }), ...errors(401, 404) },
      },
    },
    async (req, reply) => {
      const { invoice, email, name, timeZone } = await getInvoice(deps.db, req.user!.id, req.params.id);
      const pdf = await renderInvoicePdf({ invoice, email, name, testMode, timeZone });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="invoice-${invoice.number}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  await app.register(paymentRoutes, { deps });
  await app.register(planChangeRoutes, { deps });
  await app.register(webhookRoutes, { deps });
};
