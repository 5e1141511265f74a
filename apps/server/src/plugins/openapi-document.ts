import { STATUS_CODES } from 'node:http';
import { ErrorBodySchema } from '@uc/contract';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';

/**
 * Makes the generated OpenAPI document one that linters, validators and client generators
 * accept, derived from what each route already declares, so a new route complies without
 * extra work:
 * - operationId from method and path (`GET /api/v1/chat/threads/{id}` → `getChatThreadsById`);
 * - `security` from `config.auth` (`[]` on public routes);
 * - the error statuses the framework answers on its own (401/403 by auth level, 422 for invalid
 *   params/query/body, 400/413/415 for bodies, 404 for path ids, 429 for API-key limits);
 * - media types: a response schema with `contentMediaType` (or `format: binary`) is served as that
 *   type, `schema.consumes` without a body schema documents uploads (multipart file / raw bytes);
 * - components: no `$id`/`$schema` (2020-12 forbids fragment ids), `XInput` merged into `X` when
 *   they are the same, and unused ones dropped.
 */

type Json = Record<string, unknown>;
type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type RouteConfig = { auth?: 'public' | 'user' | 'superuser'; apiKey?: boolean; openapi?: RouteDocs };

/** What a route may add to its document that the schemas cannot say. */
export type RouteDocs = {
  /** Request headers the handler reads itself (documented, not validated), name → description. */
  headers?: Record<string, string>;
  /** The body as clients may send it, when a hook converts it before validation (zod schema). */
  body?: unknown;
};

const API_PREFIX = '/api/v1';

export function operationIdFor(method: string, url: string): string {
  const path = url.startsWith(API_PREFIX) ? url.slice(API_PREFIX.length) : url;
  const words = path
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const param = /^[{:](\w+)}?$/.exec(segment);
      return param ? ['by', param[1]] : segment.split(/[-_.]/);
    });
  return method.toLowerCase() + words.map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');
}

/** The statuses Fastify and our hooks answer on their own, so every route documents them. */
function standardStatuses(schema: Json, config: RouteConfig, url: string): number[] {
  const auth = config.auth ?? 'user';
  const codes: number[] = [];
  const hasBody = Boolean(schema.body || schema.consumes);
  if (auth !== 'public') codes.push(401);
  if (auth === 'superuser' || (auth === 'user' && config.apiKey === false)) codes.push(403);
  if (auth === 'user' && config.apiKey !== false) codes.push(429);
  if (schema.params || schema.querystring || schema.body || schema.headers) codes.push(422);
  if (/[:{]/.test(url)) codes.push(404);
  if (hasBody) codes.push(400, 413, 415);
  return codes;
}

/** A JSON schema that says "not JSON": the media type its bytes are sent as, or null. */
function nonJsonMediaType(schema: unknown): string | null {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as Json;
  if (typeof s.contentMediaType === 'string') return s.contentMediaType;
  if (s.format === 'binary') return 'application/octet-stream';
  return null;
}

function uploadBody(mediaTypes: string[], description: string | undefined): Json {
  const content: Json = {};
  for (const type of mediaTypes) {
    if (type === 'multipart/form-data') {
      content[type] = {
        schema: { type: 'object', properties: { file: { type: 'string', format: 'binary', description: 'The file (one part named `file`)' } }, required: ['file'] },
      };
    } else if (type === 'application/json' || type === 'application/x-www-form-urlencoded') {
      content[type] = { schema: { type: 'object' } };
    } else {
      content[type] = { schema: { type: 'string', format: 'binary' } };
    }
  }
  return { content, ...(description ? { description } : {}) };
}

/** Per-route transform: the zod conversion plus the derived parts above. */
export function transformRoute(input: TransformInput) {
  const route = (input as { route?: { method?: string | string[]; config?: RouteConfig } }).route;
  const config = route?.config ?? {};
  const raw = (input.schema ?? {}) as Json;
  if (raw.hide) return jsonSchemaTransform(input);
  // Fastify's trailing wildcard (`/apps/:slug/*`) becomes a named path parameter.
  const url = input.url.replace(/\*$/, ':path');
  const response: Json = { ...(raw.response as Json | undefined) };
  for (const code of standardStatuses(raw, config, url)) if (!response[code]) response[code] = ErrorBodySchema;
  const method = Array.isArray(route?.method) ? route.method[0] : (route?.method ?? 'get');
  const body = config.openapi?.body ?? raw.body;
  const result = jsonSchemaTransform({ ...input, schema: { ...raw, response, ...(body ? { body } : {}) } } as TransformInput);
  const out = result.schema as Json;

  out.operationId ??= operationIdFor(method, url);
  const params = out.params as { properties?: Record<string, unknown>; required?: string[] } | undefined;
  if (params?.properties?.['*']) {
    const { '*': wildcard, ...named } = params.properties;
    // A path parameter is always sent: a default there would only make generated clients require it twice.
    const { default: _unused, ...pathParam } = wildcard as Json;
    params.properties = { ...named, path: pathParam };
    params.required = [...(params.required ?? []).filter((n) => n !== '*'), 'path'];
  }
  out.security = (config.auth ?? 'user') === 'public' ? [] : [{ bearerAuth: [] }];
  const responses = out.response as Record<string, Json>;
  for (const [status, schema] of Object.entries(responses)) {
    const mediaType = nonJsonMediaType(schema);
    if (mediaType) {
      const { description } = schema;
      responses[status] = { description: description ?? 'Success', content: { [mediaType]: { schema: { type: 'string', format: 'binary' } } } };
    }
  }
  if (!raw.body && Array.isArray(raw.consumes)) out.body = uploadBody(raw.consumes as string[], undefined);
  if (config.openapi?.headers) {
    const headers = config.openapi.headers;
    out.headers = {
      type: 'object',
      properties: Object.fromEntries(Object.entries(headers).map(([name, description]) => [name, { type: 'string', description }])),
      required: Object.keys(headers),
    };
  }
  return { ...result, url };
}

const REF_PREFIX = '#/components/schemas/';

/** A Media Type Object (`{ schema, example }` under `content`), whose `example` is OpenAPI's, not JSON Schema's. */
const isMediaType = (o: Json) => 'schema' in o && !('type' in o) && !('properties' in o);

function refsIn(value: unknown, found: Set<string>) {
  if (Array.isArray(value)) for (const v of value) refsIn(v, found);
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (k === '$ref' && typeof v === 'string' && v.startsWith(REF_PREFIX)) found.add(v.slice(REF_PREFIX.length));
      else refsIn(v, found);
    }
  }
}

/** Same schema once `additionalProperties: false` (added to responses only) is ignored. */
function sameShape(a: unknown, b: unknown): boolean {
  const strip = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(strip);
    if (v && typeof v === 'object') return Object.fromEntries(Object.entries(v).filter(([k, x]) => !(k === 'additionalProperties' && x === false)).map(([k, x]) => [k, strip(x)]));
    return v;
  };
  return JSON.stringify(strip(a)).replaceAll(/Input"/g, '"') === JSON.stringify(strip(b));
}

/** The tags the operations use, declared once with what each covers (redocly: operation-tag-defined). */
const TAG_DESCRIPTIONS: Record<string, string> = {
  Health: 'Liveness, readiness and the public configuration',
  Authentication: 'Sign-up, sign-in, sessions, e-mail verification and passwords',
  Profile: 'Your account and avatar',
  Agents: 'The five co-founder agents and their tasks',
  Orchestrator: 'Plans and suggestions across agents',
  Chat: 'Threads and streamed answers (AI SDK UI message stream)',
  Startup: 'The startup model: archetype, assumptions, forecast and its versions',
  Documents: 'Generated business documents',
  'Data Room': 'Files, folders, versions and search',
  'Data Room Sharing': 'Share links to data-room files, with gates and page-by-page analytics',
  'Shared Viewer': 'The public side of a share link (no account): gates, files and page time',
  Billing: 'Credits, plans, payments and invoices',
  Integrations: 'Connected services',
  Webhooks: 'Outgoing webhooks signed with your secret',
  Leads: 'Lead search, import and lists',
  'App Builder': 'Generated web apps and their builds',
  'Live sessions': 'Video and voice sessions with the agents',
  Avatars: 'The video studio',
  'API Keys': 'Keys for programmatic access',
  MCP: 'The Model Context Protocol server for your own assistant (Claude, ChatGPT, Cursor)',
  Admin: 'Superuser administration',
  Diagnostics: 'System health checks',
  Company: 'Contact and careers',
};

type SchemaVisitor = (schema: Json, parentKey: string | undefined) => void;
/** Calls `visit` on every schema object below `value` (keys of `properties` are names, not schemas). */
function eachSchema(value: unknown, visit: SchemaVisitor, parentKey?: string) {
  if (Array.isArray(value)) for (const v of value) eachSchema(v, visit, parentKey);
  else if (value && typeof value === 'object') {
    if (parentKey !== 'properties') visit(value as Json, parentKey);
    for (const [k, v] of Object.entries(value)) eachSchema(v, visit, k);
  }
}

/** `$ref`s replaced by copies of their components (cycles stay references). */
function inlineRefs(value: unknown, schemas: Record<string, Json>, seen: string[] = []): unknown {
  if (Array.isArray(value)) return value.map((v) => inlineRefs(v, schemas, seen));
  if (!value || typeof value !== 'object') return value;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith(REF_PREFIX)) {
    const name = ref.slice(REF_PREFIX.length);
    if (seen.includes(name) || !schemas[name]) return value;
    const { $ref: _ref, ...rest } = value as Json;
    return { ...(inlineRefs(schemas[name], schemas, [...seen, name]) as Json), ...rest };
  }
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inlineRefs(v, schemas, seen)]));
}

export type DocumentSettings = { passwordMinLength: number };

/**
 * Whole-document pass: request bodies inlined, components cleaned, merged and pruned; response
 * descriptions filled in; `example` written as 2020-12 `examples`; tags declared; the configured
 * password rule stated.
 */
export const documentTransform = (settings: DocumentSettings) => (input: Parameters<typeof jsonSchemaTransformObject>[0]) => transformDocument(input, settings);

export function transformDocument(input: Parameters<typeof jsonSchemaTransformObject>[0], settings: DocumentSettings = { passwordMinLength: 8 }) {
  const doc = jsonSchemaTransformObject(input) as Json & { paths: Json; components: { schemas?: Record<string, Json> }; tags?: { name: string; description?: string }[] };
  const schemas = doc.components.schemas ?? {};
  for (const schema of Object.values(schemas)) {
    delete schema.$id;
    delete schema.$schema;
  }
  // Request bodies written out in the operation: generators (openapi-typescript's default
  // defaultNonNullable) treat a field with a default as required in a component, optional in a body.
  for (const ops of Object.values(doc.paths) as Record<string, { requestBody?: Json }>[]) {
    for (const op of Object.values(ops)) if (op.requestBody) op.requestBody = inlineRefs(op.requestBody, schemas) as Json;
  }

  // Components reachable from the operations, following references between components.
  const used = new Set<string>();
  refsIn(doc.paths, used);
  for (const queue = [...used]; queue.length; ) {
    const found = new Set<string>();
    refsIn(schemas[queue.pop()!], found);
    for (const name of found) {
      if (used.has(name)) continue;
      used.add(name);
      queue.push(name);
    }
  }

  // XInput → X when X is unused or identical; then rewrite every reference once.
  const rename = new Map<string, string>();
  for (const name of used) {
    if (!name.endsWith('Input')) continue;
    const base = name.slice(0, -'Input'.length);
    if (!used.has(base) || sameShape(schemas[name], schemas[base])) rename.set(name, base);
  }
  const kept: Record<string, Json> = {};
  for (const name of [...used].sort()) {
    const target = rename.get(name) ?? name;
    if (!kept[target]) kept[target] = rename.has(name) && used.has(target) ? schemas[target] : schemas[name];
  }
  doc.components.schemas = kept;
  let text = JSON.stringify(doc);
  for (const [from, to] of rename) text = text.replaceAll(`"${REF_PREFIX}${from}"`, `"${REF_PREFIX}${to}"`);
  const result = JSON.parse(text) as typeof doc;

  eachSchema([result.components.schemas, result.paths], (schema, parentKey) => {
    // OpenAPI's own `example` (media types, parameters) stays; in a JSON Schema 2020-12 it is `examples`.
    if ('example' in schema && parentKey !== 'content' && !('in' in schema) && !isMediaType(schema)) {
      schema.examples = [schema.example];
      delete schema.example;
    }
    if (schema['x-new-password']) {
      delete schema['x-new-password'];
      schema.minLength = settings.passwordMinLength;
    }
  });
  const tags = new Set<string>();
  for (const ops of Object.values(result.paths) as Record<string, { tags?: string[] }>[]) for (const op of Object.values(ops)) for (const tag of op.tags ?? []) tags.add(tag);
  result.tags = [...tags].sort().map((name) => ({ name, ...(TAG_DESCRIPTIONS[name] ? { description: TAG_DESCRIPTIONS[name] } : {}) }));

  for (const ops of Object.values(result.paths) as Record<string, { responses?: Record<string, Json> }>[]) {
    for (const op of Object.values(ops)) {
      for (const [status, res] of Object.entries(op.responses ?? {})) {
        if (res.description === 'Default Response') res.description = status.startsWith('2') ? 'Success' : (STATUS_CODES[status] ?? 'Error');
      }
    }
  }
  return result as unknown as ReturnType<typeof jsonSchemaTransformObject>;
}
