import type { AdminUser } from '@uc/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useAllocateCredits } from '../api/allocate-credits';
import { formatCount } from '@/lib/format-number';

/** Credit Amount + Reason; one request key per opening, so a retried click is applied once. */
export function AllocateCreditsDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  return (
    <Dialog open={user !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>{user ? <AllocateForm key={user.id} user={user} onClose={onClose} /> : null}</DialogContent>
    </Dialog>
  );
}

function AllocateForm({ user, onClose }: { user: AdminUser; onClose: () => void }) {
  const [amount, setAmount] = useState('');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [requestKey] = useState(() => crypto.randomUUID());
  const allocate = useAllocateCredits();

  function submit(e: FormEvent) {
    e.preventDefault();
    const credits = Number.parseInt(amount, 10);
    if (!amount.trim() || !reason.trim() || Number.isNaN(credits)) {
      setError('Please fill in all fields');
      return;
    }
    setError(null);
    allocate.mutate(
      { userId: user.id, credits, reason: reason.trim(), request_key: requestKey },
      {
        onSuccess: (res) => {
          toast.success(res.message);
          onClose();
        },
        onError: (err) => toast.error('Failed to allocate credits', { description: errorMessage(err, '') || undefined }),
      },
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      <DialogTitle className="text-lg font-semibold text-white">Allocate Credits</DialogTitle>
      <DialogDescription className="text-sm text-slate-400">
        To {user.name} ({user.email}), who has {formatCount(user.available_credits)} credits. A negative amount takes credits back.
      </DialogDescription>
      <Field id="allocate-amount" label="Credit Amount">
        <Input id="allocate-amount" type="number" inputMode="numeric" step={1} value={amount} onChange={(e) => setAmount(e.target.value)} placeholder="100" autoFocus />
      </Field>
      <Field id="allocate-reason" label="Reason">
        <Textarea id="allocate-reason" value={reason} onChange={(e) => setReason(e.target.value)} placeholder="Hackathon prize, support goodwill…" maxLength={500} rows={3} />
      </Field>
      {error ? (
        <p role="alert" className="text-sm text-rose-400">
          {error}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="button" variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" isLoading={allocate.isPending}>
          Allocate Credits
        </Button>
      </div>
    </form>
  );
}
