import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chatThreads } from '../../db/schema';
import { notFound } from '../../errors';

/**
 * Live Preview links. The preview frame has an opaque origin and cannot send the bearer
 * token, so it loads a short-lived signed URL naming the app message instead.
 */
export const PREVIEW_TTL_SECONDS = 15 * 60;
export const PREVIEW_NOT_FOUND = 'Preview not found or expired';
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** A key of its own, derived from the server secret, so a preview signature is never a valid JWT signature. */
export const previewKey = (serverSecret: string) => createHmac('sha256', serverSecret).update('live-preview').digest();

const sign = (key: Buffer, messageId: string, exp: number) => createHmac('sha256', key).update(`${messageId}.${exp}`).digest('base64url');

export function previewToken(key: Buffer, messageId: string, now = Date.now()) {
  const exp = Math.floor(now / 1000) + PREVIEW_TTL_SECONDS;
  return { token: `${messageId}.${exp}.${sign(key, messageId, exp)}`, expiresAt: new Date(exp * 1000).toISOString() };
}

/** The app message a token names, when its signature is ours and it has not expired. */
function verifiedMessageId(key: Buffer, token: string, now = Date.now()): string | null {
  const m = TOKEN.exec(token);
  if (!m) return null;
  const [, id, expText, sig] = m;
  const exp = Number(expText);
  if (exp * 1000 < now) return null;
  const expected = Buffer.from(sign(key, id, exp));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : null;
}

/** A signed preview URL for the caller's own app message (404 for anyone else's). */
export async function createPreviewUrl(db: Db, key: Buffer, userId: string, messageId: string, appsOrigin: string) {
  const [row] = await db
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .innerJoin(chatThreads, eq(chatThreads.id, chatMessages.threadId))
    .where(and(eq(chatMessages.id, messageId), eq(chatThreads.userId, userId), eq(chatMessages.kind, 'app')));
  if (!row) throw notFound('App not found');
  const { token, expiresAt } = previewToken(key, row.id);
  return { url: `${appsOrigin}/api/v1/chat/previews/${token}`, expires_at: expiresAt };
}

/** The app's HTML for a valid token; anything else is 404. */
export async function previewHtml(db: Db, key: Buffer, token: string): Promise<string> {
  const id = verifiedMessageId(key, token);
  if (!id) throw notFound(PREVIEW_NOT_FOUND);
  const [row] = await db.select({ content: chatMessages.content }).from(chatMessages).where(and(eq(chatMessages.id, id), eq(chatMessages.kind, 'app')));
  if (!row?.content) throw notFound(PREVIEW_NOT_FOUND);
  return row.content;
}
