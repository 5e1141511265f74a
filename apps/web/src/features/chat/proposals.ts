import type { ChatProposal } from '@uc/contract';

/**
 * The cards to show: the pending proposals, one per assumption (a later proposal of the same one
 * replaces the earlier), in the order they were made. Settled ones (confirmed, dismissed,
 * superseded) are gone from every device once the server says so.
 */
export function openCards(all: ChatProposal[]): ChatProposal[] {
  const latest = new Map<string, ChatProposal>();
  for (const p of all) if (p.status === 'pending') latest.set(p.key, p);
  return all.filter((p) => latest.get(p.key) === p);
}
