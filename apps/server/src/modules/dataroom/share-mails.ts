import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users, type DataroomShareRow } from '../../db/schema';
import type { Mailer } from '../../providers/mail';
import { getNotificationSettings } from '../profile/profile-service';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** "Your link was opened": once per link, only when the founder keeps e-mail notifications on. */
export async function mailFirstOpen(deps: { db: Db; mailer: Mailer; appUrl: string }, share: DataroomShareRow): Promise<boolean> {
  if (!(await getNotificationSettings(deps.db, share.userId)).emailNotifications) return false;
  const [owner] = await deps.db.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, share.userId));
  if (!owner) return false;
  const label = share.label || share.investorEmail || 'your data room link';
  const href = `${deps.appUrl.replace(/\/+$/, '')}/dashboard/data-room?share=${share.id}`;
  await deps.mailer.send({
    to: owner.email,
    subject: `Opened: ${label}`,
    text: `Hi ${owner.name}, ${label} was just opened for the first time.\n\nSee who read what, page by page: ${href}`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>Hi ${escapeHtml(owner.name)}, ${escapeHtml(label)} was just opened for the first time.</p><p><a href="${escapeHtml(href)}">See who read what, page by page</a></p></body></html>`,
  });
  return true;
}
