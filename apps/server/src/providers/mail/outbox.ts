import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { mailOutbox } from '../../db/schema';
import type { Mailer } from './index';

export function createOutboxMailer({ db, log }: { db: Db; log: FastifyBaseLogger }): Mailer {
  return {
    mode: 'outbox',
    async send(message) {
      await db.insert(mailOutbox).values(message);
      // Without SMTP the console is how a developer gets the link.
      const link = message.text.match(/https?:\/\/\S+/)?.[0];
      log.info({ to: message.to, subject: message.subject, link }, 'mail stored in outbox (no SMTP_URL)');
    },
  };
}
