import { ListFilesResponseSchema, ThreadListSchema } from '@uc/contract';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { DEMO_TOKEN } from './data';
import { createDemoHandlers } from './handlers';

const auth = { authorization: `Bearer ${DEMO_TOKEN}`, 'content-type': 'application/json' };
const call = (path: string, init: RequestInit = {}) => fetch(`http://localhost${path}`, { ...init, headers: { ...auth, ...(init.headers ?? {}) } });

async function readStream(res: Response) {
  const text = await res.text();
  return text
    .split('\n\n')
    .map((e) => e.replace(/^data: /, ''))
    .filter((d) => d && d !== '[DONE]')
    .map((d) => JSON.parse(d) as { type: string; delta?: string; data?: Record<string, unknown> });
}

describe('demo mock API', () => {
  it('answers a chat message with the offline engine in the chat stream protocol, and keeps it in the thread', async () => {
    server.use(...createDemoHandlers());
    const res = await call('/api/v1/chat/stream', { method: 'POST', body: JSON.stringify({ message: 'How should we price the walks?', agent_id: 'strategic' }) });
    expect(res.headers.get('content-type')).toBe('text/event-stream');
    const chunks = await readStream(res);
    expect(chunks.map((c) => c.type)).toEqual(expect.arrayContaining(['data-thread', 'data-message', 'text-delta', 'data-done', 'data-credits']));
    const answer = chunks.filter((c) => c.type === 'text-delta').map((c) => c.delta).join('');
    // The offline engine's own writing, built from the demo's startup profile.
    expect(answer).toContain('PawPal');
    expect(answer).toMatch(/Offline mode/);
    const credits = chunks.find((c) => c.type === 'data-credits')!.data!.remaining_credits;
    expect(credits).toBe(85);

    const threads = ThreadListSchema.parse(await (await call('/api/v1/chat/threads')).json()).threads;
    const created = threads.find((t) => t.title === 'How should we price the walks?')!;
    const detail = await (await call(`/api/v1/chat/threads/${created.id}`)).json();
    expect(detail.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
  }, 15_000);

  it('lists the data room with folders and files, and filters by a word', async () => {
    server.use(...createDemoHandlers());
    const all = ListFilesResponseSchema.parse(await (await call('/api/v1/data-room/files')).json());
    expect(all.files.map((f) => f.name)).toContain('cap-table.pdf');
    expect(all.folders.map((f) => f.name)).toEqual(['Company Documents', 'Financial Records', 'Pitch Materials']);
    const found = ListFilesResponseSchema.parse(await (await call('/api/v1/data-room/files?q=angel')).json());
    expect(found.files.map((f) => f.name)).toEqual(['one-pager.pdf']);
  });

  it('answers with the prototype demo errors', async () => {
    server.use(...createDemoHandlers());
    const anonymous = await fetch('http://localhost/api/v1/auth/me');
    expect(anonymous.status).toBe(401);
    expect((await anonymous.json()).detail).toBe('Not authenticated');
    const login = await fetch('http://localhost/api/v1/auth/login', { method: 'POST', body: new URLSearchParams({ username: 'someone@example.com', password: 'x' }) });
    expect((await login.json()).detail).toBe('Invalid email or password');
    expect((await (await call('/api/v1/bolt/projects/abc')).json()).detail).toBe('Project not found');
    expect((await (await call('/api/v1/tavus/avatars/unknown')).json()).detail).toBe('Invalid agent ID for Tavus avatar');
    const unsupported = await call('/api/v1/integrations/slack/connect', { method: 'PUT', body: '{}' });
    expect(unsupported.status).toBe(404);
    expect((await unsupported.json()).detail).toBe('Mock API does not support this PUT request');
  });
});
