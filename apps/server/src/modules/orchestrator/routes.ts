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
import type { DataRoomDeps } from '../dataroom/deps';
import { lazyModule } from '../../lazy-packages';
import type { CreateLiveSession } from './service';

// The orchestrator (the engine, the startup model) loads with its first request, not at start (issue 42).
const service = lazyModule(() => import('./service'));

const tags = ['Orchestrator'];
const security = [{ bearerAuth: [] }];
const errors = { 401: ErrorBodySchema, 402: ErrorBodySchema, 422: ErrorBodySchema, 502: ErrorBodySchema };

export type OrchestratorOptions = {
  llm: LlmProvider;
  /** Connected integrations of the caller, when the integrations module provides it. */
  countIntegrations?: (userId: string) => Promise<number>;
  /** include_livekit: opens a live session for the answering agents (live module). */
  createLiveSession?: CreateLiveSession;
  /** Storage for filing deliverables that are documents in the data room; without it they are only returned. */
  files?: Omit<DataRoomDeps, 'db'>;
};

export const orchestratorRoutes: FastifyPluginAsyncZod<OrchestratorOptions> = async (app, { llm, countIntegrations, createLiveSession, files }) => {
  const deps = { db: app.db, llm, files };

  app.post(
    '/orchestrator/process',
    {
      config: { auth: 'user', userRateLimit: 'chat' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        security,
        summary: 'Ask several agents and get suggestions',
        description: 'The chosen agents (default all five) answer concurrently (1 credit each); up to 5 follow-up suggestions ordered by priority, worded for the startup’s business model, stage and country and for what the data room already holds. With include_livekit, livekit_session is a live session with the answering agents (start it like any other); else null.',
        body: ProcessBodySchema,
        response: { 200: ProcessResponseSchema, ...errors },
      },
    },
    async (req) => (await service()).processMessage(deps, req.user!.id, req.body, createLiveSession),
  );

  app.post(
    '/orchestrator/execute-suggestion',
    {
      config: { auth: 'user', userRateLimit: 'chat' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        security,
        summary: 'Execute a suggestion',
        description: 'The suggestion’s agent delivers what it names (1 credit, released if the model fails): a market analysis with the startup model’s TAM/SAM/SOM and the competitor landscape, an interview script with a recruiting plan, the legal checklist for the sector and country, an architecture or a channel plan. parameters.question (set by /process and the chat) is the question that produced it. A market analysis, interview plan or architecture is also filed in the data room under its checklist item; a legal checklist in Legal Documents and a marketing plan in Market Research (a new version on each run). With thread_id the result is stored in that chat thread with its credits.',
        body: ExecuteSuggestionBodySchema,
        response: { 200: ExecuteSuggestionResponseSchema, ...errors, 404: ErrorBodySchema },
      },
    },
    async (req) => (await service()).executeSuggestion(deps, req.user!.id, req.body),
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
    async (req) => (await service()).orchestratorStatus(llm, countIntegrations ? await countIntegrations(req.user!.id) : 0),
  );
};
