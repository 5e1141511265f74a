import { HttpError } from '../../errors';
import { assertDeliverableUrl } from './url-guard';

/** Slack and Discord incoming webhooks: same idea, different body field. */
export type ChatProvider = 'slack' | 'discord';
const NAMES: Record<ChatProvider, string> = { slack: 'Slack', discord: 'Discord' };

export class ChatWebhookError extends Error {}

/** Posts one message; throws ChatWebhookError with the provider's own answer when it refuses. */
export async function postChatMessage(provider: ChatProvider, webhookUrl: string, text: string, allowPrivate: boolean): Promise<void> {
  await assertDeliverableUrl(webhookUrl, allowPrivate);
  const body = provider === 'slack' ? { text } : { content: text };
  let res: Response;
  try {
    res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      redirect: 'error',
      signal: AbortSignal.timeout(10_000),
    });
  } catch (err) {
    throw new ChatWebhookError(`${NAMES[provider]} could not be reached: ${(err as Error).message}`);
  }
  if (!res.ok) {
    const answer = (await res.text().catch(() => '')).slice(0, 200).trim();
    throw new ChatWebhookError(`${NAMES[provider]} refused the message (HTTP ${res.status}${answer ? `: ${answer}` : ''})`);
  }
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
