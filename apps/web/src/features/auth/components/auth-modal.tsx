import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { AuthPanel, type AuthMode } from './auth-panel';

/** The closable sign-in / register overlay opened from the public header and the sign-in gate. */
export function AuthModal({
  open,
  onOpenChange,
  mode,
  onAuthenticated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  mode: AuthMode;
  onAuthenticated: () => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="sr-only">{mode === 'register' ? 'Create an account' : 'Sign in'}</DialogTitle>
        <DialogDescription className="sr-only">Sign in or create your Ultimate Co-founder account</DialogDescription>
        {/* Keyed so reopening starts fresh in the requested view. */}
        <AuthPanel
          key={`${mode}-${open}`}
          initialMode={mode}
          onAuthenticated={() => {
            onOpenChange(false);
            onAuthenticated();
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
