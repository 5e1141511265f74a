import {
  AgentListSchema,
  AgentParamsSchema,
  AgentSchema,
  AgentStatusBodySchema,
  AgentStatusResultSchema,
  ErrorBodySchema,
  ExecuteMultiBodySchema,
  ExecuteMultiResponseSchema,
  ExecuteTaskBodySchema,
  ExecuteTaskResponseSchema,
  TestChatBodySchema,
  TestChatResponseSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LlmProvider } from '../../providers/llm';
import type { ResearchConfig } from './research';
import { lazyModule } from '../../lazy-packages';
import { agentToolNames, agentToolsNote } from './tool-names';

// The agents' code (prompts, the engine, the startup model) loads with the first request that needs it (issue 42).
const service = lazyModule(() => import('./service'));

const tags = ['Agents'];
const security = [{ bearerAuth: [] }];
const errors = { 400: ErrorBodySchema, 401: ErrorBodySchema, 402: ErrorBodySchema, 422: ErrorBodySchema, 502: ErrorBodySchema };

export const agentRoutes: FastifyPluginAsyncZod<{ llm: LlmProvider; research: ResearchConfig }> = async (app, { llm, research }) => {
  const deps = { db: app.db, llm };
  // Listed as they are now: the engine can change without a restart (AI settings, the local model loading).
  const tools = () => ({ names: agentToolNames(llm, research), note: agentToolsNote(llm) });

  app.get(
    '/agents',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'List the five agents', description: 'The AI co-founders with their role, capabilities and the status you set. `tools` names the tools the agents can call on this server: none on the offline engine, with LLM_TOOLS=off, or on a local model without tool calling in its chat format (`tools_note` then says why); web_search and read_web_page only with TAVILY_API_KEY and FIRECRAWL_API_KEY.', response: { 200: AgentListSchema, 401: ErrorBodySchema } } },
    async (req) => ({ agents: await (await service()).listAgents(app.db, req.user!.id, tools()) }),
  );

  app.get(
    '/agents/:id',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'One agent', description: "404 'Agent {id} not found' for an unknown id.", params: AgentParamsSchema, response: { 200: AgentSchema, 401: ErrorBodySchema, 404: ErrorBodySchema } },
    },
    async (req) => (await service()).getAgent(app.db, req.user!.id, req.params.id, tools()),
  );

  app.post(
    '/agents/:id/status',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Set an agent status',
        description: 'Stores the status (active, thinking, collaborating, idle) you see for this agent.',
        params: AgentParamsSchema,
        body: AgentStatusBodySchema,
        response: { 200: AgentStatusResultSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (req) => (await service()).setAgentStatus(app.db, req.user!.id, req.params.id, req.body.status),
  );

  app.post(
    '/agents/execute',
    {
      config: { auth: 'user', userRateLimit: 'chat' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        security,
        summary: 'Run a task with one agent',
        description: "Costs 1 credit (reserved first, released if the model fails). 400 'Agent {id} not found' for an unknown agent; metadata carries the real execution time, tokens and model.",
        body: ExecuteTaskBodySchema,
        response: { 200: ExecuteTaskResponseSchema, ...errors },
      },
    },
    async (req) => (await service()).executeTask(deps, req.user!.id, req.body),
  );

  app.post(
    '/agents/execute-multi',
    {
      config: { auth: 'user', userRateLimit: 'chat' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        security,
        summary: 'Run a task with several agents at once',
        description: 'The agents (default all five) answer concurrently; 1 credit per successful answer.',
        body: ExecuteMultiBodySchema,
        response: { 200: ExecuteMultiResponseSchema, ...errors },
      },
    },
    async (req) => (await service()).executeMulti(deps, req.user!.id, req.body),
  );

  app.post(
    '/agents/test-chat',
    {
      config: { auth: 'user', userRateLimit: 'chat' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        security,
        summary: 'Chat with an agent (compatibility)',
        description: 'One answer from agent_type (or the keyword-routed agent) plus any collaboration_agents; 1 credit per answer.',
        body: TestChatBodySchema,
        response: { 200: TestChatResponseSchema, ...errors },
      },
    },
    async (req) => (await service()).testChat(deps, req.user!.id, req.body),
  );
};
