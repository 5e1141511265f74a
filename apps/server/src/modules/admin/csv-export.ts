import { Readable } from 'node:stream';
import { ADMIN_CSV_COLUMNS, type AdminUser } from '@uc/contract';
import { and, asc, gt } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../../db/schema';
import { adminUserColumns, isRealAccount, toAdminUser } from './users-service';

const PAGE = 500;

/** A cell a spreadsheet would read as a formula (= + - @, or a leading tab/CR) is prefixed with a quote. */
export function csvCell(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvRow = (u: AdminUser) =>
  [u.email, u.name, u.created_at, u.last_login ?? '', u.credits_used, u.messages_sent, u.documents_generated, u.total_spent.toFixed(2)].map(csvCell).join(',') + '\r\n';

export const exportFileName = (now = new Date()) => `user-analytics-${now.toISOString().slice(0, 10)}.csv`;

/** Every account (verified or not), read in pages by id so memory stays flat however many there are. */
export function streamUsersCsv(db: Executor): Readable {
  async function* lines() {
    yield ADMIN_CSV_COLUMNS.join(',') + '\r\n';
    let after: string | null = null;
    for (;;) {
      const rows = await db
        .select(adminUserColumns)
        .from(users)
        .where(after ? and(isRealAccount, gt(users.id, after)) : isRealAccount)
        .orderBy(asc(users.id))
        .limit(PAGE);
      for (const r of rows) yield csvRow(toAdminUser(r));
      if (rows.length < PAGE) return;
      after = rows[rows.length - 1].id;
    }
  }
  return Readable.from(lines());
}
