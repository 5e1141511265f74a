import { ExecuteSuggestionResponseSchema, type Suggestion } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const executeSuggestion = (s: Suggestion) =>
  api.post('/api/v1/orchestrator/execute-suggestion', {
    json: { suggestion_id: s.id, agent_id: s.agentId, action: s.action, parameters: s.parameters },
    schema: ExecuteSuggestionResponseSchema,
    timeoutMs: 120_000,
  });

export const useExecuteSuggestion = () => useMutation({ mutationFn: executeSuggestion });
