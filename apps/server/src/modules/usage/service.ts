import type { ModelUsageStats } from '@uc/contract';
import { desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { modelUsage, users } from '../../db/schema';
import type { TextResult } from '../../providers/llm';

/**
 * Model tokens, metered from the provider's usage report: one row per provider call. Credits
 * follow the price table regardless; these rows are what the operator pays the provider.
 */
type UsageRow = typeof modelUsage.$inferInsert;

/** The rows of one model result: each call that asked for tools, then the answer's own call. */
export function usageRows(a: { userId: string; feature: string; reference: string | null; result: TextResult }): UsageRow[] {
  const { result } = a;
  const base = { userId: a.userId, feature: a.feature, reference: a.reference, model: result.model };
  if (result.steps?.length) {
    return result.steps.map((s) => ({ ...base, step: s.toolNames.length ? 'tool_call' : 'answer', toolName: s.toolNames.length ? s.toolNames.join(',') : null, inputTokens: s.inputTokens, outputTokens: s.outputTokens }));
  }
  // Only what a provider reported (the offline engine reports no usage).
  return result.usage ? [{ ...base, step: 'answer', toolName: null, inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens }] : [];
}

/** The insert of `rows`, not yet run (null when there are none): a caller may make it part of another statement. */
export const usageInsert = (db: Executor, rows: UsageRow[]) => (rows.length ? db.insert(modelUsage).values(rows) : null);

export async function recordUsage(db: Executor, rows: UsageRow[]): Promise<void> {
  await usageInsert(db, rows);
}

/** US dollars per million input / output tokens, by model name prefix (longest match wins). */
const PRICES: [prefix: string, input: number, output: number][] = [
  ['gpt-4o-mini', 0.15, 0.6],
  ['gpt-4o', 2.5, 10],
  ['gpt-4.1-nano', 0.1, 0.4],
  ['gpt-4.1-mini', 0.4, 1.6],
  ['gpt-4.1', 2, 8],
  ['gpt-5-mini', 0.25, 2],
  ['gpt-5-nano', 0.05, 0.4],
  ['gpt-5', 1.25, 10],
  ['claude-3-5-haiku', 0.8, 4],
  ['claude-haiku-4', 1, 5],
  ['claude-3-7-sonnet', 3, 15],
  ['claude-sonnet-4', 3, 15],
  ['claude-opus-4', 15, 75],
];
export function modelPrice(model: string): { input: number; output: number } | null {
  const hit = PRICES.filter(([p]) => model.startsWith(p)).sort((x, y) => y[0].length - x[0].length)[0];
  return hit ? { input: hit[1], output: hit[2] } : null;
}

type Totals = { input_tokens: number; output_tokens: number; cost_usd: number | null };
/** Sums per-model rows into tokens and a cost; the cost is null as soon as one model has no price. */
function total(rows: { model: string; input: number; output: number }[]): Totals {
  let cost: number | null = 0;
  let input = 0;
  let output = 0;
  for (const r of rows) {
    input += Number(r.input);
    output += Number(r.output);
    const price = modelPrice(r.model);
    cost = price && cost !== null ? cost + (Number(r.input) * price.input + Number(r.output) * price.output) / 1e6 : null;
  }
  return { input_tokens: input, output_tokens: output, cost_usd: cost === null ? null : Math.round(cost * 1e8) / 1e8 };
}

/** Tokens and cost in total, per feature and for the 20 heaviest users. */
export async function modelUsageStats(db: Executor): Promise<ModelUsageStats> {
  const sums = { input: sql<number>`sum(${modelUsage.inputTokens})::int`, output: sql<number>`sum(${modelUsage.outputTokens})::int` };
  const rows = await db
    .select({ feature: modelUsage.feature, userId: modelUsage.userId, model: modelUsage.model, ...sums })
    .from(modelUsage)
    .groupBy(modelUsage.feature, modelUsage.userId, modelUsage.model);
  const group = (key: (r: (typeof rows)[number]) => string) => {
    const m = new Map<string, typeof rows>();
    for (const r of rows) m.set(key(r), [...(m.get(key(r)) ?? []), r]);
    return m;
  };
  const heaviest = await db
    .select({ userId: modelUsage.userId, email: users.email, tokens: sql<number>`sum(${modelUsage.inputTokens} + ${modelUsage.outputTokens})::int` })
    .from(modelUsage)
    .innerJoin(users, eq(users.id, modelUsage.userId))
    .groupBy(modelUsage.userId, users.email)
    .orderBy(desc(sql`sum(${modelUsage.inputTokens} + ${modelUsage.outputTokens})`))
    .limit(20);
  const byUser = group((r) => r.userId);
  return {
    ...total(rows),
    by_feature: [...group((r) => r.feature)].map(([feature, rs]) => ({ feature, ...total(rs) })).sort((x, y) => y.input_tokens + y.output_tokens - (x.input_tokens + x.output_tokens)),
    by_user: heaviest.map((u) => ({ user_id: u.userId, email: u.email, ...total(byUser.get(u.userId) ?? []) })),
  };
}
