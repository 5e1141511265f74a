import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { ApiError } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/public-config';
import { useChangePassword } from '../api/change-password';

export function ChangePasswordDialog() {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">Change Password</Button>
      </DialogTrigger>
      <DialogContent>{open ? <ChangePasswordForm onDone={() => setOpen(false)} /> : null}</DialogContent>
    </Dialog>
  );
}

function ChangePasswordForm({ onDone }: { onDone: () => void }) {
  const { passwordMinLength } = usePublicConfig();
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<string | null>(null);
  const change = useChangePassword();

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!current || !next || !confirm) return setError('Please fill in all fields');
    if (next !== confirm) return setError('New passwords do not match');
    if (next.length < passwordMinLength) return setError(`Password must be at least ${passwordMinLength} characters long`);
    setError(null);
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          toast.success('Password changed successfully');
          onDone();
        },
        onError: (err) => {
          if (err instanceof ApiError && err.handled) return;
          setError(err instanceof ApiError && err.detail ? err.detail : 'Failed to change password');
        },
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="Change password">
      <DialogTitle className="text-lg font-semibold text-white">Change Password</DialogTitle>
      <DialogDescription className="text-sm text-slate-400">Your other sessions are signed out; this one stays signed in.</DialogDescription>
      <Field id="current-password" label="Current Password">
        <PasswordInput id="current-password" autoComplete="current-password" value={current} onChange={(e) => setCurrent(e.target.value)} />
      </Field>
      <Field id="new-password" label="New Password" hint={`At least ${passwordMinLength} characters.`}>
        <PasswordInput id="new-password" autoComplete="new-password" value={next} onChange={(e) => setNext(e.target.value)} />
      </Field>
      <Field id="confirm-password" label="Confirm New Password">
        <PasswordInput id="confirm-password" autoComplete="new-password" value={confirm} onChange={(e) => setConfirm(e.target.value)} />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" isLoading={change.isPending}>
          Change Password
        </Button>
      </div>
    </form>
  );
}
