import type { LeadCollection } from '@uc/contract';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { errorMessage } from '@/lib/api-client';
import { useCreateCollection } from '../api/create-collection';

export function NewCollectionForm({ onCreated }: { onCreated: (c: LeadCollection) => void }) {
  const create = useCreateCollection();
  const [name, setName] = useState('');
  const [description, setDescription] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate({ name: name.trim(), description: description.trim() }, { onSuccess: (c) => (setName(''), setDescription(''), onCreated(c)) });
  };
  return (
    <form onSubmit={submit} className="space-y-2 rounded-xl border border-white/10 p-3">
      <Input aria-label="Collection name" placeholder="New collection name" required maxLength={120} value={name} onChange={(e) => setName(e.target.value)} />
      <Input aria-label="Collection description" placeholder="Description (optional)" maxLength={1000} value={description} onChange={(e) => setDescription(e.target.value)} />
      {create.isError && <Alert tone="error">{errorMessage(create.error, 'Could not create the collection')}</Alert>}
      <Button type="submit" size="sm" isLoading={create.isPending}>
        Create collection
      </Button>
    </form>
  );
}
