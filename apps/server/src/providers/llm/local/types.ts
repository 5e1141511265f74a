// The interface between the local model (issue 37: download, load, generate) and the AI settings
// screen that shows and drives it. Implemented in ./local-model.ts; the admin routes only use this.

export type LocalModelState = 'absent' | 'downloading' | 'ready' | 'failed';

/** What Admin → AI shows of the local model (the API's `local_model`, snake_case as the contract). */
export interface LocalModelStatus {
  state: LocalModelState;
  /** The model's display name, e.g. "Qwen2.5-1.5B-Instruct Q4_K_M". */
  model: string;
  downloaded_bytes: number;
  total_bytes: number | null;
  bytes_per_second: number | null;
  seconds_left: number | null;
  /** Why the state is `failed` (checksum mismatch, HTTP error, load failure), in plain words; else null. */
  error: string | null;
  /** The machine against the model's needs: RAM the model needs, RAM and CPU cores here, expected speed. */
  machine: { ram_needed_bytes: number; total_ram_bytes: number; cpu_cores: number; expected_tokens_per_second: number | null };
}

export interface LocalModelManager {
  status(): LocalModelStatus;
  /** Starts (or resumes) the download off the request path; resolves once it has started. Idempotent. */
  download(): Promise<void>;
  /** Cancels a running download and deletes the model file and any partial file. */
  remove(): Promise<void>;
  /** Called on every state or progress change (progress at most a few times a second). Returns unsubscribe. */
  subscribe(listener: (status: LocalModelStatus) => void): () => void;
}
