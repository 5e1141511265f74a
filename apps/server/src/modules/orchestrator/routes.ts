import {
  ErrorBodySchema,
  ExecuteSuggestionBodySchema,
  ExecuteSuggestionResponseSchema,
  OrchestratorStatusSchema,
  ProcessBodySchema,
  ProcessResponseSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { LlmProvider } from '../../providers/llm';
import * as orchestrator from './service';

const tags = ['Orchestrator'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorBodySchema, 402: ErrorBodySchema, 422: ErrorBodySchema, 502: ErrorBodySchema };

export type OrchestratorOptions = {
  llm: LlmProvider;
  /** Connected integrations of the caller, when the integrations module provides it. */
  countIntegrations?: (userId: string) => Promise<number>;
};

export const orchestratorRoutes: FastifyPluginAsyncZod<OrchestratorOptions> = async (app, { llm, countIntegrations }) => {
  const deps = { db: app.db, llm };

  app.post(
    '/orchestrator/process',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Ask several agents and get suggestions',
        description: 'The chosen agents (default all five) answer concurrently (1 credit each); up to 5 follow-up suggestions ordered by priority. livekit_session is null.',
        body: ProcessBodySchema,
        response: { 200: ProcessResponseSchema, ...errors },
      },
    },
    async (req) => orchestrator.processMessage(deps, req.user!.id, req.body),
  );

  app.post(
    '/orchestrator/execute-suggestion',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Execute a suggestion',
        description: 'The suggestion’s agent performs its action (1 credit, released if the model fails).',
        body: ExecuteSuggestionBodySchema,
        response: { 200: ExecuteSuggestionResponseSchema, ...errors },
      },
    },
    async (req) => orchestrator.executeSuggestion(deps, req.user!.id, req.body),
  );

  app.get(
    '/orchestrator/status',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Orchestrator status',
        description: 'Agents available, answers being generated now, your connected integrations, and which model answers (offline engine or live).',
        response: { 200: OrchestratorStatusSchema, 401: ErrorBodySchema },
      },
    },
    async (req) => orchestrator.orchestratorStatus(llm, countIntegrations ? await countIntegrations(req.user!.id) : 0),
  );
};
