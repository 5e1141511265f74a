import { LeadSearchResultSchema, type LeadSearchBody } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const searchLeads = (body: LeadSearchBody) => api.post('/api/v1/apollo/search', { json: body, schema: LeadSearchResultSchema, timeoutMs: 30_000 });

export const useSearchLeads = () => useMutation({ mutationFn: searchLeads });
