import { z } from 'zod';

/**
 * The MCP endpoint (/mcp, issue 41): Streamable HTTP, stateless, JSON-RPC 2.0 bodies. These
 * schemas document and bound the route; the MCP SDK on the server checks each message in full.
 */

/** Where the endpoint lives on the product's origin. */
export const MCP_PATH = '/mcp';
/** Messages in one POST (JSON-RPC batches are refused by current protocol revisions; older clients may send a few). */
export const MCP_MAX_BATCH = 20;

const JsonRpcIdSchema = z.union([z.string().max(200), z.number().int()]);

export const JsonRpcMessageSchema = z
  .looseObject({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcIdSchema.optional(),
    method: z.string().max(200).optional().meta({ example: 'tools/call' }),
    params: z.record(z.string(), z.unknown()).optional(),
  })
  .meta({ id: 'JsonRpcMessage', description: 'A JSON-RPC 2.0 request, notification or response (MCP).' });

export const McpRequestBodySchema = z.union([JsonRpcMessageSchema, z.array(JsonRpcMessageSchema).min(1).max(MCP_MAX_BATCH)]).meta({
  example: { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'get_forecast', arguments: { scenario: 'base' } } },
});

export const JsonRpcResultSchema = z
  .looseObject({ jsonrpc: z.literal('2.0'), id: JsonRpcIdSchema.nullable(), result: z.record(z.string(), z.unknown()) })
  .meta({ id: 'JsonRpcResult' });

export const JsonRpcErrorSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: JsonRpcIdSchema.nullable(),
    error: z.object({ code: z.number().int().meta({ example: -32000 }), message: z.string(), data: z.unknown().optional() }),
  })
  .meta({ id: 'JsonRpcError', description: 'A JSON-RPC 2.0 error; the HTTP status says the same (401 no valid key, 403 scope, 429 rate limit).' });
export type JsonRpcError = z.infer<typeof JsonRpcErrorSchema>;

/** The tools of the MCP server and the scope each needs. */
export const MCP_READ_TOOLS = [
  'get_startup_model',
  'get_forecast',
  'get_market_sizing',
  'search_data_room',
  'read_file',
  'list_documents',
  'get_readiness',
  'get_open_questions',
] as const;
export const MCP_PROPOSE_TOOLS = ['propose_assumption_change', 'offer_document'] as const;
export const MCP_PROMPTS = ['investor_update', 'pitch_meeting_prep', 'pricing_review'] as const;
/** Title of the chat thread where the proposals made through MCP appear. */
export const MCP_THREAD_TITLE = 'From your assistant (MCP)';
