// Messages between the server (local-provider.ts) and the local model's child process (local-engine.ts).
export type EngineTurn = { role: 'user' | 'assistant'; content: string };
/** A tool the model may call (node-llama-cpp function calling); the server runs it and answers with its result. */
export type EngineFunction = { name: string; description?: string; params?: unknown };

export type EngineRequest =
  /** `chatWrapper`: a node-llama-cpp chat wrapper type to force (e.g. "qwen"); otherwise the model's own. */
  | { type: 'load'; modelPath: string; contextSize: number; chatWrapper?: string }
  | {
      type: 'generate';
      id: string;
      system: string;
      messages: EngineTurn[];
      maxTokens?: number;
      jsonSchema?: unknown;
      functions?: EngineFunction[];
    }
  | { type: 'cancel'; id: string }
  | { type: 'tool-result'; id: string; callId: string; result?: unknown; error?: string };

export type EngineReply =
  /** `tools`: whether the model's chat wrapper has function calling (else answers come without tools). */
  | { type: 'loaded'; contextSize: number; tools: boolean; chatWrapper: string }
  | { type: 'load-error'; message: string }
  | { type: 'token'; id: string; text: string }
  | { type: 'tool-call'; id: string; callId: string; name: string; params: unknown }
  | {
      type: 'done';
      id: string;
      text: string;
      inputTokens: number;
      outputTokens: number;
      finishReason: 'stop' | 'length' | 'aborted';
      toolNames?: string[];
    }
  | { type: 'error'; id: string; message: string };
