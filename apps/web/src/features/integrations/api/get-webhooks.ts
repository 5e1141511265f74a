import { WebhookEndpointListSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { integrationQueryKeys } from './query-keys';

export const getWebhooks = ({ signal }: { signal?: AbortSignal } = {}) => api.get('/api/v1/integrations/webhooks', { schema: WebhookEndpointListSchema, signal });

export const getWebhooksQueryOptions = () => queryOptions({ queryKey: integrationQueryKeys.webhooks(), queryFn: getWebhooks });

export const useWebhooks = (enabled = true) => useQuery({ ...getWebhooksQueryOptions(), enabled });
