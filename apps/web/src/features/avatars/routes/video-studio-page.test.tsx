import type { AvatarVideoList } from '@uc/contract';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const avatar = (agentId: string) => ({ id: `local-${agentId}`, agent_id: agentId, name: `Agent ${agentId}`, description: 'd', videoUrl: null, thumbnailUrl: `/avatars/${agentId}.svg`, status: 'ready', provider: 'local' });

describe('Video studio', { timeout: 15_000 }, () => {
  it('without Tavus says what it needs, shows the illustrated avatars and cannot generate', async () => {
    server.use(
      http.get('*/api/v1/tavus/videos', () => HttpResponse.json({ items: [], configured: false, total: 0, page: 1, page_size: 12 } satisfies AvatarVideoList)),
      http.get('*/api/v1/tavus/avatars/:agentId', ({ params }) => HttpResponse.json(avatar(String(params.agentId)))),
    );
    const { user } = renderApp('/dashboard/video-studio', { token: TEST_TOKEN });
    expect(await screen.findByText(/the server has no TAVUS_API_KEY/, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(await screen.findByText('No videos yet.')).toBeInTheDocument();
    expect((await screen.findAllByText('Illustrated avatar')).length).toBe(5);
    await user.type(screen.getByLabelText('Script'), 'Hello investors');
    expect(screen.getByRole('button', { name: 'Generate video (10 credits)' })).toBeDisabled();
  });

  it('lists videos with their status and plays the ready ones', async () => {
    server.use(
      http.get('*/api/v1/tavus/videos', () =>
        HttpResponse.json({
          items: [
            { id: 'v1', agent_id: 'product', script: 'Our roadmap', status: 'ready', video_url: 'https://videos.tavus.example/v1', created_at: '2026-01-31T12:00:00.000Z' },
            { id: 'v2', agent_id: 'strategic', script: 'Seed round', status: 'failed', video_url: null, created_at: '2026-01-31T12:00:00.000Z' },
          ],
          configured: true,
          total: 2,
          page: 1,
          page_size: 12,
        } satisfies AvatarVideoList),
      ),
      http.get('*/api/v1/tavus/avatars/:agentId', ({ params }) => HttpResponse.json(avatar(String(params.agentId)))),
    );
    renderApp('/dashboard/video-studio', { token: TEST_TOKEN });
    expect(await screen.findByLabelText('Video: Our roadmap', {}, { timeout: 8000 })).toHaveAttribute('src', 'https://videos.tavus.example/v1');
    expect(screen.getByText(/Failed ·/)).toBeInTheDocument();
  });
});
