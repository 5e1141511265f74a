/**
 * The one model interface every module uses (chat, orchestrator, documents, app builder).
 * `createLlmProvider(config)` in ./index.ts picks the real adapter (Vercel AI SDK: openai,
 * anthropic, openai-compatible) or the built-in offline engine; tests pass a stand-in through
 * `buildApp({ llm })`.
 */
import type { StartupModel } from '@uc/startup-model';

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

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
};

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
};

export type StreamResult = {
  /** Text deltas as the model emits them. */
  textStream: AsyncIterable<string>;
  /** Resolves when the stream ends (rejects on provider error or abort). */
  result: Promise<TextResult>;
};

export interface LlmProvider {
  /** 'offline' is the built-in engine; the UI labels it "Offline mode". */
  readonly kind: 'offline' | 'openai' | 'anthropic' | 'openai-compatible';
  readonly model: string;
  generateText(req: TextRequest): Promise<TextResult>;
  streamText(req: TextRequest): StreamResult;
}
