import { useEffect, useState } from 'react';

/** Spec 000 §4/§9: the offline reply is revealed about 20 ms per character. */
export const REVEAL_MS_PER_CHAR = 20;
/** Long answers reveal faster so no reveal takes longer than this. */
export const REVEAL_MAX_MS = 3000;
const TICK_MS = 20;

/**
 * The part of `text` to show now. Inactive → all of it. Active → grows over time; text that
 * arrives while revealing (streaming) is picked up where the reveal is.
 */
export function useReveal(text: string, active: boolean): string {
  const [shown, setShown] = useState(active ? 0 : text.length);
  useEffect(() => {
    if (!active) {
      setShown(text.length);
      return;
    }
    if (shown >= text.length) return;
    const duration = Math.min(text.length * REVEAL_MS_PER_CHAR, REVEAL_MAX_MS);
    const perTick = Math.max(1, Math.ceil((text.length * TICK_MS) / duration));
    const t = setTimeout(() => setShown((n) => Math.min(text.length, n + perTick)), TICK_MS);
    return () => clearTimeout(t);
  }, [active, shown, text.length]);
  return active ? text.slice(0, shown) : text;
}
