// The local model's file: download on the operator's action (resumable, SHA-256 checked before use),
// status for Admin → AI and the console, removal. Cheap to create: nothing of node-llama-cpp loads here.
import { existsSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { downloadModel, ModelDownloadError } from './model-download';
import type { LocalModelManager, LocalModelStatus } from './types';

/**
 * Default: Qwen2.5-1.5B-Instruct Q4_K_M (Apache-2.0, tool calling in its chat template), pinned to one
 * revision of Qwen/Qwen2.5-1.5B-Instruct-GGUF with its size and SHA-256, so the download needs no setting.
 */
export const DEFAULT_LOCAL_MODEL = {
  url: 'https://huggingface.co/Qwen/Qwen2.5-1.5B-Instruct-GGUF/resolve/91cad51170dc346986eccefdc2dd33a9da36ead9/qwen2.5-1.5b-instruct-q4_k_m.gguf',
  sha256: '6a1a2eb6d15622bf3c96857206351ba97e1af16c30d7a74ee38970e434e9407e' as string | undefined,
  sizeBytes: 1_117_320_736 as number | undefined,
  /** Weights (~1.1 GB) plus a 4k-token context and runtime: what the machine check compares with. */
  ramNeededBytes: 2 * 1024 ** 3,
  /** Rough CPU speed of a 1.5B Q4_K_M model per core (llama.cpp, AVX2), for the machine check. */
  tokensPerSecondPerCore: 3,
};

export interface LocalModelOptions {
  dataDir: string;
  url?: string;
  sha256?: string;
  log?: { info: (msg: string) => void; warn: (msg: string) => void };
  /** Minimum milliseconds between progress notifications (default 250). */
  progressEveryMs?: number;
}

export interface LocalModel extends LocalModelManager {
  /** The model file when it is downloaded and verified; else null. */
  readyPath(): string | null;
  /** Marks the model failed (e.g. it does not load): the offline engine answers and the screen shows why. */
  markFailed(error: string): void;
  /** Resolves when the running download ends (at once when none runs). */
  settled(): Promise<void>;
}

/** "qwen2.5-1.5b-instruct-q4_k_m.gguf" → the file name kept under DATA_DIR/models. */
function fileNameOf(url: string): string {
  const last = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'model.gguf';
  return last.replace(/[^\w.-]/g, '_');
}

export function createLocalModelManager(o: LocalModelOptions): LocalModel {
  const url = o.url ?? DEFAULT_LOCAL_MODEL.url;
  const sha256 = o.sha256 ?? (o.url ? undefined : DEFAULT_LOCAL_MODEL.sha256);
  // The pinned size holds for the pinned file only (a custom URL has its own).
  const sizeBytes = o.url ? undefined : DEFAULT_LOCAL_MODEL.sizeBytes;
  const file = path.join(path.resolve(o.dataDir), 'models', fileNameOf(url));
  const name = path.basename(file, '.gguf');
  const every = o.progressEveryMs ?? 250;
  const listeners = new Set<(s: LocalModelStatus) => void>();
  const cores = os.cpus().length;
  const onDisk = existsSync(file) ? statSync(file).size : 0;
  let status: LocalModelStatus = {
    state: onDisk > 0 ? 'ready' : 'absent',
    model: name,
    downloaded_bytes: onDisk,
    total_bytes: onDisk || null,
    bytes_per_second: null,
    seconds_left: null,
    error: null,
    machine: {
      ram_needed_bytes: DEFAULT_LOCAL_MODEL.ramNeededBytes,
      total_ram_bytes: os.totalmem(),
      cpu_cores: cores,
      expected_tokens_per_second: o.url ? null : Math.min(cores, 8) * DEFAULT_LOCAL_MODEL.tokensPerSecondPerCore,
    },
  };
  let running: { abort: AbortController; done: Promise<void> } | null = null;
  let lastNotice = 0;
  let lastLog = 0;

  const set = (patch: Partial<LocalModelStatus>) => {
    status = { ...status, ...patch };
    for (const l of listeners) l(status);
  };

  const run = async (abort: AbortController) => {
    try {
      await downloadModel({
        url,
        dest: file,
        sha256,
        sizeBytes,
        signal: abort.signal,
        onProgress: (p) => {
          const now = Date.now();
          if (now - lastNotice < every) return;
          lastNotice = now;
          const patch = {
            downloaded_bytes: p.downloadedBytes,
            total_bytes: p.totalBytes,
            bytes_per_second: Math.round(p.bytesPerSecond),
            seconds_left: p.secondsLeft === null ? null : Math.round(p.secondsLeft),
          };
          set(patch);
          if (now - lastLog >= 5_000) {
            lastLog = now;
            const pct = p.totalBytes ? ` (${Math.floor((100 * p.downloadedBytes) / p.totalBytes)}%)` : '';
            o.log?.info(`Local model ${name}: ${mb(p.downloadedBytes)} of ${p.totalBytes ? mb(p.totalBytes) : '?'}${pct}`);
          }
        },
      });
      const size = statSync(file).size;
      set({ state: 'ready', downloaded_bytes: size, total_bytes: size, bytes_per_second: null, seconds_left: null, error: null });
      o.log?.info(`Local model ${name}: downloaded and verified (${mb(size)}).`);
    } catch (err) {
      if (err instanceof ModelDownloadError && err.code === 'aborted') return;
      const error = (err as Error).message;
      if (err instanceof ModelDownloadError && err.code === 'checksum') await rm(file, { force: true });
      set({ state: 'failed', error, bytes_per_second: null, seconds_left: null });
      o.log?.warn(`Local model ${name}: ${error}`);
    }
  };

  return {
    status: () => status,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async download() {
      if (running || status.state === 'ready') return;
      const abort = new AbortController();
      set({ state: 'downloading', error: null, bytes_per_second: null, seconds_left: null });
      o.log?.info(`Local model ${name}: downloading from ${url}`);
      const done = run(abort).finally(() => {
        if (running?.abort === abort) running = null;
      });
      running = { abort, done };
    },
    async remove() {
      const r = running;
      running = null;
      if (r) {
        r.abort.abort();
        await r.done;
      }
      await rm(file, { force: true });
      await rm(`${file}.part`, { force: true });
      set({ state: 'absent', downloaded_bytes: 0, total_bytes: null, bytes_per_second: null, seconds_left: null, error: null });
    },
    readyPath: () => (status.state === 'ready' ? file : null),
    markFailed(error) {
      set({ state: 'failed', error });
    },
    settled: async () => {
      await running?.done;
    },
  };
}

const mb = (n: number) => `${(n / 1024 ** 2).toFixed(1)} MB`;
