import type { ChatProposal } from '@uc/contract';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { chatProposals, type ChatProposalRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { AssumptionProposal } from '../agents/tools';
import { ownThread } from './threads';

/**
 * Proposed assumption changes kept with the answer that made them (issue 38): the card is rebuilt
 * from the thread on any device, and it is settled once, by the founder's click.
 */

export const PROPOSAL_NOT_FOUND = 'Proposal not found';

export const toProposal = (r: ChatProposalRow): ChatProposal => ({
  id: r.id,
  thread_id: r.threadId,
  message_id: r.messageId,
  key: r.key,
  label: r.label,
  unit: r.unit,
  currency: r.currency,
  from: r.fromValue,
  to: r.toValue,
  reason: r.reason,
  base_version: r.baseVersion,
  status: r.status,
  created_at: r.createdAt.toISOString(),
});

/** Stores a proposal with its answer (the answer's row must exist). */
export async function storeProposal(db: Executor, at: { userId: string; threadId: string; messageId: string }, p: AssumptionProposal): Promise<ChatProposal> {
  const [row] = await db
    .insert(chatProposals)
    .values({ ...at, key: p.key, label: p.label, unit: p.unit, currency: p.currency, fromValue: p.from, toValue: p.to, reason: p.reason, baseVersion: p.base_version })
    .returning();
  return toProposal(row);
}

/** The thread's proposals, oldest first; another user's thread is 404. */
export async function listThreadProposals(db: Db, userId: string, threadId: string): Promise<ChatProposal[]> {
  await ownThread(db, userId, threadId);
  const rows = await db.select().from(chatProposals).where(eq(chatProposals.threadId, threadId)).orderBy(asc(chatProposals.createdAt));
  return rows.map(toProposal);
}

/** Dismisses a pending proposal (a settled one is returned as it is); another user's is 404. */
export async function dismissProposal(db: Db, userId: string, id: string): Promise<ChatProposal> {
  const own = and(eq(chatProposals.id, id), eq(chatProposals.userId, userId));
  const [row] = await db.update(chatProposals).set({ status: 'dismissed' }).where(and(own, eq(chatProposals.status, 'pending'))).returning();
  if (row) return toProposal(row);
  const [settled] = await db.select().from(chatProposals).where(own);
  if (!settled) throw notFound(PROPOSAL_NOT_FOUND);
  return toProposal(settled);
}

/**
 * Once the founder saved a value of an assumption: the pending proposals of that value are
 * confirmed, the other pending ones of the same key superseded (the card would undo the choice),
 * and the pending ones of other keys made on the saved-over version move to the new one (the only
 * change since is the founder's own), so a second card of the same answer can still be confirmed.
 */
export async function settleProposalsOnSave(db: Executor, userId: string, saved: { key: string; value: number; from: number; to: number }): Promise<void> {
  const mine = and(eq(chatProposals.userId, userId), eq(chatProposals.status, 'pending'));
  const sameKey = and(mine, eq(chatProposals.key, saved.key));
  await db.update(chatProposals).set({ status: 'confirmed' }).where(and(sameKey, eq(chatProposals.toValue, saved.value)));
  await db.update(chatProposals).set({ status: 'superseded' }).where(and(sameKey, ne(chatProposals.toValue, saved.value)));
  await db.update(chatProposals).set({ baseVersion: saved.to }).where(and(mine, ne(chatProposals.key, saved.key), eq(chatProposals.baseVersion, saved.from)));
}
