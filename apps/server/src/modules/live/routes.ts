import {
  CreateSessionBodySchema,
  EndVideoCallBodySchema,
  EndVideoCallResponseSchema,
  ErrorBodySchema,
  LOCAL_MODE_NOTE,
  LiveConfigSchema,
  LiveSessionDetailSchema,
  LiveSessionSchema,
  SendLiveMessageBodySchema,
  SendLiveMessageResponseSchema,
  SessionListQuerySchema,
  SessionListSchema,
  LiveSessionParamsSchema,
  StartSessionBodySchema,
  StartVideoCallBodySchema,
  StartVideoCallResponseSchema,
  type LiveStreamEvent,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import type { LiveDeps } from './deps';
import { lazyModule } from '../../lazy-packages';
import * as sessions from './sessions-service';
import { streamStillAllowed, verifyStreamToken } from './stream-token';
import { endVideoCall, startVideoCall } from './video-service';
import { webhookRoutes } from './webhook-routes';

// The agents' answering code (the engine, the startup model) loads with the first message (issue 42).
const messages = lazyModule(() => import('./messages-service'));

const tags = ['Live sessions'];
const security = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const HEARTBEAT_MS = 15_000;

export const liveRoutes: FastifyPluginAsyncZod<{ deps: Omit<LiveDeps, 'log' | 'events'> }> = async (app, opts) => {
  const deps: LiveDeps = { ...opts.deps, events: app.events, log: app.log };
  // Sessions whose tab closed without ending are ended once they pass the session limit.
  const sweep = setInterval(() => void sessions.endStaleSessions(deps).catch((err) => app.log.warn({ err }, 'live session sweep failed')), 60_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));

  app.get(
    '/livekit/config',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'Live session mode', description: 'livekit when the server has LiveKit credentials, else local mode; whether Tavus avatars are configured.', response: { 200: LiveConfigSchema, ...errors(401) } } },
    async () => ({
      mode: deps.rooms ? ('livekit' as const) : ('local' as const),
      livekit_url: deps.rooms?.url ?? null,
      tavus_configured: Boolean(deps.tavus),
      note: deps.rooms ? 'Connected to LiveKit: rooms are multi-party.' : LOCAL_MODE_NOTE,
    }),
  );

  app.post(
    '/livekit/sessions',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Create a live session',
        description: 'A video, voice or screen-share session with 1–5 agents. In LiveKit mode a room is created (empty timeout, max participants) and token is a join token for you; in local mode token opens the session event stream at url.',
        body: CreateSessionBodySchema,
        response: { 201: LiveSessionSchema, ...errors(400, 401, 422, 502) },
      },
    },
    async (req, reply) => reply.code(201).send(await sessions.createSession(deps, req.user!.id, req.body, req.user!.sessionId)),
  );

  app.get(
    '/livekit/sessions',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'Your live sessions', description: 'Newest first, paginated.', querystring: SessionListQuerySchema, response: { 200: SessionListSchema, ...errors(401, 422) } } },
    async (req) => sessions.listSessions(deps, req.user!.id, req.query.page, req.query.page_size, req.user!.sessionId),
  );

  app.get(
    '/livekit/sessions/:id',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'A live session with its messages', description: 'Another user’s session is 404.', params: LiveSessionParamsSchema, response: { 200: LiveSessionDetailSchema, ...errors(401, 404, 422) } } },
    async (req) => sessions.getSession(deps, req.user!.id, req.params.id, req.user!.sessionId),
  );

  app.post(
    '/livekit/sessions/:id/start',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Start a live session',
        description: 'Called when your media are live (local mode) or you joined the room (LiveKit). Reserves 5 credits (agent session), kept at the end only if the session connected. Ended session: 409.',
        params: LiveSessionParamsSchema,
        body: StartSessionBodySchema.nullish(),
        response: { 200: LiveSessionSchema, ...errors(401, 402, 404, 409, 422) },
      },
    },
    async (req) => sessions.startSession(deps, req.user!.id, req.params.id, req.body ?? {}, req.user!.sessionId),
  );

  app.post(
    '/livekit/sessions/:id/end',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'End a live session', description: 'Status disconnected, duration stored, credits settled (or released if it never connected), LiveKit room deleted. Ending twice returns the ended session.', params: LiveSessionParamsSchema, response: { 200: LiveSessionSchema, ...errors(401, 404, 422) } },
    },
    async (req) => sessions.endSession(deps, req.user!.id, req.params.id),
  );

  app.post(
    '/livekit/sessions/:id/messages',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Send a message to the session',
        description: 'Stores it; the session’s agent answers (1 credit), streamed on the event stream and, in LiveKit mode, published to the room as a reliable data packet. Ended session: 409.',
        params: LiveSessionParamsSchema,
        body: SendLiveMessageBodySchema,
        response: { 200: SendLiveMessageResponseSchema, ...errors(400, 401, 402, 404, 409, 422, 502) },
      },
    },
    async (req) => (await messages()).sendMessage(deps, req.user!.id, req.params.id, req.body),
  );

  app.get(
    '/livekit/sessions/:id/events',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'Session event stream',
        description: 'Server-sent events of the session (message, reply-start, reply-delta, status), opened with the session token (?token=, from the session).',
        params: LiveSessionParamsSchema,
        querystring: z.object({ token: z.string().min(1).max(4000) }),
        response: { 200: z.string().meta({ description: 'Server-sent events', contentMediaType: 'text/event-stream' }), ...errors(401, 422) },
      },
    },
    async (req, reply) => {
      const grant = await verifyStreamToken(deps.config.jwtSecret, req.query.token, req.params.id);
      if (!grant || !(await streamStillAllowed(deps.db, grant, req.params.id))) throw new HttpError(401, 'Invalid session URL or token');
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache, no-transform', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      res.write(': connected\n\n');
      const send = (event: LiveStreamEvent) => {
        res.write(`data: ${JSON.stringify(event)}\n\n`);
        if (event.type === 'status' && event.status === 'disconnected') res.end();
      };
      const unsubscribe = deps.hub.subscribe(req.params.id, send);
      void sessions.touchLiveSession(deps, req.params.id).catch(() => undefined);
      // Each heartbeat also re-checks the grant: a sign-out or deactivation closes an open stream.
      const heartbeat = setInterval(() => {
        res.write(': heartbeat\n\n');
        streamStillAllowed(deps.db, grant, req.params.id).then(
          (ok) => void (ok ? sessions.touchLiveSession(deps, req.params.id) : res.end()),
          () => undefined,
        );
      }, HEARTBEAT_MS);
      res.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
      });
    },
  );

  app.post(
    '/video/start-call',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Start a video call with an agent’s avatar',
        description: 'Needs a paid plan with video_calls (402 otherwise). Charges 5 credits (refused: nothing is charged) and opens a video session with the chosen agent; with avatar_provider tavus and TAVUS_API_KEY, a Tavus conversation URL.',
        body: StartVideoCallBodySchema,
        response: { 200: StartVideoCallResponseSchema, ...errors(401, 402, 422, 502) },
      },
    },
    async (req) => startVideoCall(deps, req.user!.id, req.body),
  );

  app.post(
    '/video/end-call',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'End the video call', description: 'Ends your active video call (by session_id, else the latest one with agent_type).', body: EndVideoCallBodySchema, response: { 200: EndVideoCallResponseSchema, ...errors(401, 404, 422) } } },
    async (req) => endVideoCall(deps, req.user!.id, req.body),
  );

  await app.register(webhookRoutes, { deps });
};
