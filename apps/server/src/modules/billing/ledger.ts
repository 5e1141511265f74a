import { randomUUID } from 'node:crypto';
import { CREDIT_PRICES, type CreditFeature } from '@uc/contract';
import { and, eq, inArray, sql, type SQLWrapper } from 'drizzle-orm';
import { preparedSql, type Db, type Executor } from '../../db/client';
import { billingAccounts, creditLedger, users } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { isUniqueViolation } from './user-lock';

export const INSUFFICIENT_CREDITS = 'Insufficient credits';

export async function getBalance(db: Executor, userId: string): Promise<number> {
  const [row] = await db.select({ balance: users.creditBalance }).from(users).where(eq(users.id, userId));
  if (!row) throw notFound('User not found');
  return row.balance;
}

type Movement = { userId: string; delta: number; reason: string; reference?: string | null; idempotencyKey: string };

/**
 * Writes one ledger row and moves the cached balance with it, inside the caller's transaction.
 * The user row is locked first, so concurrent debits queue instead of overspending.
 * Returns null when the idempotency key was already used (the movement happened before).
 */
async function applyMovement(tx: Executor, m: Movement): Promise<{ balance: number } | null> {
  const [user] = await tx.select({ balance: users.creditBalance }).from(users).where(eq(users.id, m.userId)).for('update');
  if (!user) throw notFound('User not found');
  if (user.balance + m.delta < 0) throw new HttpError(402, INSUFFICIENT_CREDITS);
  const inserted = await tx
    .insert(creditLedger)
    .values({ userId: m.userId, delta: m.delta, reason: m.reason, reference: m.reference ?? null, idempotencyKey: m.idempotencyKey })
    .onConflictDoNothing({ target: creditLedger.idempotencyKey })
    .returning({ id: creditLedger.id });
  if (inserted.length === 0) return null;
  const [updated] = await tx
    .update(users)
    .set({ creditBalance: sql`${users.creditBalance} + ${m.delta}` })
    .where(eq(users.id, m.userId))
    .returning({ balance: users.creditBalance });
  if (m.delta < 0) {
    // Plan credits are spent before purchased ones (pricing FAQ), so a debit drains them first.
    await tx
      .update(billingAccounts)
      .set({ subscriptionCredits: sql`greatest(0, ${billingAccounts.subscriptionCredits} + ${m.delta})` })
      .where(eq(billingAccounts.userId, m.userId));
  }
  return { balance: updated.balance };
}

type MoveValues = Record<'delta' | 'userId' | 'reason' | 'reference' | 'idempotencyKey', unknown>;

/** moveOnce's statement, with its values or with placeholders (the prepared forms below). */
const moveStatement = (v: MoveValues, debit: boolean, also?: Also) => sql`
      with moved as (
        update users set credit_balance = credit_balance + ${v.delta}
        where id = ${v.userId}${debit ? sql` and credit_balance + ${v.delta} >= 0` : sql``}
        returning credit_balance
      ), entry as (
        insert into credit_ledger (user_id, delta, reason, reference, idempotency_key)
        select ${v.userId}::uuid, ${v.delta}::integer, ${v.reason}::text, ${v.reference}::text,
          ${v.idempotencyKey}::text from moved
      )${
        // Plan credits are spent before purchased ones (pricing FAQ), so a debit drains them first.
        debit
          ? sql`, plan as (
        update billing_accounts set subscription_credits = greatest(0, subscription_credits + ${v.delta})
        where user_id = ${v.userId} and exists (select 1 from moved)
      )`
          : sql``
      }${alsoStep(also)}
      select credit_balance as balance from moved`;
const placeholders: MoveValues = {
  delta: sql.placeholder('delta'),
  userId: sql.placeholder('userId'),
  reason: sql.placeholder('reason'),
  reference: sql.placeholder('reference'),
  idempotencyKey: sql.placeholder('idempotencyKey'),
};
const debitOnce = preparedSql<{ balance: number }>('credit_debit_once', () => moveStatement(placeholders, true));
const creditOnce = preparedSql<{ balance: number }>('credit_return_once', () => moveStatement(placeholders, false));

/**
 * The same movement as applyMovement in ONE statement, for callers outside a transaction (charges,
 * reservations and their settlement: the chat hot path). PGlite has one connection on the event
 * loop, so a transaction of six round trips held it against every other request. The UPDATE
 * locks the user row first (the lock order of applyMovement) and a debit re-checks
 * `balance >= amount` against the committed row, so concurrent debits queue and cannot
 * overspend. A used idempotency key makes the unique index refuse the ledger row, which rolls
 * the whole statement back: null, nothing moved (`also` included).
 */
async function moveOnce(db: Db, m: Movement, also?: Also): Promise<{ balance: number } | null> {
  const debit = m.delta < 0;
  const { delta, userId, reason, idempotencyKey } = m;
  const values: MoveValues = { delta, userId, reason, reference: m.reference ?? null, idempotencyKey };
  let rows: { balance: number }[];
  try {
    // Without `also` (every reservation and charge) the statement is prepared once per database.
    const run = also
      ? db.execute<{ balance: number }>(moveStatement(values, debit, also))
      : (debit ? debitOnce : creditOnce)(db).execute(values);
    ({ rows } = await run);
  } catch (err) {
    if (isUniqueViolation(err, 'credit_ledger_idempotency_key')) return null;
    throw err;
  }
  if (rows[0]) return { balance: Number(rows[0].balance) };
  await getBalance(db, m.userId); // 404 when the user is gone
  throw new HttpError(402, INSUFFICIENT_CREDITS);
}

/**
 * Adds credits at most once per idempotency key (sign-up grant, purchase, webhook event).
 * `bucket: 'subscription'` marks them as plan credits, which charges spend first.
 */
export async function grant(
  db: Db,
  args: { userId: string; credits: number; reason: string; reference?: string; idempotencyKey: string; bucket?: 'purchased' | 'subscription' },
  tx?: Executor,
): Promise<{ granted: boolean; balance: number }> {
  if (!Number.isInteger(args.credits) || args.credits <= 0) throw new Error('grant needs a positive integer');
  const { bucket, ...movement } = args;
  const run = async (t: Executor) => {
    const res = await applyMovement(t, { ...movement, delta: args.credits });
    if (res && bucket === 'subscription') {
      await t
        .insert(billingAccounts)
        .values({ userId: args.userId, subscriptionCredits: args.credits })
        .onConflictDoUpdate({
          target: billingAccounts.userId,
          set: { subscriptionCredits: sql`${billingAccounts.subscriptionCredits} + ${args.credits}`, updatedAt: new Date() },
        });
    }
    return res ? { granted: true, balance: res.balance } : { granted: false, balance: await getBalance(t, args.userId) };
  };
  return tx ? run(tx) : db.transaction(run);
}

/**
 * Spends credits for a feature whose cost is known up front. 402 'Insufficient credits'
 * when the balance would go below zero.
 */
export async function charge(
  db: Db,
  args: { userId: string; feature: CreditFeature; credits?: number; reference?: string; idempotencyKey?: string },
): Promise<{ balance: number; charged: number }> {
  const credits = args.credits ?? CREDIT_PRICES[args.feature];
  const idempotencyKey = args.idempotencyKey ?? `charge:${randomUUID()}`;
  const res = await moveOnce(db, { userId: args.userId, delta: -credits, reason: args.feature, reference: args.reference, idempotencyKey });
  return { balance: res ? res.balance : await getBalance(db, args.userId), charged: res ? credits : 0 };
}

export type Reservation = { id: string; userId: string; feature: CreditFeature; amount: number };

/** Holds credits before work whose final cost is known only at the end (a model call). */
export async function reserve(
  db: Db,
  args: { userId: string; feature: CreditFeature; credits?: number; reference?: string },
): Promise<Reservation> {
  const id = randomUUID();
  const amount = args.credits ?? CREDIT_PRICES[args.feature];
  await moveOnce(db, { userId: args.userId, delta: -amount, reason: `reserve:${args.feature}`, reference: args.reference, idempotencyKey: `reserve:${id}` });
  const reservation = { id, userId: args.userId, feature: args.feature, amount };
  openReservations.set(id, reservation);
  return reservation;
}

/** This process's reservations not yet settled: a shutdown that runs out of time releases them. */
const openReservations = new Map<string, Reservation>();

/** The reservations this process's running work still holds: its crash sweep leaves them alone however old. */
export const heldReservationIds = (): ReadonlySet<string> => new Set(openReservations.keys());

/** Releases every reservation this process still holds (SIGTERM drain, after the deadline). */
export async function releaseOpenReservations(db: Db): Promise<number> {
  const held = [...openReservations.values()];
  for (const r of held) await release(db, r).catch(() => {});
  return held.length;
}

/** Other writes (a chat turn's stored answer and its usage rows) made in the same statement as a close, so a turn ends in one round trip. */
const alsoStep = (also?: Also) => sql.join(alsoList(also).map((q, i) => sql`, ${sql.identifier(`also${i}`)} as ${q}`));
type Also = SQLWrapper | SQLWrapper[];
const alsoList = (also?: Also) => (also ? [also].flat() : []);

/**
 * Ends a reservation: keeps `cost` (0 releases it all) and returns the rest. At most once.
 * `also` (UPDATEs or INSERTs) is committed with the close, or on its own when the reservation was closed before.
 */
export async function settle(db: Db, r: Reservation, cost: number, also?: Also): Promise<{ balance: number }> {
  const refund = r.amount - Math.min(Math.max(cost, 0), r.amount);
  const idempotencyKey = `close:${r.id}`;
  let closed: { balance: number } | null;
  if (refund === 0) {
    // Still record the close so a later release cannot refund a settled reservation.
    const { rows } = await db.execute<{ balance: number }>(sql`
      with entry as (
        insert into credit_ledger (user_id, delta, reason, idempotency_key) values (${r.userId}, 0, ${`settle:${r.feature}`}, ${idempotencyKey})
        on conflict (idempotency_key) do nothing
      )${alsoStep(also)}
      select credit_balance as balance from users where id = ${r.userId}`);
    if (!rows[0]) throw notFound('User not found');
    closed = { balance: Number(rows[0].balance) };
  } else {
    const reason = cost === 0 ? `release:${r.feature}` : `settle:${r.feature}`;
    closed = await moveOnce(db, { userId: r.userId, delta: refund, reason, idempotencyKey }, also);
    if (!closed) {
      for (const q of alsoList(also)) await db.execute(q);
      closed = { balance: await getBalance(db, r.userId) };
    }
  }
  openReservations.delete(r.id);
  return closed;
}

export const release = (db: Db, r: Reservation) => settle(db, r, 0);

/** Renames what a reservation paid for (its usage label), for `settle`'s `also` once the name is known. */
export const relabelReservation = (db: Db, r: Reservation, reference: string): SQLWrapper =>
  db.update(creditLedger).set({ reference }).where(and(eq(creditLedger.idempotencyKey, `reserve:${r.id}`), eq(creditLedger.userId, r.userId)));

/**
 * Takes back up to `credits` (a refunded purchase, an admin's negative allocation): never below
 * zero, so credits already spent stay spent. What could not be taken is returned as `shortfall`
 * for the caller to record; with nothing to take no ledger row is written (every row moves
 * credits). At most once per idempotency key.
 */
export async function revoke(
  db: Db,
  args: { userId: string; credits: number; reason: string; reference?: string; idempotencyKey: string },
  tx?: Executor,
): Promise<{ revoked: number; shortfall: number; balance: number }> {
  const requested = Math.max(args.credits, 0);
  const run = async (t: Executor) => {
    const [locked] = await t.select({ balance: users.creditBalance }).from(users).where(eq(users.id, args.userId)).for('update');
    if (!locked) throw notFound('User not found');
    const amount = Math.min(requested, locked.balance);
    if (amount === 0) return { revoked: 0, shortfall: requested, balance: locked.balance };
    const res = await applyMovement(t, { ...args, delta: -amount });
    return res ? { revoked: amount, shortfall: requested - amount, balance: res.balance } : { revoked: 0, shortfall: 0, balance: await getBalance(t, args.userId) };
  };
  return tx ? run(tx) : db.transaction(run);
}

/**
 * The balance split for the founder: plan credits (tracked, spent first), then free credits
 * (sign-up and allocations, counted as spent before bought ones) and the purchased rest: bought
 * credits net of refunds, as far as the balance still holds them.
 */
export async function getCreditBuckets(db: Executor, userId: string): Promise<{ total: number; subscription: number; free: number; purchased: number }> {
  const total = await getBalance(db, userId);
  const [[row], [bought]] = await Promise.all([
    db.select({ credits: billingAccounts.subscriptionCredits }).from(billingAccounts).where(eq(billingAccounts.userId, userId)),
    db
      .select({ net: sql<number>`coalesce(sum(${creditLedger.delta}), 0)::int` })
      .from(creditLedger)
      .where(and(eq(creditLedger.userId, userId), inArray(creditLedger.reason, ['purchase', 'refund']))),
  ]);
  const subscription = Math.min(row?.credits ?? 0, total);
  const rest = total - subscription;
  const purchased = Math.min(rest, Math.max(0, Number(bought?.net ?? 0)));
  return { total, subscription, free: rest - purchased, purchased };
}
