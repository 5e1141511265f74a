import { ChangePlanBodySchema, ChangePlanResponseSchema, ErrorBodySchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BillingDeps } from './deps';
import { changePlan } from './plan-change';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

export const planChangeRoutes: FastifyPluginAsyncZod<{ deps: BillingDeps }> = async (app, { deps }) => {
  app.post(
    '/billing/change-plan',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['Billing'],
        summary: 'Change plan',
        description:
          'Moves the active subscription to another plan. Upgrade: at once; the prorated price difference for the rest of the period is charged to the card on file and the credit difference is granted. Downgrade: the current plan runs to the end of the paid period, then the lower plan starts (`effective_at`). Choosing the current plan after cancelling takes the cancellation back. 402 when the card is refused (declined, expired or incorrect number), 409 without an active subscription.',
        security: [{ bearerAuth: [] }],
        body: ChangePlanBodySchema,
        response: { 200: ChangePlanResponseSchema, ...errors(400, 401, 402, 409, 422) },
      },
    },
    async (req) => {
      const result = await changePlan(deps, req.user!.id, req.body.plan_id);
      // Committed: an upgrade's invoice gets its receipt now rather than at the next sweep.
      if (result.amount_charged > 0) app.events.emit('invoice.paid', { userId: req.user!.id });
      return result;
    },
  );
};
