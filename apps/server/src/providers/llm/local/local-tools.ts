// Tool calling on the local engine: the agents' tools (an AI SDK ToolSet, bound to the asking user)
// are offered to the model as node-llama-cpp functions; each call comes back to the server, which
// checks the input against the tool's schema and runs it here, never in the engine process.
import { asSchema } from 'ai';
import type { TextRequest } from '../types';
import type { EngineFunction } from './engine-protocol';
import { fitToBudget, normalize } from './grammar-schema';

type ToolLike = {
  description?: string;
  inputSchema?: unknown;
  execute?: (input: unknown, options: { toolCallId: string; messages: unknown[]; abortSignal?: AbortSignal }) => unknown;
};

/** A tool's arguments are short: their grammar gets a small budget of characters. */
const PARAMS_CHARS = 2_000;

/** The request's tools as the engine's functions: name, description and a grammar-ready parameter schema. */
export async function engineFunctions(tools: TextRequest['tools']): Promise<EngineFunction[]> {
  const out: EngineFunction[] = [];
  for (const [name, t] of Object.entries((tools ?? {}) as Record<string, ToolLike>)) {
    if (typeof t?.execute !== 'function') continue;
    const json = t.inputSchema ? await asSchema(t.inputSchema as never).jsonSchema : { type: 'object', properties: {} };
    const params = fitToBudget(normalize(json), PARAMS_CHARS);
    // A tool without parameters is called with none (node-llama-cpp then writes no arguments).
    const empty = params.type === 'object' && Object.keys((params.properties as object) ?? {}).length === 0;
    out.push({ name, description: t.description, ...(empty ? {} : { params }) });
  }
  return out;
}

/** Runs one call the model made: the input checked by the tool's schema, the steps reported to the chat. */
export async function runTool(
  req: TextRequest,
  call: { callId: string; name: string; params: unknown },
): Promise<{ result?: unknown; error?: string }> {
  const t = ((req.tools ?? {}) as Record<string, ToolLike>)[call.name];
  const input = call.params ?? {};
  req.onToolStep?.({ toolCallId: call.callId, toolName: call.name, input, state: 'running' });
  try {
    if (!t?.execute) throw new Error(`There is no tool named ${call.name}`);
    const schema = t.inputSchema ? asSchema(t.inputSchema as never) : null;
    const checked = schema?.validate ? await schema.validate(input) : { success: true as const, value: input };
    if (!checked.success) throw new Error(`Invalid input for ${call.name}: ${checked.error.message}`);
    const output = await t.execute(checked.value, { toolCallId: call.callId, messages: [], abortSignal: req.signal });
    req.onToolStep?.({ toolCallId: call.callId, toolName: call.name, input, state: 'done', output });
    return { result: output ?? null };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    req.onToolStep?.({ toolCallId: call.callId, toolName: call.name, input, state: 'error', errorText: error });
    return { error };
  }
}
