import {
  GenerateDocumentResponseSchema, GenerateProjectResponseSchema, ListFilesResponseSchema, LiveSessionSchema,
  LOGO_MAX_BYTES, ProfileSchema, SendLiveMessageResponseSchema, ThreadListSchema,
} from '@uc/contract';
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
    expect(all.files.map((f) => f.name)).toContain('cap-table.csv');
    expect(all.folders.map((f) => f.name)).toEqual(['Company Documents', 'Financial Records', 'Pitch Materials']);
    const found = ListFilesResponseSchema.parse(await (await call('/api/v1/data-room/files?q=angel')).json());
    expect(found.files.map((f) => f.name)).toEqual(['one-pager.md']);
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

describe('demo mock API: the product’s actions', () => {
  it('keeps an uploaded company logo in the tab: served back, checked like the server, removed', async () => {
    server.use(...createDemoHandlers());
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
    const post = (type: string, body: BodyInit) =>
      call('/api/v1/profile/logo', { method: 'POST', headers: { 'content-type': type }, body });
    const up = await post('image/png', png);
    expect(up.status).toBe(200);
    const url = ProfileSchema.parse(await up.json()).company_logo_url!;
    expect(url).toMatch(/^\/api\/v1\/profile\/logo\?v=/);
    const served = await call(url);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(png);
    // Checked by content and size, with the server's words.
    const text = await post('image/png', 'not a png');
    expect([text.status, (await text.json()).detail]).toEqual([415, 'The logo must be a PNG or JPEG image']);
    const big = new Uint8Array(LOGO_MAX_BYTES + 1);
    big.set([0xff, 0xd8, 0xff]);
    const large = await post('image/jpeg', big);
    expect([large.status, (await large.json()).detail]).toEqual([413, 'The logo must be at most 512 KB']);
    const removed = ProfileSchema.parse(await (await call('/api/v1/profile/logo', { method: 'DELETE' })).json());
    expect(removed.company_logo_url).toBeNull();
    expect((await call(url)).status).toBe(404);
  });

  it('writes a document with the offline engine from the startup model, files it and serves its bytes', async () => {
    server.use(...createDemoHandlers());
    const res = await call('/api/v1/documents/generate', { method: 'POST', body: JSON.stringify({ document_type: 'pitch_deck', startup_idea: 'On-demand dog walking' }) });
    expect(res.status).toBe(200);
    const doc = GenerateDocumentResponseSchema.parse(await res.json());
    expect(doc.title).toBe('PawPal — Pitch Deck');
    expect(doc.remaining_credits).toBe(86 - 8);
    const listing = ListFilesResponseSchema.parse(await (await call('/api/v1/data-room/files')).json());
    expect(listing.files.map((f) => f.name)).toContain(doc.filename);
    const file = await call(doc.download_url);
    expect(await file.text()).toBe(doc.content);
  }, 15_000);

  it('generates an app project offline, edits it, and previews it from its app-spec.json', async () => {
    server.use(...createDemoHandlers());
    const gen = GenerateProjectResponseSchema.parse(await (await call('/api/v1/bolt/chat/generate', { method: 'POST', body: JSON.stringify({ prompt: 'A tip calculator with bill and tip percent', template: 'react-app' }) })).json());
    expect(gen.engine).toBe('offline');
    expect(gen.files.some((f) => f.path.endsWith('app-spec.json'))).toBe(true);
    const created = await (await call('/api/v1/bolt/projects', { method: 'POST', body: JSON.stringify({ ...gen.projectData, files: gen.files }) })).json();
    const edit = await call('/api/v1/bolt/chat/generate', { method: 'POST', body: JSON.stringify({ prompt: 'Change the colour to green', project_id: created.id }) });
    expect(edit.status).toBe(200);
    expect(GenerateProjectResponseSchema.parse(await edit.json()).changes?.length).toBeGreaterThan(0);
    const preview = await (await call(`/api/v1/bolt/projects/${created.id}/preview`, { method: 'POST' })).json();
    expect(preview.preview_url).toMatch(/^\/demo-preview\.html#/);
  }, 15_000);

  it('runs a local-mode live session: 5 credits once connected, every invited agent answers', async () => {
    server.use(...createDemoHandlers());
    const created = LiveSessionSchema.parse(await (await call('/api/v1/livekit/sessions', { method: 'POST', body: JSON.stringify({ agent_ids: ['strategic', 'marketing'], session_type: 'voice' }) })).json());
    expect(created.mode).toBe('local');
    const started = LiveSessionSchema.parse(await (await call(`/api/v1/livekit/sessions/${created.id}/start`, { method: 'POST', body: JSON.stringify({ audio_enabled: true }) })).json());
    expect(started.status).toBe('connected');
    const sent = SendLiveMessageResponseSchema.parse(await (await call(`/api/v1/livekit/sessions/${created.id}/messages`, { method: 'POST', body: JSON.stringify({ participant_id: started.participants[0].id, message: 'How do we find walkers?' }) })).json());
    expect(sent.replies.map((r) => r.agent_id)).toEqual(['strategic', 'marketing']);
    expect(sent.remaining_credits).toBe(86 - 5 - 2);
    const ended = LiveSessionSchema.parse(await (await call(`/api/v1/livekit/sessions/${created.id}/end`, { method: 'POST', body: '{}' })).json());
    expect(ended.status).toBe('disconnected');
  }, 15_000);

  it("answers the profile and settings, and checks test cards as the server does", async () => {
    server.use(...createDemoHandlers());
    expect((await (await call('/api/v1/profile')).json()).name).toBe('Maya Demo');
    expect((await call('/api/v1/profile/preferences')).status).toBe(200);
    const intent = await (await call('/api/v1/billing/create-payment-intent', { method: 'POST', body: JSON.stringify({ package_name: 'starter' }) })).json();
    const expired = await call('/api/v1/billing/test/confirm-payment', { method: 'POST', body: JSON.stringify({ client_secret: intent.client_secret, card_number: '4000 0000 0000 0069', exp_month: 12, exp_year: 2034, cvc: '123' }) });
    expect(expired.status).toBe(402);
    expect((await expired.json()).detail).toBe('Your card has expired.');
    const paid = await call('/api/v1/billing/test/confirm-payment', { method: 'POST', body: JSON.stringify({ client_secret: intent.client_secret, card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2034, cvc: '123' }) });
    expect((await paid.json()).available_credits).toBe(186);
  });

  it('keeps uploads in the tab: a new version keeps the name, and both versions download', async () => {
    server.use(...createDemoHandlers());
    const up = await call('/api/v1/data-room/files?filename=notes.md', { method: 'POST', body: 'first', headers: { 'content-type': 'application/octet-stream' } });
    const file = await up.json();
    expect(file.name).toBe('notes.md');
    const v2 = await (await call(`/api/v1/data-room/files/${file.id}/versions?filename=other-name.md`, { method: 'POST', body: 'second', headers: { 'content-type': 'application/octet-stream' } })).json();
    expect(v2).toMatchObject({ name: 'notes.md', version: 2, size: 6 });
    const { versions } = await (await call(`/api/v1/data-room/files/${file.id}/versions`)).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([2, 1]);
    expect(await (await call(versions[1].download_url)).text()).toBe('first');
    expect(await (await call(`/api/v1/data-room/files/${file.id}/download`)).text()).toBe('second');
    expect((await call('/api/v1/data-room/files?filename=clip.mp4', { method: 'POST', body: 'x' })).status).toBe(415);
  });
});
