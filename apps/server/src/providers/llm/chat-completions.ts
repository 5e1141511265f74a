import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LlmConfig } from '../../config';
import type { LlmProvider, StreamResult, TextRequest, TextResult } from './types';

/**
 * A direct client for the Chat Completions wire format (openai, openai-compatible: Groq, Ollama,
 * vLLM, LM Studio): node:http(s) on keep-alive sockets and a minimal SSE parser. The AI SDK's
 * fetch + web-stream path cost ~8 ms CPU per stream, which dominated the chat turn under load.
 */

const DEFAULT_MAX_OUTPUT_TOKENS = 2048;
const OPENAI_BASE_URL = 'https://api.openai.com/v1';
/** No byte for this long (headers or body) fails the call, as undici's default timeouts did. */
const IDLE_TIMEOUT_MS = 300_000;

// One pool per protocol, shared by every call: the TLS/TCP handshake is paid once per socket.
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * A failed provider call, shaped like the AI SDK's APICallError (`statusCode`, `responseBody`) so
 * the existing classification (errors.ts: 401/403 → refused key) reads it unchanged.
 */
export class ChatCompletionsError extends Error {
  override name = 'ChatCompletionsError';
  constructor(
    message: string,
    readonly statusCode?: number,
    readonly responseBody?: string,
  ) {
    super(message);
  }
}

type Usage = { prompt_tokens?: number; completion_tokens?: number; total_tokens?: number };
type Choice = { delta?: { content?: string | null }; message?: { content?: string | null }; finish_reason?: string | null };
type Completion = { choices?: Choice[]; usage?: Usage | null; error?: { message?: string } };

const tokens = (u: Usage | null | undefined) => u?.total_tokens ?? (u?.prompt_tokens ?? 0) + (u?.completion_tokens ?? 0);

function finishReason(reason: string | null | undefined): TextResult['finishReason'] {
  return reason === 'stop' || reason === 'length' ? reason : 'other';
}

/** The signal's reason as fetch would reject with it (AbortError / TimeoutError). */
function abortReason(signal: AbortSignal): Error {
  if (signal.reason instanceof Error) return signal.reason;
  const e = new Error('This operation was aborted');
  e.name = 'AbortError';
  return e;
}

async function readBody(res: IncomingMessage): Promise<string> {
  let raw = '';
  res.setEncoding('utf8');
  for await (const part of res) raw += part;
  return raw;
}

/** The provider's own error text (`{error: {message}}`), else the HTTP status. */
function errorMessage(status: number, body: string): string {
  try {
    const message = (JSON.parse(body) as Completion).error?.message;
    if (message) return message;
  } catch {
    // not JSON: fall through
  }
  return `The model provider answered HTTP ${status}`;
}

/**
 * POSTs `body` to {baseUrl}/chat/completions; resolves with a 2xx response (body unread), rejects
 * with a ChatCompletionsError carrying the status otherwise. The signal tears down request and
 * response alike, so a body being read fails with the abort reason.
 */
function post(url: URL, apiKey: string | undefined, body: unknown, signal: AbortSignal | undefined): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortReason(signal));
    const payload = JSON.stringify(body);
    const headers: http.OutgoingHttpHeaders = { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) };
    if (apiKey) headers.authorization = `Bearer ${apiKey}`;
    const client = url.protocol === 'https:' ? https : http;
    const req = client.request(url, { method: 'POST', headers, agent: agents[url.protocol as keyof typeof agents] });
    let res: IncomingMessage | undefined;
    const onAbort = () => {
      const reason = abortReason(signal!);
      res?.destroy(reason);
      req.destroy(reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    req.setTimeout(IDLE_TIMEOUT_MS, () => req.destroy(new ChatCompletionsError(`The model provider sent nothing for ${IDLE_TIMEOUT_MS / 1000} s`)));
    req.on('close', () => signal?.removeEventListener('abort', onAbort));
    req.on('error', reject);
    req.on('response', (r) => {
      res = r;
      const status = r.statusCode ?? 0;
      if (status >= 200 && status < 300) return resolve(r);
      readBody(r).then(
        (text) => reject(new ChatCompletionsError(errorMessage(status, text), status, text)),
        reject,
      );
    });
    req.end(payload);
  });
}

/**
 * The `data:` payloads of a server-sent event stream, one per event ("[DONE]" included). Lines
 * other than `data:` (comments, `event:`, `id:`) are ignored; a blank line ends an event.
 */
async function* sseData(res: IncomingMessage): AsyncGenerator<string> {
  res.setEncoding('utf8'); // decodes multi-byte characters split across chunks
  let buffer = '';
  let data: string[] = [];
  for await (const part of res as AsyncIterable<string>) {
    buffer += part;
    let nl: number;
    while ((nl = buffer.indexOf('\n')) >= 0) {
      const line = buffer.slice(0, nl).replace(/\r$/, '');
      buffer = buffer.slice(nl + 1);
      if (line === '') {
        if (data.length) yield data.join('\n');
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(line[5] === ' ' ? 6 : 5));
      }
    }
  }
  if (data.length) yield data.join('\n');
}

function parseChunk(data: string): Completion {
  try {
    return JSON.parse(data) as Completion;
  } catch {
    throw new ChatCompletionsError('The model provider sent a malformed answer');
  }
}

type ChatKind = 'openai' | 'openai-compatible';

/** openai or openai-compatible (LLM_BASE_URL and LLM_MODEL required by config for the latter). */
export function createChatCompletionsProvider(cfg: LlmConfig & { provider: ChatKind }): LlmProvider {
  const model = cfg.model ?? 'gpt-4o-mini';
  const url = new URL(`${(cfg.baseUrl ?? OPENAI_BASE_URL).replace(/\/$/, '')}/chat/completions`);
  // OpenAI's newer models accept only max_completion_tokens; compatible servers know max_tokens.
  const maxKey = cfg.provider === 'openai' ? 'max_completion_tokens' : 'max_tokens';
  const body = (req: TextRequest, stream: boolean) => ({
    model,
    messages: [...(req.system ? [{ role: 'system', content: req.system }] : []), ...req.messages],
    [maxKey]: req.maxOutputTokens ?? DEFAULT_MAX_OUTPUT_TOKENS,
    ...(stream ? { stream: true, stream_options: { include_usage: true } } : {}),
  });

  return {
    kind: cfg.provider,
    model,
    async generateText(req) {
      const raw = await readBody(await post(url, cfg.apiKey, body(req, false), req.signal));
      const res = parseChunk(raw);
      const choice = res.choices?.[0];
      if (!choice) throw new ChatCompletionsError('The model provider answered without a choice', 200, raw);
      return { text: choice.message?.content ?? '', tokensUsed: tokens(res.usage), model, finishReason: finishReason(choice.finish_reason) };
    },
    streamText(req): StreamResult {
      let settle!: { resolve: (r: TextResult) => void; reject: (e: unknown) => void };
      const result = new Promise<TextResult>((resolve, reject) => (settle = { resolve, reject }));
      // Consumers may await only one of the two; never leave the other rejection unhandled.
      result.catch(() => undefined);
      const textStream = (async function* () {
        let res: IncomingMessage | undefined;
        try {
          res = await post(url, cfg.apiKey, body(req, true), req.signal);
          let text = '';
          let usage: Usage | null | undefined;
          let reason: string | null | undefined;
          let done = false;
          for await (const data of sseData(res)) {
            // Read on to the end after [DONE] (rather than break) so the socket goes back to the pool.
            if (done) continue;
            if (data === '[DONE]') {
              done = true;
              continue;
            }
            const chunk = parseChunk(data);
            // Some servers report a failure mid-stream as an error object on a 200 response.
            if (chunk.error) throw new ChatCompletionsError(chunk.error.message ?? 'The model provider failed mid-stream');
            if (chunk.usage) usage = chunk.usage; // the final chunk (include_usage) has no choices
            const choice = chunk.choices?.[0];
            if (choice?.finish_reason) reason = choice.finish_reason;
            const delta = choice?.delta?.content;
            if (delta) {
              text += delta;
              yield delta;
            }
          }
          // A connection closed without [DONE], or [DONE] without a finish_reason, is a cut answer, not a complete one.
          if (!done || !reason) throw new ChatCompletionsError('The model stream ended before it was complete');
          settle.resolve({ text, tokensUsed: tokens(usage), model, finishReason: finishReason(reason) });
        } catch (e) {
          settle.reject(e);
          throw e;
        } finally {
          // Also reached when the consumer stops iterating early: free the socket, settle the result.
          if (res && !res.complete) res.destroy();
          settle.reject(abortReason(req.signal ?? AbortSignal.abort()));
        }
      })();
      return { textStream, result };
    },
  };
}
