import { buildStartupModel, setAssumption, type StartupInput, type StartupModel } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';
import { rebuildKeepingFounderValues } from './keep-founder-values';

const before: StartupInput = { startup_name: 'ClinicFlow', idea: 'Scheduling software for physiotherapy clinics', business_model: 'SaaS subscription at $149 per month per clinic', team_size: 3, stage: 'mvp' };
const priceOf = (m: StartupModel) => m.assumptions.find((a) => a.unit === 'money' && a.group === 'revenue')!;

describe('a profile edit merged into a saved model', () => {
  const built = buildStartupModel(before);
  it('reads the price from the words (the case below depends on it)', () => expect(priceOf(built)).toMatchObject({ value: 14900, provenance: 'founder' }));
  const key = priceOf(built).key;
  const churn = built.assumptions.find((a) => a.group === 'growth' && a.unit === 'percent' && a.provenance === 'default')!;
  const edited = setAssumption(setAssumption(built, key, priceOf(built).value + 5000), churn.key, (churn.min ?? 0) + 1);

  it("keeps the founder's figures when other words change", () => {
    const next = rebuildKeepingFounderValues(edited, before, { ...before, startup_name: 'ClinicFlow Pro', team_size: 6 });
    expect(next.name).toBe('ClinicFlow Pro');
    expect(next.team.starting_headcount).toBe(6);
    expect(next.assumptions.find((a) => a.key === key)).toMatchObject({ value: priceOf(built).value + 5000, provenance: 'founder' });
    expect(next.assumptions.find((a) => a.key === churn.key)).toMatchObject({ value: (churn.min ?? 0) + 1, provenance: 'founder' });
  });

  it('takes the new words when the profile itself changes that figure', () => {
    const next = rebuildKeepingFounderValues(edited, before, { ...before, business_model: 'SaaS subscription at $199 per month per clinic' });
    expect(priceOf(next)).toMatchObject({ value: 19900, provenance: 'founder' });
    // The founder's other figure is still theirs.
    expect(next.assumptions.find((a) => a.key === churn.key)).toMatchObject({ value: (churn.min ?? 0) + 1 });
  });

  it("keeps the founder's pick of business model over a new classification", () => {
    const picked: StartupModel = { ...buildStartupModel(before, { archetype: 'services' }), archetype_source: 'founder' };
    const next = rebuildKeepingFounderValues(picked, before, { ...before, idea: 'Scheduling software and a marketplace for clinics' });
    expect(next).toMatchObject({ archetype: 'services', archetype_source: 'founder' });
  });
});
