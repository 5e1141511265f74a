import { createServer, type IncomingMessage, type Server } from 'node:http';
import { listenOnLoopback } from './http-stand-in';
import type { StandInBehaviour } from './openai-stand-in';

/**
 * A small Anthropic Messages server on 127.0.0.1 (streaming only, what the chat uses), with the
 * OpenAI stand-in's behaviours: text, an HTTP error, a disconnect, or tool calls (tool_use blocks).
 */
export type AnthropicStandIn = {
  url: string;
  behaviour: StandInBehaviour;
  queue: StandInBehaviour[];
  requests: Record<string, unknown>[];
  close(): Promise<void>;
};

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  let raw = '';
  for await (const part of req) raw += part;
  return JSON.parse(raw || '{}');
}

let seq = 0;
export async function startAnthropicStandIn(behaviour: StandInBehaviour = { kind: 'ok', chunks: ['Hello'] }): Promise<AnthropicStandIn> {
  const state: AnthropicStandIn = { url: '', behaviour, queue: [], requests: [], close: async () => undefined };
  const server: Server = createServer(async (req, res) => {
    const body = await readJson(req);
    state.requests.push(body);
    const b = state.queue.shift() ?? state.behaviour;
    if (b.kind === 'error') {
      res.writeHead(b.status, { 'content-type': 'application/json', ...b.headers });
      res.end(JSON.stringify({ type: 'error', error: { type: 'api_error', message: b.message } }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/event-stream' });
    const event = (type: string, data: object) => res.write(`event: ${type}\ndata: ${JSON.stringify({ type, ...data })}\n\n`);
    event('message_start', { message: { id: `msg_${++seq}`, type: 'message', role: 'assistant', model: String(body.model), content: [], stop_reason: null, stop_sequence: null, usage: { input_tokens: 25, output_tokens: 1 } } });
    if (b.kind === 'tools') {
      b.calls.forEach((c, index) => {
        event('content_block_start', { index, content_block: { type: 'tool_use', id: `toolu_${++seq}`, name: c.name, input: {} } });
        event('content_block_delta', { index, delta: { type: 'input_json_delta', partial_json: JSON.stringify(c.input) } });
        event('content_block_stop', { index });
      });
      event('message_delta', { delta: { stop_reason: 'tool_use', stop_sequence: null }, usage: { output_tokens: 10 * b.calls.length } });
    } else {
      const chunks = b.kind === 'ok' ? b.chunks : b.chunksBeforeDisconnect;
      event('content_block_start', { index: 0, content_block: { type: 'text', text: '' } });
      for (const text of chunks) event('content_block_delta', { index: 0, delta: { type: 'text_delta', text } });
      if (b.kind === 'disconnect') {
        // Let the written events leave first (as the OpenAI stand-in does): the cut comes after them.
        await new Promise((r) => setTimeout(r, 20));
        res.socket?.destroy();
        return;
      }
      event('content_block_stop', { index: 0 });
      event('message_delta', { delta: { stop_reason: 'end_turn', stop_sequence: null }, usage: { output_tokens: chunks.length } });
    }
    event('message_stop', {});
    res.end();
  });
  const { port, close } = await listenOnLoopback(server);
  state.url = `http://127.0.0.1:${port}/v1`;
  state.close = close;
  return state;
}
