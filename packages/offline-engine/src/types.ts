/**
 * The one model interface every module uses (chat, orchestrator, documents, app builder).
 * `createLlmProvider(config)` in ./index.ts picks the real adapter (Vercel AI SDK: openai,
 * anthropic, openai-compatible) or the built-in offline engine; tests pass a stand-in through
 * `buildApp({ llm })`.
 */
import type { StartupModel } from '@uc/startup-model';

/**
 * One earlier message of a thread. `agentId`: the co-founder who wrote an assistant turn; `tools`: a
 * short summary of the tool results behind it (so the next agent need not fetch them again).
 */
export type ChatTurn = { role: 'user' | 'assistant'; content: string; agentId?: string; tools?: string };

export type TextRequest = {
  system: string;
  messages: ChatTurn[];
  maxOutputTokens?: number;
  signal?: AbortSignal;
  /**
   * What the call is for, so the offline engine (which has no model) can build a deterministic,
   * structured answer. Real adapters ignore it: everything they need is in system + messages.
   */
  purpose?: OfflinePurpose;
  /**
   * Tools the model may call (an AI SDK ToolSet, built by the server for the calling user). Real
   * adapters only: the offline engine has no tools.
   */
  tools?: Record<string, unknown>;
  /** Called as each tool step happens: when the call is made, then with its result or error. */
  onToolStep?: (step: ToolStep) => void;
  /**
   * A zod schema the answer must match (structured output, generateText only). Real adapters ask
   * the provider for it and put the parsed value in `object`; an answer that does not match has none.
   */
  schema?: unknown;
  /**
   * A narrower zod schema for an engine that decodes under a grammar (the local engine), e.g. the
   * document's exact headings in order: every answer it allows also matches `schema`. Others ignore it.
   */
  grammarSchema?: unknown;
  /**
   * The local engine answers one request at a time: called with how many requests are ahead of this
   * one while it waits (then 0 when its turn comes). Other providers never call it.
   */
  onQueue?: (ahead: number) => void;
};

/** One tool call of an answer, as the chat streams and stores it. */
export type ToolStep = {
  toolCallId: string;
  toolName: string;
  input: unknown;
  state: 'running' | 'done' | 'error';
  output?: unknown;
  errorText?: string;
};

/** Tokens of one model step (one provider call) as the provider reported them. */
export type StepUsage = { inputTokens: number; outputTokens: number; toolNames: string[] };

export type OfflinePurpose =
  | {
      kind: 'agent-chat';
      agentId: string;
      userMessage: string;
      profile?: Record<string, unknown> | null;
      /** The thread's earlier turns, so follow-ups ("and the second option?") resolve against them. */
      history?: ChatTurn[];
      /** The founder's stored startup model; built from the profile when absent. */
      startup?: StartupModel | null;
    }
  | { kind: 'synthesis'; userMessage: string; answers: { agentId: string; text: string }[]; profile?: Record<string, unknown> | null; startup?: StartupModel | null }
  | {
      /** An executed orchestrator suggestion: the deliverable it names (market analysis, interview plan, legal checklist…). */
      kind: 'deliverable';
      action: string;
      agentId: string;
      /** The question that produced the suggestion, when known. */
      question?: string | null;
      profile?: Record<string, unknown> | null;
      startup?: StartupModel | null;
    }
  | { kind: 'document'; documentType: string; idea: string; profile?: Record<string, unknown> | null }
  | { kind: 'app'; request: string; profile?: Record<string, unknown> | null }
  | { kind: 'other'; userMessage: string };

export type TextResult = {
  text: string;
  /** Input + output tokens as reported by the provider (the offline engine counts words). */
  tokensUsed: number;
  model: string;
  finishReason: 'stop' | 'length' | 'error' | 'aborted' | 'other';
  /** Input and output tokens of the whole answer, when the provider reported them. */
  usage?: { inputTokens: number; outputTokens: number };
  /** Per provider call (a tool-using answer makes several), for metering. */
  steps?: StepUsage[];
  /** The answer parsed against the request's `schema`, when it matched. */
  object?: unknown;
};

export type StreamResult = {
  /** Text deltas as the model emits them. */
  textStream: AsyncIterable<string>;
  /** Settles once `textStream` has been read to its end (rejects on provider error or abort, or when the reader stops early). */
  result: Promise<TextResult>;
  /** Usage of the model calls finished so far: a failed answer's tool rounds still cost tokens, and are metered. */
  finishedSteps?: () => StepUsage[];
};

export interface LlmProvider {
  /** 'offline' is the built-in engine; the UI labels it "Offline mode". */
  readonly kind: 'offline' | 'openai' | 'anthropic' | 'openai-compatible' | 'local';
  readonly model: string;
  /** false when the operator turned tool calling off (LLM_TOOLS=off); the offline engine has none. */
  readonly tools?: boolean;
  generateText(req: TextRequest): Promise<TextResult>;
  streamText(req: TextRequest): StreamResult;
}
