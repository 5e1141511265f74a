import { randomBytes } from 'node:crypto';
import { API_KEY_PREFIX, API_KEY_SCOPES, DEFAULT_API_KEY_SCOPES, MAX_ACTIVE_API_KEYS, type ApiKey, type ApiKeyScope, type CreatedApiKey } from '@uc/contract';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { apiKeys, type ApiKeyRow } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import type { Mailer } from '../../providers/mail';
import type { SessionCache } from '../auth/session-cache';
import { hashToken } from '../auth/tokens';

export type ApiKeyDeps = { db: Db; sessionCache: SessionCache; /** For the new-key security alert (profile-admin). */ mailer?: Mailer };

/** Characters of the key kept in clear text so the owner can tell keys apart. */
const VISIBLE_PREFIX_LENGTH = API_KEY_PREFIX.length + 8;

/** 'uc_' + 32 URL-safe characters (192 random bits). */
export function newApiKey(): string {
  return API_KEY_PREFIX + randomBytes(24).toString('base64url');
}

export const isApiKey = (token: string) => token.startsWith(API_KEY_PREFIX);

/** The stored scopes in their canonical order (the column's check keeps out anything else). */
export const toScopes = (stored: string[]): ApiKeyScope[] => API_KEY_SCOPES.filter((s) => stored.includes(s));

function toDto(row: ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: toScopes(row.scopes),
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
  };
}

export async function createApiKey(deps: ApiKeyDeps, userId: string, name: string, scopes: ApiKeyScope[] = DEFAULT_API_KEY_SCOPES): Promise<CreatedApiKey> {
  return deps.db.transaction(async (tx) => {
    const [{ active }] = await tx
      .select({ active: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
    if (active >= MAX_ACTIVE_API_KEYS) throw new HttpError(400, `You can have at most ${MAX_ACTIVE_API_KEYS} active API keys. Revoke one first.`);
    const key = newApiKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({ userId, name, scopes: toScopes(scopes), prefix: key.slice(0, VISIBLE_PREFIX_LENGTH), keyHash: hashToken(key) })
      .returning();
    return { ...toDto(row), key };
  });
}

export async function listApiKeys(deps: ApiKeyDeps, userId: string): Promise<ApiKey[]> {
  const rows = await deps.db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .orderBy(desc(apiKeys.createdAt));
  return rows.map(toDto);
}

/** Another user's key, or one already revoked, is "not found". */
export async function revokeApiKey(deps: ApiKeyDeps, userId: string, keyId: string): Promise<void> {
  const [row] = await deps.db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, keyId), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (!row) throw notFound('API key not found');
  deps.sessionCache.invalidateSession(apiKeySessionId(keyId));
}

/** API-key identities carry this in place of a session id, so revoking can drop them from the cache. */
export const apiKeySessionId = (keyId: string) => `api-key:${keyId}`;
