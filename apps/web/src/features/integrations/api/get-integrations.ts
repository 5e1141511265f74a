import { IntegrationListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const getIntegrations = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/integrations', { schema: IntegrationListSchema, signal });

export const getIntegrationsQueryOptions = () => queryOptions({ queryKey: integrationQueryKeys.list(), queryFn: getIntegrations });

export const useIntegrations = () => useQuery(getIntegrationsQueryOptions());
