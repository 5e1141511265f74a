import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCreateFolder } from '../api/create-folder';

export function NewFolderDialog({ open, onOpenChange, parentId }: { open: boolean; onOpenChange: (open: boolean) => void; parentId: string | null }) {
  const nameId = useId();
  const descId = useId();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const create = useCreateFolder();

  const submit = () => {
    if (!name.trim()) return;
    create.mutate(
      { name: name.trim(), description: description.trim() || undefined, parent_id: parentId },
      {
        onSuccess: (folder) => {
          toast.success(`Folder "${folder.name}" created`);
          setName('');
          setDescription('');
          onOpenChange(false);
        },
        onError: (err) => toast.error(errorMessage(err, 'Failed to create the folder')),
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-white">New Folder</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">Organise your documents for investors.</DialogDescription>
        <form
          className="mt-4 space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            submit();
          }}
        >
          <Field id={nameId} label="Folder Name">
            <Input id={nameId} value={name} onChange={(e) => setName(e.target.value)} maxLength={100} autoFocus />
          </Field>
          <Field id={descId} label="Description (optional)">
            <Textarea id={descId} value={description} onChange={(e) => setDescription(e.target.value)} maxLength={500} className="min-h-20" />
          </Field>
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim()} isLoading={create.isPending}>
              Create Folder
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
