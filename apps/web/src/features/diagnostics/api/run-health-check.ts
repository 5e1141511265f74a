import { AgentChecksSchema, HealthCheckReportSchema } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// The checks have their own deadlines on the server (agents up to 60 s); the client waits a bit longer.
export const runComponentChecks = () => api.get('/api/v1/diagnostics/health-check', { schema: HealthCheckReportSchema, timeoutMs: 30_000 });
export const runAgentChecks = () => api.post('/api/v1/diagnostics/health-check/agents', { schema: AgentChecksSchema, timeoutMs: 75_000 });

/** Components first, then the agents, so the page can show each list as it arrives. */
export function useRunHealthCheck() {
  return {
    components: useMutation({ mutationFn: runComponentChecks }),
    agents: useMutation({ mutationFn: runAgentChecks }),
  };
}
