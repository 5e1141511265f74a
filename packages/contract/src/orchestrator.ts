import { z } from 'zod';
import { AgentIdSchema, TaskResultSchema } from './agents';
import { LiveSessionSchema } from './live';

export const SUGGESTION_ACTIONS = ['market_analysis', 'user_interviews', 'technical_architecture', 'legal_setup', 'marketing_strategy'] as const;

export const SuggestionSchema = z
  .object({
    id: z.string(),
    agentId: AgentIdSchema,
    agentName: z.string(),
    title: z.string(),
    description: z.string(),
    action: z.enum(SUGGESTION_ACTIONS),
    priority: z.enum(['high', 'medium', 'low']),
    estimatedTime: z.string().meta({ example: '15 min' }),
    parameters: z.record(z.string(), z.unknown()),
    icon: z.string(),
  })
  .meta({ id: 'Suggestion' });
export type Suggestion = z.infer<typeof SuggestionSchema>;

export const ProcessBodySchema = z
  .object({
    description: z.string().trim().min(1, 'Description is required').max(8000),
    agent_ids: z.array(AgentIdSchema).min(1).max(5).optional(),
    include_livekit: z.boolean().default(false),
  })
  .meta({ id: 'OrchestratorProcessBody' });
export type ProcessBody = z.input<typeof ProcessBodySchema>;

export const ProcessResponseSchema = z
  .object({
    responses: z.array(TaskResultSchema),
    suggestions: z.array(SuggestionSchema).max(5),
    /** A real live session with the answering agents when include_livekit is true (issue 12), else null. */
    livekit_session: LiveSessionSchema.nullable(),
    timestamp: z.string(),
    remaining_credits: z.number().int(),
  })
  .meta({ id: 'OrchestratorProcessResponse' });
export type ProcessResponse = z.infer<typeof ProcessResponseSchema>;

export const ExecuteSuggestionBodySchema = z
  .object({
    suggestion_id: z.string().min(1).max(200),
    agent_id: AgentIdSchema,
    action: z.enum(SUGGESTION_ACTIONS),
    parameters: z.record(z.string(), z.unknown()).default({}),
    /** The chat thread the suggestion came from: the result is stored there (with its credits) and survives a reload. */
    thread_id: z.uuid().optional(),
  })
  .meta({ id: 'ExecuteSuggestionBody' });
export type ExecuteSuggestionBody = z.input<typeof ExecuteSuggestionBodySchema>;

export const ExecuteSuggestionResponseSchema = z
  .object({
    suggestion_id: z.string(),
    result: z.string(),
    executed_at: z.string(),
    remaining_credits: z.number().int(),
    /** The stored chat message, when a thread_id was given. */
    message_id: z.string().optional(),
    credits: z.number().int().optional(),
  })
  .meta({ id: 'ExecuteSuggestionResponse' });
export type ExecuteSuggestionResponse = z.infer<typeof ExecuteSuggestionResponseSchema>;

export const OrchestratorStatusSchema = z
  .object({
    status: z.literal('operational'),
    agents_available: z.number().int(),
    /** Model answers being generated on this server right now. */
    active_sessions: z.number().int(),
    integrations_connected: z.number().int(),
    timestamp: z.string(),
    /** Which language model answers; `offline` is the built-in engine (UI: "Offline mode"). */
    llm: z.object({ mode: z.enum(['offline', 'live']), provider: z.string(), model: z.string() }),
  })
  .meta({ id: 'OrchestratorStatus' });
export type OrchestratorStatus = z.infer<typeof OrchestratorStatusSchema>;
