import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import type { Mailer, MailMessage } from '../../providers/mail';
import { getNotificationSettings } from './profile-service';

export type SecurityEvent = 'password_changed' | 'api_key_created' | 'account_deleted';

const TEXTS: Record<SecurityEvent, { subject: string; body: (name: string, detail?: string) => string }> = {
  password_changed: {
    subject: 'Your Ultimate Co-founder password was changed',
    body: (name) => `Hi ${name}, the password of your Ultimate Co-founder account was just changed. Your other sessions were signed out. If this was not you, reset your password now and contact support.`,
  },
  api_key_created: {
    subject: 'A new API key was created on your Ultimate Co-founder account',
    body: (name, detail) =>
      `Hi ${name}, a new API key${detail ? ` named "${detail}"` : ''} was created on your Ultimate Co-founder account. If this was not you, revoke it in Profile → API keys and change your password.`,
  },
  account_deleted: {
    subject: 'Your Ultimate Co-founder account was deleted',
    body: (name) => `Hi ${name}, your Ultimate Co-founder account and its data were deleted as you asked. This cannot be undone. Thank you for building with us.`,
  },
};

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function securityAlertMail(to: string, name: string, event: SecurityEvent, detail?: string): MailMessage {
  const t = TEXTS[event];
  const text = t.body(name, detail);
  return { to, subject: t.subject, text, html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>${escapeHtml(text)}</p></body></html>` };
}

/** Who to alert, read before the event when the account may be gone after it (deletion); null when alerts are off. */
export async function securityAlertRecipient(db: Executor, userId: string): Promise<{ email: string; name: string } | null> {
  const [user] = await db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
  if (!user) return null;
  return (await getNotificationSettings(db, userId)).securityAlerts ? user : null;
}

/** Sends the alert when the user keeps security alerts on. A mail failure never undoes the change itself. */
export async function sendSecurityAlert(
  deps: { db: Executor; mailer: Mailer },
  args: { userId?: string; recipient?: { email: string; name: string } | null; event: SecurityEvent; detail?: string },
): Promise<boolean> {
  const to = args.recipient !== undefined ? args.recipient : args.userId ? await securityAlertRecipient(deps.db, args.userId) : null;
  if (!to) return false;
  try {
    await deps.mailer.send(securityAlertMail(to.email, to.name, args.event, args.detail));
    return true;
  } catch {
    return false;
  }
}
