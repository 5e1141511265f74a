import { describe, expect, it } from 'vitest';
import type { Evaluate } from './prompt-check';
import { offlineEdit, offlineProject } from './project';
import { FORMULA_JS } from './runtime';
import type { AppSpec } from './spec';

// The generated app's own evaluator: an edit is checked by running the app's logic, not by diffing files.
const { evaluate } = (await import(`data:text/javascript,${encodeURIComponent(FORMULA_JS)}`)) as { evaluate: Evaluate };
const result = (spec: AppSpec, label: string, values: Record<string, number>) => {
  const v = Object.fromEntries(spec.fields.map((f) => [f.id, f.value ?? 0]));
  return evaluate(spec.outputs!.find((o) => o.label === label)!.expr, { ...v, ...values });
};

describe('edits that do what they say (issue 39)', () => {
  const tip = offlineProject('A tip calculator', 'react-app');

  it('an added discount input takes its percentage off the bill before the tip', () => {
    const edit = offlineEdit('Add a discount input: a percentage taken off the bill before the tip', tip.files, 'react-app')!;
    expect(edit.spec.fields.map((f) => f.label)).toContain('Discount');
    const at = (discount: number) => result(edit.spec, 'Each person pays', { bill: 100, tipPercent: 10, people: 1, discount });
    expect(at(0)).toBeCloseTo(110);
    expect(at(20)).toBeCloseTo(88);
    expect(result(edit.spec, 'Tip', { bill: 100, tipPercent: 10, discount: 20 })).toBeCloseTo(8);
    expect(edit.summary).toMatch(/^Added the discount input: .*Each person pays.* now use discount/);
  });

  it('an added fee on the bill is added to it', () => {
    const edit = offlineEdit('Add a service fee input added to the bill', tip.files, 'react-app')!;
    expect(result(edit.spec, 'Tip', { bill: 100, tipPercent: 10, serviceFee: 20 })).toBeCloseTo(12);
  });

  it('an input that names nothing it acts on is not done (so not charged), never shown without effect', () => {
    expect(offlineEdit('Add a tax input', tip.files, 'react-app')).toBeNull();
  });
});
