/** The parts of an OpenAPI 3.1 document the reference reads, turned into a flat list of endpoints. */
export type JsonSchema = {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  example?: unknown;
  examples?: unknown[];
  default?: unknown;
  format?: string;
  description?: string;
};

type MediaType = { schema?: JsonSchema; example?: unknown };
type Operation = {
  tags?: string[];
  summary?: string;
  description?: string;
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; required?: boolean; description?: string; schema?: JsonSchema }[];
  requestBody?: { required?: boolean; content?: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
};
export type OpenApiDocument = {
  info?: { title?: string; version?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
};

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type EndpointParameter = { name: string; in: string; type: string; required: boolean; description: string };
export type EndpointResponse = { status: string; description: string; example: unknown };
export type Endpoint = {
  id: string;
  method: HttpMethod;
  path: string;
  category: string;
  summary: string;
  description: string;
  requiresAuth: boolean;
  parameters: EndpointParameter[];
  /** A JSON example of the body, when the operation takes one. */
  bodyExample: unknown;
  /** The body is form-encoded only when the operation accepts nothing else. */
  bodyContentType: string | null;
  responses: EndpointResponse[];
};

const METHODS: HttpMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Categories the reference lists first, in this order; every other tag follows alphabetically. */
export const PRIMARY_CATEGORIES = ['Authentication', 'Agents', 'Orchestrator'];

export const STATUS_TEXT: Record<string, string> = {
  '200': 'OK',
  '201': 'Created',
  '202': 'Accepted',
  '204': 'No Content',
  '400': 'Bad Request',
  '401': 'Unauthorized',
  '402': 'Payment Required',
  '403': 'Forbidden',
  '404': 'Not Found',
  '409': 'Conflict',
  '413': 'Payload Too Large',
  '422': 'Validation Error',
  '429': 'Too Many Requests',
  '500': 'Internal Server Error',
  '501': 'Not Implemented',
  '503': 'Service Unavailable',
};

function resolve(doc: OpenApiDocument, schema: JsonSchema | undefined, depth = 0): JsonSchema | undefined {
  if (!schema?.$ref || depth > 20) return schema;
  const name = schema.$ref.split('/').pop() ?? '';
  return resolve(doc, doc.components?.schemas?.[name], depth + 1);
}

export function typeLabel(doc: OpenApiDocument, raw: JsonSchema | undefined): string {
  const schema = resolve(doc, raw);
  if (!schema) return 'any';
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeLabel(doc, s)).join(' | ');
  if (schema.type === 'array') return `${typeLabel(doc, schema.items)}[]`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  return schema.type ?? 'object';
}

/** An example value: the schema's own example, else one built from its properties and types. */
export function exampleFor(doc: OpenApiDocument, raw: JsonSchema | undefined, depth = 0): unknown {
  const schema = resolve(doc, raw);
  if (!schema || depth > 8) return null;
  if (schema.example !== undefined) return schema.example;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return exampleFor(doc, union.find((s) => resolve(doc, s)?.type !== 'null') ?? union[0], depth + 1);
  if (schema.allOf) return Object.assign({}, ...schema.allOf.map((s) => exampleFor(doc, s, depth + 1)));
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, value]) => [key, exampleFor(doc, value, depth + 1)]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return [exampleFor(doc, schema.items, depth + 1)];
    case 'string':
      return schema.format === 'date-time' ? '2026-01-31T12:00:00.000Z' : schema.format === 'email' ? 'you@example.com' : 'string';
    case 'integer':
    case 'number':
      return 0;
    case 'boolean':
      return true;
    default:
      return schema.properties ? exampleFor(doc, { ...schema, type: 'object' }, depth) : null;
  }
}

function bodyOf(doc: OpenApiDocument, op: Operation): { contentType: string | null; example: unknown; schema?: JsonSchema } {
  const content = op.requestBody?.content;
  if (!content) return { contentType: null, example: undefined };
  const contentType = content['application/json'] ? 'application/json' : (Object.keys(content)[0] ?? null);
  const media = contentType ? content[contentType] : undefined;
  return { contentType, example: media?.example ?? exampleFor(doc, media?.schema), schema: resolve(doc, media?.schema) };
}

export function toEndpoints(doc: OpenApiDocument): Endpoint[] {
  const endpoints: Endpoint[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const [key, op] of Object.entries(operations)) {
      const method = key.toUpperCase() as HttpMethod;
      if (!METHODS.includes(method)) continue;
      const body = bodyOf(doc, op);
      const bodyParams: EndpointParameter[] = Object.entries(body.schema?.properties ?? {}).map(([name, schema]) => ({
        name,
        in: 'body',
        type: typeLabel(doc, schema),
        required: body.schema?.required?.includes(name) ?? false,
        description: resolve(doc, schema)?.description ?? '',
      }));
      endpoints.push({
        id: `${method} ${path}`,
        method,
        path,
        category: op.tags?.[0] ?? 'Other',
        summary: op.summary ?? `${method} ${path}`,
        description: op.description ?? '',
        requiresAuth: (op.security?.length ?? 0) > 0,
        parameters: [
          ...(op.parameters ?? []).map((p) => ({
            name: p.name,
            in: p.in,
            type: typeLabel(doc, p.schema),
            required: p.required ?? false,
            description: p.description ?? resolve(doc, p.schema)?.description ?? '',
          })),
          ...bodyParams,
        ],
        bodyExample: body.example,
        bodyContentType: body.contentType,
        responses: Object.entries(op.responses ?? {}).map(([status, response]) => {
          const media = response.content?.['application/json'] ?? Object.values(response.content ?? {})[0];
          const description = response.description && response.description !== 'Default Response' ? response.description : (STATUS_TEXT[status] ?? '');
          return { status, description, example: media ? (media.example ?? exampleFor(doc, media.schema)) : undefined };
        }),
      });
    }
  }
  return endpoints;
}

export function groupByCategory(endpoints: Endpoint[]): { category: string; endpoints: Endpoint[] }[] {
  const names = [...new Set(endpoints.map((e) => e.category))];
  const rank = (name: string) => (PRIMARY_CATEGORIES.includes(name) ? PRIMARY_CATEGORIES.indexOf(name) : PRIMARY_CATEGORIES.length);
  names.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
  return names.map((category) => ({ category, endpoints: endpoints.filter((e) => e.category === category) }));
}

/** Case-insensitive match on method, path, summary and description. */
export function searchEndpoints(endpoints: Endpoint[], query: string): Endpoint[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return endpoints;
  return endpoints.filter((e) => [e.method, e.path, e.summary, e.description].some((text) => text.toLowerCase().includes(needle)));
}
