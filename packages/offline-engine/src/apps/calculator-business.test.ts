import { buildStartupModel, toMajor } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';
import { appBusiness, inputFromModel } from './business';
import type { CalculatorCase } from './fixtures/calculator-case';
import { CALCULATOR_DEV } from './fixtures/calculator-dev.fixture';
import { CALCULATOR_HELD_OUT } from './fixtures/calculator-held-out.fixture';
import { offlineProject } from './project';

/** A founder's calculator, and why a case fails (empty when it passes). */
function check(c: CalculatorCase): string[] {
  const model = buildStartupModel(c.profile);
  const business = appBusiness(model, c.profile);
  const { spec } = offlineProject(c.prompt, 'react-app', { ...c.profile, currency: model.currency, business });
  const fails: string[] = [];
  if (spec.archetype !== 'calculator') return [`archetype ${spec.archetype}`];
  if (spec.currency !== c.currency) fails.push(`currency ${spec.currency}`);
  const sourced = spec.fields.filter((f) => f.source);
  for (const key of c.figures) {
    const a = model.assumptions.find((x) => x.key === key);
    if (!a) { fails.push(`model holds no ${key}`); continue; }
    const value = a.unit === 'money' ? toMajor(a.value, model.currency) : a.value;
    const source = a.provenance === 'founder' ? 'model' : 'example';
    if (!sourced.some((f) => f.value === value && f.source === source)) fails.push(`no input at ${key} = ${value} (${source})`);
  }
  if (sourced.length > c.figures.length) fails.push(`extra sourced inputs ${sourced.map((f) => f.label).join(', ')}`);
  for (const v of c.values ?? []) if (!sourced.some((f) => f.value === v && f.source === 'model')) fails.push(`no founder value ${v}`);
  return fails;
}

const score = (table: CalculatorCase[]) => table.filter((c) => check(c).length === 0).length;

describe('calculators know the business (startup model → calculator inputs)', () => {
  it('accuracy on the dev and held-out tables', () => {
    const dev = score(CALCULATOR_DEV);
    const held = score(CALCULATOR_HELD_OUT);
    console.log(`calculators know the business: dev ${dev}/${CALCULATOR_DEV.length}, held-out ${held}/${CALCULATOR_HELD_OUT.length}`);
    for (const c of CALCULATOR_DEV) if (check(c).length) console.log(`dev miss ${c.profile.startup_name}: ${check(c).join('; ')}`);
    for (const c of CALCULATOR_HELD_OUT) if (check(c).length) console.log(`held-out miss ${c.profile.startup_name}: ${check(c).join('; ')}`);
    expect(dev / CALCULATOR_DEV.length).toBeGreaterThanOrEqual(0.8);
    expect(held / CALCULATOR_HELD_OUT.length).toBeGreaterThanOrEqual(0.7);
  });

  // Safety on every case: an input that claims the model's figure holds exactly it, and is labelled by provenance.
  it.each([...CALCULATOR_DEV, ...CALCULATOR_HELD_OUT].map((c) => [`${c.profile.startup_name}: ${c.prompt}`, c] as const))('%s: no figure claimed wrongly', (_n, c) => {
    const model = buildStartupModel(c.profile);
    const business = appBusiness(model, c.profile);
    const { spec, files } = offlineProject(c.prompt, 'react-app', { ...c.profile, currency: model.currency, business });
    for (const f of spec.fields.filter((x) => x.source)) {
      const founders = [...business.prices.filter((p) => p.provenance === 'founder').map((p) => p.amount), ...(business.figures ?? []).filter((p) => p.provenance === 'founder').map((p) => p.value)];
      if (f.source === 'model') expect(founders).toContain(f.value);
    }
    // The generated app carries the label where it shows the input.
    if (spec.fields.some((f) => f.source)) expect(files.find((f) => f.path === 'src/app.js')!.content).toContain('From your startup model');
  });

  it('a price per bed does not take a monthly price; "Price per month" takes it, labelled by provenance', () => {
    const model = buildStartupModel({ startup_name: 'S', idea: 'SaaS for clinics', target_customers: 'clinics', business_model: 'Subscription at $49 per clinic per month' });
    const b = appBusiness(model, null);
    expect(inputFromModel('Price per bed', 'money', b)).toBeNull();
    expect(inputFromModel('Price per month', 'money', b)).toEqual({ value: 49, source: 'model' });
    expect(inputFromModel('Monthly churn', 'percent', b)).toEqual({ value: 3, source: 'example' });
    // Same words, other type (a count is not a price): nothing.
    expect(inputFromModel('Price per month', 'number', b)).toBeNull();
  });

  it('without a startup model no input claims a source', () => {
    const { spec } = offlineProject('A revenue calculator', 'react-app');
    expect(spec.fields.filter((f) => f.source)).toEqual([]);
  });
});
