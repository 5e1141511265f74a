import { OrchestratorStatusSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

export const getOrchestratorStatus = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/orchestrator/status', { schema: OrchestratorStatusSchema, signal });

export const getOrchestratorStatusQueryOptions = () => queryOptions({ queryKey: chatQueryKeys.status(), queryFn: getOrchestratorStatus, staleTime: 60_000 });

export const useOrchestratorStatus = () => useQuery(getOrchestratorStatusQueryOptions());
