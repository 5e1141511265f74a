import { CREDIT_PRICES, type AgentId, type ExecuteSuggestionBody, type LiveSession, type OrchestratorStatus, type ProcessBody } from '@uc/contract';
import { businessOf, deliverableTitle } from '@uc/offline-engine';
import type { LlmProvider } from '../../providers/llm';
import { AGENT_LIST } from '../agents/catalog';
import { activity, runAgents, type AgentDeps } from '../agents/service';
import { deliverableRequest } from '../agents/runner';
import { getStartupModelForUser } from '../startup/service';
import { presentChecklistItems } from './present';
import { fileDeliverable } from './file-deliverable';
import type { DataRoomDeps } from '../dataroom/deps';
import { AGENTS } from '../agents/catalog';
import { getStartupProfile } from '../chat/startup-profile';
import { ownThread, recordSuggestionResult } from '../chat/threads';
import { suggestionsFor, suggestionTask, suggestionTitle } from './suggestions';

/** Opens a live session for the answering agents (live module); given by app.ts. */
export type CreateLiveSession = (userId: string, agentIds: AgentId[]) => Promise<LiveSession>;

export async function processMessage(deps: AgentDeps, userId: string, body: ProcessBody, createLiveSession?: CreateLiveSession) {
  const ids = [...new Set(body.agent_ids ?? AGENT_LIST.map((a) => a.id))];
  const { results, remainingCredits } = await runAgents(deps, userId, ids, body.description);
  const answered = results.filter((r) => r.metadata.status === 'completed').map((r) => r.agent_id);
  // Suggestions fit the archetype, the stage and what the data room already holds.
  const [startup, present, profile] = await Promise.all([getStartupModelForUser(deps.db, userId).then((s) => s.model, () => null), presentChecklistItems(deps.db, userId), getStartupProfile(deps.db, userId)]);
  return {
    responses: results,
    suggestions: suggestionsFor(answered, { question: body.description, startup, present, business: businessOf(profile) }),
    // include_livekit: a real session with the agents that answered (issue 12).
    livekit_session: body.include_livekit && createLiveSession && answered.length ? await createLiveSession(userId, answered) : null,
    timestamp: new Date().toISOString(),
    remaining_credits: remainingCredits,
  };
}

export async function executeSuggestion(deps: AgentDeps & { files?: Omit<DataRoomDeps, 'db'> }, userId: string, body: ExecuteSuggestionBody) {
  // Checked before any credit moves: another user's thread is 404.
  if (body.thread_id) await ownThread(deps.db, userId, body.thread_id);
  const params = body.parameters ?? {};
  const question = typeof params.question === 'string' ? params.question : null;
  const task = suggestionTask(body.action, params);
  // The deliverable the suggestion names, built with the question that produced it.
  // The stored "Done: …" names what was delivered, for this startup (not the suggestion template's title).
  let title = suggestionTitle(body.agent_id, body.action);
  const { results, remainingCredits } = await runAgents(deps, userId, [body.agent_id], question ?? task, (agentId, profile, context) => {
    title = deliverableTitle(body.action, profile, context.startup);
    return deliverableRequest({ agentId, action: body.action, task, question, profile, context });
  });
  let result = results[0].result;
  // A deliverable that is a document is filed as one (issue 24); a failed filing leaves the answer intact.
  if (deps.files && results[0].metadata.status === 'completed') {
    const filed = await fileDeliverable({ db: deps.db, ...deps.files }, userId, body.action, AGENTS[body.agent_id].name, result).catch(() => null);
    if (filed) result = `${result}\n\n_Filed in the data room as ${filed.name}._`;
  }
  const executed = { suggestion_id: body.suggestion_id, result, executed_at: new Date().toISOString(), remaining_credits: remainingCredits };
  if (!body.thread_id) return executed;
  const credits = CREDIT_PRICES.chat_message;
  const message = await recordSuggestionResult(deps.db, { threadId: body.thread_id, agentId: body.agent_id, title, result: executed.result, credits });
  return { ...executed, message_id: message.id, credits };
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
