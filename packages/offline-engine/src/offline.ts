import { offlineApp } from './apps/chat-app';
import { composeAnswer } from './advisor/compose';
import { deliverable } from './advisor/deliverables';
import { teamSynthesis } from './advisor/synthesis';
import { documentDraft, OFFLINE_NOTE, topicOf } from './offline-content';
import type { LlmProvider, StreamResult, TextRequest, TextResult } from './types';

export const OFFLINE_MODEL = 'offline-engine';

function compose(req: TextRequest): string {
  const p = req.purpose;
  const lastUser = [...req.messages].reverse().find((m) => m.role === 'user')?.content ?? '';
  if (!p) return [`## ${topicOf(lastUser)}`, '', '- The offline engine needs a task type to structure its answer.', '', OFFLINE_NOTE].join('\n');
  switch (p.kind) {
    case 'agent-chat':
      return `${composeAnswer(p.agentId, p.userMessage, p.profile, { history: p.history ?? req.messages.slice(0, -1), startup: p.startup }).text}\n${OFFLINE_NOTE}`;
    case 'synthesis':
      return `${teamSynthesis(p.userMessage, p.answers, p.profile, p.startup)}\n\n${OFFLINE_NOTE}`;
    case 'deliverable':
      return `${deliverable(p.action, p.agentId, p.profile, { startup: p.startup, question: p.question })}\n\n${OFFLINE_NOTE}`;
    case 'document':
      return documentDraft(p.documentType, p.idea, p.profile);
    case 'app':
      return offlineApp(p.request, p.profile);
    case 'other':
      return [`## ${topicOf(p.userMessage)}`, '', '- Noted. Ask one of the co-founders for a plan, a document or an app.', '', OFFLINE_NOTE].join('\n');
  }
}

const countTokens = (text: string) => text.split(/\s+/).filter(Boolean).length;

function abortError(): Error {
  const e = new Error('The request was aborted');
  e.name = 'AbortError';
  return e;
}

/**
 * The built-in engine used when no model is configured: deterministic structured answers
 * from templates (see offline-content.ts). Streaming emits the answer a line at a time: the whole
 * answer is ready at once, and each chunk costs the server a trip through every stream layer.
 */
export function createOfflineProvider(): LlmProvider {
  return {
    kind: 'offline',
    model: OFFLINE_MODEL,
    async generateText(req) {
      if (req.signal?.aborted) throw abortError();
      const text = compose(req);
      return { text, tokensUsed: countTokens(text), model: OFFLINE_MODEL, finishReason: 'stop' };
    },
    streamText(req): StreamResult {
      const text = compose(req);
      let settle!: { resolve: (r: TextResult) => void; reject: (e: unknown) => void };
      const result = new Promise<TextResult>((resolve, reject) => (settle = { resolve, reject }));
      result.catch(() => undefined);
      const textStream = (async function* () {
        try {
          for (const chunk of text.match(/[^\n]+\n*|\n+/g) ?? []) {
            if (req.signal?.aborted) throw abortError();
            yield chunk;
          }
          settle.resolve({ text, tokensUsed: countTokens(text), model: OFFLINE_MODEL, finishReason: 'stop' });
        } catch (e) {
          settle.reject(e);
          throw e;
        }
      })();
      return { textStream, result };
    },
  };
}
