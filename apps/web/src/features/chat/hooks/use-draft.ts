import { useCallback, useEffect, useState, type SetStateAction } from 'react';

type Codec<T> = { empty: T; encode: (value: T) => string | null; decode: (raw: string) => T };

function read<T>(key: string, codec: Codec<T>): T {
  try {
    const raw = sessionStorage.getItem(key);
    return raw === null ? codec.empty : codec.decode(raw);
  } catch {
    return codec.empty;
  }
}

function write<T>(key: string, value: T, codec: Codec<T>) {
  try {
    const raw = codec.encode(value);
    if (raw !== null) sessionStorage.setItem(key, raw);
    else sessionStorage.removeItem(key);
  } catch {
    // Storage full or disabled: the value lives in memory only.
  }
}

/**
 * A value of one thread ('new' before it has one) kept in sessionStorage under `${prefix}:${id}`:
 * it survives changing tab, an outage that unmounts the screen and a reload.
 */
function useThreadValue<T>(prefix: string, threadId: string | null, codec: Codec<T>): [T, (next: SetStateAction<T>) => void] {
  const key = `${prefix}:${threadId ?? 'new'}`;
  const [state, setState] = useState(() => ({ key, value: read(key, codec) }));
  useEffect(() => {
    setState((s) => (s.key === key ? s : { key, value: read(key, codec) }));
  }, [key, codec]);
  const set = useCallback(
    (next: SetStateAction<T>) =>
      setState((s) => {
        const value = typeof next === 'function' ? (next as (prev: T) => T)(s.value) : next;
        write(s.key, value, codec);
        return { ...s, value };
      }),
    [codec],
  );
  return [state.key === key ? state.value : read(key, codec), set];
}

const TEXT: Codec<string> = { empty: '', encode: (text) => text || null, decode: (raw) => raw };

/** The unsent message of a thread; cleared once sent. */
export const useDraft = (threadId: string | null) => useThreadValue('chat-draft', threadId, TEXT);

/** A JSON value of a thread, or null (nothing stored). */
export const jsonCodec = <T>(): Codec<T | null> => ({ empty: null, encode: (v) => (v === null ? null : JSON.stringify(v)), decode: (raw) => JSON.parse(raw) as T });
export { useThreadValue };
