import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

/**
 * The API reference (/api) is built from this document, so every operation must explain itself:
 * summary, description, tags, and a `security` entry exactly when the server asks for a token.
 */
const ctx = await createTestApp();
const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
type Schema = Record<string, unknown> & { $ref?: string; properties?: Record<string, Schema>; items?: Schema; anyOf?: Schema[]; oneOf?: Schema[] };
type Operation = {
  summary?: string;
  description?: string;
  tags?: string[];
  security?: unknown[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<string, { content?: Record<string, { schema?: Schema }> }>;
};
const doc = res.json() as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Schema> } };
const operations = Object.entries(doc.paths).flatMap(([path, ops]) => Object.entries(ops).map(([method, op]) => ({ id: `${method.toUpperCase()} ${path}`, method, path, op })));

function resolve(schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return resolve(doc.components.schemas[schema.$ref.split('/').pop()!]);
}

/** An example exists when the schema has one, or every property (recursively) does. */
function hasExample(raw: Schema | undefined, depth = 0): boolean {
  const schema = resolve(raw);
  if (!schema || depth > 10) return false;
  if ('example' in schema || 'examples' in schema || 'const' in schema || 'enum' in schema || 'default' in schema) return true;
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.some((s) => resolve(s)?.type !== 'null' && hasExample(s, depth + 1));
  if (schema.type === 'array') return hasExample(schema.items, depth + 1);
  if (schema.type === 'object' || schema.properties) {
    const props = Object.values(schema.properties ?? {});
    return props.length > 0 && props.every((p) => hasExample(p, depth + 1));
  }
  return schema.type === 'boolean';
}

/** Modules whose contract schemas carry examples; others are reported by the helpers that own them. */
const EXAMPLE_TAGS = new Set(['Authentication', 'Health', 'API Keys', 'Company']);

describe('OpenAPI document', () => {
  it('is served and lists the operations', () => {
    expect(res.statusCode).toBe(200);
    expect(operations.length).toBeGreaterThan(20);
  });

  it('gives every operation a summary, a description and a tag', () => {
    const missing = operations.filter(({ op }) => !op.summary?.trim() || !op.description?.trim() || !op.tags?.length).map((o) => o.id);
    expect(missing).toEqual([]);
  });

  it('declares bearer security exactly on the operations that refuse anonymous callers', async () => {
    const wrong: string[] = [];
    for (const { id, method, path, op } of operations) {
      const url = path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000');
      const anonymous = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url });
      // /mcp answers JSON-RPC errors: the same text is the error's message.
      const body = anonymous.statusCode === 401 ? anonymous.json() : {};
      const needsToken = anonymous.statusCode === 401 && (body.detail ?? body.error?.message) === 'Could not validate credentials';
      const declared = (op.security?.length ?? 0) > 0;
      if (needsToken !== declared) wrong.push(`${id}: ${needsToken ? 'needs a token but declares no security' : 'is public but declares security'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('has body and response examples in the documented modules', () => {
    const missing: string[] = [];
    for (const { id, op } of operations) {
      if (!op.tags?.some((t) => EXAMPLE_TAGS.has(t))) continue;
      const body = op.requestBody?.content?.['application/json']?.schema;
      if (body && !hasExample(body)) missing.push(`${id} body`);
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const schema = response.content?.['application/json']?.schema;
        if (schema && !hasExample(schema)) missing.push(`${id} ${status}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
