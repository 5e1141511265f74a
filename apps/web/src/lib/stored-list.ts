import { useCallback, useState } from 'react';

/** Recently viewed lists keep this many entries. */
export const RECENTLY_VIEWED_LIMIT = 5;

/** Most recent first, no duplicates, at most `limit` entries. */
export function pushRecent(list: string[], id: string, limit = RECENTLY_VIEWED_LIMIT): string[] {
  return [id, ...list.filter((item) => item !== id)].slice(0, limit);
}

function read(key: string): string[] {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(key) ?? '[]');
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return []; // Corrupt or blocked storage: start empty rather than break the page.
  }
}

function write(key: string, list: string[]) {
  try {
    window.localStorage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or disabled: the list still works for this visit.
  }
}

/** A list of ids kept in localStorage under `key` (recently viewed docs and endpoints, bookmarks). */
export function useStoredList(key: string) {
  const [list, setList] = useState<string[]>(() => read(key));
  const update = useCallback(
    (change: (current: string[]) => string[]) =>
      setList((current) => {
        const next = change(current);
        write(key, next);
        return next;
      }),
    [key],
  );
  const addRecent = useCallback((id: string) => update((current) => (current[0] === id ? current : pushRecent(current, id))), [update]);
  const toggle = useCallback((id: string) => update((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id])), [update]);
  return { list, addRecent, toggle };
}
