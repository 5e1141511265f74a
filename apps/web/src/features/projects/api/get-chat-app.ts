import { ThreadDetailSchema } from '@uc/contract';
import { api } from '@/lib/api-client';

/** The HTML of an app the chat made (message kind 'app'), to open it as a project. */
export async function getChatApp(threadId: string, messageId: string): Promise<{ html: string; prompt: string } | null> {
  const thread = await api.get(`/api/v1/chat/threads/${threadId}`, { schema: ThreadDetailSchema });
  const index = thread.messages.findIndex((m) => m.id === messageId && m.kind === 'app' && m.status === 'complete');
  if (index < 0) return null;
  const prompt = thread.messages.slice(0, index).reverse().find((m) => m.role === 'user')?.content ?? thread.title;
  return { html: thread.messages[index].content, prompt };
}
