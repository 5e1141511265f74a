import { CREDIT_PRICES, type CreditFeature, type UsageResponse } from '@uc/contract';
import { and, desc, eq, gte, inArray, like, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { creditLedger } from '../../db/schema';

const FEATURES = Object.keys(CREDIT_PRICES) as CreditFeature[];

const FEATURE_DESCRIPTIONS: Record<CreditFeature, string> = {
  chat_message: 'Chat message to an agent',
  agent_session: 'Agent session',
  video_call: 'Video call with an agent',
  document: 'Document generation',
  data_analysis: 'Data analysis',
  video_creation: 'Video creation',
  app_generation: 'App generation',
};

/** Ledger rows that are spending: direct charges and reserve/settle/release of a feature (grants are not usage). */
const isUsage = or(inArray(creditLedger.reason, FEATURES), like(creditLedger.reason, 'reserve:%'), like(creditLedger.reason, 'settle:%'), like(creditLedger.reason, 'release:%'));

/**
 * A ledger reference that names what was bought or made ("Business plan — PawPal.pdf",
 * "Chat — Alex Strategic") is shown as the entry's description; other references are ids.
 */
export const USAGE_LABEL_SEPARATOR = ' — ';
/** A usage label: what was used and its name ("App — Tip Splitter", "Voice session — Alex Strategic and Morgan Marketing"). */
export const usageLabel = (what: string, name: string) => `${what}${USAGE_LABEL_SEPARATOR}${name}`;
/** "A", "A and B", "A, B and C". */
export const nameList = (names: string[]) => (names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`);
export const labelOf = (reference: string | null) => (reference && reference.includes(USAGE_LABEL_SEPARATOR) ? reference : null);

function describe(reason: string, reference: string | null, state: 'settled' | 'pending'): { feature: string; description: string } {
  const rest = reason.includes(':') ? reason.split(':', 2)[1] : reason;
  const feature = rest as CreditFeature;
  const base = labelOf(reference) ?? FEATURE_DESCRIPTIONS[feature] ?? feature.replace(/_/g, ' ');
  return { feature, description: state === 'pending' ? `${base} (in progress)` : base };
}

/** Net credits spent since `since` (refunded reservations count back). */
export async function creditsUsedSince(db: Executor, userId: string, since: Date): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string>`coalesce(sum(${creditLedger.delta}), 0)` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), gte(creditLedger.createdAt, since), isUsage));
  return Math.max(0, -Number(row.sum));
}

const dayKey = (d: Date) => d.toISOString().slice(0, 10);

/** Usage entries of the last `days` days, newest first, and a per-day series for the chart. */
export async function listUsage(db: Executor, userId: string, days: number, now = new Date()): Promise<UsageResponse> {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  const rows = await db
    .select({ delta: creditLedger.delta, reason: creditLedger.reason, reference: creditLedger.reference, key: creditLedger.idempotencyKey, createdAt: creditLedger.createdAt })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), gte(creditLedger.createdAt, start), isUsage))
    .orderBy(desc(creditLedger.createdAt))
    .limit(500);
  // The chart sums every row of the window in SQL, so it stays exact past the listed 500.
  const day = sql<string>`to_char(${creditLedger.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const sums = await db
    .select({ day, sum: sql<string>`sum(${creditLedger.delta})` })
    .from(creditLedger)
    .where(and(eq(creditLedger.userId, userId), gte(creditLedger.createdAt, start), isUsage))
    .groupBy(day);
  const perDay = new Map(sums.map((s) => [s.day, -Number(s.sum)]));
  const daily = Array.from({ length: days }, (_, i) => {
    const date = dayKey(new Date(start.getTime() + i * 86_400_000));
    return { date, credits: Math.max(0, perDay.get(date) ?? 0) };
  });
  // One entry per reservation: what it finally cost (its close row returns the unused part).
  // Released reservations cost nothing and are not listed; an open one is "in progress".
  const closes = new Map(rows.filter((r) => r.key.startsWith('close:')).map((r) => [r.key.slice('close:'.length), r.delta]));
  const entries = rows.flatMap((r) => {
    if (r.key.startsWith('close:')) return [];
    if (!r.key.startsWith('reserve:')) return [{ date: r.createdAt.toISOString(), credits: -r.delta, ...describe(r.reason, r.reference, 'settled') }];
    const returned = closes.get(r.key.slice('reserve:'.length));
    const credits = -r.delta - (returned ?? 0);
    if (credits <= 0) return [];
    return [{ date: r.createdAt.toISOString(), credits, ...describe(r.reason, r.reference, returned === undefined ? 'pending' : 'settled') }];
  });
  return { entries, daily, total_credits: daily.reduce((s, d) => s + d.credits, 0) };
}
