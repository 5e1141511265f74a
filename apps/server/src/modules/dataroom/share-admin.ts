import type { AdminShareCounts } from '@uc/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dataroomShareNdaAcceptances, dataroomShares, dataroomShareVisits } from '../../db/schema';

/** Counts over every account in one statement; no row of a link, a visit or an NDA ever leaves it. */
export async function adminShareCounts(db: Db): Promise<AdminShareCounts> {
  const result = await db.execute<Record<keyof AdminShareCounts, number>>(sql`select
    (select count(*) from ${dataroomShares})::int as links,
    (select count(*) from ${dataroomShares} where revoked_at is null and (expires_at is null or expires_at > now()))::int as active_links,
    (select count(*) from ${dataroomShareVisits})::int as visits,
    (select count(*) from ${dataroomShareNdaAcceptances})::int as nda_acceptances,
    (select count(distinct user_id) from ${dataroomShares})::int as founders_sharing`);
  const row = result.rows[0]!;
  return {
    links: Number(row.links),
    active_links: Number(row.active_links),
    visits: Number(row.visits),
    nda_acceptances: Number(row.nda_acceptances),
    founders_sharing: Number(row.founders_sharing),
  };
}
