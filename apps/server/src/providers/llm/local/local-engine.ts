// The local model's child process: loads the GGUF with node-llama-cpp and runs one generation at a
// time for the parent (local-provider.ts), over IPC. A process of its own keeps the model's memory and
// CPU-heavy prompt evaluation off the server's event loop, and ending it gives all that memory back.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { EngineFunction, EngineReply, EngineRequest } from './engine-protocol';
import { fitToBudget } from './grammar-schema';

type Llama = import('node-llama-cpp').Llama;
type LlamaModel = import('node-llama-cpp').LlamaModel;
type LlamaContext = import('node-llama-cpp').LlamaContext;

const send = (m: EngineReply) => process.send?.(m);
let llama: Llama | null = null;
let model: LlamaModel | null = null;
let context: LlamaContext | null = null;
// Resolved once: matching the model's Jinja template against the known wrappers costs ~0.5 s a session.
let chatWrapper: import('node-llama-cpp').ChatWrapper | undefined;
const running = new Map<string, AbortController>();
/**
 * Chat wrappers with the model's own function-calling syntax (node-llama-cpp 3.21). Any other wrapper
 * would fall back to a generic call syntax the model was never trained on: it answers without tools.
 */
const TOOL_WRAPPERS = new Set(['Qwen', 'Llama 3.1', 'Llama 3.2 lightweight', 'Functionary', 'Mistral']);
let toolSupport = false;
/** Tool calls waiting for the server's result, by call id. */
const toolCalls = new Map<string, (r: { result?: unknown; error?: string }) => void>();

async function load(modelPath: string, contextSize: number, forcedWrapper?: string) {
  const { getLlama, resolveChatWrapper } = await import('node-llama-cpp');
  llama = await getLlama({ gpu: false, build: 'never', logLevel: 'error' as never });
  model = await llama.loadModel({ modelPath });
  // One core left to the server: llama.cpp's threads spin, and a busy machine slows them badly.
  const threads = Math.max(1, os.availableParallelism() - 1);
  context = await model.createContext({ contextSize: Math.min(contextSize, model.trainContextSize), threads });
  chatWrapper = (forcedWrapper ? resolveChatWrapper(model, { type: forcedWrapper as never }) : resolveChatWrapper(model)) ?? undefined;
  toolSupport = TOOL_WRAPPERS.has(chatWrapper?.wrapperName ?? '');
  send({ type: 'loaded', contextSize: context.contextSize, tools: toolSupport, chatWrapper: chatWrapper?.wrapperName ?? 'none' });
}

/** The server runs the tool (bound to the asking user there); the model gets its result or error. */
async function sessionFunctions(id: string, list: EngineFunction[], called: string[]) {
  const { defineChatSessionFunction } = await import('node-llama-cpp');
  const call = (name: string, params: unknown) =>
    new Promise<unknown>((resolve) => {
      const callId = randomUUID();
      called.push(name);
      toolCalls.set(callId, (r) => resolve(r.error !== undefined ? { error: r.error } : r.result));
      send({ type: 'tool-call', id, callId, name, params });
    });
  return Object.fromEntries(
    list.map((f) => [
      f.name,
      defineChatSessionFunction({ description: f.description, params: f.params as never, handler: (params) => call(f.name, params) }),
    ]),
  );
}

async function generate(m: Extract<EngineRequest, { type: 'generate' }>) {
  if (!model || !context || !llama) throw new Error('The model is not loaded');
  const { LlamaChatSession } = await import('node-llama-cpp');
  const abort = new AbortController();
  running.set(m.id, abort);
  const sequence = context.getSequence();
  try {
    // The prompt must fit the context with room for the answer (context shift cannot shorten a system
    // prompt): measured in the model's own tokens, the system prompt keeps its start, the latest turns stay.
    const size = context.contextSize;
    const room = Math.min(m.maxTokens ?? 1024, Math.floor(size / 4));
    let budget = size - room - 32;
    const tokens = (text: string) => model!.tokenize(text);
    const sysTokens = tokens(m.system);
    const system = sysTokens.length > budget * 0.6 ? model.detokenize(sysTokens.slice(0, Math.floor(budget * 0.6))) : m.system;
    budget -= Math.min(sysTokens.length, Math.floor(budget * 0.6));
    const kept: typeof m.messages = [];
    for (let i = m.messages.length - 1; i >= 0; i--) {
      const turn = m.messages[i]!;
      const t = tokens(turn.content);
      const need = t.length + 8; // the chat template's markers around a turn
      if (need > budget) {
        if (kept.length === 0) kept.unshift({ ...turn, content: model.detokenize(t.slice(-Math.max(16, budget - 8))) });
        budget = 0;
        break;
      }
      budget -= need;
      kept.unshift(turn);
    }
    while (kept.length > 1 && kept[0]!.role === 'assistant') kept.shift();
    const session = new LlamaChatSession({ contextSequence: sequence, systemPrompt: system, chatWrapper });
    const history = session.getChatHistory();
    for (const t of kept.slice(0, -1)) {
      history.push(t.role === 'user' ? { type: 'user', text: t.content } : { type: 'model', response: [t.content] });
    }
    session.setChatHistory(history);
    const last = kept.at(-1)?.content ?? '';
    const maxTokens = Math.max(1, Math.min(m.maxTokens ?? 1024, budget + room));
    // The grammar's longest answer must fit the tokens left, at this model's characters per token
    // (measured on the prompt, 3/4 of it for margin, between 1 and 3): a JSON cut short never parses.
    const ratio = (system.length + last.length) / Math.max(1, tokens(system + last).length);
    const chars = Math.floor(maxTokens * Math.min(3, Math.max(1, ratio * 0.75)));
    const schema = m.jsonSchema ? fitToBudget(m.jsonSchema as Record<string, unknown>, chars) : undefined;
    const grammar = schema ? await llama.createGrammarForJsonSchema(schema as never) : undefined;
    // Tools only where the chat wrapper knows the model's call syntax, and never with a grammar.
    const called: string[] = [];
    const functions = toolSupport && !grammar && m.functions?.length ? await sessionFunctions(m.id, m.functions, called) : undefined;
    const before = sequence.tokenMeter.getState();
    const common = {
      maxTokens,
      signal: abort.signal,
      stopOnAbortSignal: true,
      onTextChunk: (text: string) => send({ type: 'token', id: m.id, text }),
    };
    // node-llama-cpp takes a grammar or functions, never both.
    const res = await (functions ? session.promptWithMeta(last, { ...common, functions }) : session.promptWithMeta(last, { ...common, grammar }));
    const after = sequence.tokenMeter.getState();
    const text = res.responseText;
    const stop = res.stopReason;
    send({
      type: 'done',
      id: m.id,
      text,
      inputTokens: after.usedInputTokens - before.usedInputTokens,
      outputTokens: after.usedOutputTokens - before.usedOutputTokens,
      finishReason: abort.signal.aborted ? 'aborted' : stop === 'maxTokens' ? 'length' : 'stop',
      toolNames: called,
    });
  } finally {
    running.delete(m.id);
    sequence.dispose();
  }
}

process.on('message', (m: EngineRequest) => {
  if (m.type === 'load') {
    load(m.modelPath, m.contextSize, m.chatWrapper).catch((err: Error) => send({ type: 'load-error', message: err.message }));
  } else if (m.type === 'generate') {
    generate(m).catch((err: Error) => send({ type: 'error', id: m.id, message: err.message }));
  } else if (m.type === 'cancel') {
    running.get(m.id)?.abort();
  } else if (m.type === 'tool-result') {
    toolCalls.get(m.callId)?.(m);
    toolCalls.delete(m.callId);
  }
});
// The parent went away: nothing is left to answer.
process.on('disconnect', () => process.exit(0));
