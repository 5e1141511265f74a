import { ChatProposalListSchema, ChatProposalSchema } from '@uc/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

/** The thread's proposed assumption changes with their status (stored with the answers: any device, any reload). */
export const getThreadProposals = (id: string, { signal }: { signal?: AbortSignal } = {}) =>
  api.get(`/api/v1/chat/threads/${encodeURIComponent(id)}/proposals`, { schema: ChatProposalListSchema, signal, globalErrors: false });

export const useThreadProposals = (id: string | null) =>
  useQuery({ queryKey: chatQueryKeys.proposals(id ?? ''), queryFn: ({ signal }) => getThreadProposals(id!, { signal }), enabled: Boolean(id) });

/** The founder keeps the current value: the card is settled as dismissed, the model does not change. */
export const dismissProposal = (id: string) => api.post(`/api/v1/chat/proposals/${encodeURIComponent(id)}/dismiss`, { schema: ChatProposalSchema });
