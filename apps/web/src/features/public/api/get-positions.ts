import { PositionListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { publicQueryKeys } from './query-keys';

export const getPositions = ({ signal }: { signal?: AbortSignal } = {}) =>
  api.get('/api/v1/careers', { schema: PositionListSchema, signal, auth: false }).then((list) => list.items);

export const getPositionsQueryOptions = () => queryOptions({ queryKey: publicQueryKeys.positions(), queryFn: getPositions, staleTime: 10 * 60_000 });

export const usePositions = () => useQuery(getPositionsQueryOptions());
