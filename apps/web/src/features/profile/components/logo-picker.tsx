import { LOGO_MAX_BYTES, LOGO_MAX_PX, type Profile } from '@uc/contract';
import { ImageUp, Trash2 } from 'lucide-react';
import { useRef } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { useLogoImage, useLogoMutations } from '../api/avatar';

/** The company logo investors see at the top of the founder's share links (issue 40). */
export function LogoPicker({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useLogoMutations();
  const image = useLogoImage(profile.company_logo_url);
  const hasLogo = profile.company_logo_url !== null;
  const name = profile.company || profile.name;

  function pick(file: File | undefined) {
    if (input.current) input.current.value = ''; // the same file can be chosen again after an error
    if (!file) return;
    if (file.size > LOGO_MAX_BYTES) return void toast.error('The logo must be at most 512 KB');
    upload.mutate(file, { onSuccess: () => toast.success('Logo updated'), onError: (err) => toast.error(errorMessage(err, 'The logo could not be saved')) });
  }

  return (
    <section aria-labelledby="company-logo-heading" className="flex flex-wrap items-center gap-4 rounded-lg bg-white/[0.03] p-3 ring-1 ring-white/5">
      <div className="flex h-16 w-32 shrink-0 items-center justify-center rounded-md bg-white/[0.04] ring-1 ring-white/10">
        {image.src ? (
          <img src={image.src} alt={`${name} logo`} className="max-h-14 max-w-28 object-contain" />
        ) : image.isLoading ? (
          <Spinner label="Loading the logo" />
        ) : (
          <span className="text-xs text-slate-500">{image.isError ? 'Could not load' : 'No logo'}</span>
        )}
      </div>
      <div className="min-w-0 flex-1 space-y-2">
        <h3 id="company-logo-heading" className="text-sm font-medium text-white">
          Company logo
        </h3>
        <input ref={input} type="file" accept="image/png,image/jpeg" className="sr-only" aria-label="Choose company logo" onChange={(e) => pick(e.target.files?.[0])} />
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="secondary" isLoading={upload.isPending} onClick={() => input.current?.click()}>
            <ImageUp className="h-4 w-4" aria-hidden="true" /> {hasLogo ? 'Change logo' : 'Upload logo'}
          </Button>
          {hasLogo ? (
            <Button
              size="sm"
              variant="ghost"
              isLoading={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => toast.success('Logo removed'), onError: (err) => toast.error(errorMessage(err, 'The logo could not be removed')) })}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove logo
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-400">
          Shown to investors at the top of your data room share links. PNG or JPEG, up to 512 KB and {LOGO_MAX_PX} × {LOGO_MAX_PX} px.
        </p>
      </div>
    </section>
  );
}
