import { ThreadListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { chatQueryKeys } from './query-keys';

export const getThreads = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/chat/threads', { schema: ThreadListSchema, signal });

export const getThreadsQueryOptions = () => queryOptions({ queryKey: chatQueryKeys.threads(), queryFn: getThreads });

export const useThreads = () => useQuery(getThreadsQueryOptions());
