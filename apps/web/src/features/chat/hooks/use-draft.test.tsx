import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useDraft } from './use-draft';

afterEach(() => sessionStorage.clear());

describe('chat drafts', () => {
  it('keep the unsent message of each thread across unmounts, and forget it once cleared', () => {
    const first = renderHook(({ id }) => useDraft(id), { initialProps: { id: null as string | null } });
    act(() => first.result.current[1]('How do we price it?'));
    first.rerender({ id: 't1' });
    expect(first.result.current[0]).toBe('');
    act(() => first.result.current[1]('A question for t1'));
    first.unmount();

    // The screen comes back (another tab, an outage): each thread's draft is there.
    const again = renderHook(({ id }) => useDraft(id), { initialProps: { id: null as string | null } });
    expect(again.result.current[0]).toBe('How do we price it?');
    again.rerender({ id: 't1' });
    expect(again.result.current[0]).toBe('A question for t1');
    act(() => again.result.current[1]((current) => `${current}!`));
    expect(again.result.current[0]).toBe('A question for t1!');
    act(() => again.result.current[1](''));
    expect(sessionStorage.getItem('chat-draft:t1')).toBeNull();
  });
});

describe('the "not sent" notice', () => {
  it('stays with its thread across unmounts (a tab switch), until cleared', async () => {
    const { useFailedSend } = await import('./use-chat-session');
    const first = renderHook(({ id }) => useFailedSend(id), { initialProps: { id: 't1' as string | null } });
    act(() => first.result.current[1]({ text: 'And how do we price it?', opts: { team: false } }));
    first.unmount();
    const again = renderHook(({ id }) => useFailedSend(id), { initialProps: { id: 't1' as string | null } });
    expect(again.result.current[0]).toEqual({ text: 'And how do we price it?', opts: { team: false } });
    again.rerender({ id: 't2' });
    expect(again.result.current[0]).toBeNull();
    again.rerender({ id: 't1' });
    act(() => again.result.current[1](null));
    expect(sessionStorage.getItem('chat-failed:t1')).toBeNull();
  });
});
