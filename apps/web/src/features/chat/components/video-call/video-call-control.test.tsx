import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const paid = { is_paid: true, plan: 'professional', status: 'active', features: { video_calls: true, unlimited_chat: false, priority_support: true, credits_included: 1500 } };

afterEach(() => Reflect.deleteProperty(navigator, 'mediaDevices'));

describe('chat header video call', { timeout: 20_000 }, () => {
  it('on the free plan reads Upgrade for Video Calls and opens the upgrade modal with the first plan selected', async () => {
    const { user } = renderApp('/dashboard', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Upgrade for Video Calls' }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: 'Upgrade for Video Calls' })).toBeInTheDocument();
    expect(screen.getByText('Most Popular')).toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: /Developer/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('radio', { name: /Max/ }));
    expect(screen.getByRole('radio', { name: /Max/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(screen.getByRole('button', { name: 'Maybe Later' }));
    expect(screen.queryByRole('heading', { name: 'Upgrade for Video Calls' })).not.toBeInTheDocument();
  });

  it('on a paid plan opens the avatar modal; refused camera access shows the spec’s toast and starts nothing', async () => {
    let started = false;
    server.use(
      http.get('*/api/v1/billing/subscription-status', () => HttpResponse.json(paid)),
      http.post('*/api/v1/video/start-call', () => {
        started = true;
        return HttpResponse.json({ detail: 'unexpected' }, { status: 500 });
      }),
    );
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.reject(new DOMException('denied', 'NotAllowedError')) } });
    const { user } = renderApp('/dashboard', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Video Call' }, { timeout: 8000 }));
    expect(await screen.findByRole('heading', { name: 'Customize Your AI Agent Avatar' })).toBeInTheDocument();
    expect(screen.getByLabelText('Avatar Style')).toHaveValue('professional');
    expect(screen.getByLabelText('Voice Style')).toHaveValue('friendly');
    await user.click(screen.getByRole('button', { name: 'Start Video Call (5 credits)' }));
    expect(await screen.findByText('Please allow camera and microphone access to start a video call')).toBeInTheDocument();
    expect(started).toBe(false);
  });

  it('in a video call with Morgan picked, the chat asks Morgan (not the automatic pick), and says so', async () => {
    const bodies: { agent_id?: string; message: string }[] = [];
    const at = '2026-01-31T12:00:00.000Z';
    const session = {
      id: 's1', room_name: 'r1', token: 't', url: '/x', status: 'connecting', session_type: 'video', mode: 'local', agent_ids: ['marketing'], participants: [],
      duration: 0, credits_charged: 5, created_at: at, connected_at: null, ended_at: null,
    };
    server.use(
      http.get('*/api/v1/billing/subscription-status', () => HttpResponse.json(paid)),
      http.post('*/api/v1/video/start-call', () =>
        HttpResponse.json({
          room_token: 't', avatar_id: 'a1', session_id: 's1', call_id: 'c1', session, conversation_url: null, remaining_credits: 95,
          avatar: { id: 'a1', agent_id: 'marketing', name: 'Morgan Marketing', description: '', videoUrl: null, thumbnailUrl: '/avatars/marketing.svg', status: 'ready', provider: 'local' },
        }),
      ),
      http.post('*/api/v1/livekit/sessions/s1/start', () => HttpResponse.json({ ...session, status: 'connected' })),
      http.post('*/api/v1/video/end-call', () => HttpResponse.json({ message: 'ended', session_id: 's1', duration: 1 })),
      http.post('*/api/v1/chat/stream', async ({ request }) => {
        bodies.push((await request.json()) as { agent_id?: string; message: string });
        return HttpResponse.json({ detail: 'stop here' }, { status: 503 });
      }),
    );
    const track = { stop: () => {} };
    Object.defineProperty(navigator, 'mediaDevices', { configurable: true, value: { getUserMedia: () => Promise.resolve({ getTracks: () => [track] }) } });
    const { user } = renderApp('/dashboard', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Video Call' }, { timeout: 8000 }));
    await user.click(await screen.findByRole('radio', { name: /Morgan Marketing/ }));
    await user.click(screen.getByRole('button', { name: 'Start Video Call (5 credits)' }));
    expect(await screen.findByRole('region', { name: 'Video call' })).toBeInTheDocument();
    // The card can shrink to one line, so it never has to cover the chat (on a phone it starts that way).
    const card = screen.getByRole('region', { name: 'Video call' });
    expect(within(card).getByLabelText('Your camera')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Minimise video' }));
    expect(within(card).queryByLabelText('Your camera')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'End Video Call' })).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Show video' }));
    expect(within(card).getByLabelText('Your camera')).toBeInTheDocument();
    expect(screen.getByLabelText('Answer from')).toHaveValue('marketing');
    expect(screen.getByText('In a video call: Morgan Marketing answers')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message'), 'How do we price this?{Enter}');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ agent_id: 'marketing', message: 'How do we price this?' });
    // Ending the call gives the choice back.
    await user.click(within(screen.getByRole('region', { name: 'Video call' })).getByRole('button', { name: 'End Video Call' }));
    await waitFor(() => expect(screen.getByLabelText('Answer from')).not.toHaveValue('marketing'));
  });
});
