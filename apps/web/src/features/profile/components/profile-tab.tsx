import { AVATAR_MAX_BYTES, UpdateProfileBodySchema, type Profile } from '@uc/contract';
import { Camera, Pencil, Trash2 } from 'lucide-react';
import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { env } from '@/config/env';
import { ApiError, errorMessage } from '@/lib/api-client';
import { useAvatarMutations } from '../api/avatar';
import { useProfile } from '../api/get-profile';
import { useUpdateProfile } from '../api/update-profile';
import { LogoPicker } from './logo-picker';
import { LoadError } from '@/components/ui/load-error';

type EditableField = 'name' | 'phone' | 'company' | 'location' | 'website' | 'linkedin' | 'bio';
type Draft = Record<EditableField, string>;
const FIELDS: { key: Exclude<EditableField, 'bio'>; label: string; type?: string; autoComplete?: string; placeholder?: string }[] = [
  { key: 'name', label: 'Full Name', autoComplete: 'name' },
  { key: 'phone', label: 'Phone', type: 'tel', autoComplete: 'tel', placeholder: '+1 555 123 4567' },
  { key: 'company', label: 'Company', autoComplete: 'organization' },
  { key: 'location', label: 'Location', placeholder: 'City, Country' },
  { key: 'website', label: 'Website', type: 'url', placeholder: 'https://…' },
  { key: 'linkedin', label: 'LinkedIn', type: 'url', placeholder: 'https://www.linkedin.com/in/…' },
];

const draftOf = (p: Profile): Draft => ({ name: p.name, phone: p.phone, company: p.company, location: p.location, website: p.website, linkedin: p.linkedin, bio: p.bio });
const joinDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function ProfileTab() {
  const profile = useProfile();
  if (profile.isPending) return <Spinner label="Loading profile" />;
  if (profile.isError)
    return <LoadError onRetry={() => profile.refetch()}>Could not load your profile.</LoadError>;
  return <ProfileCard profile={profile.data} />;
}

function ProfileCard({ profile }: { profile: Profile }) {
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [errors, setErrors] = useState<Partial<Record<EditableField, string>>>({});
  const update = useUpdateProfile();

  function startEdit() {
    setDraft(draftOf(profile));
    setErrors({});
    setEditing(true);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = UpdateProfileBodySchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    setErrors({});
    update.mutate(draft, {
      onSuccess: () => {
        toast.success('Profile updated successfully');
        setEditing(false);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.errors?.length) setErrors(Object.fromEntries(err.errors.map((x) => [x.path.replace(/^body\./, ''), x.message])));
        toast.error('Failed to update profile', { description: errorMessage(err, '') || undefined });
      },
    });
  }

  return (
    <Card>
      <CardHeader className="flex flex-row items-center justify-between gap-3">
        <CardTitle>Personal information</CardTitle>
        {!editing ? (
          <Button variant="secondary" size="sm" onClick={startEdit}>
            <Pencil className="h-4 w-4" aria-hidden="true" /> Edit Profile
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="space-y-6">
        <AvatarPicker profile={profile} />
        <LogoPicker profile={profile} />
        {editing ? (
          <form onSubmit={submit} noValidate className="space-y-4" aria-label="Edit profile">
            <div className="grid gap-4 sm:grid-cols-2">
              {FIELDS.map((f) => (
                <Field key={f.key} id={`profile-${f.key}`} label={f.label} error={errors[f.key]}>
                  <Input
                    id={`profile-${f.key}`}
                    type={f.type ?? 'text'}
                    autoComplete={f.autoComplete}
                    placeholder={f.placeholder}
                    invalid={!!errors[f.key]}
                    value={draft[f.key]}
                    onChange={(e) => setDraft((d) => ({ ...d, [f.key]: e.target.value }))}
                  />
                </Field>
              ))}
              <Field id="profile-email" label="Email" hint="Your e-mail address cannot be changed.">
                <Input id="profile-email" type="email" value={profile.email} readOnly disabled />
              </Field>
            </div>
            <Field id="profile-bio" label="Bio" error={errors.bio}>
              <Textarea id="profile-bio" rows={4} maxLength={1000} invalid={!!errors.bio} value={draft.bio} onChange={(e) => setDraft((d) => ({ ...d, bio: e.target.value }))} />
            </Field>
            <div className="flex justify-end gap-2">
              <Button type="button" variant="secondary" onClick={() => setEditing(false)} disabled={update.isPending}>
                Cancel
              </Button>
              <Button type="submit" isLoading={update.isPending}>
                Save
              </Button>
            </div>
          </form>
        ) : (
          <dl className="grid gap-4 sm:grid-cols-2">
            {[
              ['Full Name', profile.name],
              ['Email', profile.email],
              ['Phone', profile.phone],
              ['Company', profile.company],
              ['Location', profile.location],
              ['Member since', joinDate(profile.joinDate)],
              ['Website', profile.website],
              ['LinkedIn', profile.linkedin],
            ].map(([term, value]) => (
              <div key={term} className="rounded-lg bg-white/[0.03] p-3 ring-1 ring-white/5">
                <dt className="text-xs text-slate-400">{term}</dt>
                <dd className="mt-1 truncate text-sm font-medium text-white">
                  {value ? (
                    /^https?:\/\//.test(value) ? (
                      <a href={value} target="_blank" rel="noopener noreferrer nofollow" className="text-violet-300 hover:underline">
                        {value}
                      </a>
                    ) : (
                      value
                    )
                  ) : (
                    <span className="text-slate-500">Not set</span>
                  )}
                </dd>
              </div>
            ))}
            <div className="rounded-lg bg-white/[0.03] p-3 ring-1 ring-white/5 sm:col-span-2">
              <dt className="text-xs text-slate-400">Bio</dt>
              <dd className="mt-1 text-sm whitespace-pre-line text-white">{profile.bio || <span className="text-slate-500">Not set</span>}</dd>
            </div>
          </dl>
        )}
      </CardContent>
    </Card>
  );
}

function AvatarPicker({ profile }: { profile: Profile }) {
  const input = useRef<HTMLInputElement>(null);
  const { upload, remove } = useAvatarMutations();
  const initials = profile.name.split(/\s+/).filter(Boolean).slice(0, 2).map((w) => w[0]?.toUpperCase()).join('');
  const src = profile.avatar_url ? `${env.API_URL ?? ''}${profile.avatar_url}` : null;

  function pick(file: File | undefined) {
    if (!file) return;
    if (file.size > AVATAR_MAX_BYTES) return void toast.error('Avatar must be at most 2 MB');
    upload.mutate(file, { onSuccess: () => toast.success('Avatar updated'), onError: (err) => toast.error(errorMessage(err, 'Failed to update profile')) });
  }

  return (
    <div className="flex items-center gap-4">
      {src ? (
        <img src={src} alt="Your avatar" width={80} height={80} className="h-20 w-20 shrink-0 rounded-full object-cover ring-2 ring-violet-500/40" />
      ) : (
        <span aria-hidden="true" className="flex h-20 w-20 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-violet-600 to-indigo-600 text-2xl font-semibold text-white">
          {initials || '?'}
        </span>
      )}
      <div className="space-y-2">
        <input ref={input} type="file" accept="image/png,image/jpeg,image/webp" className="sr-only" aria-label="Choose avatar image" onChange={(e) => pick(e.target.files?.[0])} />
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" isLoading={upload.isPending} onClick={() => input.current?.click()}>
            <Camera className="h-4 w-4" aria-hidden="true" /> {src ? 'Change photo' : 'Upload photo'}
          </Button>
          {src ? (
            <Button size="sm" variant="ghost" isLoading={remove.isPending} onClick={() => remove.mutate(undefined, { onError: (err) => toast.error(errorMessage(err, 'Failed to update profile')) })}>
              <Trash2 className="h-4 w-4" aria-hidden="true" /> Remove
            </Button>
          ) : null}
        </div>
        <p className="text-xs text-slate-400">PNG, JPEG or WebP, up to 2 MB. We crop it to a square.</p>
      </div>
    </div>
  );
}
