import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp';

export type MailMessage = { to: string; subject: string; text: string; html: string };

export interface Mailer {
  readonly mode: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
  /** Checks the connection without sending (SMTP only; the outbox has nothing to reach). */
  verify?(): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise the outbox table (read by the dev mailbox). */
export function createMailer(opts: { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger }): Mailer {
  return opts.smtpUrl ? createSmtpMailer({ url: opts.smtpUrl, from: opts.from }) : createOutboxMailer({ db: opts.db, log: opts.log });
}
