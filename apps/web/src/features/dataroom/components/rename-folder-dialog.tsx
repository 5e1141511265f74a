import { useEffect, useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useRenameFolder } from '../api/rename-folder';

export function RenameFolderDialog({ folder, onClose }: { folder: { id: string; name: string } | null; onClose: () => void }) {
  const id = useId();
  const [name, setName] = useState('');
  const rename = useRenameFolder();
  useEffect(() => setName(folder?.name ?? ''), [folder]);

  return (
    <Dialog open={Boolean(folder)} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-white">Rename Folder</DialogTitle>
        <DialogDescription className="sr-only">Give the folder a new name</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!folder || !name.trim()) return;
            rename.mutate({ id: folder.id, name: name.trim() }, { onSuccess: onClose, onError: (err) => toast.error(errorMessage(err, 'Failed to rename the folder')) });
          }}
        >
          <Field id={id} label="Folder Name">
            <Input id={id} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={onClose}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim()} isLoading={rename.isPending}>
              Rename
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
