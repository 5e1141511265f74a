import type { LiveSession, SessionList } from '@uc/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const session: LiveSession = {
  id: '7f0c1f7e-1111-4c1e-9d1b-000000000001',
  room_name: 'uc-voice-abc',
  token: 'stream-token',
  url: '/api/v1/livekit/sessions/7f0c1f7e-1111-4c1e-9d1b-000000000001/events',
  status: 'disconnected',
  session_type: 'voice',
  mode: 'local',
  agent_ids: ['strategic'],
  participants: [{ id: 'u1', name: 'Ada', role: 'user', is_local: true, audio_enabled: false, video_enabled: false, screen_share_enabled: false }],
  duration: 95,
  credits_charged: 5,
  created_at: '2026-01-31T12:00:00.000Z',
  connected_at: '2026-01-31T12:00:01.000Z',
  ended_at: '2026-01-31T12:01:36.000Z',
};

function liveApi(created: string[] = []) {
  server.use(
    http.get('*/api/v1/livekit/config', () => HttpResponse.json({ mode: 'local', livekit_url: null, tavus_configured: false, note: 'Local mode — media stays in your browser. Connect LiveKit for multi-party rooms.' })),
    http.get('*/api/v1/livekit/sessions', () => HttpResponse.json({ items: [session], total: 1, page: 1, page_size: 10 } satisfies SessionList)),
    http.get('*/api/v1/livekit/sessions/:id', () =>
      HttpResponse.json({ ...session, messages: [{ id: 'm1', participant_id: 'u1', content: 'How do we price?', timestamp: session.created_at, type: 'chat', agent_id: null }, { id: 'm2', participant_id: 'agent-strategic', content: 'Price on **value**.', timestamp: session.created_at, type: 'chat', agent_id: 'strategic' }] }),
    ),
    http.post('*/api/v1/livekit/sessions', async ({ request }) => {
      created.push(JSON.stringify(await request.json()));
      return HttpResponse.json({ ...session, status: 'connecting', credits_charged: 0, duration: 0 }, { status: 201 });
    }),
    http.post('*/api/v1/livekit/sessions/:id/end', () => HttpResponse.json({ ...session, credits_charged: 0, duration: 0 })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('Live session page', { timeout: 15_000 }, () => {
  it('says it runs in local mode, lists past sessions and opens a transcript', async () => {
    liveApi();
    const { user } = renderApp('/dashboard/live', { token: TEST_TOKEN });
    expect(await screen.findByText('Local mode — media stays in your browser. Connect LiveKit for multi-party rooms.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Local mode')).toBeInTheDocument();
    expect(await screen.findByText(/95 s · 5 credits/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View transcript' }));
    expect(await screen.findByText('How do we price?')).toBeInTheDocument();
    expect(screen.getByText('value').tagName).toBe('STRONG');
  });

  it('a browser without WebRTC gets the spec’s message and no session is created', async () => {
    const created: string[] = [];
    liveApi(created);
    const { user } = renderApp('/dashboard/live', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Start session' }, { timeout: 5000 }));
    expect(await screen.findByText("Your browser doesn't support live sessions. Please use Chrome, Firefox, Safari, or Edge.")).toBeInTheDocument();
    expect(created).toEqual([]);
  });

  it('refused camera and microphone: the spec’s message, and the session is ended unstarted', async () => {
    const created: string[] = [];
    liveApi(created);
    vi.stubGlobal('RTCPeerConnection', function RTCPeerConnection() {});
    Object.defineProperty(navigator, 'mediaDevices', {
      configurable: true,
      value: { getUserMedia: () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError')), enumerateDevices: async () => [] },
    });
    const { user } = renderApp('/dashboard/live', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('checkbox', { name: 'Sam Product' }, { timeout: 5000 }));
    await user.click(screen.getByRole('radio', { name: 'Video' }));
    await user.click(screen.getByRole('button', { name: 'Start session' }));
    expect(await screen.findByText('Camera and microphone permissions are required for live sessions. Please allow access in your browser settings.')).toBeInTheDocument();
    expect(JSON.parse(created[0])).toEqual({ agent_ids: ['strategic', 'product'], session_type: 'video' });
    Reflect.deleteProperty(navigator, 'mediaDevices');
  });
});
