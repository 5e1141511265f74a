import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataroomFiles } from '../../db/schema';

/** The data-room checklist items the founder already has a file for (market_analysis, incorporation, …). */
export async function presentChecklistItems(db: Db, userId: string): Promise<Set<string>> {
  const rows = await db
    .selectDistinct({ item: dataroomFiles.checklistItem })
    .from(dataroomFiles)
    .where(and(eq(dataroomFiles.userId, userId), isNotNull(dataroomFiles.checklistItem)));
  return new Set(rows.map((r) => r.item!));
}
