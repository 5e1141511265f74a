export const diagnosticsQueryKeys = {
  all: ['diagnostics'] as const,
  agentService: () => [...diagnosticsQueryKeys.all, 'agent-service'] as const,
};
