import { describe, expect, it } from 'vitest';
import { sampleOpenApi } from '@/testing/mocks/site-data';
import { codeSamples } from './code-samples';
import { groupByCategory, searchEndpoints, toEndpoints, type OpenApiDocument } from './openapi';

const endpoints = toEndpoints(sampleOpenApi as OpenApiDocument);
const byId = (id: string) => endpoints.find((e) => e.id === id)!;

describe('OpenAPI model', () => {
  it('turns every operation into an endpoint with auth, parameters and response examples', () => {
    expect(endpoints.map((e) => e.id)).toEqual([
      'POST /api/v1/auth/login',
      'GET /api/v1/auth/me',
      'POST /api/v1/agents/{agent_id}/execute',
      'DELETE /api/v1/api-keys/{id}',
    ]);
    const login = byId('POST /api/v1/auth/login');
    expect(login.requiresAuth).toBe(false);
    expect(login.bodyExample).toEqual({ email: 'ada@example.com', password: 'correct-horse-42' });
    expect(login.parameters).toEqual([
      { name: 'email', in: 'body', type: 'string', required: true, description: 'Account e-mail' },
      { name: 'password', in: 'body', type: 'string', required: true, description: '' },
    ]);
    expect(login.responses).toEqual([
      { status: '200', description: 'OK', example: { access_token: 'eyJhbGciOi.sample', token_type: 'bearer', expires_in: 3600 } },
      { status: '401', description: 'Unauthorized', example: { detail: 'Incorrect email or password' } },
    ]);
    const execute = byId('POST /api/v1/agents/{agent_id}/execute');
    expect(execute.requiresAuth).toBe(true);
    expect(execute.parameters[0]).toMatchObject({ name: 'agent_id', in: 'path', type: '"strategic" | "product"', required: true });
    // No example in the schema: one is built from the property types.
    expect(execute.bodyExample).toEqual({ description: 'string', urgent: true });
  });

  it('orders Authentication, Agents first, then the other tags', () => {
    expect(groupByCategory(endpoints).map((g) => g.category)).toEqual(['Authentication', 'Agents', 'API Keys']);
  });

  it('searches method, path, summary and description', () => {
    expect(searchEndpoints(endpoints, 'delete').map((e) => e.id)).toEqual(['DELETE /api/v1/api-keys/{id}']);
    expect(searchEndpoints(endpoints, 'SIGNED-IN').map((e) => e.id)).toEqual(['GET /api/v1/auth/me']);
    expect(searchEndpoints(endpoints, '/agents/').map((e) => e.id)).toEqual(['POST /api/v1/agents/{agent_id}/execute']);
  });
});

describe('code samples', () => {
  it('generates cURL, JavaScript and Python from the operation', () => {
    const login = codeSamples(byId('POST /api/v1/auth/login'), 'https://uc.example');
    expect(login.curl).toBe(
      `curl -X POST "https://uc.example/api/v1/auth/login" \\\n  -H "Content-Type: application/json" \\\n  -d '{\n  "email": "ada@example.com",\n  "password": "correct-horse-42"\n}'`,
    );
    expect(login.curl).not.toContain('Authorization');
    expect(login.javascript).toContain("fetch('https://uc.example/api/v1/auth/login'");
    expect(login.javascript).toContain("method: 'POST'");
    expect(login.python).toContain('requests.post(');
    expect(login.python).toContain('"email": "ada@example.com"');

    const revoke = codeSamples(byId('DELETE /api/v1/api-keys/{id}'), 'https://uc.example');
    expect(revoke.curl).toBe('curl -X DELETE "https://uc.example/api/v1/api-keys/ID" \\\n  -H "Authorization: Bearer YOUR_API_KEY"');
    expect(revoke.python).toContain('headers={"Authorization": "Bearer YOUR_API_KEY"}');

    const execute = codeSamples(byId('POST /api/v1/agents/{agent_id}/execute'), 'https://uc.example');
    expect(execute.python).toContain('"urgent": True');
  });

  it('quotes single quotes in shell bodies', () => {
    const e = { ...byId('POST /api/v1/auth/login'), bodyExample: { note: "it's" } };
    expect(codeSamples(e, '').curl).toContain(`-d '{\n  "note": "it'\\''s"\n}'`);
  });
});
