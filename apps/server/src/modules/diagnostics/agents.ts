import { HEALTH_CHECK_AGENT_IDS, HEALTH_CHECK_TEST_IDEA, type AgentCheck } from '@uc/contract';
import type { LlmProvider } from '../../providers/llm';
import { operatorError } from '../../providers/llm/errors';
import { AGENTS, isAgentId } from '../agents/catalog';
import { timed } from './timing';

export const AGENT_CHECK_TIMEOUT_MS = 60_000;
const RESULT_LENGTH = 200;

/** Names of the two browser-only "agents" of the prototype's health page. */
const FRONTEND_ONLY: Record<string, string> = { dataroom: 'Data Room Agent', pitch: 'Pitch Agent' };

/**
 * Runs each co-founder agent on the fixed test idea through the real agent path (the model in
 * use, or the offline engine). It calls the runner directly, not the paid execute path: a
 * diagnostic writes no ledger row. The browser-only agents are listed as skipped.
 */
export async function checkAgents(llm: LlmProvider, timeoutMs = AGENT_CHECK_TIMEOUT_MS): Promise<AgentCheck[]> {
  // The runner (prompts, the engine) loads with the first check, not at start (issue 42).
  const { runAgentTask } = await import('../agents/runner');
  const task = `Give a short first assessment of this startup idea: ${HEALTH_CHECK_TEST_IDEA}`;
  return Promise.all(
    HEALTH_CHECK_AGENT_IDS.map(async (agentId): Promise<AgentCheck> => {
      if (!isAgentId(agentId)) {
        const now = new Date().toISOString();
        return { agentId, agentName: FRONTEND_ONLY[agentId] ?? agentId, status: 'skipped', startTime: now, endTime: now, duration: 0, result: null, error: 'Runs in the browser only (frontend-only agent)', liveKitUrl: null };
      }
      // A refused key is named as such (the operator reads this page), not as the provider's raw text.
      const t = await timed(timeoutMs, (signal) =>
        runAgentTask(llm, { agentId, message: task, profile: null, signal }).catch((e: unknown) => {
          throw operatorError(e);
        }),
      );
      const base = { agentId, agentName: AGENTS[agentId].name, startTime: t.startTime, endTime: t.endTime, duration: t.duration, liveKitUrl: null };
      if (!t.outcome.ok) return { ...base, status: 'error', result: null, error: t.outcome.error };
      const text = t.outcome.value.text.trim();
      if (!text) return { ...base, status: 'error', result: null, error: 'The agent returned an empty answer' };
      return { ...base, status: 'success', result: text.length > RESULT_LENGTH ? `${text.slice(0, RESULT_LENGTH - 1)}…` : text, error: null };
    }),
  );
}
