import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { errorMessage } from '@/lib/api-client';
import { useExportToGithub } from '../api/export-to-github';
import { useProjectsForExport } from '../api/get-projects';

/** Commits the 20 newest data-room documents, or one app-builder project, into a folder of one of the user's repositories. */
export function GithubExportDialog({ open, onOpenChange, account }: { open: boolean; onOpenChange: (o: boolean) => void; account: string | null }) {
  const exp = useExportToGithub();
  const [repository, setRepository] = useState(account ? `${account}/` : '');
  const [path, setPath] = useState('ultimate-cofounder');
  const [source, setSource] = useState('documents');
  const projects = useProjectsForExport(open);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    exp.mutate({ repository: repository.trim(), path: path.trim(), ...(source === 'documents' ? {} : { project_id: source }) });
  };
  return (
    <Dialog open={open} onOpenChange={(o) => (onOpenChange(o), !o && exp.reset())}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-semibold text-white">Export to GitHub</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">One commit per file, into the folder you choose.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-3">
          <Field id="gh-source" label="What to export">
            <NativeSelect id="gh-source" value={source} onChange={(e) => setSource(e.target.value)}>
              <option value="documents">My 20 newest data-room documents</option>
              {(projects.data?.projects ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  App-builder project: {p.name}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="gh-repo" label="Repository (owner/name)">
            <Input id="gh-repo" required value={repository} onChange={(e) => setRepository(e.target.value)} placeholder="octocat/startup-docs" />
          </Field>
          <Field id="gh-path" label="Folder in the repository">
            <Input id="gh-path" value={path} onChange={(e) => setPath(e.target.value)} />
          </Field>
          {exp.isError && <Alert tone="error">{errorMessage(exp.error, 'The export failed')}</Alert>}
          {exp.isSuccess && (
            <Alert tone="success">
              Exported {exp.data.files.length} file{exp.data.files.length === 1 ? '' : 's'} to {exp.data.repository}.
            </Alert>
          )}
          <div className="flex justify-end">
            <Button type="submit" isLoading={exp.isPending}>
              Export
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
