import {
  ChatProposalListSchema,
  ChatProposalParamsSchema,
  ChatProposalSchema,
  ChatResumeParamsSchema,
  ChatStreamRequestSchema,
  ErrorBodySchema,
  MessageParamsSchema,
  PreviewParamsSchema,
  PreviewUrlSchema,
  RecordExchangeBodySchema,
  RecordExchangeResponseSchema,
  RenameThreadBodySchema,
  SendChatBodySchema,
  StartupProfileBodySchema,
  StartupProfileSchema,
  ThreadDetailSchema,
  ThreadListSchema,
  ThreadParamsSchema,
  ThreadSchema,
} from '@uc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../errors';
import { sandboxedAppHeaders } from '../../plugins/security-headers';
import type { LlmProvider } from '../../providers/llm';
import type { ResearchConfig } from '../agents/research';
import { errorAsPlainText, fromAiSdkBody, isAiSdkBody, threadIdForChat } from './ai-sdk-compat';
import { type CancelChannel, isRunningAnswerOf, RunningAnswers } from './cancel';
import { createPreviewUrl, previewHtml, previewKey } from './preview';
import { MemoryRunningStreams, type RunningStreams } from './running-streams';
import { openSse } from './sse-response';
import { getStartupProfile, updateStartupProfile } from './startup-profile';
import { dismissProposal, listThreadProposals } from './proposals';
import { lazyModule } from '../../lazy-packages';
import { deleteThread, getThread, listThreads, recordExchange, renameThread } from './threads';

// A chat turn's code (the engine, the startup model) loads with the first turn, not at start (issue 42).
const stream = lazyModule(() => import('./stream'));

const tags = ['Chat'];
const security = [{ bearerAuth: [] }];

/**
 * POST /chat/stream only: the AI SDK's default transport posts the whole conversation every turn
 * (about 10 KB a turn with a real model). The server reads only its last message, so a long chat
 * must not hit the 1 MB limit of other routes; 4 MB is some 400 turns. Clients that send only the
 * new message (ours, or the AI SDK's documented `prepareSendMessagesRequest`) never come near.
 * Not more: every byte of a body is scanned and parsed on the event loop (issue 43).
 */
export const CHAT_BODY_LIMIT = 4 * 1024 * 1024;

/** Requests in the AI SDK transport's body shape: their errors are plain text (see errorAsPlainText). */
const fromAiSdk = new WeakSet<FastifyRequest>();
const stockClientErrors = async (req: FastifyRequest, reply: FastifyReply, payload: unknown) => {
  const text = errorAsPlainText(fromAiSdk.has(req), reply.statusCode, payload);
  if (text === null) return payload;
  reply.type('text/plain; charset=utf-8');
  return text;
};

const EventStream = z.string().meta({ description: 'The answer as server-sent events', contentMediaType: 'text/event-stream' });

type ChatRouteOptions = {
  llm: LlmProvider;
  serverSecret: string;
  /** SSE heartbeat interval (default 15 s; tests shorten it). */
  heartbeatMs?: number;
  /** Running generations that a client may resume (default: in memory, one process). */
  streams?: RunningStreams;
  /** Web research for the agents' tools. */
  research?: ResearchConfig;
  /** The answers being generated here, which their founder may cancel. */
  answers?: RunningAnswers;
  /** Cancels reaching the instances that run the answers (Redis); none: one instance. */
  cancels?: CancelChannel;
  /** Live Previews are served on the apps origin and framed by the product's. */
  origins: { product: string; apps: string };
};

export const chatRoutes: FastifyPluginAsyncZod<ChatRouteOptions> = async (app, { llm, serverSecret, heartbeatMs, streams = new MemoryRunningStreams(), research, origins, answers = new RunningAnswers(), cancels }) => {
  const key = previewKey(serverSecret);
  const previewHeaders = sandboxedAppHeaders(origins.product);
  const runningKey = (userId: string, threadId: string) => `${userId}:${threadId}`;
  await cancels?.subscribe((userId, messageId) => void answers.cancel(userId, messageId));

  app.post(
    '/chat/messages/:id/preview',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Open a generated app in the Live Preview',
        description: 'A signed link (valid 15 minutes) that serves the app message’s HTML with its scripts running in a sandbox; another user’s message is 404.',
        params: MessageParamsSchema,
        response: { 200: PreviewUrlSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (req) => createPreviewUrl(app.db, key, req.user!.id, req.params.id, origins.apps),
  );

  app.get(
    '/chat/previews/:token',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'A generated app, sandboxed',
        description: 'The HTML of a generated app under `Content-Security-Policy: sandbox allow-scripts allow-forms` (opaque origin: inline scripts run, this site’s storage and API stay out of reach). 404 when the link is wrong or expired.',
        params: PreviewParamsSchema,
        response: { 200: z.string().meta({ description: 'The app page', contentMediaType: 'text/html' }), 404: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const html = await previewHtml(app.db, key, req.params.token);
      return reply.headers(previewHeaders).type('text/html; charset=utf-8').send(html);
    },
  );
  app.get(
    '/chat/threads',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'Your chat threads', description: 'Most recently active first (up to 100).', response: { 200: ThreadListSchema, 401: ErrorBodySchema } } },
    async (req) => ({ threads: await listThreads(app.db, req.user!.id) }),
  );

  app.get(
    '/chat/threads/:id',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'Open a thread', description: 'The thread with all its messages; another user’s thread is 404.', params: ThreadParamsSchema, response: { 200: ThreadDetailSchema, 401: ErrorBodySchema, 404: ErrorBodySchema } },
    },
    async (req) => getThread(app.db, req.user!.id, req.params.id),
  );

  app.get(
    '/chat/threads/:id/proposals',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Proposed assumption changes of a thread',
        description: 'Every assumption change proposed in the thread (by an agent or through MCP), oldest first, with its status: `pending` until you confirm it (POST /startup/model/assumption) or dismiss it; `superseded` once another value of the same assumption was saved. Another user’s thread is 404.',
        params: ThreadParamsSchema,
        response: { 200: ChatProposalListSchema, 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (req) => ({ items: await listThreadProposals(app.db, req.user!.id, req.params.id) }),
  );

  app.post(
    '/chat/proposals/:id/dismiss',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Dismiss a proposed assumption change',
        description: 'The card is settled as dismissed; the startup model does not change. A settled proposal is returned as it is; another user’s is 404.',
        params: ChatProposalParamsSchema,
        response: { 200: ChatProposalSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (req) => dismissProposal(app.db, req.user!.id, req.params.id),
  );

  app.patch(
    '/chat/threads/:id',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'Rename a thread', description: 'Sets the thread title.', params: ThreadParamsSchema, body: RenameThreadBodySchema, response: { 200: ThreadSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema } },
    },
    async (req) => renameThread(app.db, req.user!.id, req.params.id, req.body.title),
  );

  app.delete(
    '/chat/threads/:id',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'Delete a thread', description: 'Deletes the thread and its messages.', params: ThreadParamsSchema, response: { 204: z.null(), 401: ErrorBodySchema, 404: ErrorBodySchema } },
    },
    async (req, reply) => {
      await deleteThread(app.db, req.user!.id, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/chat/stream',
    {
      // Documented as either body; the AI SDK one becomes ours before validation.
      config: { auth: 'user', userRateLimit: 'chat', openapi: { body: ChatStreamRequestSchema } }, // per-user budget (harden, issue 10)
      bodyLimit: CHAT_BODY_LIMIT,
      onSend: stockClientErrors,
      preValidation: async (req) => {
        if (!isAiSdkBody(req.body)) return;
        fromAiSdk.add(req);
        (req as { body: unknown }).body = fromAiSdkBody(req.body);
      },
      schema: {
        tags,
        security,
        summary: 'Send a message and stream the answer',
        description: [
          'Server-sent events in the AI SDK UI message stream protocol (header x-vercel-ai-ui-message-stream: v1):',
          'start, data-thread, then per answer data-message, text-start, text-delta…, text-end, data-done; data-credits; finish; [DONE].',
          'Credits: 1 per answer (team mode: one per agent plus the synthesis), 5 for an app; reserved before, charged only for completed answers.',
          'Generation continues if the client disconnects; the stored message completes, and GET /chat/stream/{id}/stream resumes the stream.',
          'A failed answer ends with data-done (status incomplete) and a data-answer-failed part ({message_id, agent_id, detail}); an `error` chunk comes only when no answer of the turn completed.',
          'A `: keep-alive` comment line is sent every 15 s.',
          'The `start` chunk carries `messageId` (the first answer\'s stored id), so a resumed stream replaces a partial answer the client holds instead of adding one.',
          'Body: ours ({message, thread_id?, mode?, agent_id?, agent_ids?, output?}); the AI SDK\'s documented shape for server-stored histories ({id, message} from prepareSendMessagesRequest); or the DefaultChatTransport default ({id, messages, trigger}, up to 4 MB). The last user message is answered with the thread the server stores (the client\'s copy of the history is not read), `id` names the thread, our fields may ride along; trigger regenerate-message answers the stored last question again and replaces its answers instead of storing it twice — ours: regenerate: true.',
          'File parts are refused (422): files go to the data room. Errors of a request in an AI SDK body shape are the detail as plain text (the stock transport shows the response text as the error); otherwise `{detail}` JSON.',
        ].join(' '),
        body: SendChatBodySchema,
        response: { 200: EventStream, 401: ErrorBodySchema, 402: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const { startChatTurn } = await stream();
      const turn = await startChatTurn({ db: app.db, llm, log: req.log, research }, req.user!.id, req.body);
      const running = streams.start(runningKey(req.user!.id, turn.thread.id));
      const forget = answers.add(req.user!.id, turn.slots.map((s) => s.messageId), turn.cancel);
      const sse = openSse(reply, heartbeatMs);
      turn
        .run((chunk) => {
          running.push(chunk);
          sse.write(chunk);
        })
        .catch((e) => req.log.error(e, 'chat: generation failed'))
        .finally(() => {
          forget();
          running.end();
          sse.end();
        });
    },
  );

  app.post(
    '/chat/messages/:id/cancel',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Cancel an answer being generated',
        description: [
          'Stops the running turn this answer belongs to (team mode: all its answers): an answer waiting for the local',
          'model leaves its queue at once, one being written stops at its next token. The stream then ends each answer with',
          'data-done (status incomplete) and data-answer-failed; a cancelled answer is not charged (like any incomplete one).',
          'With several instances the cancel reaches the one generating the answer. 404 when no answer of yours with this id',
          'is running (finished, unknown, or another user’s).',
        ].join(' '),
        params: MessageParamsSchema,
        response: { 204: z.null(), 401: ErrorBodySchema, 404: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const userId = req.user!.id;
      if (answers.cancel(userId, req.params.id)) return reply.code(204).send(null);
      // Not running here: another instance may run it (its row says it is still being written).
      if (!cancels || !(await isRunningAnswerOf(app.db, userId, req.params.id))) throw notFound('No running answer with this id');
      cancels.publish(userId, req.params.id);
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/chat/stream/:id/stream',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Resume a running answer',
        description:
          'The AI SDK resumeStream contract: while a generation of this chat (AI SDK chat id or thread id) is running, replays its stream from the start and follows it to the end; 204 when nothing is running.',
        params: ChatResumeParamsSchema,
        response: { 200: EventStream, 204: z.null().meta({ description: 'Nothing to resume' }), 401: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const chunks = await streams.resume(runningKey(req.user!.id, threadIdForChat(req.user!.id, req.params.id)));
      if (!chunks) return reply.code(204).send(null);
      const sse = openSse(reply, heartbeatMs);
      void (async () => {
        for await (const chunk of chunks) {
          if (!sse.open) break;
          sse.write(chunk);
        }
      })().finally(() => sse.end());
    },
  );

  app.post(
    '/chat/messages',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Record a generated document in a thread',
        description: 'The chat stores a document made by POST /documents/generate (already paid there) with the message that asked for it; no credits.',
        body: RecordExchangeBodySchema,
        response: { 201: RecordExchangeResponseSchema, 401: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (req, reply) => reply.code(201).send(await recordExchange(app.db, req.user!.id, req.body)),
  );

  app.get(
    '/chat/startup-profile',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'Your startup profile', description: 'Context every agent call includes; fields are null until filled in.', response: { 200: StartupProfileSchema, 401: ErrorBodySchema } } },
    async (req) => getStartupProfile(app.db, req.user!.id),
  );

  app.put(
    '/chat/startup-profile',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'Update your startup profile', description: 'Sets the fields present in the body; an empty string or null clears one.', body: StartupProfileBodySchema, response: { 200: StartupProfileSchema, 401: ErrorBodySchema, 422: ErrorBodySchema } },
    },
    async (req) => updateStartupProfile(app.db, req.user!.id, req.body),
  );
};
