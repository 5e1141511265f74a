import { CREDIT_PRICES, type ChatMessage } from '@uc/contract';
import { offlineApp } from '@uc/offline-engine';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { fail, type DemoContext, type DemoThread } from './context';
import { previewUrl } from './preview';

const sse = (chunk: unknown) => `data: ${JSON.stringify(chunk)}\n\n`;

/**
 * A confirmed "Build it" in the demo's chat: the offline engine's single-file app (the same one the
 * server returns without a model) streamed as POST /chat/stream does for `output: 'app'`, stored
 * in the thread as an app message and charged 5 credits.
 */
export function demoAppStream(ctx: DemoContext, thread: DemoThread, userMessage: ChatMessage): ReadableStream<Uint8Array> {
  const html = offlineApp(userMessage.content, ctx.profile());
  const id = crypto.randomUUID();
  ctx.spend(CREDIT_PRICES.app_generation);
  const answer: ChatMessage = { id, thread_id: thread.id, role: 'assistant', agent_id: 'technical', kind: 'app', content: html, status: 'complete', credits: CREDIT_PRICES.app_generation, created_at: new Date().toISOString() };
  thread.messages.push(answer);
  const chunks = [
    { type: 'start', messageId: id },
    { type: 'data-thread', data: { thread_id: thread.id, title: thread.title, user_message_id: userMessage.id } },
    { type: 'data-message', data: { message_id: id, agent_id: 'technical', kind: 'app' } },
    { type: 'text-start', id },
    { type: 'text-delta', id, delta: html },
    { type: 'text-end', id },
    { type: 'data-done', data: { message_id: id, status: 'complete', content: html } },
    { type: 'data-credits', data: { remaining_credits: ctx.balance() } },
    { type: 'finish' },
  ];
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const c of chunks) controller.enqueue(encoder.encode(sse(c)));
      controller.enqueue(encoder.encode('data: [DONE]\n\n'));
      controller.close();
    },
  });
}

/** The chat's Live Preview of an app message: a frame of the demo's preview page. */
export function createChatPreviewHandlers(ctx: DemoContext): HttpHandler[] {
  return [
    http.post('*/api/v1/chat/messages/:id/preview', ({ params }) => {
      const message = ctx.threads.flatMap((t) => t.messages).find((m) => m.id === params.id && m.kind === 'app');
      if (!message) return fail(404, 'Message not found');
      return HttpResponse.json({ url: previewUrl(`chat-${message.id}`, message.content), expires_at: new Date(Date.now() + 15 * 60_000).toISOString() });
    }),
  ];
}
