import { buildStartupModel, setAssumption } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';
import { buildContext } from './context';
import { advisorPromptContext } from './prompt';

/**
 * Issue 42: the startup's part of the advisor context (rules, competitors, unplaced figures) is
 * worked out once per model object and profile words; the question only adds what it says.
 */
const profile = { startup_name: 'ChairTime', idea: 'Scheduling and patient reminders for dental clinics in the United States', target_customers: 'Independent dental clinics', industry: 'dental health software', business_model: '$149 per clinic per month subscription', stage: 'mvp' };
const model = buildStartupModel(profile);

describe('advisor context cache', () => {
  it('a second question on an unchanged startup reuses its rules and competitors (not recomputed)', () => {
    const a = buildContext(profile, model, 'How should we price?');
    const b = buildContext({ ...profile }, model, 'Who are our competitors?');
    expect(b.regs).toBe(a.regs);
    expect(b.competitors).toBe(a.competitors);
    expect([a.said, b.said]).toEqual(['How should we price?', 'Who are our competitors?']);
  });

  it('a changed profile (customers, country) is read afresh', () => {
    const a = buildContext(profile, model, 'q');
    const b = buildContext({ ...profile, target_customers: 'Orthodontists' }, model, 'q');
    expect(b.customers).toBe('orthodontists');
    expect(a.customers).toBe('independent dental clinics');
    const ukProfile = { ...profile, idea: 'Scheduling and patient reminders for dental clinics in the United Kingdom' };
    const c = buildContext(ukProfile, buildStartupModel(ukProfile), 'q');
    expect(a.country).toBe('US');
    expect(c.country).toBe('GB');
    expect(c.regs).not.toBe(a.regs);
  });

  it('a new model object (a changed price) reaches the key numbers', () => {
    const price = model.assumptions.find((x) => x.key === 'price_per_month')!;
    const next = setAssumption(model, price.key, 11900);
    expect(advisorPromptContext({ message: 'revenue?', profile, startup: model })).toMatch(/revenue per \w+ \$149\b/);
    expect(advisorPromptContext({ message: 'revenue?', profile, startup: next })).toMatch(/revenue per \w+ \$119\b/);
  });
});
