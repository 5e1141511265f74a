import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { listenOnLoopback } from './http-stand-in';

/**
 * A small OpenAI-compatible Chat Completions server on 127.0.0.1 for tests and the bench.
 * `behaviour` decides the next answers: normal text, an HTTP error, a disconnect mid-stream,
 * or a slow first token.
 */
export type StandInBehaviour =
  | { kind: 'ok'; chunks: string[]; firstTokenDelayMs?: number; chunkDelayMs?: number }
  | { kind: 'error'; status: number; message: string; headers?: Record<string, string> }
  | { kind: 'disconnect'; chunksBeforeDisconnect: string[] }
  /** The model asks for these tools (one provider call); queue the next answer after it. */
  | { kind: 'tools'; calls: ScriptedToolCall[] };

export type ScriptedToolCall = { name: string; input: unknown };

export type OpenAiStandIn = {
  url: string;
  behaviour: StandInBehaviour;
  /** Behaviours for the next requests, one each, before `behaviour` applies again (e.g. one failing agent of a team). */
  queue: StandInBehaviour[];
  /** Picks the answer from the request (e.g. by the agent its system prompt names); undefined: queue, then behaviour. */
  route?: (body: Record<string, unknown>) => StandInBehaviour | undefined;
  /** `at`: when the request arrived; `endedAt`: when its answer was fully sent (ms since the epoch). */
  /** When set, a request without `Authorization: Bearer <apiKey>` gets 401 like a real provider. */
  apiKey?: string;
  /** What GET /v1/models lists. */
  models: string[];
  requests: { stream: boolean; messages: { role: string; content: string }[]; body: Record<string, unknown>; at: number; endedAt?: number }[];
  close(): Promise<void>;
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const part of req) raw += part;
  return JSON.parse(raw || '{}');
}

let callSeq = 0;
/** A Chat Completions answer that calls tools (finish_reason tool_calls), streamed or not. */
function toolCalls(res: ServerResponse, base: Record<string, unknown>, calls: ScriptedToolCall[], stream: boolean) {
  const usage = { prompt_tokens: 30, completion_tokens: 10 * calls.length, total_tokens: 30 + 10 * calls.length };
  const toolCalls = calls.map((c, index) => ({ index, id: `call_${++callSeq}`, type: 'function', function: { name: c.name, arguments: JSON.stringify(c.input) } }));
  if (!stream) {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: null, tool_calls: toolCalls }, finish_reason: 'tool_calls' }], usage }));
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
  const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
  send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: { role: 'assistant', tool_calls: toolCalls }, finish_reason: null }] });
  send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'tool_calls' }], usage });
  res.end('data: [DONE]\n\n');
}

export async function startOpenAiStandIn(behaviour: StandInBehaviour = { kind: 'ok', chunks: ['Hello', ' founder', '!'] }): Promise<OpenAiStandIn> {
  const state: OpenAiStandIn = { url: '', behaviour, queue: [], requests: [], models: ['stand-in-large', 'stand-in-small'], close: async () => undefined };
  const server: Server = createServer(async (req, res) => {
    if (state.apiKey && req.headers.authorization !== `Bearer ${state.apiKey}`) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } }));
      return;
    }
    if (req.method === 'GET' && req.url?.endsWith('/models')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ object: 'list', data: state.models.map((id) => ({ id, object: 'model', owned_by: 'stand-in' })) }));
      return;
    }
    const body = await readJson(req);
    const stream = body.stream === true;
    const seen = { stream, messages: body.messages as { role: string; content: string }[], body, at: Date.now() } as OpenAiStandIn['requests'][number];
    state.requests.push(seen);
    res.on('finish', () => (seen.endedAt = Date.now()));
    const b = state.route?.(body) ?? state.queue.shift() ?? state.behaviour;
    if (b.kind === 'error') {
      res.writeHead(b.status, { 'content-type': 'application/json', ...b.headers });
      res.end(JSON.stringify({ error: { message: b.message, type: 'server_error' } }));
      return;
    }
    const base = { id: 'chatcmpl-standin', created: Math.floor(Date.now() / 1000), model: String(body.model) };
    if (b.kind === 'tools') return toolCalls(res, base, b.calls, stream);
    const chunks = b.kind === 'ok' ? b.chunks : b.chunksBeforeDisconnect;
    const usage = { prompt_tokens: 20, completion_tokens: chunks.length, total_tokens: 20 + chunks.length };
    if (!stream) {
      // A slow model answers late on the non-streaming path too (app-builder generation).
      if (b.kind === 'ok' && b.firstTokenDelayMs) await sleep(b.firstTokenDelayMs);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ ...base, object: 'chat.completion', choices: [{ index: 0, message: { role: 'assistant', content: chunks.join('') }, finish_reason: 'stop' }], usage }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    const send = (data: unknown) => res.write(`data: ${JSON.stringify(data)}\n\n`);
    if (b.kind === 'ok' && b.firstTokenDelayMs) await sleep(b.firstTokenDelayMs);
    for (const [i, c] of chunks.entries()) {
      send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: i === 0 ? { role: 'assistant', content: c } : { content: c }, finish_reason: null }] });
      if (b.kind === 'ok' && b.chunkDelayMs) await sleep(b.chunkDelayMs);
    }
    if (b.kind === 'disconnect') {
      await sleep(20);
      res.socket?.destroy();
      return;
    }
    send({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta: {}, finish_reason: 'stop' }], usage });
    res.end('data: [DONE]\n\n');
  });
  const { port, close } = await listenOnLoopback(server);
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = close;
  return state;
}
