import { AlertTriangle } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useAuth } from '@/lib/auth';
import { isDemoSession } from '@/lib/auth-storage';
import { useDeleteAccount } from '../api/delete-account';

/** The spec waits 3 seconds after the warning before the call; typing the address is the confirmation. */
const DELETE_DELAY_MS = 3000;

export function DeleteAccountDialog({ email }: { email: string }) {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  const remove = useDeleteAccount();
  const { signOut } = useAuth();
  const navigate = useNavigate();
  const matches = typed.trim().toLowerCase() === email.toLowerCase();
  const demo = isDemoSession();

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!matches) return;
    setPending(true);
    toast.warning(demo ? 'Ending the demo session and resetting its data…' : 'Deleting your account and all its data…');
    await new Promise((r) => setTimeout(r, DELETE_DELAY_MS));
    try {
      await remove.mutateAsync();
      setOpen(false);
      // The demo starts again with its sample data: a new page load makes a new mock API.
      if (demo) return window.location.assign(paths.demo.getHref());
      toast.success('Your account was deleted');
      await signOut();
      navigate(paths.home.getHref(), { replace: true });
    } catch (err) {
      if (!(err instanceof ApiError && err.handled)) toast.error('Failed to delete account', { description: err instanceof ApiError ? err.detail : undefined });
    } finally {
      setPending(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (pending) return;
        setOpen(o);
        setTyped('');
      }}
    >
      <DialogTrigger asChild>
        <Button variant="danger">Delete Account</Button>
      </DialogTrigger>
      <DialogContent>
        <form onSubmit={submit} noValidate className="space-y-4" aria-label="Delete account">
          <DialogTitle className="flex items-center gap-2 text-lg font-semibold text-white">
            <AlertTriangle className="h-5 w-5 text-rose-400" aria-hidden="true" /> Delete Account
          </DialogTitle>
          <DialogDescription className="text-sm text-slate-300">
            {demo
              ? 'This is the demo: deleting ends the demo session and resets its data (chats, documents, files and credits go back to the sample ones). Nothing of the demo was saved, and no real account is touched.'
              : 'This permanently deletes your account, chats, documents, data-room files and credits. It cannot be undone. Consider downloading your data first.'}
          </DialogDescription>
          <Field id="delete-confirm" label={`Type ${email} to confirm`}>
            <Input id="delete-confirm" autoComplete="off" value={typed} onChange={(e) => setTyped(e.target.value)} disabled={pending} />
          </Field>
          <div className="flex justify-end gap-2">
            <Button type="button" variant="secondary" onClick={() => setOpen(false)} disabled={pending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" disabled={!matches} isLoading={pending}>
              Delete my account
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
