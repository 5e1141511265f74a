/** A yes/no question before something that cannot be undone (delete, remove a card). */
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';

export type ConfirmRequest = { title: string; message: string; action: string; onConfirm: () => void };

export function ConfirmDialog({ request, onClose, busy }: { request: ConfirmRequest | null; onClose: () => void; busy?: boolean }) {
  return (
    <Dialog open={Boolean(request)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent role="alertdialog">
        <DialogTitle className="text-lg font-semibold text-white">{request?.title}</DialogTitle>
        <DialogDescription className="mt-2 text-sm text-slate-300">{request?.message}</DialogDescription>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={onClose}>
            Cancel
          </Button>
          <Button variant="danger" isLoading={busy} onClick={() => request?.onConfirm()}>
            {request?.action}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
