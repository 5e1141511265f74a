import { randomUUID } from 'node:crypto';
import type { Agent, AgentId, AgentStatus, ExecuteMultiBody, ExecuteTaskBody, TaskResult, TestChatBody } from '@uc/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agentStatuses } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { LlmProvider } from '../../providers/llm';
import { providerFailureText } from '../../providers/llm/errors';
import { release, reserve, settle } from '../billing/ledger';
import { recordUsage, usageRows } from '../usage/service';
import { AGENT_LIST, AGENTS, isAgentId, routeMessage, type AgentDefinition } from './catalog';
import { loadAgentContext, type AgentContext } from './context';
import { runAgentTask } from './runner';
import type { StartupProfile } from '@uc/contract';
import type { TextRequest } from '../../providers/llm';

export type AgentDeps = { db: Db; llm: LlmProvider };

export const MODEL_FAILED = 'The AI model could not answer. No credits were charged; please try again.';

/** Counts answers being generated right now (GET /orchestrator/status active_sessions). */
export const activity = { running: 0 };

export async function track<T>(work: () => Promise<T>): Promise<T> {
  activity.running++;
  try {
    return await work();
  } finally {
    activity.running--;
  }
}

/** The tools the agents really have on this server (agentToolNames), and why none when so. */
export type AgentTools = { names: string[]; note?: string };

function toAgent(a: AgentDefinition, status: AgentStatus, tools: AgentTools): Agent {
  const { keywords: _keywords, ...rest } = a;
  return { ...rest, tools: tools.names, ...(tools.names.length === 0 && tools.note ? { tools_note: tools.note } : {}), status };
}

export async function listAgents(db: Db, userId: string, tools: AgentTools): Promise<Agent[]> {
  const rows = await db.select().from(agentStatuses).where(eq(agentStatuses.userId, userId));
  const status = new Map(rows.map((r) => [r.agentId, r.status as AgentStatus]));
  return AGENT_LIST.map((a) => toAgent(a, status.get(a.id) ?? 'active', tools));
}

export async function getAgent(db: Db, userId: string, id: string, tools: AgentTools): Promise<Agent> {
  if (!isAgentId(id)) throw notFound(`Agent ${id} not found`);
  const [row] = await db.select().from(agentStatuses).where(and(eq(agentStatuses.userId, userId), eq(agentStatuses.agentId, id)));
  return toAgent(AGENTS[id], (row?.status as AgentStatus) ?? 'active', tools);
}

export async function setAgentStatus(db: Db, userId: string, id: string, status: AgentStatus) {
  if (!isAgentId(id)) throw notFound(`Agent ${id} not found`);
  const updatedAt = new Date();
  await db
    .insert(agentStatuses)
    .values({ userId, agentId: id, status, updatedAt })
    .onConflictDoUpdate({ target: [agentStatuses.userId, agentStatuses.agentId], set: { status, updatedAt } });
  return { agent_id: id, status, updated_at: updatedAt.toISOString() };
}

const withContext = (description: string, context: ExecuteTaskBody['context']) =>
  context ? `${description}\n\nContext:\n${typeof context === 'string' ? context : JSON.stringify(context, null, 2)}` : description;

/**
 * Runs several agents concurrently under one reservation of one credit each; only the
 * answers that succeed are paid for.
 */
export async function runAgents(
  deps: AgentDeps,
  userId: string,
  agentIds: AgentId[],
  message: string,
  /** Another request than a chat answer (an executed suggestion's deliverable). */
  build?: (agentId: AgentId, profile: StartupProfile, context: AgentContext) => TextRequest,
) {
  const { profile, ...context } = await loadAgentContext(deps.db, deps.llm, userId, message);
  // Names the answer in the usage history (issue 11): "Chat — Alex Strategic".
  const label = agentIds.length === 1 ? `Chat — ${AGENTS[agentIds[0]].name}` : `Chat — ${agentIds.length} co-founders`;
  const reservation = await reserve(deps.db, { userId, feature: 'chat_message', credits: agentIds.length, reference: label });
  const settled = await Promise.allSettled(agentIds.map((agentId) => track(() => runAgentTask(deps.llm, build ? build(agentId, profile, context) : { agentId, message, profile, context }))));
  const results: TaskResult[] = settled.map((s, i) => ({
    task_id: randomUUID(),
    agent_id: agentIds[i],
    result: s.status === 'fulfilled' ? s.value.text : MODEL_FAILED,
    metadata:
      s.status === 'fulfilled'
        ? { execution_time: s.value.executionTime, tokens_used: s.value.tokensUsed, model: s.value.model, status: 'completed' }
        : { execution_time: 0, tokens_used: 0, model: deps.llm.model, status: 'failed' },
  }));
  // The provider's usage report of every answer, metered for the admin's model cost (credits follow the price table).
  const usage = settled.flatMap((s, i) => (s.status === 'fulfilled' ? usageRows({ userId, feature: 'agents', reference: results[i].task_id, result: s.value.result }) : []));
  // Metering never fails an answer the founder paid for.
  await recordUsage(deps.db, usage).catch(() => undefined);
  const succeeded = results.filter((r) => r.metadata.status === 'completed').length;
  if (succeeded === 0) {
    await release(deps.db, reservation);
    // A busy provider or a refused key is said as such, not as a crash (interop, issue 10).
    const known = settled.map((s) => (s.status === 'rejected' ? providerFailureText(s.reason) : null)).find(Boolean);
    throw new HttpError(502, known ? `${known}. No credits were charged.` : MODEL_FAILED);
  }
  const { balance } = await settle(deps.db, reservation, succeeded);
  return { results, remainingCredits: balance };
}

export async function executeTask(deps: AgentDeps, userId: string, body: ExecuteTaskBody) {
  if (!isAgentId(body.agent_id)) throw new HttpError(400, `Agent ${body.agent_id} not found`);
  const { results, remainingCredits } = await runAgents(deps, userId, [body.agent_id], withContext(body.description, body.context));
  return { ...results[0], remaining_credits: remainingCredits };
}

export async function executeMulti(deps: AgentDeps, userId: string, body: ExecuteMultiBody) {
  const ids = [...new Set(body.agent_ids ?? AGENT_LIST.map((a) => a.id))];
  const { results, remainingCredits } = await runAgents(deps, userId, ids, withContext(body.description, body.context));
  return { results, remaining_credits: remainingCredits };
}

/** The compatibility chat call: one agent (chosen or routed) plus optional collaborators. */
export async function testChat(deps: AgentDeps, userId: string, body: TestChatBody) {
  const primary = body.agent_type ?? routeMessage(body.message);
  const ids = [primary, ...(body.collaboration_agents ?? []).filter((id) => id !== primary)];
  const { results, remainingCredits } = await runAgents(deps, userId, [...new Set(ids)], withContext(body.message, body.context));
  const response =
    results.length === 1
      ? results[0].result
      : results.map((r) => `## ${AGENTS[r.agent_id].name} (${AGENTS[r.agent_id].role})\n\n${r.result}`).join('\n\n');
  return { response, interaction_id: randomUUID(), agent_type: primary, remaining_credits: remainingCredits };
}
