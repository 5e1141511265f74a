import { LeadPageSchema } from '@uc/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { leadQueryKeys } from './query-keys';

export const PAGE_SIZE = 25;

export const getCollectionLeads = (id: string, page: number, q: string, signal?: AbortSignal) =>
  api.get(`/api/v1/apollo/collections/${id}/leads`, { query: { page, page_size: PAGE_SIZE, q: q || undefined }, schema: LeadPageSchema, signal });

export const useCollectionLeads = (id: string, page: number, q: string) =>
  useQuery({ queryKey: leadQueryKeys.collectionLeads(id, page, q), queryFn: ({ signal }) => getCollectionLeads(id, page, q, signal), placeholderData: keepPreviousData });
