// LLM_PROVIDER=local: answers with the downloaded GGUF model, run by a child process (local-engine.ts),
// one generation at a time with a FIFO queue; until the model is ready (or when it fails to load) the
// offline engine answers. Tools go to the model through node-llama-cpp function calling when its chat
// wrapper has the model's own call syntax (Qwen2.5 has); otherwise it answers without tools (tools: false).
import { type ChildProcess, fork } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import type { LlmProvider, StreamResult, TextRequest, TextResult } from '../types';
import type { EngineReply, EngineRequest, EngineTurn } from './engine-protocol';
import { grammarSchemaOf } from './grammar-schema';
import type { LocalModel } from './local-model';
import { engineFunctions, runTool } from './local-tools';

export interface LocalProviderOptions {
  model: LocalModel;
  /** Answers while the model is absent, downloading or failed (the offline engine). */
  fallback: LlmProvider;
  contextSize?: number;
  /** The operator's switch (LLM_TOOLS / the AI settings screen); default on. */
  tools?: boolean;
  /** A node-llama-cpp chat wrapper type to force (e.g. "qwen") for a model whose own is not recognised. */
  chatWrapper?: string;
  log?: { info: (msg: string) => void; warn: (msg: string) => void };
}

export interface LocalProvider extends LlmProvider {
  /** Ends the child process (the model's memory goes with it); the next answer starts it again. */
  unload(): Promise<void>;
}

type Job = {
  id: string;
  req: TextRequest;
  onToken: (text: string) => void;
  resolve: (r: TextResult) => void;
  reject: (e: unknown) => void;
  waited: boolean;
};

/** The engine beside the bundle (dist/local-engine.js), or its TypeScript source through tsx in development. */
function forkEngine(): ChildProcess {
  const built = fileURLToPath(new URL('./local-engine.js', import.meta.url));
  if (existsSync(built)) return fork(built, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const source = fileURLToPath(new URL('./local-engine.ts', import.meta.url));
  return fork(source, [], { execArgv: ['--import', 'tsx'], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
}

/** Roughly 3 characters a token: keeps the latest turns that fit the context with room for the answer. */
export function trimHistory(messages: TextRequest['messages'], system: string, contextSize: number, maxOutput: number): EngineTurn[] {
  let budget = Math.max(256, (contextSize - maxOutput) * 3 - system.length);
  const kept: EngineTurn[] = [];
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i]!;
    const content = kept.length === 0 ? m.content.slice(-budget) : m.content;
    if (kept.length > 0 && content.length > budget) break;
    budget -= content.length;
    kept.unshift({ role: m.role, content });
  }
  // The chat template expects the conversation to open with the founder.
  while (kept.length > 1 && kept[0]!.role === 'assistant') kept.shift();
  return kept;
}

function parseObject(schema: unknown, text: string): unknown {
  try {
    const parsed = (schema as z.ZodType).safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function createLocalProvider(o: LocalProviderOptions): LocalProvider {
  const contextSize = o.contextSize ?? 4096;
  let child: ChildProcess | null = null;
  let loaded: Promise<void> | null = null;
  let active: Job | null = null;
  const waiting: Job[] = [];
  /** Whether the loaded model's chat wrapper has function calling; null until the model first loads. */
  let toolSupport: boolean | null = null;
  const toolsOn = () => o.tools !== false && toolSupport !== false;

  const usable = () => o.model.readyPath() !== null;

  const stopChild = (): Promise<void> => {
    const c = child;
    child = null;
    loaded = null;
    if (!c || c.exitCode !== null || c.signalCode !== null) return Promise.resolve();
    const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    c.kill();
    return exited;
  };
  // A removed model (or a new download) must not keep the old file loaded.
  o.model.subscribe((s) => {
    if (s.state !== 'ready') void stopChild();
  });

  const onReply = (m: EngineReply) => {
    if (m.type === 'loaded' || m.type === 'load-error' || !active || m.id !== active.id) return;
    const job = active;
    if (m.type === 'token') return job.onToken(m.text);
    if (m.type === 'tool-call') {
      void runTool(job.req, m).then((r) => child?.send({ type: 'tool-result', id: m.id, callId: m.callId, ...r } satisfies EngineRequest));
      return;
    }
    active = null;
    if (m.type === 'error') job.reject(new Error(`The local model failed: ${m.message}`));
    else {
      const usage = { inputTokens: m.inputTokens, outputTokens: m.outputTokens };
      job.resolve({
        text: m.text,
        model: o.model.status().model,
        tokensUsed: m.inputTokens + m.outputTokens,
        finishReason: m.finishReason,
        usage,
        steps: [{ ...usage, toolNames: m.toolNames ?? [] }],
        object: job.req.schema && m.finishReason !== 'aborted' ? parseObject(job.req.schema, m.text) : undefined,
      });
    }
    next();
  };

  const ensureLoaded = (): Promise<void> => {
    if (loaded) return loaded;
    const modelPath = o.model.readyPath()!;
    const c = forkEngine();
    child = c;
    loaded = new Promise<void>((resolve, reject) => {
      c.on('message', (m: EngineReply) => {
        if (m.type === 'loaded') {
          toolSupport = m.tools;
          o.log?.info(`Local model ${o.model.status().model} loaded (context ${m.contextSize} tokens).`);
          resolve();
        } else if (m.type === 'load-error') reject(new Error(m.message));
        else onReply(m);
      });
      c.on('exit', (code, signal) => {
        reject(new Error(`The local model process ended (${signal ?? `exit ${code}`}).`));
        if (child === c) {
          child = null;
          loaded = null;
        }
        if (active) {
          const job = active;
          active = null;
          job.reject(new Error(`The local model process ended (${signal ?? `exit ${code}`}).`));
          next();
        }
      });
      c.send({ type: 'load', modelPath, contextSize, chatWrapper: o.chatWrapper } satisfies EngineRequest);
    });
    loaded.catch((err: Error) => {
      void stopChild();
      o.model.markFailed(`The model did not load: ${err.message}`);
    });
    return loaded;
  };

  const notifyQueue = () => waiting.forEach((job, i) => job.req.onQueue?.(i + 1));

  function next() {
    if (active) return;
    const job = waiting.shift();
    if (!job) return;
    notifyQueue();
    active = job;
    if (job.waited) job.req.onQueue?.(0);
    if (job.req.signal?.aborted) {
      active = null;
      job.reject(job.req.signal.reason);
      next();
      return;
    }
    const start = usable() ? ensureLoaded() : Promise.reject(new Error('The local model is not ready'));
    start.then(
      async () => {
        if (active !== job) return;
        const maxTokens = job.req.maxOutputTokens ?? 1024;
        const offer = job.req.tools && !job.req.schema && toolsOn();
        const functions = offer ? await engineFunctions(job.req.tools).catch(() => undefined) : undefined;
        if (active !== job) return;
        child?.send({
          type: 'generate',
          id: job.id,
          system: job.req.system,
          messages: trimHistory(job.req.messages, job.req.system, contextSize, maxTokens),
          maxTokens,
          jsonSchema: job.req.schema ? grammarSchemaOf(job.req.grammarSchema ?? job.req.schema) : undefined,
          functions,
        } satisfies EngineRequest);
      },
      () => {
        // Loading failed: this request (and the next ones) get the offline engine's answer.
        if (active !== job) return;
        active = null;
        o.fallback.generateText(job.req).then(job.resolve, job.reject);
        next();
      },
    );
  }

  function run(req: TextRequest, onToken: (text: string) => void): Promise<TextResult> {
    return new Promise<TextResult>((resolve, reject) => {
      const job: Job = { id: randomUUID(), req, onToken, resolve, reject, waited: false };
      req.signal?.addEventListener(
        'abort',
        () => {
          const i = waiting.indexOf(job);
          if (i >= 0) {
            // Still waiting: leave the queue at once, and the ones behind move up.
            waiting.splice(i, 1);
            notifyQueue();
            reject(req.signal!.reason);
          } else if (active === job) child?.send({ type: 'cancel', id: job.id } satisfies EngineRequest);
        },
        { once: true },
      );
      waiting.push(job);
      const ahead = waiting.length - 1 + (active ? 1 : 0);
      if (ahead > 0) {
        job.waited = true;
        req.onQueue?.(ahead);
      }
      next();
    });
  }

  return {
    get kind() {
      return usable() ? 'local' : o.fallback.kind;
    },
    get model() {
      return usable() ? o.model.status().model : o.fallback.model;
    },
    get tools() {
      return usable() ? toolsOn() : o.fallback.tools;
    },
    async generateText(req) {
      if (!usable()) return o.fallback.generateText(req);
      return run(req, () => undefined);
    },
    streamText(req): StreamResult {
      if (!usable()) return o.fallback.streamText(req);
      const chunks: string[] = [];
      let wake: (() => void) | null = null;
      let ended = false;
      const result = run(req, (text) => {
        chunks.push(text);
        wake?.();
      });
      result.then(
        () => undefined,
        () => undefined,
      ).finally(() => {
        ended = true;
        wake?.();
      });
      const textStream = (async function* () {
        for (;;) {
          if (chunks.length > 0) {
            yield chunks.shift()!;
            continue;
          }
          if (ended) break;
          await new Promise<void>((r) => (wake = r));
          wake = null;
        }
        // A failed generation rejects here, so the reader sees the error too.
        await result;
      })();
      return { textStream, result };
    },
    unload: stopChild,
  };
}
