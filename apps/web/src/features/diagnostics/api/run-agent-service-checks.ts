import { AgentServiceChecksSchema } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const runAgentServiceChecks = () => api.get('/api/v1/diagnostics/agent-service', { schema: AgentServiceChecksSchema, timeoutMs: 75_000 });

export const useRunAgentServiceChecks = () => useMutation({ mutationFn: runAgentServiceChecks });
