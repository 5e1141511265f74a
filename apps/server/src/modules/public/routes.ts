import {
  ContactBodySchema,
  ContactReceiptSchema,
  ErrorBodySchema,
  JobApplicationBodySchema,
  JobApplicationReceiptSchema,
  PositionListSchema,
  PositionParamsSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { notifyTeam, type TeamNotifier } from './notify-team';
import * as site from './service';

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

export const publicRoutes: FastifyPluginAsyncZod<{ formsPerIp: number; notify?: TeamNotifier }> = async (app, { formsPerIp, notify }) => {
  const formLimit = app.rateLimit({
    max: formsPerIp,
    timeWindow: '10 minutes',
    keyGenerator: (req) => `public-forms:${req.ip}`,
    errorResponseBuilder: () => new HttpError(429, 'Too many messages from your network. Please try again in a few minutes.'),
  });

  app.post(
    '/contact',
    {
      config: { auth: 'public' },
      onRequest: formLimit,
      schema: {
        tags: ['Company'],
        summary: 'Send a contact message',
        description: `Stores a message from the contact page (reason general, sales, support, partnership or press). Phone and company are optional. Limited to ${formsPerIp} messages and applications per IP per 10 minutes.`,
        body: ContactBodySchema,
        response: { 201: ContactReceiptSchema, ...errors(422, 429) },
      },
    },
    async (req, reply) => {
      const receipt = await site.saveContactMessage(app.db, req.body);
      const b = req.body;
      notifyTeam(notify, req.log, {
        subject: `New contact message (${b.reason}): ${b.subject}`,
        lines: [['From', `${b.name} <${b.email}>`], ['Phone', b.phone ?? '—'], ['Company', b.company ?? '—'], ['Reason', b.reason], ['Subject', b.subject], ['Message', b.message]],
      });
      return reply.status(201).send(receipt);
    },
  );

  app.get(
    '/careers',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Company'],
        summary: 'Open positions',
        description: 'Every open position with its department, location, type, salary range, responsibilities, requirements and benefits.',
        response: { 200: PositionListSchema },
      },
    },
    async () => ({ items: site.listPositions() }),
  );

  app.post(
    '/careers/:id/apply',
    {
      config: { auth: 'public' },
      onRequest: formLimit,
      schema: {
        tags: ['Company'],
        summary: 'Apply to a position',
        description: `Stores an application (name, e-mail, up to 5 http(s) links such as a CV or portfolio, and a cover note) for an open position. Unknown positions answer 404. Limited to ${formsPerIp} messages and applications per IP per 10 minutes.`,
        params: PositionParamsSchema,
        body: JobApplicationBodySchema,
        response: { 201: JobApplicationReceiptSchema, ...errors(404, 422, 429) },
      },
    },
    async (req, reply) => {
      const receipt = await site.applyToPosition(app.db, req.params.id, req.body);
      const b = req.body;
      const position = site.listPositions().find((p) => p.id === req.params.id);
      notifyTeam(notify, req.log, {
        subject: `New application: ${position?.title ?? req.params.id} — ${b.name}`,
        lines: [['Position', position?.title ?? req.params.id], ['From', `${b.name} <${b.email}>`], ['Links', b.links.join('\n') || '—'], ['Cover note', b.cover_note || '—']],
      });
      return reply.status(201).send(receipt);
    },
  );
};
