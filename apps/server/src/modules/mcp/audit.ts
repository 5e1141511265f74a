import type { Db } from '../../db/client';
import { apiKeyCalls } from '../../db/schema';

/** Who is calling: every MCP call is kept as a row of the key's activity (with the key's last use, set by the auth hook). */
export type CallAudit = { db: Db; userId: string; apiKeyId: string };

export async function recordCall(a: CallAudit, method: string, name: string | null, ok: boolean): Promise<void> {
  await a.db.insert(apiKeyCalls).values({ userId: a.userId, apiKeyId: a.apiKeyId, method: method.slice(0, 100), name: name?.slice(0, 300) ?? null, ok });
}
