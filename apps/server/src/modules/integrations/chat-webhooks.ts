import { HttpError } from '../../errors';
import { outgoingFetch, statusOnly } from '../../outgoing';
import { assertDeliverableUrl } from './url-guard';

/** Slack and Discord incoming webhooks: same idea, different body field. */
export type ChatProvider = 'slack' | 'discord';
const NAMES: Record<ChatProvider, string> = { slack: 'Slack', discord: 'Discord' };

export class ChatWebhookError extends Error {}

/** Posts one message; throws ChatWebhookError with the status when the provider refuses. */
export async function postChatMessage(provider: ChatProvider, webhookUrl: string, text: string, allowPrivate: boolean): Promise<void> {
  await assertDeliverableUrl(webhookUrl, allowPrivate);
  const body = provider === 'slack' ? { text } : { content: text };
  let res: Awaited<ReturnType<typeof outgoingFetch>>;
  try {
    res = await outgoingFetch(webhookUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(10_000) }, { allowPrivate });
  } catch (err) {
    throw new ChatWebhookError(`${NAMES[provider]} could not be reached: ${(err as Error).message}`);
  }
  // Status only: the answer may be an internal page the URL was pointed at.
  if (!res.ok) throw new ChatWebhookError(`${NAMES[provider]} refused the message (${await statusOnly(res)})`);
  await res.body?.cancel().catch(() => {});
}

/** Connect-time check: a test message, the provider's error as a 400 when it fails. */
export async function sendTestMessage(provider: ChatProvider, webhookUrl: string, allowPrivate: boolean): Promise<void> {
  try {
    await postChatMessage(provider, webhookUrl, 'Ultimate Co-founder is connected. You will get the notifications you picked here.', allowPrivate);
  } catch (err) {
    if (err instanceof ChatWebhookError) throw new HttpError(400, err.message);
    throw err;
  }
}
