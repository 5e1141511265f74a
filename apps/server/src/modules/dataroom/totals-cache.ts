/**
 * The per-user file totals behind the stat cards and readiness tiles need a pass over all of a
 * user's files, which PGlite makes slow at 10 000 files. They are kept here per user, dropped by
 * every data-room write of that user, and at most TOTALS_TTL_MS old (so age-based "outdated"
 * changes and writes made by another server process show up on their own).
 */
const TOTALS_TTL_MS = 30_000;
const MAX_USERS = 5_000;

const entries = new Map<string, { value: unknown; at: number }>();

export async function cachedTotals<T>(userId: string, load: () => Promise<T>): Promise<T> {
  const hit = entries.get(userId);
  if (hit && Date.now() - hit.at < TOTALS_TTL_MS) return hit.value as T;
  const value = await load();
  if (entries.size >= MAX_USERS) entries.delete(entries.keys().next().value!);
  entries.set(userId, { value, at: Date.now() });
  return value;
}

export function invalidateTotals(userId: string): void {
  entries.delete(userId);
}
