import { fileURLToPath } from 'node:url';
import { createConfig, lintFromString, loadConfig } from '@redocly/openapi-core';
import Ajv2020 from 'ajv/dist/2020';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/helpers';

/** The document as third-party tools read it: a real linter, a 2020-12 validator. */
const ctx = await createTestApp();
const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
type Operation = { operationId?: string; security?: unknown[]; requestBody?: { content: Record<string, unknown> }; responses: Record<string, { content?: Record<string, unknown> }>; parameters?: { name: string; in: string }[] };
const doc = res.json() as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, Record<string, unknown>> } };
const op = (method: string, path: string) => doc.paths[path][method];

describe('OpenAPI document for tools', () => {
  it('passes Redocly with the repository settings (redocly.yaml): 0 errors, 0 warnings', async () => {
    const config = await loadConfig({ configPath: fileURLToPath(new URL('../../../../redocly.yaml', import.meta.url)) });
    const problems = await lintFromString({ source: res.body, absoluteRef: '/openapi.json', config });
    expect(problems.map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  }, 120_000);

  it('passes the plain recommended rules except for the two redocly.yaml explains, at exactly the places it names', async () => {
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source: res.body, absoluteRef: '/openapi.json', config });
    // The exceptions redocly.yaml explains (published paths, input-less public reads), and no others.
    const expected = (p: (typeof problems)[number]) => {
      const at = p.location[0]?.pointer ?? '';
      if (p.ruleId === 'no-ambiguous-paths') return /^#\/paths\/(~1api~1v1~1integrations~1\{id\}~1(connect|disconnect|sync|favorite)|~1apps~1_report~1\{slug\})$/.test(at);
      if (p.ruleId === 'operation-4xx-response') return /^#\/paths\/(~1health|~1health~1ready|~1api~1v1~1config|~1api~1v1~1billing~1(config|plans|credit-packages)|~1api~1v1~1careers)\/get\/responses$/.test(at);
      return false;
    };
    expect(problems.filter((p) => !expected(p)).map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  }, 120_000);

  it('declares every tag it uses', () => {
    const declared = ((doc as { tags?: { name: string; description?: string }[] }).tags ?? []).map((t) => t.name);
    const used = new Set(Object.values(doc.paths).flatMap((ops) => Object.values(ops).flatMap((o) => (o as { tags?: string[] }).tags ?? [])));
    expect([...used].filter((t) => !declared.includes(t))).toEqual([]);
  });

  it('never requires a request field that has a default (generated clients may omit it)', () => {
    const wrong: string[] = [];
    const visit = (schema: unknown, where: string, depth = 0): void => {
      if (!schema || typeof schema !== 'object' || depth > 12) return;
      const s = schema as { $ref?: string; properties?: Record<string, { default?: unknown }>; required?: string[]; items?: unknown; anyOf?: unknown[]; oneOf?: unknown[]; allOf?: unknown[] };
      if (s.$ref) return visit(doc.components.schemas[s.$ref.split('/').pop()!], `${where} → ${s.$ref.split('/').pop()}`, depth + 1);
      for (const [name, prop] of Object.entries(s.properties ?? {})) {
        if (prop && typeof prop === 'object' && 'default' in prop && s.required?.includes(name)) wrong.push(`${where}.${name}`);
        visit(prop, `${where}.${name}`, depth + 1);
      }
      for (const sub of [s.items, ...(s.anyOf ?? []), ...(s.oneOf ?? []), ...(s.allOf ?? [])]) visit(sub, where, depth + 1);
    };
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, o] of Object.entries(ops)) {
        for (const [type, media] of Object.entries(o.requestBody?.content ?? {})) visit((media as { schema?: unknown }).schema, `${method.toUpperCase()} ${path} ${type}`);
        for (const p of (o.parameters ?? []) as { name: string; required?: boolean; schema?: { default?: unknown } }[]) {
          if (p.required && p.schema && 'default' in p.schema) wrong.push(`${method.toUpperCase()} ${path} parameter ${p.name}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('states the password rule the server enforces', () => {
    const register = JSON.stringify(op('post', '/api/v1/auth/register').requestBody!.content['application/json']);
    const name = /"#\/components\/schemas\/(\w+)"/.exec(register)?.[1];
    const schema = (name ? doc.components.schemas[name] : JSON.parse(register).schema) as { properties: { password: { minLength?: number } } };
    expect(schema.properties.password.minLength).toBe(ctx.config.passwordMinLength);
  });

  it('compiles every component with Ajv for JSON Schema 2020-12', () => {
    const ajv = new Ajv2020({ strict: true, validateFormats: false });
    ajv.addVocabulary(['xml', 'discriminator', 'externalDocs']);
    // Component references point into the OpenAPI document; the validator sees them as $defs.
    const defs = JSON.parse(JSON.stringify(doc.components.schemas).replaceAll('"#/components/schemas/', '"#/$defs/'));
    ajv.addSchema({ $id: 'https://example.com/openapi', $defs: defs });
    const failures: string[] = [];
    for (const name of Object.keys(defs)) {
      try {
        ajv.compile({ $ref: `https://example.com/openapi#/$defs/${name}` });
      } catch (e) {
        failures.push(`${name}: ${(e as Error).message}`);
      }
    }
    expect(failures).toEqual([]);
    expect(Object.keys(defs).length).toBeGreaterThan(20);
  });

  it('has unique operationIds and no duplicate or unused components', () => {
    const ids = Object.values(doc.paths).flatMap((ops) => Object.values(ops).map((o) => o.operationId));
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    // An XInput stays only where the request shape really differs (e.g. a default makes a field optional).
    const names = Object.keys(doc.components.schemas);
    const stripClosed = (s: unknown) => JSON.stringify(s).replaceAll(',"additionalProperties":false', '').replaceAll('Input"', '"');
    const same = names.filter((n) => n.endsWith('Input') && names.includes(n.slice(0, -5)) && stripClosed(doc.components.schemas[n]) === stripClosed(doc.components.schemas[n.slice(0, -5)]));
    expect(same).toEqual([]);
    const text = JSON.stringify(doc.paths) + JSON.stringify(doc.components.schemas);
    expect(names.filter((n) => !text.includes(`"#/components/schemas/${n}"`))).toEqual([]);
  });

  it('declares the media types the server really sends and accepts', () => {
    expect(Object.keys(op('post', '/api/v1/chat/stream').responses['200'].content!)).toEqual(['text/event-stream']);
    expect(Object.keys(op('get', '/api/v1/billing/invoices/{id}/download').responses['200'].content!)).toEqual(['application/pdf']);
    // A data-room file is sent with its own type (and in parts on a Range request).
    const download = op('get', '/api/v1/data-room/files/{id}/download').responses;
    expect(Object.keys(download['200'].content!)).toEqual(['*/*']);
    expect(Object.keys(download['206'].content!)).toEqual(['*/*']);
    expect(download['416']).toBeDefined();
    expect(Object.keys(op('post', '/api/v1/data-room/files').requestBody!.content).sort()).toEqual(['application/octet-stream', 'multipart/form-data']);
    expect(Object.keys(op('post', '/api/v1/auth/login').requestBody!.content).sort()).toEqual(['application/json', 'application/x-www-form-urlencoded']);
  });

  it('marks public operations with an empty security list', () => {
    expect(op('post', '/api/v1/auth/login').security).toEqual([]);
    expect(op('get', '/health').security).toEqual([]);
    expect(op('get', '/api/v1/chat/threads').security).toEqual([{ bearerAuth: [] }]);
  });

  it('documents the statuses the framework answers, e.g. 422 for a malformed id', async () => {
    const { signUp } = await import('../../test/helpers');
    const user = await signUp(ctx);
    const malformed = await ctx.app.inject({ method: 'GET', url: '/api/v1/chat/threads/not-a-uuid', headers: user.auth });
    expect(malformed.statusCode).toBe(422);
    expect(op('get', '/api/v1/chat/threads/{id}').responses['422']).toBeDefined();
    expect(op('get', '/api/v1/chat/threads').responses['401']).toBeDefined();
  });

  it('documents every status that anonymous and malformed calls get', async () => {
    const { onAppsOrigin, signUp } = await import('../../test/helpers');
    const { isAppsPath } = await import('./apps-origin');
    const user = await signUp(ctx);
    const undocumented: string[] = [];
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(ops)) {
        // Signing out or deleting the account would end the session the rest of the loop uses.
        const endsSession = /logout|delete-account|revoke|refresh/.test(path);
        const callers: [string, Record<string, string>][] = [['anonymous', {}], ...(endsSession ? [] : [['signed in', user.auth] as [string, Record<string, string>]])];
        for (const [who, headers] of callers) {
          const url = path.replace(/\{[^}]+\}/g, 'not-an-id');
          // Generated apps are served on the apps origin only.
          const origin = isAppsPath(url) ? onAppsOrigin(ctx) : {};
          const res = await ctx.app.inject({ method: method.toUpperCase() as 'GET', url, headers: { ...headers, ...origin }, payload: ['post', 'put', 'patch'].includes(method) ? { unexpected: '\u0001' } : undefined });
          if (!operation.responses[String(res.statusCode)]) undocumented.push(`${method.toUpperCase()} ${path} (${who}): ${res.statusCode}`);
        }
      }
    }
    expect(undocumented).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/auth/me', headers: user.auth })).statusCode).toBe(200);
  }, 120_000);

  it('documents the Stripe webhook with its signature header whatever the payments mode', () => {
    const webhook = op('post', '/api/v1/billing/webhook');
    expect(webhook.security).toEqual([]);
    expect(webhook.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'stripe-signature' }));
  });
});
