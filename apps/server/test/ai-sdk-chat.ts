import { AbstractChat, DefaultChatTransport, type ChatState, type HttpChatTransportInitOptions, type UIMessage } from 'ai';

/**
 * The AI SDK's own chat client (AbstractChat + DefaultChatTransport, as useChat uses them) with the
 * smallest ChatState: what the framework bindings (React, Vue…) keep in their own stores.
 */
export class TestChat extends AbstractChat<UIMessage> {
  constructor(api: string, headers: Record<string, string>, id: string, messages: UIMessage[] = [], options: Omit<HttpChatTransportInitOptions<UIMessage>, 'api' | 'headers'> = {}) {
    const state: ChatState<UIMessage> = {
      status: 'ready',
      error: undefined,
      messages,
      pushMessage: (m) => void (state.messages = [...state.messages, m]),
      popMessage: () => void (state.messages = state.messages.slice(0, -1)),
      replaceMessage: (i, m) => void (state.messages = state.messages.map((x, j) => (j === i ? m : x))),
      snapshot: (thing) => structuredClone(thing),
    };
    super({ id, state, transport: new DefaultChatTransport({ api, headers, ...options }) });
  }
}

export const lastAnswer = (chat: TestChat) => chat.messages.at(-1)!;
export const texts = (m: UIMessage) => m.parts.filter((p) => p.type === 'text').map((p) => (p as { text: string }).text);
export const dataOf = <T,>(m: UIMessage, type: string) => m.parts.filter((p) => p.type === type).map((p) => (p as { data: T }).data);
