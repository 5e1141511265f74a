import type { DocumentEngagement, ReadinessEngagement } from '@uc/contract';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataroomFiles, dataroomSharePageViews, dataroomShareVisitFiles, dataroomShareVisits } from '../../db/schema';
import { DEFAULT_FOLDERS } from './default-folders';
import type { PageTitles } from './page-titles';

/** Below this many timed visits, a drop-off is one person's habit, not a pattern worth a suggestion. */
export const MIN_VISITS_FOR_SUGGESTION = 2;

export type OpenedRow = { visitId: string; viewer: string; pages: number };
/** One visit's reading of one file: its page time in all and the page it showed last. */
export type TimedVisit = { visitId: string; ms: number; lastPage: number };

const median = (xs: number[]) => {
  if (xs.length === 0) return null;
  const s = [...xs].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return Math.round(s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2);
};

/**
 * How one file was read, from the visits that opened it and the visits that reported page time.
 * A visit "stopped" at the page it showed last when that is not the file's last page (one that read
 * to the end did not stop). The suggestion names only what the figures and the file show: the page
 * number, and its title when the file gives one (`titles`, read from the PDF at upload), never a guess.
 */
export function engagementOf(opened: OpenedRow[], timed: TimedVisit[], titles: PageTitles | null = null) {
  const pageCount = Math.max(0, ...opened.map((o) => o.pages));
  const stops = new Map<number, number>();
  for (const t of timed) if (t.lastPage < pageCount) stops.set(t.lastPage, (stops.get(t.lastPage) ?? 0) + 1);
  // Most stops first; on a tie the earlier page (the first place readers were lost).
  const [top] = [...stops.entries()].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const dropOff = top ? { page: top[0], visits: top[1], title: titles?.[top[0] - 1] ?? null } : null;
  const enough = timed.length >= MIN_VISITS_FOR_SUGGESTION && dropOff !== null && dropOff.visits * 2 >= timed.length;
  return {
    page_count: pageCount,
    viewers: new Set(opened.map((o) => o.viewer)).size,
    timed_visits: timed.length,
    median_ms: median(timed.map((t) => t.ms)),
    drop_off: dropOff,
    suggestion: enough
      ? `${dropOff.visits} of ${timed.length} viewers stopped at page ${dropOff.page} of ${pageCount}` +
        `${dropOff.title ? ` (${dropOff.title})` : ''}: ` +
        `look at page ${dropOff.page} and the one after it first.`
      : null,
  };
}

const CHECKLIST_ORDER = DEFAULT_FOLDERS.flatMap((f) => f.checklist);

/** Per checklist document with a file: how investors read it through the founder's links. */
export async function readinessEngagement(db: Db, userId: string): Promise<ReadinessEngagement> {
  const files = await db
    .select({
      id: dataroomFiles.id,
      name: dataroomFiles.name,
      key: dataroomFiles.checklistItem,
      titles: dataroomFiles.pageTitles,
    })
    .from(dataroomFiles)
    .where(and(eq(dataroomFiles.userId, userId), isNotNull(dataroomFiles.checklistItem)));
  if (files.length === 0) return { items: [] };
  const ids = files.map((f) => f.id);
  // The visit's user id is the link owner's: another founder's visits never join in.
  const opened = await db
    .select({
      fileId: dataroomShareVisitFiles.fileId,
      visitId: dataroomShareVisitFiles.visitId,
      email: dataroomShareVisits.viewerEmail,
      pages: dataroomShareVisitFiles.pages,
    })
    .from(dataroomShareVisitFiles)
    .innerJoin(dataroomShareVisits, eq(dataroomShareVisits.id, dataroomShareVisitFiles.visitId))
    .where(and(eq(dataroomShareVisits.userId, userId), inArray(dataroomShareVisitFiles.fileId, ids)));
  // Summed per visit and file in the database: one row per visit, however many pages it showed.
  const timedRows = opened.length
    ? await db
        .select({
          fileId: dataroomSharePageViews.fileId,
          visitId: dataroomSharePageViews.visitId,
          ms: sql<number>`sum(${dataroomSharePageViews.ms})::int`.mapWith(Number),
          lastPage: sql<number>`(array_agg(${dataroomSharePageViews.page} order by ${dataroomSharePageViews.lastAt} desc))[1]`.mapWith(Number),
        })
        .from(dataroomSharePageViews)
        .innerJoin(dataroomShareVisits, eq(dataroomShareVisits.id, dataroomSharePageViews.visitId))
        .where(and(eq(dataroomShareVisits.userId, userId), inArray(dataroomSharePageViews.fileId, ids)))
        .groupBy(dataroomSharePageViews.fileId, dataroomSharePageViews.visitId)
    : [];
  const items: DocumentEngagement[] = [];
  for (const def of CHECKLIST_ORDER) {
    const file = files.find((f) => f.key === def.key);
    if (!file) continue;
    const o = opened.filter((r) => r.fileId === file.id).map((r) => ({ visitId: r.visitId, viewer: r.email ?? r.visitId, pages: r.pages }));
    const p = timedRows.filter((r) => r.fileId === file.id);
    items.push({ key: def.key, label: def.label, file_id: file.id, file_name: file.name, ...engagementOf(o, p, file.titles) });
  }
  return { items };
}

/** One line per read document, for the agents and the MCP tools. */
export function engagementText(e: ReadinessEngagement): string {
  const read = e.items.filter((i) => i.viewers > 0);
  if (read.length === 0) return 'No checklist document has been opened through a share link yet.';
  return read
    .map((i) => {
      const time = i.median_ms === null ? 'no page time reported' : `median ${Math.round(i.median_ms / 1000)} s per timed visit`;
      const d = i.drop_off;
      const title = d?.title ? `, "${d.title}"` : '';
      const stop = d ? `; most stopped at page ${d.page} of ${i.page_count}${title} (${d.visits} of ${i.timed_visits})` : '';
      return `- ${i.label} (${i.file_name}): opened by ${i.viewers} viewer${i.viewers === 1 ? '' : 's'}, ${time}${stop}.` + (i.suggestion ? ` ${i.suggestion}` : '');
    })
    .join('\n');
}
