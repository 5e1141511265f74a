import {
  ChatStreamAnswerFailedSchema,
  ChatStreamAssumptionProposalSchema,
  ChatStreamOfferSchema,
  ChatStreamCreditsSchema,
  ChatStreamDoneSchema,
  ChatStreamMessageSchema,
  ChatStreamSuggestionsSchema,
  ChatStreamThreadSchema,
  ErrorBodySchema,
  type ChatStreamAnswerFailed,
  type ChatStreamAssumptionProposal,
  type ChatOffer,
  type ChatToolStep,
  type ChatStreamDone,
  type ChatStreamMessage,
  type ChatStreamThread,
  type SendChatBody,
  type Suggestion,
} from '@uc/contract';
import { ApiError, buildUrl, NETWORK_ERROR_MESSAGE } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

export type ChatStreamHandlers = {
  onThread?: (t: ChatStreamThread) => void;
  onMessage?: (m: ChatStreamMessage) => void;
  onDelta?: (messageId: string, delta: string) => void;
  onDone?: (d: ChatStreamDone) => void;
  onCredits?: (remaining: number) => void;
  onSuggestions?: (s: Suggestion[]) => void;
  /** One answer of the turn failed (team mode); the others still arrive. */
  onAnswerFailed?: (f: ChatStreamAnswerFailed) => void;
  onError?: (text: string) => void;
  /** The local model is busy: `ahead` requests answer before this one (0 once its turn comes). */
  onQueue?: (messageId: string, ahead: number) => void;
  /** A tool the model called (state running), then its outcome (done or error); no message id: the current answer. */
  onToolStep?: (step: Pick<ChatToolStep, 'toolCallId' | 'state'> & Partial<Pick<ChatToolStep, 'toolName' | 'input' | 'output' | 'errorText'>>) => void;
  /** A document or app an agent offered (a confirm card: nothing is charged without a click). */
  onOffer?: (offer: ChatOffer) => void;
  /** An assumption change an agent proposed (a confirm card). */
  onProposal?: (p: ChatStreamAssumptionProposal) => void;
};

/** Dispatches one chunk of the AI SDK UI message stream protocol. */
function dispatch(chunk: { type: string; [k: string]: unknown }, h: ChatStreamHandlers) {
  switch (chunk.type) {
    case 'data-thread':
      return h.onThread?.(ChatStreamThreadSchema.parse(chunk.data));
    case 'data-message':
      return h.onMessage?.(ChatStreamMessageSchema.parse(chunk.data));
    case 'text-delta':
      return h.onDelta?.(String(chunk.id), String(chunk.delta));
    case 'data-done':
      return h.onDone?.(ChatStreamDoneSchema.parse(chunk.data));
    case 'data-credits':
      return h.onCredits?.(ChatStreamCreditsSchema.parse(chunk.data).remaining_credits);
    // The chat offers keyword requests before sending; an offer here comes from an agent's tool.
    case 'data-offer':
      return h.onOffer?.(ChatStreamOfferSchema.parse(chunk.data) as ChatOffer);
    case 'data-assumption-proposal':
      return h.onProposal?.(ChatStreamAssumptionProposalSchema.parse(chunk.data));
    case 'tool-input-available':
      return h.onToolStep?.({ toolCallId: String(chunk.toolCallId), toolName: String(chunk.toolName), input: chunk.input, state: 'running' });
    case 'tool-output-available':
      return h.onToolStep?.({ toolCallId: String(chunk.toolCallId), output: chunk.output, state: 'done' });
    case 'tool-output-error':
      return h.onToolStep?.({ toolCallId: String(chunk.toolCallId), state: 'error', errorText: String(chunk.errorText) });
    case 'data-suggestions':
      return h.onSuggestions?.(ChatStreamSuggestionsSchema.parse(chunk.data).suggestions);
    case 'data-answer-failed':
      return h.onAnswerFailed?.(ChatStreamAnswerFailedSchema.parse(chunk.data));
    case 'data-queue': {
      const q = chunk.data as { message_id?: unknown; ahead?: unknown };
      if (typeof q?.message_id === 'string' && typeof q.ahead === 'number') h.onQueue?.(q.message_id, q.ahead);
      return;
    }
    case 'error':
      return h.onError?.(String(chunk.errorText));
  }
}

/**
 * POST /api/v1/chat/stream and reads the server-sent events as they arrive. Rejects with an
 * ApiError for HTTP errors (402 'Insufficient credits', 404) before the stream starts.
 */
export async function streamChat(body: SendChatBody, handlers: ChatStreamHandlers, signal?: AbortSignal): Promise<void> {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(buildUrl('/api/v1/chat/stream'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
      signal,
    });
  } catch {
    throw new ApiError(0, NETWORK_ERROR_MESSAGE);
  }
  if (!res.ok || !res.body) {
    const parsed = ErrorBodySchema.safeParse(await res.json().catch(() => null));
    throw new ApiError(res.status, parsed.success ? parsed.data.detail : `Request failed with status ${res.status}`);
  }
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    let end: number;
    while ((end = buffer.indexOf('\n\n')) >= 0) {
      const event = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = event
        .split('\n')
        .filter((l) => l.startsWith('data:'))
        .map((l) => l.slice(5).trimStart())
        .join('\n');
      if (!data || data === '[DONE]') continue;
      dispatch(JSON.parse(data), handlers);
    }
  }
}
