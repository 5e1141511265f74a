import { READ_ALOUD_VOICES, type Preferences } from '@uc/contract';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/format-date';
import { usePreferences, useUpdatePreferences } from '../api/preferences';
import { LoadError } from '@/components/ui/load-error';

const AGENT_LABELS: Record<Preferences['default_agent'], string> = {
  auto: 'Best fit (automatic)',
  strategic: 'Strategic co-founder',
  product: 'Product co-founder',
  technical: 'Technical co-founder',
  operations: 'Operations co-founder',
  marketing: 'Marketing co-founder',
};

function timeZones(current: string | null): string[] {
  const supported = (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.('timeZone') ?? [];
  return Array.from(new Set(['UTC', ...(current ? [current] : []), ...supported]));
}

/** The select's value for "no zone saved": dates follow this browser. */
const BROWSER_ZONE = '';

export function PreferencesTab() {
  const prefs = usePreferences();
  if (prefs.isPending) return <Spinner label="Loading preferences" />;
  if (prefs.isError)
    return <LoadError onRetry={() => prefs.refetch()}>Could not load your preferences.</LoadError>;
  return <PreferencesForm initial={prefs.data} />;
}

function PreferencesForm({ initial }: { initial: Preferences }) {
  const [draft, setDraft] = useState(initial);
  const update = useUpdatePreferences();
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setDraft((d) => ({ ...d, [key]: value }));
  function submit(e: FormEvent) {
    e.preventDefault();
    update.mutate(draft, { onSuccess: () => toast.success('Preferences saved'), onError: (err) => toast.error(errorMessage(err, 'Failed to save preferences')) });
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>Preferences</CardTitle>
        <CardDescription>Saved with your account, so they follow you to every device. Each one says where it is used.</CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2" aria-label="Preferences">
          <Field id="pref-agent" label="Default agent" hint="Who answers when you start a new chat. You can still pick another agent in the chat.">
            <NativeSelect id="pref-agent" value={draft.default_agent} onChange={(e) => set('default_agent', e.target.value as Preferences['default_agent'])}>
              {(Object.keys(AGENT_LABELS) as Preferences['default_agent'][]).map((id) => (
                <option key={id} value={id}>
                  {AGENT_LABELS[id]}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="pref-mode" label="Default chat mode" hint="How a new chat starts: one agent answers, or the whole team of five (more credits per message).">
            <NativeSelect id="pref-mode" value={draft.default_chat_mode} onChange={(e) => set('default_chat_mode', e.target.value as Preferences['default_chat_mode'])}>
              <option value="single">One agent</option>
              <option value="team">Whole team</option>
            </NativeSelect>
          </Field>
          <Field id="pref-tz" label="Time zone" hint="Dates in the app (invoices, files, sessions, activity) and on your invoice PDFs are shown in this zone.">
            <NativeSelect id="pref-tz" value={draft.time_zone ?? BROWSER_ZONE} onChange={(e) => set('time_zone', e.target.value || null)}>
              <option value={BROWSER_ZONE}>This browser's zone ({browserTimeZone()})</option>
              {timeZones(draft.time_zone).map((tz) => (
                <option key={tz} value={tz}>
                  {tz}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <Field id="pref-voice" label="Read-aloud voice" hint="The voice live sessions start with when they read replies aloud; you can change it during a session.">
            <NativeSelect id="pref-voice" value={draft.read_aloud_voice} onChange={(e) => set('read_aloud_voice', e.target.value as Preferences['read_aloud_voice'])}>
              {READ_ALOUD_VOICES.map((v) => (
                <option key={v} value={v}>
                  {v[0].toUpperCase() + v.slice(1)}
                </option>
              ))}
            </NativeSelect>
          </Field>
          <div className="flex justify-end gap-2 sm:col-span-2">
            <Button type="button" variant="secondary" onClick={() => setDraft(initial)} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" isLoading={update.isPending}>
              Save
            </Button>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
