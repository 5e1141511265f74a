import type { ApiKey, Position } from '@uc/contract';

/** Test fixtures for the public site, the docs and the API reference. */
export const testPositions: Position[] = [
  {
    id: 'senior-frontend-engineer',
    title: 'Senior Frontend Engineer',
    department: 'Engineering',
    location: 'Remote',
    type: 'Full-time',
    salary: '$140,000 - $180,000',
    posted: '2025-06-20',
    description: 'Build the React interfaces founders use every day.',
    responsibilities: ['Own features end to end'],
    requirements: ['5+ years with React'],
    benefits: ['Unlimited PTO'],
  },
  {
    id: 'product-manager',
    title: 'Product Manager',
    department: 'Product',
    location: 'New York, NY',
    type: 'Full-time',
    salary: '$130,000 - $170,000',
    posted: '2025-06-15',
    description: 'Talk to founders every week and own the roadmap.',
    responsibilities: ['Run discovery interviews'],
    requirements: ['4+ years of product management'],
    benefits: ['Unlimited PTO'],
  },
  {
    id: 'marketing-manager',
    title: 'Marketing Manager',
    department: 'Marketing',
    location: 'Austin, TX',
    type: 'Full-time',
    salary: '$120,000 - $150,000',
    posted: '2025-06-10',
    description: 'Tell founders how an AI founding team changes what they can build.',
    responsibilities: ['Run launches'],
    requirements: ['4+ years in B2B marketing'],
    benefits: ['Unlimited PTO'],
  },
];

export const testApiKey: ApiKey = { id: '5f0c6a0e-3d0b-4a57-9b1e-2a3c4d5e6f70', name: 'CI pipeline', prefix: 'uc_Xk3v9Q2a', scopes: ['read'], created_at: '2026-01-31T12:00:00.000Z', last_used_at: null };

/** A small OpenAPI document in the shape the server produces (component refs, property examples). */
export const sampleOpenApi = {
  openapi: '3.1.0',
  info: { title: 'Ultimate Co-founder API', version: 'test' },
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: {
      Token: {
        type: 'object',
        properties: { access_token: { type: 'string', example: 'eyJhbGciOi.sample' }, token_type: { type: 'string', const: 'bearer' }, expires_in: { type: 'integer', example: 3600 } },
        required: ['access_token', 'token_type', 'expires_in'],
      },
      Error: { type: 'object', properties: { detail: { type: 'string', example: 'Incorrect email or password' } }, required: ['detail'] },
      User: { type: 'object', properties: { id: { type: 'string' }, email: { type: 'string', example: 'ada@example.com' }, is_active: { type: 'boolean' } } },
      Message: { type: 'object', properties: { message: { type: 'string', example: 'API key revoked' } } },
    },
  },
  paths: {
    '/api/v1/auth/login': {
      post: {
        tags: ['Authentication'],
        summary: 'Sign in',
        description: 'Exchanges e-mail and password for a bearer access token.',
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { email: { type: 'string', description: 'Account e-mail' }, password: { type: 'string' } },
                required: ['email', 'password'],
                example: { email: 'ada@example.com', password: 'correct-horse-42' },
              },
            },
          },
        },
        responses: {
          '200': { description: 'Default Response', content: { 'application/json': { schema: { $ref: '#/components/schemas/Token' } } } },
          '401': { description: 'Default Response', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        },
      },
    },
    '/api/v1/auth/me': {
      get: {
        tags: ['Authentication'],
        summary: 'Current user',
        description: 'The signed-in user.',
        security: [{ bearerAuth: [] }],
        responses: { '200': { description: 'Default Response', content: { 'application/json': { schema: { $ref: '#/components/schemas/User' } } } } },
      },
    },
    '/api/v1/agents/{agent_id}/execute': {
      post: {
        tags: ['Agents'],
        summary: 'Run an agent task',
        description: 'Runs one task with the chosen agent.',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'agent_id', in: 'path', required: true, schema: { type: 'string', enum: ['strategic', 'product'] } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { description: { type: 'string' }, urgent: { type: 'boolean' } }, required: ['description'] } } } },
        responses: { '200': { description: 'Default Response', content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } } } },
      },
    },
    '/api/v1/api-keys/{id}': {
      delete: {
        tags: ['API Keys'],
        summary: 'Revoke an API key',
        description: 'Revokes the key at once.',
        security: [{ bearerAuth: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'Default Response', content: { 'application/json': { schema: { $ref: '#/components/schemas/Message' } } } } },
      },
    },
  },
};
