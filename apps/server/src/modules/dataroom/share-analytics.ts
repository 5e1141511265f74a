import type { ShareAnalytics, ShareVisit } from '@uc/contract';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dataroomFiles,
  dataroomShareNdaAcceptances,
  dataroomSharePageViews,
  dataroomShareVisitFiles,
  dataroomShareVisits,
} from '../../db/schema';
import { getOwnedShare } from './shares-service';

/** Visits listed per link (newest first); older ones still count in the totals of the pages. */
const MAX_VISITS = 200;

/** Who opened a link, what they read and for how long, where they stopped, what they downloaded. */
export async function shareAnalytics(db: Db, userId: string, shareId: string): Promise<ShareAnalytics> {
  await getOwnedShare(db, userId, shareId);
  const visits = await db
    .select()
    .from(dataroomShareVisits)
    .where(eq(dataroomShareVisits.shareId, shareId))
    .orderBy(desc(dataroomShareVisits.startedAt))
    .limit(MAX_VISITS);
  const ids = visits.map((v) => v.id);
  const pageRows = ids.length
    ? await db
        .select()
        .from(dataroomSharePageViews)
        .where(inArray(dataroomSharePageViews.visitId, ids))
        .orderBy(asc(dataroomSharePageViews.fileId), asc(dataroomSharePageViews.page))
    : [];
  const fileRows = ids.length ? await db.select().from(dataroomShareVisitFiles).where(inArray(dataroomShareVisitFiles.visitId, ids)) : [];
  const ndas = await db
    .select()
    .from(dataroomShareNdaAcceptances)
    .where(eq(dataroomShareNdaAcceptances.shareId, shareId))
    .orderBy(desc(dataroomShareNdaAcceptances.acceptedAt));
  const fileIds = [...new Set(fileRows.map((f) => f.fileId))];
  const names = new Map(
    fileIds.length
      ? (await db.select({ id: dataroomFiles.id, name: dataroomFiles.name }).from(dataroomFiles).where(inArray(dataroomFiles.id, fileIds))).map((f) => [f.id, f.name])
      : [],
  );

  const visitDtos: ShareVisit[] = visits.map((v) => {
    const pages = pageRows.filter((p) => p.visitId === v.id);
    const last = pages.reduce<(typeof pages)[number] | null>((a, p) => (!a || p.lastAt > a.lastAt ? p : a), null);
    return {
      id: v.id,
      viewer: { email: v.viewerEmail, email_verified: v.emailVerifiedAt !== null },
      started_at: v.startedAt.toISOString(),
      last_seen_at: v.lastSeenAt.toISOString(),
      total_ms: pages.reduce((s, p) => s + p.ms, 0),
      pages: pages.map((p) => ({ file_id: p.fileId, page: p.page, ms: p.ms })),
      last_page: last ? { file_id: last.fileId, page: last.page } : null,
      max_page: pages.reduce((m, p) => Math.max(m, p.page), 0),
      downloads: fileRows.filter((f) => f.visitId === v.id).reduce((s, f) => s + f.downloads, 0),
      nda_accepted_at: v.ndaAcceptedAt?.toISOString() ?? null,
    };
  });

  const files = fileIds.map((fileId) => {
    const rows = pageRows.filter((p) => p.fileId === fileId);
    const byPage = new Map<number, { visits: number; ms: number }>();
    for (const r of rows) {
      const entry = byPage.get(r.page) ?? { visits: 0, ms: 0 };
      byPage.set(r.page, { visits: entry.visits + 1, ms: entry.ms + r.ms });
    }
    return {
      file_id: fileId,
      name: names.get(fileId) ?? 'Deleted file',
      page_count: Math.max(0, ...fileRows.filter((f) => f.fileId === fileId).map((f) => f.pages)),
      pages: [...byPage.entries()].sort((a, b) => a[0] - b[0]).map(([page, s]) => ({ page, ...s })),
    };
  });

  return {
    share_id: shareId,
    visit_count: visits.length,
    viewer_count: new Set(visits.map((v) => v.viewerEmail ?? v.id)).size,
    downloads: fileRows.reduce((s, f) => s + f.downloads, 0),
    visits: visitDtos,
    files,
    nda_acceptances: ndas.map((n) => ({ email: n.email, email_verified: n.emailVerified, ip: n.ip, accepted_at: n.acceptedAt.toISOString() })),
  };
}
