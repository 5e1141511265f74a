import { useCallback, useEffect, useState, type SetStateAction } from 'react';

const KEY = (threadId: string | null) => `chat-draft:${threadId ?? 'new'}`;

function read(threadId: string | null): string {
  try {
    return sessionStorage.getItem(KEY(threadId)) ?? '';
  } catch {
    return '';
  }
}

function write(threadId: string | null, text: string) {
  try {
    if (text) sessionStorage.setItem(KEY(threadId), text);
    else sessionStorage.removeItem(KEY(threadId));
  } catch {
    // Storage full or disabled: the draft lives in memory only.
  }
}

/**
 * The unsent message of a thread ('new' before it has one), kept in sessionStorage: it survives
 * changing tab, an outage that unmounts the screen and a reload, and is cleared once sent.
 */
export function useDraft(threadId: string | null): [string, (next: SetStateAction<string>) => void] {
  const [draft, setDraft] = useState(() => ({ threadId, text: read(threadId) }));
  useEffect(() => {
    setDraft((d) => (d.threadId === threadId ? d : { threadId, text: read(threadId) }));
  }, [threadId]);
  const set = useCallback(
    (next: SetStateAction<string>) =>
      setDraft((d) => {
        const text = typeof next === 'function' ? next(d.text) : next;
        write(d.threadId, text);
        return { ...d, text };
      }),
    [],
  );
  return [draft.threadId === threadId ? draft.text : read(threadId), set];
}
