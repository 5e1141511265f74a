import { randomBytes } from 'node:crypto';
import type { Share } from '@uc/contract';
import type { CreateShareBodySchema, UpdateShareBodySchema } from '@uc/contract';
import { and, asc, count, desc, eq, inArray, max, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import { dataroomFiles, dataroomShares, dataroomShareVisits, type DataroomShareRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { hashPassword } from '../auth/passwords';
import { getNotificationSettings } from '../profile/profile-service';
import { getOwnedFolder } from './folders-service';

export const SHARE_NOT_FOUND = 'Share link not found';
export type ShareDeps = { db: Db; appUrl: string };

/** 32 random bytes (256 bits), base64url: the link cannot be guessed or enumerated. */
export const newShareToken = () => randomBytes(32).toString('base64url');
export const shareUrl = (appUrl: string, token: string) => `${appUrl.replace(/\/+$/, '')}/s/${token}`;

export function shareStatus(row: Pick<DataroomShareRow, 'revokedAt' | 'expiresAt'>, now = new Date()): Share['status'] {
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt && row.expiresAt <= now) return 'expired';
  return 'active';
}

type VisitStats = { visits: number; last: Date | null };
export type OpenNotice = Share['new_open'];

export function toShareDto(appUrl: string, row: DataroomShareRow, stats: VisitStats, notice: OpenNotice = null): Share {
  return {
    id: row.id,
    url: shareUrl(appUrl, row.token),
    label: row.label,
    investor_email: row.investorEmail,
    scope: row.scope,
    file_ids: row.fileIds,
    folder_id: row.folderId,
    expires_at: row.expiresAt?.toISOString() ?? null,
    has_password: row.passwordHash !== null,
    email_gate: row.emailGate,
    allow_list: row.allowList,
    deny_list: row.denyList,
    nda_text: row.ndaText,
    allow_download: row.allowDownload,
    watermark: row.watermark,
    status: shareStatus(row),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    visit_count: stats.visits,
    last_visit_at: stats.last?.toISOString() ?? null,
    first_opened_at: row.firstOpenedAt?.toISOString() ?? null,
    new_open: notice,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function visitStats(db: Executor, shareIds: string[]): Promise<Map<string, VisitStats>> {
  if (shareIds.length === 0) return new Map();
  const rows = await db
    .select({ shareId: dataroomShareVisits.shareId, visits: count(), last: max(dataroomShareVisits.startedAt) })
    .from(dataroomShareVisits)
    .where(inArray(dataroomShareVisits.shareId, shareIds))
    .groupBy(dataroomShareVisits.shareId);
  return new Map(rows.map((r) => [r.shareId, { visits: r.visits, last: r.last }]));
}

const NO_VISITS: VisitStats = { visits: 0, last: null };

export async function getOwnedShare(db: Executor, userId: string, id: string): Promise<DataroomShareRow> {
  const [row] = await db.select().from(dataroomShares).where(and(eq(dataroomShares.id, id), eq(dataroomShares.userId, userId)));
  if (!row) throw notFound(SHARE_NOT_FOUND);
  return row;
}

/** A date in the past would make a link that is dead on arrival: refused rather than silently created. */
function futureDate(iso: string | null | undefined): Date | null | undefined {
  if (iso === undefined || iso === null) return iso;
  const at = new Date(iso);
  if (at.getTime() <= Date.now()) throw new HttpError(400, 'The expiry must be in the future');
  return at;
}

/** Allow and deny lists only mean something once the address is proven: they switch the e-mail gate on. */
const needsEmailGate = (emailGate: boolean, allow: string[], deny: string[]) => emailGate || allow.length > 0 || deny.length > 0;
const normalizeList = (list: string[]) => [...new Set(list.map((e) => e.replace(/^@/, '')))];

export async function createShare(deps: ShareDeps, userId: string, body: z.output<typeof CreateShareBodySchema>): Promise<Share> {
  let scope: DataroomShareRow['scope'] = 'room';
  let fileIds: string[] = [];
  if (body.file_ids) {
    scope = 'files';
    fileIds = [...new Set(body.file_ids)];
    const owned = await deps.db
      .select({ id: dataroomFiles.id })
      .from(dataroomFiles)
      .where(and(eq(dataroomFiles.userId, userId), inArray(dataroomFiles.id, fileIds)));
    // Another founder's file answers like a missing one.
    if (owned.length !== fileIds.length) throw notFound('File not found');
  } else if (body.folder_id) {
    scope = 'folder';
    await getOwnedFolder(deps.db, userId, body.folder_id);
  }
  const allow = normalizeList(body.allow_list);
  const deny = normalizeList(body.deny_list);
  const [row] = await deps.db
    .insert(dataroomShares)
    .values({
      userId,
      token: newShareToken(),
      label: body.label,
      investorEmail: body.investor_email?.toLowerCase() ?? null,
      scope,
      fileIds,
      folderId: body.folder_id ?? null,
      expiresAt: futureDate(body.expires_at) ?? null,
      passwordHash: body.password ? await hashPassword(body.password) : null,
      emailGate: needsEmailGate(body.email_gate, allow, deny),
      allowList: allow,
      denyList: deny,
      ndaText: body.nda_text ?? null,
      allowDownload: body.allow_download,
      watermark: body.watermark,
    })
    .returning();
  return toShareDto(deps.appUrl, row!, NO_VISITS);
}

/**
 * The in-app notices of first opens not yet marked seen, with the first visit's address once it
 * gave one; none when the founder turned in-app notifications off.
 */
async function openNotices(db: Executor, userId: string, rows: DataroomShareRow[]): Promise<Map<string, OpenNotice>> {
  const unseen = rows.filter((r) => r.firstOpenedAt && !r.firstOpenSeenAt);
  if (unseen.length === 0 || (await getNotificationSettings(db, userId)).inAppNotifications === false) return new Map();
  const first = await db
    .selectDistinctOn([dataroomShareVisits.shareId], { shareId: dataroomShareVisits.shareId, email: dataroomShareVisits.viewerEmail })
    .from(dataroomShareVisits)
    .where(inArray(dataroomShareVisits.shareId, unseen.map((r) => r.id)))
    .orderBy(dataroomShareVisits.shareId, asc(dataroomShareVisits.startedAt));
  const emails = new Map(first.map((f) => [f.shareId, f.email]));
  return new Map(unseen.map((r) => [r.id, { at: r.firstOpenedAt!.toISOString(), viewer_email: emails.get(r.id) ?? null }]));
}

export async function listShares(deps: ShareDeps, userId: string): Promise<Share[]> {
  const rows = await deps.db.select().from(dataroomShares).where(eq(dataroomShares.userId, userId)).orderBy(desc(dataroomShares.createdAt)).limit(500);
  const [stats, notices] = await Promise.all([visitStats(deps.db, rows.map((r) => r.id)), openNotices(deps.db, userId, rows)]);
  return rows.map((r) => toShareDto(deps.appUrl, r, stats.get(r.id) ?? NO_VISITS, notices.get(r.id) ?? null));
}

/** Dismisses the in-app notice of the link's first open (idempotent). */
export async function markOpenSeen(deps: ShareDeps, userId: string, id: string): Promise<void> {
  await getOwnedShare(deps.db, userId, id);
  await deps.db
    .update(dataroomShares)
    .set({ firstOpenSeenAt: sql`coalesce(${dataroomShares.firstOpenSeenAt}, now())` })
    .where(and(eq(dataroomShares.id, id), eq(dataroomShares.userId, userId)));
}

export async function getShare(deps: ShareDeps, userId: string, id: string): Promise<Share> {
  const row = await getOwnedShare(deps.db, userId, id);
  const notice = (await openNotices(deps.db, userId, [row])).get(id) ?? null;
  return toShareDto(deps.appUrl, row, (await visitStats(deps.db, [id])).get(id) ?? NO_VISITS, notice);
}

export async function updateShare(deps: ShareDeps, userId: string, id: string, body: z.output<typeof UpdateShareBodySchema>): Promise<Share> {
  const row = await getOwnedShare(deps.db, userId, id);
  if (row.revokedAt) throw new HttpError(409, 'This link was revoked; create a new one');
  const allow = body.allow_list ? normalizeList(body.allow_list) : row.allowList;
  const deny = body.deny_list ? normalizeList(body.deny_list) : row.denyList;
  const set: Partial<typeof dataroomShares.$inferInsert> = { updatedAt: new Date(), allowList: allow, denyList: deny };
  if (body.label !== undefined) set.label = body.label;
  if (body.investor_email !== undefined) set.investorEmail = body.investor_email?.toLowerCase() ?? null;
  if (body.expires_at !== undefined) set.expiresAt = futureDate(body.expires_at);
  if (body.password !== undefined) set.passwordHash = body.password === null ? null : await hashPassword(body.password);
  set.emailGate = needsEmailGate(body.email_gate ?? row.emailGate, allow, deny);
  if (body.nda_text !== undefined) set.ndaText = body.nda_text;
  if (body.allow_download !== undefined) set.allowDownload = body.allow_download;
  if (body.watermark !== undefined) set.watermark = body.watermark;
  const [updated] = await deps.db.update(dataroomShares).set(set).where(eq(dataroomShares.id, id)).returning();
  return toShareDto(deps.appUrl, updated!, (await visitStats(deps.db, [id])).get(id) ?? NO_VISITS);
}

/** Revoked at once: every viewer call checks the link first. The row stays for its analytics. */
export async function revokeShare(deps: ShareDeps, userId: string, id: string): Promise<void> {
  await getOwnedShare(deps.db, userId, id);
  await deps.db
    .update(dataroomShares)
    .set({ revokedAt: sql`coalesce(${dataroomShares.revokedAt}, now())`, updatedAt: new Date() })
    .where(eq(dataroomShares.id, id));
}

