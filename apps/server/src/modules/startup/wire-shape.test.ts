import { StartupModelSchema } from '@uc/contract';
import { ARCHETYPE_IDS, buildStartupModel, forecast, setArchetype } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';

// Every model the package builds must pass the contract (the GET answers it, the PUT takes it back).
const PROFILES = [
  { startup_name: 'ClinicFlow', idea: 'Scheduling software for physiotherapy clinics', business_model: 'SaaS subscription at $149 per month per clinic', team_size: 3, stage: 'mvp' },
  { startup_name: 'Kudi', idea: 'Mobile-money savings app in Lagos, Nigeria', business_model: '₦500 per month', stage: 'idea' },
  { startup_name: 'Rento', idea: 'Peer-to-peer camera rentals in Berlin', business_model: '15% commission on each €60 rental', stage: 'launched', team_size: 4 },
  { startup_name: 'Learn Together', idea: 'Free tutoring for teenagers, a non-profit', business_model: 'grants and district contracts, $30 per tutoring hour', stage: 'validation' },
  { startup_name: 'Soil', idea: 'Soil sensors for farms in India', business_model: '₹20,000 per sensor plus ₹900 per month', stage: 'mvp', team_size: 6 },
  {},
];

describe('the startup model on the wire', () => {
  it.each(PROFILES.map((p) => [p.startup_name ?? '(empty profile)', p] as const))('%s: every archetype passes the contract', (_name, profile) => {
    const built = buildStartupModel(profile);
    expect(StartupModelSchema.safeParse(built).error?.issues ?? []).toEqual([]);
    for (const id of ARCHETYPE_IDS) {
      const other = setArchetype(built, id);
      const parsed = StartupModelSchema.safeParse(other);
      expect(parsed.error?.issues ?? [], id).toEqual([]);
      expect(forecast(other).months).toHaveLength(36);
    }
  });
});
