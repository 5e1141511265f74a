import {
  CancelSubscriptionBodySchema,
  ConfirmTestPaymentBodySchema,
  CreatePaymentIntentBodySchema,
  CreateSubscriptionBodySchema,
  CreateSubscriptionResponseSchema,
  ErrorBodySchema,
  PaymentIntentSchema,
  PaymentMethodParamsSchema,
  PaymentMethodSchema,
  PaymentMethodsResponseSchema,
  PaymentResultSchema,
  SetupIntentSchema,
  SubscriptionSchema,
  TestCardSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BillingDeps } from './deps';
import { addTestPaymentMethod, createSetupIntent, listPaymentMethods, removePaymentMethod, setDefaultPaymentMethod } from './payment-methods';
import { emitPaymentSucceeded } from './events';
import { cancelSubscription, confirmTestPayment, createPaymentIntent, createSubscription } from './service';

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const tags = ['Billing'];

/** Purchases, subscriptions and saved cards. Amounts always come from the server's catalogue. */
export const paymentRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const uid = (req: { user: { id: string } | null }) => req.user!.id;

  app.post(
    '/billing/create-payment-intent',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Start a credit purchase',
        description: 'Creates a payment for a credit package (by id or name). Confirm it with the returned client secret; credits are granted only once the payment succeeds.',
        security: bearer,
        body: CreatePaymentIntentBodySchema,
        response: { 200: PaymentIntentSchema, ...errors(400, 401, 422) },
      },
    },
    async (req) => createPaymentIntent(deps, uid(req), req.body.package_name),
  );

  app.post(
    '/billing/create-subscription',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Subscribe to a plan',
        description: "Starts a monthly subscription. Its first month is paid by confirming the returned client secret; the plan's credits arrive once it is paid, then every month.",
        security: bearer,
        body: CreateSubscriptionBodySchema,
        response: { 200: CreateSubscriptionResponseSchema, ...errors(400, 401, 409, 422) },
      },
    },
    async (req) => createSubscription(deps, uid(req), req.body.plan_id),
  );

  app.post(
    '/billing/cancel-subscription',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Cancel a subscription',
        description: 'At the end of the paid period by default (`at_period_end: true`), or at once. Credits already granted stay.',
        security: bearer,
        body: CancelSubscriptionBodySchema,
        response: { 200: SubscriptionSchema, ...errors(400, 401, 404, 422) },
      },
    },
    async (req) => cancelSubscription(deps, uid(req), req.body),
  );

  app.get(
    '/billing/payment-methods',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Saved cards', description: 'Brand, last four digits, expiry and which card is the default.', security: bearer, response: { 200: PaymentMethodsResponseSchema, ...errors(401) } },
    },
    async (req) => ({ payment_methods: await listPaymentMethods(deps, uid(req)) }),
  );

  app.post(
    '/billing/payment-methods/setup-intent',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Start adding a card',
        description: 'With Stripe, the browser confirms this SetupIntent with the card details, which never reach this server.',
        security: bearer,
        response: { 200: SetupIntentSchema, ...errors(401) },
      },
    },
    async (req) => createSetupIntent(deps, uid(req)),
  );

  app.delete(
    '/billing/payment-methods/:id',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Remove a card', description: "Another user's card answers 404.", security: bearer, params: PaymentMethodParamsSchema, response: { 204: z.null().meta({ description: 'Done' }), ...errors(401, 404) } },
    },
    async (req, reply) => {
      await removePaymentMethod(deps, uid(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/billing/payment-methods/:id/default',
    {
      config: { auth: 'user' },
      schema: { tags, summary: 'Make a card the default', description: 'Renewals are charged to the default card.', security: bearer, params: PaymentMethodParamsSchema, response: { 204: z.null().meta({ description: 'Done' }), ...errors(401, 404) } },
    },
    async (req, reply) => {
      await setDefaultPaymentMethod(deps, uid(req), req.params.id);
      return reply.status(204).send(null);
    },
  );

  // The test-payments provider's card steps: they exist only when no Stripe key is configured.
  if (deps.payments.mode !== 'test') return;

  app.post(
    '/billing/test/confirm-payment',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Pay with a test card (test mode)',
        description:
          'Test mode only. Confirms a payment created by create-payment-intent or create-subscription. 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined (402). Records the payment, the invoice and the credits.',
        security: bearer,
        body: ConfirmTestPaymentBodySchema,
        response: { 200: PaymentResultSchema, ...errors(400, 401, 402, 404, 409, 422) },
      },
    },
    async (req) => {
      const result = await confirmTestPayment(deps, uid(req), req.body);
      // Issue 14: tell integrations (webhooks, Slack/Discord) once the payment is committed.
      await emitPaymentSucceeded(app.events, deps.db, { clientSecret: req.body.client_secret });
      return result;
    },
  );

  app.post(
    '/billing/test/payment-methods',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Save a test card (test mode)',
        description: 'Test mode only. Keeps brand, last four digits and expiry; the first card becomes the default.',
        security: bearer,
        body: TestCardSchema,
        response: { 201: PaymentMethodSchema, ...errors(401, 402, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await addTestPaymentMethod(deps, uid(req), req.body)),
  );
};
