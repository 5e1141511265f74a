import type { StartupProfile } from '@uc/contract';
import { ARCHETYPES, type ArchetypeId, type StartupModel } from '@uc/startup-model';
import { Link } from 'react-router';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { paths } from '@/config/paths';

const PROFILE_ROWS: [keyof StartupProfile, string][] = [
  ['idea', 'Idea'],
  ['stage', 'Stage'],
  ['industry', 'Industry'],
  ['target_customers', 'Customers'],
  ['business_model', 'Business model'],
  ['team_size', 'Team size'],
];

export function ProfileSummary({ profile }: { profile: StartupProfile }) {
  const filled = PROFILE_ROWS.filter(([k]) => profile[k] !== null && profile[k] !== '');
  return (
    <div className="space-y-3">
      {filled.length === 0 ? (
        <p className="text-sm text-slate-400">Your startup profile is empty: the model below uses defaults for every figure. Fill in the profile for a model of your startup.</p>
      ) : (
        <dl className="grid gap-x-6 gap-y-2 sm:grid-cols-2">
          {filled.map(([k, label]) => (
            <div key={k} className="min-w-0">
              <dt className="text-xs text-slate-400">{label}</dt>
              <dd className="text-sm break-words text-white">{String(profile[k])}</dd>
            </div>
          ))}
        </dl>
      )}
      <p className="text-xs text-slate-400">
        Edit it from the chat&apos;s <Link to={paths.dashboard.root.getHref()} className="text-violet-300 underline underline-offset-4">Startup profile</Link> button; the figures you set here are kept when it changes.
      </p>
    </div>
  );
}

/** The business model the numbers follow, why it was chosen, and the founder's override. When the words are ambiguous it asks. */
export function ArchetypePanel({ model, onPick }: { model: StartupModel; onPick: (id: ArchetypeId) => void }) {
  const { classification } = model;
  const current = ARCHETYPES[model.archetype];
  const asking = classification.ambiguous && model.archetype_source !== 'founder';
  const options = [classification.archetype, ...classification.alternatives.filter((a) => a !== classification.archetype)];
  const [choice, setChoice] = useState<ArchetypeId>(classification.archetype);
  return (
    <div className="space-y-4">
      <div>
        <p className="text-lg font-semibold text-white">{current.label}</p>
        <p className="text-sm text-slate-300">{current.mechanics}</p>
        <p className="mt-1 text-xs text-slate-400">
          {model.archetype_source === 'founder' ? 'You chose this business model.' : `Read from your profile (${classification.confidence} confidence).`}
        </p>
      </div>
      {model.archetype_source !== 'founder' && classification.reasons.length > 0 && (
        <div>
          <h3 className="text-sm font-medium text-slate-200">Why</h3>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-300">
            {classification.reasons.map((r) => (
              <li key={r}>{r}</li>
            ))}
          </ul>
        </div>
      )}
      {asking ? (
        // Not an Alert: a live region would announce every choice; this is a question to answer.
        <div className="rounded-lg border border-violet-500/30 bg-violet-500/10 px-3.5 py-3 text-sm text-violet-100">
          <fieldset>
            <legend className="font-medium">Your words fit more than one business model. Which one describes how you make money?</legend>
            <div className="mt-2 space-y-2">
              {options.map((id) => (
                <label key={id} className="flex cursor-pointer items-start gap-2">
                  <input type="radio" name="archetype-choice" value={id} checked={choice === id} onChange={() => setChoice(id)} className="mt-1 accent-violet-500" />
                  <span>
                    <span className="font-medium text-white">{ARCHETYPES[id].label}</span>
                    <span className="block text-xs text-slate-300">{ARCHETYPES[id].mechanics}</span>
                  </span>
                </label>
              ))}
            </div>
            <Button size="sm" className="mt-3" onClick={() => onPick(choice)}>
              Use this business model
            </Button>
          </fieldset>
        </div>
      ) : (
        <div className="flex flex-wrap items-end gap-2">
          <div className="space-y-1">
            <label htmlFor="archetype-override" className="text-xs text-slate-400">
              Not right? Choose another business model
            </label>
            <NativeSelect id="archetype-override" value={model.archetype} onChange={(e) => onPick(e.target.value as ArchetypeId)}>
              {(Object.keys(ARCHETYPES) as ArchetypeId[]).map((id) => (
                <option key={id} value={id}>
                  {ARCHETYPES[id].label}
                </option>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
    </div>
  );
}
