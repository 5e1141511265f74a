import type { ReactNode } from 'react';
import { Button } from './button';

/** What a panel shows when its data could not be loaded: the message and a Retry button. */
export function LoadError({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className="flex items-center gap-3 text-sm text-rose-300">
      {children}
      <Button size="sm" variant="secondary" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
