import {
  ErrorBodySchema,
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { LlmProvider } from '../../providers/llm';
import { getStartupProfile, updateStartupProfile } from './startup-profile';
import { startChatTurn, type StreamChunk } from './stream';
import { deleteThread, getThread, listThreads, recordExchange, renameThread } from './threads';

const tags = ['Chat'];
const security = [{ bearerAuth: [] }];

export const chatRoutes: FastifyPluginAsyncZod<{ llm: LlmProvider }> = async (app, { llm }) => {
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
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Send a message and stream the answer',
        description: [
          'Server-sent events in the AI SDK UI message stream protocol (header x-vercel-ai-ui-message-stream: v1):',
          'start, data-thread, then per answer data-message, text-start, text-delta…, text-end, data-done; data-credits; finish; [DONE].',
          'Credits: 1 per answer (team mode: one per agent plus the synthesis), 5 for an app; reserved before, charged only for completed answers.',
          'Generation continues if the client disconnects; the stored message completes.',
        ].join(' '),
        body: SendChatBodySchema,
        response: { 200: z.string().meta({ description: 'text/event-stream' }), 401: ErrorBodySchema, 402: ErrorBodySchema, 404: ErrorBodySchema, 422: ErrorBodySchema },
      },
    },
    async (req, reply) => {
      const turn = await startChatTurn({ db: app.db, llm, log: req.log }, req.user!.id, req.body);
      reply.hijack();
      const res = reply.raw;
      res.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-vercel-ai-ui-message-stream': 'v1',
        'x-accel-buffering': 'no',
      });
      res.flushHeaders();
      let open = true;
      res.on('close', () => (open = false));
      const emit = (chunk: StreamChunk) => {
        if (open) res.write(`data: ${JSON.stringify(chunk)}\n\n`);
      };
      turn
        .run(emit)
        .catch((e) => req.log.error(e, 'chat: generation failed'))
        .finally(() => {
          if (open) res.end('data: [DONE]\n\n');
        });
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
