import { useEffect, useState } from 'react';

/** Spec 000 §9: the code view types 15 ms per character, doubled for newlines and braces, halved for spaces. */
export const CODE_MS_PER_CHAR = 15;
/** Large files keep those relative speeds but finish within this time. */
export const CODE_TYPING_MAX_MS = 4000;
const TICK_MS = 16;

export function charDelay(c: string): number {
  if (c === '\n' || c === '{' || c === '}') return CODE_MS_PER_CHAR * 2;
  if (c === ' ') return CODE_MS_PER_CHAR / 2;
  return CODE_MS_PER_CHAR;
}

/** How much of `code` the typing animation shows; restarts when the code changes. */
export function useTypedCode(code: string): { typed: string; done: boolean } {
  const [count, setCount] = useState(0);
  useEffect(() => {
    setCount(0);
    let total = 0;
    for (const c of code) total += charDelay(c);
    const scale = total > CODE_TYPING_MAX_MS ? CODE_TYPING_MAX_MS / total : 1;
    let i = 0;
    let budget = 0;
    const timer = setInterval(() => {
      budget += TICK_MS;
      while (i < code.length && charDelay(code[i]) * scale <= budget) budget -= charDelay(code[i++]) * scale;
      setCount(i);
      if (i >= code.length) clearInterval(timer);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [code]);
  return { typed: code.slice(0, count), done: count >= code.length };
}
