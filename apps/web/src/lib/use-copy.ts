import { useCallback, useEffect, useRef, useState } from 'react';

/** How long "Copied" stays after a copy. */
export const COPY_CONFIRMATION_MS = 2000;

/** Copies text to the clipboard; `copied` is true for 2 s afterwards. */
export function useCopy(): { copied: boolean; copy: (text: string) => Promise<void> } {
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = useCallback(async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
    } catch {
      return; // Clipboard refused (insecure context or denied): no false confirmation.
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPY_CONFIRMATION_MS);
  }, []);
  return { copied, copy };
}
