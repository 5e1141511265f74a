import { DEFAULT_PREFERENCES } from '@uc/contract';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useState, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth';
import { createQueryClient } from '@/lib/query-client';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { useSpeech } from './use-speech';

/** jsdom has no speech synthesis: a stand-in that records what would be spoken. */
class FakeUtterance {
  rate = 1;
  pitch = 1;
  constructor(public text: string) {}
}
const spoken: FakeUtterance[] = [];

beforeEach(() => {
  spoken.length = 0;
  vi.stubGlobal('SpeechSynthesisUtterance', FakeUtterance);
  vi.stubGlobal('speechSynthesis', { speak: (u: FakeUtterance) => spoken.push(u), cancel: () => {} });
  window.localStorage.setItem('access_token', TEST_TOKEN);
});
afterEach(() => vi.unstubAllGlobals());

function Wrapper({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}

describe('read-aloud voice', () => {
  it('starts with the voice style saved under Profile → Preferences and speaks with it', async () => {
    server.use(http.get('*/api/v1/profile/preferences', () => HttpResponse.json({ ...DEFAULT_PREFERENCES, read_aloud_voice: 'calm' })));
    const { result, unmount } = renderHook(() => useSpeech(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.style).toBe('calm'));
    act(() => result.current.setEnabled(true));
    act(() => result.current.speak('Price on **value**.'));
    expect(spoken).toHaveLength(1);
    expect(spoken[0]).toMatchObject({ text: 'Price on value .', rate: 0.88, pitch: 0.9 });
    unmount(); // before the speech stand-in goes
  });

  it('a choice made during the session stays until the page is left', async () => {
    server.use(http.get('*/api/v1/profile/preferences', () => HttpResponse.json({ ...DEFAULT_PREFERENCES, read_aloud_voice: 'energetic' })));
    const { result, unmount } = renderHook(() => useSpeech(), { wrapper: Wrapper });
    await waitFor(() => expect(result.current.style).toBe('energetic'));
    act(() => result.current.setStyle('professional'));
    await new Promise((r) => setTimeout(r, 50));
    expect(result.current.style).toBe('professional');
    unmount();
  });
});
