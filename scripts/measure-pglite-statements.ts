#!/usr/bin/env -S npx tsx
/**
 * Issue 42: what PGlite spends on a statement it parses and plans anew (its query()) against one kept
 * prepared (apps/server/src/db/pglite-prepared.ts). A model-path chat turn's statements (2026-11-29:
 * the credit reserve, the startup read, the thread and its two messages, the settlement that stores the
 * answer and its tokens) on a migrated database, alternated, the CPU of each median over rounds.
 * Run: cd apps/server && npx tsx ../../scripts/measure-pglite-statements.ts   (MEASURE_TURNS, default 300 a round)
 */
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { createPGlite } from '../apps/server/src/db/client';
import { keepStatementsPrepared } from '../apps/server/src/db/pglite-prepared';
// @ts-expect-error: a plain .mjs module of the bench
import { preparedDataDir } from './lib/bench-data.mjs';
import { removeDir } from './lib/server.mjs';

const TURNS = Math.min(Number(process.env.MEASURE_TURNS ?? 300), 5000);
const ROUNDS = 5;

const RESERVE = `with moved as (
    update users set credit_balance = credit_balance + $1 where id = $2 and credit_balance + $3 >= 0
    returning credit_balance
  ), entry as (
    insert into credit_ledger (user_id, delta, reason, reference, idempotency_key)
    select $4::uuid, $5::integer, $6::text, $7::text, $8::text from moved
  ), plan as (
    update billing_accounts set subscription_credits = greatest(0, subscription_credits + $9)
    where user_id = $10 and exists (select 1 from moved)
  )
  select credit_balance as balance from moved`;
const READ = `select m.version, m.updated_at,
    case when (m.version = $1 and m.updated_at = $2::timestamptz) then null else m.model end,
    case when (m.version = $3 and m.updated_at = $4::timestamptz) then null else m.profile end,
    p.startup_name, p.idea, p.stage, p.industry, p.target_customers, p.business_model, p.team_size, d.version
  from users u left join startup_models m on m.user_id = u.id left join startup_profiles p on p.user_id = u.id
    left join dataroom_usage d on d.user_id = u.id
  where u.id = $5`;
const STORE = `with step0 as (
    insert into chat_threads (id, user_id, title, created_at, updated_at) values ($1, $2, $3, $4, $5)
  )
  insert into chat_messages (id, thread_id, role, agent_id, kind, content, status, model, tokens_used, credits,
    instance_id, tool_steps, created_at)
  values ($6, $7, $8, default, default, $9, default, default, default, default, default, default, $10),
    ($11, $12, $13, $14, $15, default, $16, default, default, default, default, default, $17)`;
const SETTLE = `with entry as (
    insert into credit_ledger (user_id, delta, reason, idempotency_key) values ($1, 0, $2, $3)
    on conflict (idempotency_key) do nothing
  ), also0 as (
    update chat_messages set content = $4, status = $5, model = $6, tokens_used = $7, tool_steps = $8 where id = $9
  ),
  also1 as (insert into model_usage (user_id, feature, step, tool_name, reference, model, input_tokens, output_tokens)
    values ($10, $11, $12, $13, $14, $15, $16, $17))
  select credit_balance as balance from users where id = $18`;

const dir = await preparedDataDir('uc-measure-');
const lite = await createPGlite(path.join(dir, 'pglite'));
const user = randomUUID();
const addUser = `insert into users (id, email, name, password_hash, credit_balance)
  values ($1, $2, 'M', 'x', 1000000000)`;
await lite.query(addUser, [user, `${user}@example.com`]);

async function turn() {
  const [thread, question, answer, now] = [randomUUID(), randomUUID(), randomUUID(), new Date()];
  await lite.query(RESERVE, [-1, user, -1, user, -1, 'chat', answer, randomUUID(), -1, user], { rowMode: 'array' });
  await lite.query(READ, [1, now, 1, now, user], { rowMode: 'array' });
  await lite.query(STORE, [thread, user, 'Pricing', now, now, question, thread, 'user', 'How should we price it?', now,
    answer, thread, 'assistant', 'strategic', 'answer', 'streaming', now]);
  const stored = ['Talk to ten customers.', 'complete', 'stand-in', 12, '[]', answer];
  const usage = [user, 'chat', 'answer', null, answer, 'stand-in', 40, 12];
  const close = [user, 'settle:chat', `close:${randomUUID()}`];
  await lite.query(SETTLE, [...close, ...stored, ...usage, user], { rowMode: 'array' });
}

/** CPU ms a turn over TURNS turns, after as many to warm up. */
async function cpuPerTurn() {
  for (let i = 0; i < TURNS / 3; i++) await turn();
  const before = process.cpuUsage();
  for (let i = 0; i < TURNS; i++) await turn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000 / TURNS;
}

const runs: Record<'usual' | 'prepared', number[]> = { usual: [], prepared: [] };
for (let round = 0; round < ROUNDS; round++) {
  runs.usual.push(await cpuPerTurn());
  const restore = keepStatementsPrepared(lite);
  runs.prepared.push(await cpuPerTurn());
  restore();
}
const median = (a: number[]) => [...a].sort((x, y) => x - y)[Math.floor(a.length / 2)];
console.log(`CPU a chat turn's 4 statements on PGlite, median of ${ROUNDS} rounds of ${TURNS} turns:`);
console.log(`  parsed and planned each time (query()) ${median(runs.usual).toFixed(2)} ms`);
console.log(`  kept prepared                          ${median(runs.prepared).toFixed(2)} ms`);
await lite.close();
removeDir(dir);
