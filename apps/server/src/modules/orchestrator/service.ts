import type { ExecuteSuggestionBody, OrchestratorStatus, ProcessBody } from '@uc/contract';
import type { LlmProvider } from '../../providers/llm';
import { AGENT_LIST } from '../agents/catalog';
import { activity, runAgents, type AgentDeps } from '../agents/service';
import { suggestionsFor, suggestionTask } from './suggestions';

export async function processMessage(deps: AgentDeps, userId: string, body: ProcessBody) {
  const ids = [...new Set(body.agent_ids ?? AGENT_LIST.map((a) => a.id))];
  const { results, remainingCredits } = await runAgents(deps, userId, ids, body.description);
  const answered = results.filter((r) => r.metadata.status === 'completed').map((r) => r.agent_id);
  return {
    responses: results,
    suggestions: suggestionsFor(answered),
    livekit_session: null,
    timestamp: new Date().toISOString(),
    remaining_credits: remainingCredits,
  };
}

export async function executeSuggestion(deps: AgentDeps, userId: string, body: ExecuteSuggestionBody) {
  const { results, remainingCredits } = await runAgents(deps, userId, [body.agent_id], suggestionTask(body.action, body.parameters ?? {}));
  return { suggestion_id: body.suggestion_id, result: results[0].result, executed_at: new Date().toISOString(), remaining_credits: remainingCredits };
}

export function orchestratorStatus(llm: LlmProvider, integrationsConnected: number): OrchestratorStatus {
  return {
    status: 'operational',
    agents_available: AGENT_LIST.length,
    active_sessions: activity.running,
    integrations_connected: integrationsConnected,
    timestamp: new Date().toISOString(),
    llm: { mode: llm.kind === 'offline' ? 'offline' : 'live', provider: llm.kind, model: llm.model },
  };
}
