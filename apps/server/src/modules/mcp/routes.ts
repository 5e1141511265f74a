import { JsonRpcErrorSchema, JsonRpcResultSchema, MCP_PATH, McpRequestBodySchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { apiKeys } from '../../db/schema';
import { HttpError } from '../../errors';
import type { DataRoomDeps } from '../dataroom/deps';
import { recordCall } from './audit';

export type McpDeps = DataRoomDeps & { config: Pick<Config, 'dataroom' | 'appUrl' | 'version'> };

export const API_KEY_REQUIRED = 'The MCP endpoint takes an API key (Authorization: Bearer uc_…). Create one under API keys.';
/** Methods audited by their own handlers (with the tool, resource or prompt and whether it answered). */
const AUDITED_IN_HANDLERS = new Set(['tools/call', 'resources/read', 'prompts/get']);

type Message = { method?: string; id?: unknown };
const messagesOf = (body: unknown): Message[] => (Array.isArray(body) ? body : [body]) as Message[];

/** JSON-RPC codes for the statuses this route answers before the MCP server sees the message. */
function jsonRpcCode(status: number, detail: string): number {
  if (status === 400 && /JSON/.test(detail)) return -32700; // parse error
  if ([400, 413, 415, 422].includes(status)) return -32600; // invalid request
  return status >= 500 ? -32603 : -32000; // server error (no key, scope, rate limit)
}

const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, JsonRpcErrorSchema]));
const NotAllowed = 'The MCP endpoint is stateless: send JSON-RPC messages with POST.';

/**
 * The founder's MCP server (issue 41): Streamable HTTP in stateless mode, a new server and
 * transport for each POST, answered as JSON. The API-key auth, its per-key rate limit and its
 * last-use stamp are the auth hook's (config.apiKey); errors are JSON-RPC bodies here.
 */
export const mcpRoutes: FastifyPluginAsyncZod<{ deps: McpDeps }> = async (app, { deps }) => {
  // Every error this scope answers ({ detail } from the hooks and the error handler) as a JSON-RPC error.
  app.addHook('preSerialization', async (_req, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object' || !('detail' in payload)) return payload;
    const detail = String((payload as { detail: unknown }).detail);
    return { jsonrpc: '2.0', id: null, error: { code: jsonRpcCode(reply.statusCode, detail), message: detail } };
  });

  app.post(
    MCP_PATH,
    {
      config: { auth: 'user', apiKey: true },
      schema: {
        tags: ['MCP'],
        summary: 'MCP server (Streamable HTTP)',
        description:
          'The Model Context Protocol server of your startup (current protocol revision, stateless Streamable HTTP: one JSON-RPC message per POST, answered as JSON; ' +
          'send `Accept: application/json, text/event-stream`). Authenticate with an API key (`Authorization: Bearer uc_…`); access tokens are refused (403). ' +
          "Tools with the key's `read` scope: get_startup_model, get_forecast, get_market_sizing, search_data_room, read_file, list_documents, get_readiness, get_open_questions; " +
          "with `propose`: propose_assumption_change (a card in your chat, saved only when you confirm it) and offer_document (a link; nothing is charged). " +
          'Resources at uc://startup/model, uc://documents/{id} and more; prompts investor_update, pitch_meeting_prep, pricing_review. ' +
          'The key\'s rate limit applies (429); every call is recorded with the key. Errors are JSON-RPC error objects with the HTTP status.',
        security: [{ bearerAuth: [] }],
        body: McpRequestBodySchema,
        response: {
          200: JsonRpcResultSchema,
          202: z.null().meta({ description: 'Accepted: the body held only notifications or responses' }),
          ...errors(400, 401, 403, 406, 413, 415, 422, 429),
        },
      },
    },
    async (req, reply) => {
      const user = req.user!;
      if (!user.apiKeyId) throw new HttpError(403, API_KEY_REQUIRED);
      const scopes = user.apiKeyScopes ?? ['read'];
      const audit = { db: deps.db, userId: user.id, apiKeyId: user.apiKeyId };
      const messages = messagesOf(req.body);
      // Only a tool listing shows the description that names this founder's assumption keys.
      const listing = scopes.includes('propose') && messages.some((m) => m.method === 'tools/list');
      // The MCP SDK (~30 MB, ~0.3 s to load) and the tools (the startup model) load with the first
      // MCP request, not at start (issue 42).
      const [{ StreamableHTTPServerTransport }, { createMcpServer }, { assumptionCatalogue }, startup] = await Promise.all([
        import('@modelcontextprotocol/sdk/server/streamableHttp.js'),
        import('./server'),
        import('./propose'),
        import('../startup/service'),
      ]);
      const assumptionKeys = listing
        ? await startup.getStartupModelForUser(deps.db, user.id).then((s) => assumptionCatalogue(s.model), () => undefined)
        : undefined;
      const server = createMcpServer({
        read: { db: deps.db, dataroom: deps, userId: user.id },
        propose: { db: deps.db, userId: user.id, keyName: () => keyName(deps.db, user.apiKeyId!), appUrl: deps.config.appUrl.replace(/\/$/, '') },
        scopes,
        audit,
        version: deps.config.version,
        log: req.log,
        assumptionKeys,
      });
      const transport = new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
      // The headers the hooks set (security headers, rate-limit counters) go out with the hijacked answer.
      for (const [name, value] of Object.entries(reply.getHeaders())) if (value !== undefined) reply.raw.setHeader(name, value as string);
      reply.hijack();
      reply.raw.on('close', () => {
        void transport.close();
        void server.close();
      });
      try {
        await server.connect(transport);
        await transport.handleRequest(req.raw, reply.raw, req.body);
      } catch (err) {
        req.log.error({ err }, 'mcp: request failed');
        if (!reply.raw.headersSent) {
          reply.raw.writeHead(500, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: null, error: { code: -32603, message: 'Internal server error' } }));
        }
      }
      for (const m of messages) if (typeof m.method === 'string' && m.id !== undefined && !AUDITED_IN_HANDLERS.has(m.method)) await recordCall(audit, m.method, null, true);
    },
  );

  // Stateless: no server-sent stream to open (GET) and no session to end (DELETE).
  for (const method of ['GET', 'DELETE'] as const) {
    app.route({
      method,
      url: MCP_PATH,
      config: { auth: 'public' },
      schema: { hide: true },
      handler: async (_req, reply) => reply.status(405).header('allow', 'POST').send({ detail: NotAllowed }),
    });
  }
};

/** The key's name, shown on the proposal's message in the chat (read only when proposing). */
async function keyName(db: Db, apiKeyId: string): Promise<string> {
  const [row] = await db.select({ name: apiKeys.name }).from(apiKeys).where(eq(apiKeys.id, apiKeyId));
  return row?.name ?? 'API key';
}
