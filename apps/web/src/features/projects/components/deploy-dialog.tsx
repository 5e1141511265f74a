import type { DeployResponse } from '@uc/contract';
import { ExternalLink } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { formatDateTime, useTimeZone } from '@/lib/format-date';
import { usePublicConfig } from '@/lib/public-config';

/** The deployed address (copy / open) and what the build did. */
export function DeployDialog({ result, onClose }: { result: DeployResponse | null; onClose: () => void }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  // Only an app served on an origin of its own (APPS_ORIGIN with a wildcard) has storage in its sandbox.
  const keepsState = usePublicConfig().config?.apps_keep_state === true;
  return (
    <Dialog open={Boolean(result)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-white">Your app is live</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-300">Anyone with this address can open it. It runs sandboxed, apart from your account.</DialogDescription>
        {result && (
          <>
            <div className="mt-4 flex items-center gap-2 rounded-lg bg-slate-950 px-3 py-2">
              <a href={result.url} target="_blank" rel="noopener noreferrer" className="min-w-0 flex-1 truncate font-mono text-sm text-violet-300 hover:underline" data-testid="deploy-url">
                {result.url}
              </a>
              <CopyButton text={result.url} />
              <Button asChild variant="ghost" size="sm">
                <a href={result.url} target="_blank" rel="noopener noreferrer">
                  <ExternalLink className="h-4 w-4" aria-hidden="true" /> Open
                </a>
              </Button>
            </div>
            <p className="mt-3 text-xs text-slate-400">Deployed {formatDateTime(result.deployed_at)}</p>
            <p className="mt-2 text-xs text-slate-300" data-testid="deploy-state-note">
              {keepsState
                ? 'The app has an address of its own: what visitors add in it (cards, rows, answers) stays in their browser when they reload.'
                : 'What visitors add in the app (cards, rows, answers) lasts until they reload the page: this server runs every app sandboxed without storage. Forms still reach you.'}
            </p>
            <h3 className="mt-4 text-sm font-semibold text-white">Build log</h3>
            <pre className="mt-1 max-h-48 overflow-auto rounded-lg bg-slate-950 p-3 text-xs whitespace-pre-wrap text-slate-300">{result.build_log.join('\n')}</pre>
          </>
        )}
        <div className="mt-6 flex justify-end">
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
