import { ThreadListSchema } from '@uc/contract';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { DEMO_TOKEN } from './data';
import { createDemoHandlers } from './handlers';

const auth = { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/json' };
const call = (path: string, init: RequestInit = {}) => fetch(`http://localhost${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });

async function answerOf(res: Response): Promise<string> {
  const events = (await res.text())
    .split('\n\n')
    .map((e) => e.replace(/^data: /, ''))
    .filter((d) => d && d !== '[DONE]')
    .map((d) => JSON.parse(d) as { type: string; delta?: string });
  return events.filter((e) => e.type === 'text-delta').map((e) => e.delta).join('');
}

describe('demo chat: follow-ups', () => {
  it('answers a follow-up in the same thread against the earlier turn, as the server does', async () => {
    server.use(...createDemoHandlers());
    const first = 'Native app or PWA for our dog walkers?';
    const ask = (message: string, thread_id?: string) =>
      call('/api/v1/chat/stream', { method: 'POST', body: JSON.stringify({ message, agent_id: 'technical', thread_id }) });
    await answerOf(await ask(first));
    const threads = ThreadListSchema.parse(await (await call('/api/v1/chat/threads')).json()).threads;
    const thread = threads.find((t) => t.title === first)!;

    const followUp = await answerOf(await ask('And what about the second one?', thread.id));
    // "the second one" is the PWA named in the earlier question, not a fresh, context-free answer.
    expect(followUp).toContain('**Recommendation:** On progressive web app (PWA), the option you asked about');
    expect(followUp).toContain('following up on “Native app or PWA for our dog walkers?”');

    // A new thread has no earlier turn to resolve against.
    const alone = await answerOf(await ask('And what about the second one?'));
    expect(alone).not.toContain('the option you asked about');
  }, 30_000);
});
