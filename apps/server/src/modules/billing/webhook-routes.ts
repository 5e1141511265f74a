import { ErrorBodySchema, WebhookAckSchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import type { PaymentEvent } from '../../providers/payments';
import type { BillingDeps } from './deps';
import { emitPaymentSucceeded } from './events';
import { applyPaymentEvent, keepUnapplied } from './webhook';

/**
 * Stripe's webhook. The signature is computed over the exact bytes Stripe sent, so this
 * encapsulated plugin keeps JSON bodies as raw buffers.
 */
export const webhookRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  const parse = deps.payments.parseWebhook?.bind(deps.payments);
  // Registered in every payments mode so the API document is the same; test mode has no signed events.
  app.removeContentTypeParser('application/json'); // the app's scanning JSON parser (plugins/json-body) is inherited
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/billing/webhook',
    {
      config: { auth: 'public', openapi: { headers: { 'stripe-signature': 'Stripe\'s signature of the raw body' } } },
      schema: {
        tags: ['Billing'],
        consumes: ['application/json'],
        summary: 'Stripe webhook',
        description:
          'Receives Stripe events signed with STRIPE_WEBHOOK_SECRET (header Stripe-Signature). payment_intent.succeeded grants a package\'s credits, invoice.paid a plan\'s; each event is applied at most once. Without Stripe (test-payments mode) it answers 404.',
        response: { 200: WebhookAckSchema, 400: ErrorBodySchema, 404: ErrorBodySchema, 503: ErrorBodySchema },
      },
    },
    async (req) => {
      if (!parse) throw new HttpError(404, 'Stripe webhooks are not enabled: payments run in test mode');
      const signature = req.headers['stripe-signature'];
      if (typeof signature !== 'string' || !Buffer.isBuffer(req.body)) throw new HttpError(400, 'Missing webhook signature');
      let event: PaymentEvent;
      try {
        event = parse(req.body, signature);
      } catch (err) {
        req.log.warn({ err }, 'rejected a webhook with a bad signature');
        throw new HttpError(400, 'Invalid webhook signature');
      }
      let paid = false;
      try {
        ({ paid } = await applyPaymentEvent(deps.db, event));
      } catch (err) {
        if (err instanceof HttpError) throw err; // 503: the payment is not recorded yet, Stripe retries
        req.log.error({ err, eventId: event.id }, 'a signed payment event could not be applied; kept for the admin');
        await keepUnapplied(deps.db, event, err instanceof Error ? err.message : String(err));
      }
      // Issue 14: integrations hear about a payment once, after its transaction committed (issue 43: once per payment, not per event).
      if (event.type === 'invoice_paid' && deps.payments.adoptRenewalCard) {
        // After the commit, and best effort: the plan is paid whatever Stripe answers here.
        const warn = (err: unknown) => req.log.warn({ err }, 'could not make the paying card the default');
        await deps.payments.adoptRenewalCard(event.subscriptionRef).catch(warn);
      }
      if (paid && event.type === 'payment_succeeded') await emitPaymentSucceeded(app.events, deps.db, { providerRef: event.paymentRef });
      return { received: true };
    },
  );
};
