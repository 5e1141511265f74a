import { createHash } from 'node:crypto';
import { AiSdkLastMessageBodySchema, type SendChatBody } from '@uc/contract';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { ChatTurn } from '../../providers/llm';
import { chatMessages } from '../../db/schema';
import { HttpError } from '../../errors';
import { deadlineSeconds } from '../../providers/llm/deadline';
import { providerFailureText } from '../../providers/llm/errors';

/**
 * Compatibility with the AI SDK's stock chat client (useChat + DefaultChatTransport): its
 * request body, its chat ids, and the texts of a failed answer.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** Files go to the data room; a chat message carries text only. */
export const FILES_IN_CHAT = 'Files cannot be attached to a chat message. Upload them to the data room, then ask about them here.';

/**
 * True for a body of the AI SDK's transport rather than ours: the whole conversation
 * (`{id, messages, trigger}`) or, as documented for server-stored histories, the new message only
 * (`{id, message: UIMessage}`; ours has `message` as a string).
 */
export const isAiSdkBody = (body: unknown): boolean => {
  if (typeof body !== 'object' || body === null) return false;
  const { messages, message } = body as { messages?: unknown; message?: unknown };
  return Array.isArray(messages) || (typeof message === 'object' && message !== null);
};

/**
 * Our body from the AI SDK's: the last user message's text, the chat id, and any of our options.
 * Only that message is read and checked: the server answers with the thread it stores, so a long
 * client-side history (any size, any number of messages, parts of any kind) changes nothing.
 */
export function fromAiSdkBody(body: unknown): SendChatBody {
  const { messages, ...rest } = body as { messages?: unknown[] };
  const lastUser = Array.isArray(messages) ? [...messages].reverse().find((m) => (m as { role?: unknown } | null)?.role === 'user') : undefined;
  const parsed = AiSdkLastMessageBodySchema.safeParse(Array.isArray(messages) ? { ...rest, message: lastUser } : body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = Array.isArray(messages) && issue.path[0] === 'message' ? ['messages', 'last user message', ...issue.path.slice(1)] : issue.path;
    throw new HttpError(422, `Invalid body.${path.join('.')}: ${issue.message}`);
  }
  const { id, message: last, trigger, mode, agent_id, agent_ids, output } = parsed.data;
  if (last.parts.some((p) => p.type === 'file')) throw new HttpError(422, FILES_IN_CHAT);
  const message = last.role === 'user' ? last.parts.filter((p) => p.type === 'text').map((p) => p.text ?? '').join('\n') : '';
  const options = Object.entries({ mode, agent_id, agent_ids, output }).filter(([, v]) => v !== undefined);
  const regenerate = trigger === 'regenerate-message' ? { regenerate: true } : {};
  return { message, chat_id: id, ...regenerate, ...Object.fromEntries(options) };
}

/**
 * The stock transport shows a failed response's body as the error text (`chat.error.message`): to a
 * request in its body shape an error is answered with the `detail` as plain text. Every other
 * client keeps the `{ detail }` JSON body, and so do errors found before the body is read (401, 429).
 */
export function errorAsPlainText(fromAiSdk: boolean, statusCode: number, payload: unknown): string | null {
  if (!fromAiSdk || statusCode < 400 || typeof payload !== 'string') return null;
  try {
    const detail = (JSON.parse(payload) as { detail?: unknown }).detail;
    return typeof detail === 'string' ? detail : null;
  } catch {
    return null;
  }
}

/** The thread behind an AI SDK chat id: the id itself when it is a UUID, else one derived from user and id. */
export function threadIdForChat(userId: string, chatId: string): string {
  if (UUID.test(chatId)) return chatId.toLowerCase();
  const hex = createHash('sha256').update(`${userId}:${chatId}`).digest('hex');
  // Version 8 (custom) UUID with the RFC 9562 variant bits.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-8${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** What the user reads when an answer fails: a busy provider says when to retry; a refused key is the operator's problem. */
export function modelFailureText(error: unknown): string {
  const known = providerFailureText(error);
  if (known) return `${known} — no credit charged for this answer.`;
  const seconds = deadlineSeconds(error);
  if (seconds !== null) return `The AI model took too long (over ${seconds} s) to finish this answer — no credit charged for this answer.`;
  return 'The AI model stopped before finishing this answer — no credit charged for this answer.';
}

/** The thread's last question, answered again on `regenerate-message`; null when the thread has none. */
export async function questionToRegenerate(db: Executor, threadId: string) {
  const [row] = await db
    .select({ id: chatMessages.id, content: chatMessages.content, createdAt: chatMessages.createdAt })
    .from(chatMessages)
    .where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.role, 'user')))
    .orderBy(desc(chatMessages.createdAt))
    .limit(1);
  return row ?? null;
}

/**
 * The delete of the answers a regenerated question had (run with the turn's other writes): stock
 * clients drop the last assistant message and expect a fresh one. Paid extras stored after it
 * (executed suggestions carry credits) stay.
 */
export const dropAnswersAfter = (db: Executor, threadId: string, question: { createdAt: Date }) =>
  db.delete(chatMessages).where(and(eq(chatMessages.threadId, threadId), eq(chatMessages.role, 'assistant'), gt(chatMessages.createdAt, question.createdAt), isNull(chatMessages.credits)));

/** The history before the regenerated question (recentTurns ends with it and its old answers). */
export function historyBeforeLastQuestion(history: ChatTurn[]): ChatTurn[] {
  const last = history.map((t) => t.role).lastIndexOf('user');
  return last < 0 ? history : history.slice(0, last);
}
