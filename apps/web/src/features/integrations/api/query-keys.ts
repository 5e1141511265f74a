export const integrationQueryKeys = {
  all: ['integrations'] as const,
  list: () => [...integrationQueryKeys.all, 'list'] as const,
  webhooks: () => [...integrationQueryKeys.all, 'webhooks'] as const,
  deliveries: (id: string) => [...integrationQueryKeys.all, 'webhooks', id, 'deliveries'] as const,
};
