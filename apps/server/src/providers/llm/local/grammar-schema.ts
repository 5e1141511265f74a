// Structured output on the local engine: the zod schema becomes the JSON schema subset node-llama-cpp
// turns into a llama.cpp grammar, sized so the answer always closes within the tokens it may use.
// Pure (no node-llama-cpp): the parent converts, the engine process fits it to its token budget.
import { z } from 'zod';

type Json = Record<string, unknown>;

/** llama.cpp refuses a repetition of 2000 or more (`{0,2000}`): a longer string is unbounded in the grammar. */
const GRAMMAR_MAX_REPEAT = 1999;
/** Where the schema sets no bound: what the budget scales down from. */
const OPEN_STRING = 4000;
const OPEN_ARRAY = 20;
const FORMATS = new Set(['date-time', 'date', 'time']);

const isObj = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | undefined => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

/**
 * What node-llama-cpp's grammar understands: anyOf becomes oneOf, unknown keywords (pattern, default,
 * example…) go, every string and array gets an explicit bound. Note: node-llama-cpp makes every
 * property required, so an optional one is always written (still valid for the zod schema).
 */
export function grammarSchemaOf(schema: unknown): Json {
  const json = z.toJSONSchema(schema as z.ZodType, { target: 'draft-2020-12', unrepresentable: 'any' }) as Json;
  return normalize(json);
}

/** The same for a JSON schema (a tool's parameters). */
export function normalize(node: unknown): Json {
  if (!isObj(node)) return {};
  const alts = (node.anyOf ?? node.oneOf) as unknown[] | undefined;
  if (Array.isArray(alts)) return { oneOf: alts.map(normalize) };
  if (node.const !== undefined) return { const: node.const };
  if (Array.isArray(node.enum)) return { enum: node.enum };
  if (typeof node.$ref === 'string') {
    const defs = isObj(node.$defs) ? { $defs: Object.fromEntries(Object.entries(node.$defs).map(([k, v]) => [k, normalize(v)])) } : {};
    return { $ref: node.$ref, ...defs };
  }
  const type = node.type;
  if (Array.isArray(type)) return { oneOf: type.map((t) => normalize({ ...node, type: t })) };
  if (type === 'string') {
    if (typeof node.format === 'string' && FORMATS.has(node.format)) return { type, format: node.format };
    const minLength = num(node.minLength) ?? 0;
    return { type, minLength, maxLength: Math.max(minLength, num(node.maxLength) ?? OPEN_STRING) };
  }
  if (type === 'number' || type === 'integer' || type === 'boolean' || type === 'null') return { type };
  if (type === 'object') {
    const props = isObj(node.properties) ? node.properties : {};
    const out: Json = { type, properties: Object.fromEntries(Object.entries(props).map(([k, v]) => [k, normalize(v)])) };
    if (isObj(node.additionalProperties) && Object.keys(props).length === 0) {
      // A record: a few entries of the value's schema.
      out.additionalProperties = normalize(node.additionalProperties);
      out.maxProperties = num(node.maxProperties) ?? 8;
    }
    return out;
  }
  if (type === 'array') {
    const prefix = Array.isArray(node.prefixItems) ? node.prefixItems.map(normalize) : undefined;
    const rest = isObj(node.items) ? normalize(node.items) : undefined;
    const minItems = Math.max(num(node.minItems) ?? 0, prefix?.length ?? 0);
    const open = rest ? Math.max(minItems, OPEN_ARRAY) : (prefix?.length ?? 0);
    return { type, ...(prefix ? { prefixItems: prefix } : {}), ...(rest ? { items: rest } : {}), minItems, maxItems: Math.max(minItems, num(node.maxItems) ?? open) };
  }
  return {};
}

/** Newline and indentation the grammar allows before a value at this depth. */
const ws = (depth: number) => 1 + 4 * depth;

/** The most characters an answer under this (normalized) schema can have. */
export function worstChars(node: Json, depth = 0): number {
  if (Array.isArray(node.oneOf)) return Math.max(0, ...node.oneOf.map((n) => worstChars(n as Json, depth)));
  if (node.const !== undefined) return JSON.stringify(node.const).length;
  if (Array.isArray(node.enum)) return Math.max(0, ...node.enum.map((v) => JSON.stringify(v).length));
  switch (node.type) {
    case 'string':
      return node.format ? 32 : 2 + (node.maxLength as number);
    case 'number':
    case 'integer':
      return 24;
    case 'boolean':
      return 5;
    case 'null':
      return 4;
    case 'object': {
      const props = Object.entries(node.properties as Json);
      let n = 2 + ws(depth);
      for (const [k, v] of props) n += JSON.stringify(k).length + 3 + ws(depth + 1) + worstChars(v as Json, depth + 1);
      if (node.additionalProperties) n += (node.maxProperties as number) * (40 + ws(depth + 1) + worstChars(node.additionalProperties as Json, depth + 1));
      return n;
    }
    case 'array': {
      const prefix = (node.prefixItems as Json[] | undefined) ?? [];
      let n = 2 + ws(depth);
      for (const p of prefix) n += 1 + ws(depth + 1) + worstChars(p, depth + 1);
      const more = (node.maxItems as number) - prefix.length;
      if (more > 0 && node.items) n += more * (1 + ws(depth + 1) + worstChars(node.items as Json, depth + 1));
      return n;
    }
    default:
      return 200; // any JSON or a reference: a guess
  }
}

/** Every string's length and array's count scaled by `s` (never below the schema's minimum). */
function scaled(node: Json, s: number): Json {
  if (Array.isArray(node.oneOf)) return { ...node, oneOf: node.oneOf.map((n) => scaled(n as Json, s)) };
  if (node.type === 'string' && !node.format) {
    const min = node.minLength as number;
    return { ...node, maxLength: Math.max(min, Math.min(GRAMMAR_MAX_REPEAT, Math.floor((node.maxLength as number) * s))) };
  }
  if (node.type === 'object') {
    const props = Object.fromEntries(Object.entries(node.properties as Json).map(([k, v]) => [k, scaled(v as Json, s)]));
    const extra = node.additionalProperties ? { additionalProperties: scaled(node.additionalProperties as Json, s) } : {};
    return { ...node, properties: props, ...extra };
  }
  if (node.type === 'array') {
    const min = node.minItems as number;
    const out: Json = { ...node, maxItems: Math.max(min, Math.ceil((node.maxItems as number) * s)) };
    if (node.prefixItems) out.prefixItems = (node.prefixItems as Json[]).map((p) => scaled(p, s));
    if (node.items) out.items = scaled(node.items as Json, s);
    return out;
  }
  return node;
}

/**
 * The schema with its bounds scaled down until its longest possible answer fits `maxChars`: a model
 * that never stops a string (a weak or random one) still closes the JSON before its token limit.
 * Lengths stay within the schema's own, so zod checks the parsed answer as for any other engine.
 */
export function fitToBudget(schema: Json, maxChars: number): Json {
  if (worstChars(scaled(schema, 1)) <= maxChars) return scaled(schema, 1);
  let lo = 0;
  let hi = 1;
  for (let i = 0; i < 24; i++) {
    const mid = (lo + hi) / 2;
    if (worstChars(scaled(schema, mid)) <= maxChars) lo = mid;
    else hi = mid;
  }
  return scaled(schema, lo);
}
