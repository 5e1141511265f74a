import type { FastifyBaseLogger } from 'fastify';
import type { Mailer } from '../../providers/mail';
import { trackWork } from '../recovery/drain';

/** Where the team hears about new contact messages and job applications (CONTACT_INBOX). */
export type TeamNotifier = { mailer: Mailer; inbox?: string; appUrl: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * Mails the team after the answer is sent: the visitor's submission is stored whatever happens
 * to the mail, and a mail failure is only logged. Nothing is sent without an inbox.
 */
export function notifyTeam(notify: TeamNotifier | undefined, log: FastifyBaseLogger, mail: { subject: string; lines: [label: string, value: string][] }) {
  if (!notify?.inbox) return;
  const to = notify.inbox;
  const text = [...mail.lines.map(([k, v]) => `${k}: ${v}`), '', `Superusers see every message in the admin screens: ${notify.appUrl}/dashboard/admin`].join('\n');
  const html = `<table>${mail.lines.map(([k, v]) => `<tr><th align="left" valign="top">${escapeHtml(k)}</th><td style="white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join('')}</table>`;
  void trackWork(new Promise((r) => setImmediate(r)).then(() => notify.mailer.send({ to, subject: mail.subject, text, html }))).catch((err: unknown) =>
    log.error({ err }, 'public: team notification mail failed'),
  );
}
