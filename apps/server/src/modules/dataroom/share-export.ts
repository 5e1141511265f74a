import { asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataroomShareNdaAcceptances, dataroomSharePageViews, dataroomShares, dataroomShareVisitFiles, dataroomShareVisits } from '../../db/schema';
import { shareStatus } from './shares-service';

/**
 * A founder's share links for the data export: each link's gates (no token, no password hash),
 * its visits with page time and downloads, and the NDA acceptances. Account deletion removes all
 * of it through the users cascade.
 */
export async function exportShares(db: Executor, userId: string) {
  const shares = await db.select().from(dataroomShares).where(eq(dataroomShares.userId, userId)).orderBy(asc(dataroomShares.createdAt));
  const visits = await db.select().from(dataroomShareVisits).where(eq(dataroomShareVisits.userId, userId)).orderBy(asc(dataroomShareVisits.startedAt));
  const ids = visits.map((v) => v.id);
  const pages = ids.length ? await db.select().from(dataroomSharePageViews).where(inArray(dataroomSharePageViews.visitId, ids)) : [];
  const files = ids.length ? await db.select().from(dataroomShareVisitFiles).where(inArray(dataroomShareVisitFiles.visitId, ids)) : [];
  const ndas = await db.select().from(dataroomShareNdaAcceptances).where(eq(dataroomShareNdaAcceptances.userId, userId));
  return shares.map((s) => ({
    id: s.id,
    label: s.label,
    investor_email: s.investorEmail,
    scope: s.scope,
    file_ids: s.fileIds,
    folder_id: s.folderId,
    status: shareStatus(s),
    expires_at: s.expiresAt?.toISOString() ?? null,
    has_password: s.passwordHash !== null,
    email_gate: s.emailGate,
    allow_list: s.allowList,
    deny_list: s.denyList,
    nda_text: s.ndaText,
    allow_download: s.allowDownload,
    watermark: s.watermark,
    created_at: s.createdAt.toISOString(),
    visits: visits
      .filter((v) => v.shareId === s.id)
      .map((v) => ({
        viewer_email: v.viewerEmail,
        email_verified: v.emailVerifiedAt !== null,
        ip: v.ip,
        started_at: v.startedAt.toISOString(),
        pages: pages.filter((p) => p.visitId === v.id).map((p) => ({ file_id: p.fileId, page: p.page, ms: p.ms })),
        downloads: files.filter((f) => f.visitId === v.id).reduce((n, f) => n + f.downloads, 0),
      })),
    nda_acceptances: ndas
      .filter((n) => n.shareId === s.id)
      .map((n) => ({ email: n.email, email_verified: n.emailVerified, ip: n.ip, accepted_at: n.acceptedAt.toISOString(), nda_text: n.ndaText })),
  }));
}
