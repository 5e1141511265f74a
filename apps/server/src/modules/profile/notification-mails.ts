import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invoices, users } from '../../db/schema';
import type { EventBus } from '../../events';
import type { Mailer, MailMessage } from '../../providers/mail';
import type { JobQueue } from '../jobs/queue';
import { getNotificationSettings } from './profile-service';

/**
 * The mails behind the "Email notifications" toggle: a receipt for every paid invoice (credit
 * packages, subscription periods, plan changes) and a "ready" mail when documents finish.
 * Receipts are claimed in the database (`invoices.receipt_mailed_at`), so each is sent once across
 * instances and none is lost to a restart: a job sweeps what the immediate run did not send.
 */
export type NotificationDeps = { db: Db; mailer: Mailer; appUrl: string };

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const dollars = (cents: number) => `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

function mail(to: string, subject: string, paragraphs: string[], link: { href: string; label: string }): MailMessage {
  const text = [...paragraphs, `${link.label}: ${link.href}`].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif">${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p></body></html>`;
  return { to, subject, text, html };
}

async function wantsEmail(db: Db, userId: string) {
  return (await getNotificationSettings(db, userId)).emailNotifications;
}

/** Claims up to 50 unsent receipts and mails those whose owner keeps e-mail notifications on. Returns how many were sent. */
export async function mailPendingReceipts(deps: NotificationDeps): Promise<number> {
  const claimed = await deps.db
    .update(invoices)
    .set({ receiptMailedAt: new Date() })
    .where(
      inArray(
        invoices.id,
        sql`(select id from invoices where receipt_mailed_at is null and status = 'paid' order by created_at limit 50 for update skip locked)`,
      ),
    )
    .returning();
  let sent = 0;
  for (const invoice of claimed) {
    if (!(await wantsEmail(deps.db, invoice.userId))) continue;
    const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, invoice.userId));
    if (!user) continue;
    try {
      await deps.mailer.send(
        mail(user.email, `Receipt ${invoice.number}: ${dollars(invoice.amountCents)}`, [
          `Hi ${user.name}, thank you for your payment.`,
          `${invoice.description} — ${dollars(invoice.amountCents)}, paid on ${invoice.createdAt.toISOString().slice(0, 10)} (invoice ${invoice.number}).`,
          'The PDF invoice is in Billing → Invoices.',
        ], { href: `${deps.appUrl}/dashboard/billing`, label: 'Open billing' }),
      );
      sent++;
    } catch {
      // A mail failure never undoes the payment; the receipt stays claimed (at most once).
    }
  }
  return sent;
}

/** How often a sweep mails the receipts no event triggered (renewals, a crash between commit and mail). */
const RECEIPT_SWEEP_MS = 60_000;

export function registerNotificationMails(args: NotificationDeps & { events: EventBus; jobs: JobQueue; documentWindowMs?: number }) {
  const { events, jobs, documentWindowMs = 5_000 } = args;
  const deps: NotificationDeps = { db: args.db, mailer: args.mailer, appUrl: args.appUrl };
  jobs.work('mail.receipts', { maxAttempts: 1, concurrency: 1 }, async () => void (await mailPendingReceipts(deps)));
  jobs.schedule('mail.receipts', RECEIPT_SWEEP_MS);
  events.on('payment.succeeded', async () => void (await mailPendingReceipts(deps)));
  events.on('invoice.paid', async () => void (await mailPendingReceipts(deps)));

  // Documents of one suite finish within seconds of each other: one mail lists them all.
  const pending = new Map<string, { names: string[]; timer: ReturnType<typeof setTimeout> }>();
  events.on('document.generated', ({ userId, name }) => {
    const entry = pending.get(userId);
    if (entry) return void entry.names.push(name);
    const timer = setTimeout(() => {
      const names = pending.get(userId)?.names ?? [name];
      pending.delete(userId);
      void mailDocumentsReady(deps, userId, names).catch(() => {});
    }, documentWindowMs);
    timer.unref?.();
    pending.set(userId, { names: [name], timer });
  });
}

export async function mailDocumentsReady(deps: NotificationDeps, userId: string, names: string[]): Promise<boolean> {
  if (!(await wantsEmail(deps.db, userId))) return false;
  const [user] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) return false;
  const subject = names.length === 1 ? `Your document is ready: ${names[0]}` : `Your ${names.length} documents are ready`;
  await deps.mailer.send(
    mail(user.email, subject, [`Hi ${user.name}, ${names.length === 1 ? 'your document is' : 'your documents are'} ready in your data room:`, ...names.map((n) => `• ${n}`)], {
      href: `${deps.appUrl}/dashboard/data-room`,
      label: 'Open the data room',
    }),
  );
  return true;
}
