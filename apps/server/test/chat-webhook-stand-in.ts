import { startHttpStandIn } from './http-stand-in';

/**
 * Slack and Discord incoming webhooks: `/slack/ok` and `/discord/ok` accept a message (Slack
 * answers "ok", Discord 204); `/slack/revoked` answers like Slack does for a removed hook.
 */
export async function startChatWebhookStandIn() {
  const standIn = await startHttpStandIn({
    'POST /slack/ok': (r) => ((r.json as { text?: string })?.text ? { text: 'ok' } : { status: 400, text: 'no_text' }),
    'POST /slack/revoked': () => ({ status: 404, text: 'no_service' }),
    'POST /discord/ok': (r) => ((r.json as { content?: string })?.content ? { status: 204, text: '' } : { status: 400, body: { message: 'Cannot send an empty message', code: 50006 } }),
  });
  const messages = (path: string) => standIn.requests.filter((r) => r.path === path).map((r) => (r.json as { text?: string; content?: string }).text ?? (r.json as { content?: string }).content);
  return { ...standIn, messages };
}
