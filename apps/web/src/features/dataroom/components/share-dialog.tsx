import type { CreateShareBody, Share } from '@uc/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { CopyButton } from '@/components/ui/copy-button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-client';
import { useCreateShare } from '../api/shares';

/** What a new link covers: some files, a folder (with its sub-folders) or the whole room. */
export type ShareTarget = { fileIds: string[]; label: string } | { folderId: string; label: string } | { wholeRoom: true; label: string };

const splitList = (text: string) => text.split(/[\s,;]+/).map((s) => s.trim()).filter(Boolean);

/** Creates a share link with its gates and shows the URL to copy. */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const id = useId();
  const create = useCreateShare();
  const [created, setCreated] = useState<Share | null>(null);
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [password, setPassword] = useState('');
  const [emailGate, setEmailGate] = useState(true);
  const [allow, setAllow] = useState('');
  const [deny, setDeny] = useState('');
  const [nda, setNda] = useState('');
  const [download, setDownload] = useState(false);
  const [watermark, setWatermark] = useState(true);

  const submit = () => {
    const body: CreateShareBody = {
      ...('fileIds' in target ? { file_ids: target.fileIds } : 'folderId' in target ? { folder_id: target.folderId } : { whole_room: true }),
      label: label.trim(),
      expires_at: expires ? new Date(expires).toISOString() : null,
      password: password || null,
      email_gate: emailGate,
      allow_list: splitList(allow),
      deny_list: splitList(deny),
      nda_text: nda.trim() || null,
      allow_download: download,
      watermark,
    };
    create.mutate(body, { onSuccess: setCreated, onError: (err) => toast.error(errorMessage(err, 'Failed to create the link')) });
  };

  const check = (key: string, text: string, value: boolean, set: (v: boolean) => void) => (
    <label key={key} className="flex items-center gap-2 text-sm text-slate-200">
      <input type="checkbox" className="h-4 w-4 accent-violet-500" checked={value} onChange={(e) => set(e.target.checked)} />
      {text}
    </label>
  );

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto">
        <DialogTitle className="text-lg font-semibold text-white">Share {target.label}</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">
          A link for one investor (or a general one). You see who opened it and how long they spent on each page.
        </DialogDescription>
        {created ? (
          <div className="mt-4 space-y-3">
            <p className="text-sm text-slate-200">Link created. Send it to the investor:</p>
            <div className="flex items-center gap-2 rounded-md bg-white/5 p-2">
              <code className="min-w-0 flex-1 break-all text-xs text-slate-100" data-testid="share-url">{created.url}</code>
              <CopyButton text={created.url} />
            </div>
            <Button onClick={onClose}>Done</Button>
          </div>
        ) : (
          <form
            className="mt-4 space-y-4"
            onSubmit={(e) => {
              e.preventDefault();
              submit();
            }}
          >
            <Field id={`${id}-label`} label="For (investor or label)">
              <Input id={`${id}-label`} value={label} onChange={(e) => setLabel(e.target.value)} maxLength={120} placeholder="Acme Ventures — Jane" />
            </Field>
            <Field id={`${id}-expires`} label="Expires (optional)">
              <Input id={`${id}-expires`} type="datetime-local" value={expires} onChange={(e) => setExpires(e.target.value)} />
            </Field>
            <Field id={`${id}-password`} label="Password (optional)" hint="At least 4 characters.">
              <Input id={`${id}-password`} type="text" value={password} onChange={(e) => setPassword(e.target.value)} minLength={4} autoComplete="off" />
            </Field>
            {check('email', 'Ask for the viewer’s e-mail (verified with a code)', emailGate, setEmailGate)}
            {emailGate && (
              <>
                <Field id={`${id}-allow`} label="Only these addresses or domains (optional)">
                  <Input id={`${id}-allow`} value={allow} onChange={(e) => setAllow(e.target.value)} placeholder="fund.com, jane@angel.vc" />
                </Field>
                <Field id={`${id}-deny`} label="Never these addresses or domains (optional)">
                  <Input id={`${id}-deny`} value={deny} onChange={(e) => setDeny(e.target.value)} />
                </Field>
              </>
            )}
            <Field id={`${id}-nda`} label="NDA to accept first (optional)">
              <Textarea id={`${id}-nda`} value={nda} onChange={(e) => setNda(e.target.value)} rows={3} maxLength={20000} />
            </Field>
            {check('download', 'Allow downloads', download, setDownload)}
            {check('watermark', 'Watermark PDFs and images with the viewer’s e-mail and the time (images are then shown as a one-page PDF)', watermark, setWatermark)}
            <div className="flex justify-end gap-2">
              <Button type="button" variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button type="submit" isLoading={create.isPending}>
                Create link
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
