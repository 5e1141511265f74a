import { ExecuteSuggestionResponseSchema, type Suggestion } from '@uc/contract';
import { api } from '@/lib/api-client';

/** With the thread id the server stores the result (and its credits) in that thread. */
export const executeSuggestion = (s: Suggestion, threadId?: string) =>
  api.post('/api/v1/orchestrator/execute-suggestion', {
    json: { suggestion_id: s.id, agent_id: s.agentId, action: s.action, parameters: s.parameters, thread_id: threadId },
    schema: ExecuteSuggestionResponseSchema,
    timeoutMs: 120_000,
  });
