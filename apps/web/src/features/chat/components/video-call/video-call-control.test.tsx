import { screen } from '@testing-library/react';
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
});
