import { z } from 'zod';

export const AGENT_IDS = ['strategic', 'product', 'technical', 'operations', 'marketing'] as const;
export const AgentIdSchema = z.enum(AGENT_IDS).meta({ example: 'strategic' });
export type AgentId = z.infer<typeof AgentIdSchema>;

export const AGENT_STATUSES = ['active', 'thinking', 'collaborating', 'idle'] as const;
export const AgentStatusSchema = z.enum(AGENT_STATUSES).meta({ example: 'active' });
export type AgentStatus = z.infer<typeof AgentStatusSchema>;

export const AgentSchema = z
  .object({
    id: AgentIdSchema,
    name: z.string().meta({ example: 'Alex Strategic' }),
    role: z.string().meta({ example: 'strategic advisor' }),
    goal: z.string(),
    backstory: z.string(),
    tools: z.array(z.string()),
    tools_note: z
      .string()
      .optional()
      .meta({ description: 'Why `tools` is empty on this server (no tools on this engine, or switched off); absent when the agents have tools' }),
    status: AgentStatusSchema,
    description: z.string(),
    capabilities: z.array(z.string()),
  })
  .meta({ id: 'Agent' });
export type Agent = z.infer<typeof AgentSchema>;

export const AgentListSchema = z.object({ agents: z.array(AgentSchema) }).meta({ id: 'AgentList' });
export type AgentList = z.infer<typeof AgentListSchema>;

/** Path parameter: any string, so an unknown id answers the spec's 404 'Agent {id} not found'. */
export const AgentParamsSchema = z.object({ id: z.string().min(1).max(64) });

export const AgentStatusBodySchema = z.object({ status: AgentStatusSchema }).meta({ id: 'AgentStatusBody' });
export const AgentStatusResultSchema = z
  .object({ agent_id: AgentIdSchema, status: AgentStatusSchema, updated_at: z.string() })
  .meta({ id: 'AgentStatusResult' });
export type AgentStatusResult = z.infer<typeof AgentStatusResultSchema>;

const Description = z.string().trim().min(1, 'Description is required').max(8000).meta({ example: 'How should I price a B2B analytics tool?' });
/** Extra facts for the agent: free text or a JSON object. */
const TaskContext = z.union([z.string().max(8000), z.record(z.string(), z.unknown())]).nullish();

export const ExecuteTaskBodySchema = z
  .object({ agent_id: z.string().min(1).max(64).meta({ example: 'strategic' }), description: Description, context: TaskContext })
  .meta({ id: 'ExecuteTaskBody' });
export type ExecuteTaskBody = z.infer<typeof ExecuteTaskBodySchema>;

export const TaskMetadataSchema = z.object({
  execution_time: z.number().int().meta({ description: 'Milliseconds the model call took', example: 2140 }),
  tokens_used: z.number().int().meta({ example: 812 }),
  model: z.string().meta({ example: 'gpt-4o-mini' }),
  status: z.enum(['completed', 'failed']),
});

export const TaskResultSchema = z
  .object({ task_id: z.string(), agent_id: AgentIdSchema, result: z.string(), metadata: TaskMetadataSchema })
  .meta({ id: 'TaskResult' });
export type TaskResult = z.infer<typeof TaskResultSchema>;

export const ExecuteTaskResponseSchema = TaskResultSchema.extend({ remaining_credits: z.number().int() }).meta({ id: 'ExecuteTaskResponse' });
export type ExecuteTaskResponse = z.infer<typeof ExecuteTaskResponseSchema>;

export const ExecuteMultiBodySchema = z
  .object({ description: Description, agent_ids: z.array(AgentIdSchema).min(1).max(5).optional(), context: TaskContext })
  .meta({ id: 'ExecuteMultiBody' });
export type ExecuteMultiBody = z.infer<typeof ExecuteMultiBodySchema>;

export const ExecuteMultiResponseSchema = z
  .object({ results: z.array(TaskResultSchema), remaining_credits: z.number().int() })
  .meta({ id: 'ExecuteMultiResponse' });
export type ExecuteMultiResponse = z.infer<typeof ExecuteMultiResponseSchema>;

export const TestChatBodySchema = z
  .object({
    message: z.string().trim().min(1, 'Message is required').max(8000),
    agent_type: AgentIdSchema.optional(),
    context: TaskContext,
    collaboration_agents: z.array(AgentIdSchema).max(5).default([]),
  })
  .meta({ id: 'TestChatBody' });
export type TestChatBody = z.input<typeof TestChatBodySchema>;

export const TestChatResponseSchema = z
  .object({ response: z.string(), interaction_id: z.string(), agent_type: AgentIdSchema, remaining_credits: z.number().int() })
  .meta({ id: 'TestChatResponse' });
export type TestChatResponse = z.infer<typeof TestChatResponseSchema>;
