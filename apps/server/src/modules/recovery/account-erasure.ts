import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { creditLedger, dataroomFiles, dataroomFileVersions, invoices, payments, projects, subscriptions, userProfiles, users } from '../../db/schema';
import type { StorageDriver } from '../../providers/storage';
import { lockUser } from '../billing/user-lock';

/**
 * Deletes an account. What a business must keep (payments, invoices, the credit ledger and the
 * subscriptions they refer to; the database refuses to delete any of them with the user) moves to an anonymous placeholder user with no e-mail, name or
 * password; everything personal (profile, threads, files, keys, sessions…) goes with the user
 * row (foreign keys cascade). Stored files (every version, generated documents, the avatar and logo, the
 * built files of deployed apps and previews) are
 * deleted after the rows; a failure there leaves orphans for the start-up sweep, never rows
 * without bytes.
 */
export async function eraseAccount(
  db: Db,
  storage: StorageDriver | undefined,
  userId: string,
  /** Stops a live plan at the payments provider, so a deleted account is never billed again. */
  cancelAtProvider?: (providerRef: string) => Promise<void>,
): Promise<{ placeholderId: string | null; blobs: number }> {
  const live = await db
    .select({ ref: subscriptions.providerRef })
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['incomplete', 'active', 'past_due'])));
  // Before the rows change: if the provider refuses, nothing is deleted and the user can retry.
  if (cancelAtProvider) for (const s of live) await cancelAtProvider(s.ref);
  const keys = new Set<string>();
  for (const v of await db.select({ key: dataroomFileVersions.storageKey }).from(dataroomFileVersions).where(eq(dataroomFileVersions.userId, userId))) keys.add(v.key);
  for (const f of await db.select({ key: dataroomFiles.pdfRenditionKey }).from(dataroomFiles).where(eq(dataroomFiles.userId, userId))) if (f.key) keys.add(f.key);
  const [profile] = await db.select({ avatar: userProfiles.avatarKey, logo: userProfiles.logoKey }).from(userProfiles).where(eq(userProfiles.userId, userId));
  for (const key of [profile?.avatar, profile?.logo]) if (key) keys.add(key);
  // Deployed apps and previews (apps/{slug}/…, previews/{projectId}/…) go now, not at the next sweep.
  const sitePrefixes = (await db.select({ id: projects.id, slug: projects.slug }).from(projects).where(eq(projects.userId, userId))).flatMap((p) => [
    ...(p.slug ? [`apps/${p.slug}/`] : []),
    `previews/${p.id}/`,
  ]);

  const placeholderId = await db.transaction(async (tx) => {
    await lockUser(tx, userId);
    const [user] = await tx.select({ balance: users.creditBalance }).from(users).where(eq(users.id, userId));
    if (!user) return null;
    const [hasRecords] = await tx.select({ id: creditLedger.id }).from(creditLedger).where(eq(creditLedger.userId, userId)).limit(1);
    const [hasPayments] = await tx.select({ id: payments.id }).from(payments).where(eq(payments.userId, userId)).limit(1);
    const [hasInvoices] = await tx.select({ id: invoices.id }).from(invoices).where(eq(invoices.userId, userId)).limit(1);
    const [hasPlans] = await tx.select({ id: subscriptions.id }).from(subscriptions).where(eq(subscriptions.userId, userId)).limit(1);
    let id: string | null = null;
    // Any money record keeps the placeholder: a subscription is kept with the invoices it billed
    // (accounting keeps both for years), never dropped with the user while its invoices stay.
    if (hasRecords || hasPayments || hasInvoices || hasPlans) {
      id = randomUUID();
      // An unusable password hash and a reserved address: the placeholder can never sign in.
      await tx.insert(users).values({ id, email: `deleted-${id}@deleted.invalid`, name: 'Deleted account', passwordHash: '!', isActive: false, creditBalance: user.balance });
      await tx.update(subscriptions).set({ status: 'canceled', canceledAt: new Date() }).where(and(eq(subscriptions.userId, userId), inArray(subscriptions.status, ['incomplete', 'active', 'past_due'])));
      await tx.update(subscriptions).set({ userId: id }).where(eq(subscriptions.userId, userId));
      await tx.update(payments).set({ userId: id }).where(eq(payments.userId, userId));
      await tx.update(invoices).set({ userId: id }).where(eq(invoices.userId, userId));
      await tx.update(creditLedger).set({ userId: id }).where(eq(creditLedger.userId, userId));
    }
    await tx.delete(users).where(eq(users.id, userId));
    return id;
  });

  if (storage) {
    // Anything else under the user's own prefix (an interrupted upload) goes too.
    if (storage.list) for (const prefix of [`users/${userId}/`, ...sitePrefixes]) for await (const o of storage.list(prefix)) keys.add(o.key);
    await Promise.all([...keys].map((k) => storage.delete(k).catch(() => {})));
  }
  return { placeholderId, blobs: keys.size };
}
