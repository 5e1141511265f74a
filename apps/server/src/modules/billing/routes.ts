import { BalanceSchema, ErrorBodySchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getBalance } from './ledger';

export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/billing/balance',
    {
      config: { auth: 'user' },
      schema: {
        tags: ['Billing'],
        summary: 'Credit balance',
        description: 'The credits the signed-in user can spend now: the sum of their credit ledger.',
        security: [{ bearerAuth: [] }],
        response: { 200: BalanceSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => ({ available_credits: await getBalance(app.db, req.user!.id) }),
  );
};
