import { z } from 'zod';
import { IsoDateSchema } from './common';

/** Every API key starts with this; the server tells keys from access tokens by it. */
export const API_KEY_PREFIX = 'uc_';
/** Requests per minute allowed for each key by default (the server setting API_KEY_MAX_PER_MINUTE). */
export const API_KEY_RATE_LIMIT_PER_MINUTE = 100;
/** Active (not revoked) keys one account may hold. */
export const MAX_ACTIVE_API_KEYS = 10;

/**
 * What a key may do on the MCP endpoint (/mcp, issue 41): 'read' the startup model, data room and
 * documents; 'propose' assumption changes and documents, which the founder confirms in the product.
 * Keys created before scopes existed, and keys created without a choice, read only.
 */
export const API_KEY_SCOPES = ['read', 'propose'] as const;
export const ApiKeyScopeSchema = z.enum(API_KEY_SCOPES);
export type ApiKeyScope = z.infer<typeof ApiKeyScopeSchema>;
export const DEFAULT_API_KEY_SCOPES: ApiKeyScope[] = ['read'];

export const ApiKeySchema = z
  .object({
    id: z.string().meta({ example: '5f0c6a0e-3d0b-4a57-9b1e-2a3c4d5e6f70' }),
    name: z.string().meta({ example: 'CI pipeline' }),
    prefix: z.string().meta({ description: 'The first characters of the key, to recognise it.', example: 'uc_Xk3v9Q2a' }),
    scopes: z.array(ApiKeyScopeSchema).meta({ description: "What the key may do on the MCP endpoint: 'read', and 'propose' (changes the founder confirms in the product).", example: ['read'] }),
    created_at: IsoDateSchema,
    last_used_at: IsoDateSchema.nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeyListSchema = z.object({ items: z.array(ApiKeySchema) }).meta({ id: 'ApiKeyList' });
export type ApiKeyList = z.infer<typeof ApiKeyListSchema>;

export const CreateApiKeyBodySchema = z
  .object({
    name: z.string().trim().min(1, 'Name is required').max(80, 'Name is too long'),
    /** Duplicates are dropped; omitted means read only. */
    scopes: z
      .array(ApiKeyScopeSchema)
      .min(1, 'Choose at least one scope')
      .max(API_KEY_SCOPES.length * 2)
      .transform((s) => API_KEY_SCOPES.filter((x) => s.includes(x)))
      .default([...DEFAULT_API_KEY_SCOPES])
      .meta({ description: "What the key may do on the MCP endpoint; default ['read']." }),
  })
  .meta({ example: { name: 'Claude Desktop', scopes: ['read', 'propose'] } });
/** What a client sends (scopes may be omitted: read only). */
export type CreateApiKeyBody = z.input<typeof CreateApiKeyBodySchema>;

/** The only response that ever carries the full key. */
export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({ description: 'The full key. Shown once: only its hash is stored.', example: 'uc_Xk3v9Q2aLm8Rt5Yw1Zp7Bn4Cd6Fg0Hj2' }),
}).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const ApiKeyParamsSchema = z.object({ id: z.uuid({ message: 'Invalid API key id' }) });
