// Messages between the server (local-provider.ts) and the local model's child process (local-engine.ts).
export type EngineTurn = { role: 'user' | 'assistant'; content: string };

export type EngineRequest =
  | { type: 'load'; modelPath: string; contextSize: number }
  | { type: 'generate'; id: string; system: string; messages: EngineTurn[]; maxTokens?: number; jsonSchema?: unknown }
  | { type: 'cancel'; id: string };

export type EngineReply =
  | { type: 'loaded'; contextSize: number }
  | { type: 'load-error'; message: string }
  | { type: 'token'; id: string; text: string }
  | { type: 'done'; id: string; text: string; inputTokens: number; outputTokens: number; finishReason: 'stop' | 'length' | 'aborted' }
  | { type: 'error'; id: string; message: string };
