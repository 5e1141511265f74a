import type { StartupProfile } from '@uc/contract';
import { Building2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useUpdateStartupProfile } from '../api/update-startup-profile';

const STAGES: NonNullable<StartupProfile['stage']>[] = ['idea', 'validation', 'mvp', 'launched', 'growth'];
const TEXT_FIELDS = [
  ['startup_name', 'Startup name', 'PawPal'],
  ['idea', 'One-line idea', 'On-demand dog walking for busy owners'],
  ['industry', 'Industry', 'Pet care'],
  ['target_customers', 'Target customers', 'Working professionals in cities'],
  ['business_model', 'Business model', 'Per-walk fee with a monthly plan'],
] as const;

/** The startup profile every agent call includes; editable any time from the chat header. */
export function StartupProfileDialog({ profile }: { profile: StartupProfile | undefined }) {
  const [open, setOpen] = useState(false);
  const update = useUpdateStartupProfile();
  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const data = new FormData(e.currentTarget);
    const text = (k: string) => String(data.get(k) ?? '');
    const team = text('team_size');
    update.mutate(
      {
        startup_name: text('startup_name'),
        idea: text('idea'),
        industry: text('industry'),
        target_customers: text('target_customers'),
        business_model: text('business_model'),
        stage: (text('stage') || null) as StartupProfile['stage'],
        team_size: team ? Number(team) : null,
      },
      {
        onSuccess: () => {
          toast.success('Startup profile saved');
          setOpen(false);
        },
        onError: (err) => toast.error(errorMessage(err, 'Failed to save the startup profile')),
      },
    );
  };
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary" size="sm">
          <Building2 className="h-4 w-4" aria-hidden="true" /> Startup profile
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle className="text-lg font-semibold text-white">Startup profile</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">
          Every co-founder reads this before answering. Its numbers (business model, assumptions, forecast) are on the{' '}
          <Link to={paths.dashboard.startup.getHref()} className="text-violet-300 underline underline-offset-4">
            Startup screen
          </Link>
          .
        </DialogDescription>
        <form className="mt-4 space-y-3" onSubmit={submit}>
          {TEXT_FIELDS.map(([key, label, example]) => (
            <Field key={key} id={`profile-${key}`} label={label}>
              <Input id={`profile-${key}`} name={key} defaultValue={profile?.[key] ?? ''} placeholder={example} maxLength={key === 'idea' ? 500 : 200} />
            </Field>
          ))}
          <div className="grid grid-cols-2 gap-3">
            <Field id="profile-stage" label="Stage">
              <NativeSelect id="profile-stage" name="stage" defaultValue={profile?.stage ?? ''}>
                <option value="">Not set</option>
                {STAGES.map((s) => (
                  <option key={s} value={s}>
                    {s === 'mvp' ? 'MVP' : s[0].toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="profile-team_size" label="Team size">
              <Input id="profile-team_size" name="team_size" type="number" min={1} defaultValue={profile?.team_size ?? ''} />
            </Field>
          </div>
          <Button type="submit" className="w-full" isLoading={update.isPending}>
            Save profile
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}
