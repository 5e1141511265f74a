import { AgentChecksSchema, AgentServiceChecksSchema, ErrorBodySchema, HealthCheckReportSchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AgentServiceConfig } from '../../config';
import { HttpError } from '../../errors';
import { checkAgentService } from './agent-service';
import { checkAgents } from './agents';
import { checkComponents, type ComponentDeps } from './components';

const tags = ['Diagnostics'];
const security = [{ bearerAuth: [] }];

export type DiagnosticsOptions = ComponentDeps & { agentService: AgentServiceConfig; agentRunsPerMinute?: number };

export const diagnosticsRoutes: FastifyPluginAsyncZod<DiagnosticsOptions> = async (app, opts) => {
  // Each run asks the model five times: bounded per user so the free check cannot be a free model.
  const agentRunLimit = app.rateLimit({
    max: opts.agentRunsPerMinute ?? 3,
    timeWindow: '1 minute',
    keyGenerator: (req) => `diagnostics-agents:${req.user?.id ?? req.ip}`,
    errorResponseBuilder: () => new HttpError(429, 'Too many agent health checks. Please wait a minute and try again.'),
  });

  app.get(
    '/diagnostics/health-check',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Check every component',
        description:
          'Runs real checks in parallel, each with a deadline: the database (a query and the applied migrations), file storage (write, read back and delete a probe), mail (SMTP connection, or the outbox as a warning), the model provider (a tiny request, or the offline engine as a warning), payments (the Stripe account, or test mode as a warning), live sessions and the agents catalogue. Costs no credits.',
        response: { 200: HealthCheckReportSchema, 401: ErrorBodySchema },
      },
    },
    async () => ({ components: await checkComponents(opts) }),
  );

  app.post(
    '/diagnostics/health-check/agents',
    {
      config: { auth: 'user' },
      onRequest: agentRunLimit,
      schema: {
        tags,
        security,
        summary: 'Run each agent on the test idea',
        description:
          'Runs the five co-founder agents on the fixed test idea through the real agent path, free of charge (no ledger row). The data room and pitch agents run in the browser only and are listed as skipped. Results are cut to 200 characters. Limited to a few runs per minute per user.',
        response: { 200: AgentChecksSchema, 401: ErrorBodySchema, 429: ErrorBodySchema },
      },
    },
    async () => ({ agents: await checkAgents(opts.llm) }),
  );

  app.get(
    '/diagnostics/agent-service',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Test the agent-service integration',
        description:
          'Seven checks: the agent service health (AGENT_SERVICE_URL, 30 s timeout), its four integrations (web search, web scraping, development environment, message queue; 5 s each), starting an agent, and the integration status. A check whose key is not set is skipped with the variable to set.',
        response: { 200: AgentServiceChecksSchema, 401: ErrorBodySchema },
      },
    },
    async () => checkAgentService(opts.agentService),
  );
};
