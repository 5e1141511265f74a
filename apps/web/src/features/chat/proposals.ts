import type { ChatStreamAssumptionProposal } from '@uc/contract';

/**
 * The open proposals once one is settled: it leaves the list and, when it was saved, the others made
 * on the same version move to the new one (the only change since is the founder's own), so a second
 * proposal of the same answer can still be confirmed; a change made elsewhere still makes it stale.
 */
export function settleProposal(all: ChatStreamAssumptionProposal[], key: string, saved?: { from: number; to: number }): ChatStreamAssumptionProposal[] {
  return all.filter((p) => p.key !== key).map((p) => (saved && p.base_version === saved.from ? { ...p, base_version: saved.to } : p));
}
