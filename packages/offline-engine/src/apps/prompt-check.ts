import type { PromptCase } from './fixtures/prompt-case';
import { readPrompt } from './read-prompt';
import type { AppSpec } from './spec';

/** The generated app's own formula evaluator (FORMULA_JS, loaded by the caller), so the check runs the app's logic. */
export type Evaluate = (expr: string, values: Record<string, number>) => number;

/** Every name the app shows for its record: fields, outputs, stages and section titles, in order. */
export function namesIn(spec: AppSpec): string[] {
  return [
    ...spec.fields.map((f) => f.label),
    ...(spec.outputs ?? []).map((o) => o.label),
    ...(spec.stages ?? []),
    ...(spec.sections ?? []).map((s) => s.title),
  ].map((n) => n.toLowerCase());
}

/** What a case misses in a spec (empty when the app has everything the prompt asked for). */
export function missing(spec: AppSpec, c: PromptCase, evaluate: Evaluate): string[] {
  const out: string[] = [];
  if (spec.archetype !== c.archetype) out.push(`archetype ${spec.archetype}, not ${c.archetype}`);
  // A kanban's named columns are its stages, not fields of a card.
  const names = c.archetype === 'kanban' && c.order ? (spec.stages ?? []).map((x) => x.toLowerCase()) : namesIn(spec);
  const at = c.labels.map((l) => names.findIndex((n) => n.includes(l.toLowerCase())));
  c.labels.forEach((l, i) => at[i] < 0 && out.push(`no "${l}"`));
  if (c.order && at.some((x, i) => i > 0 && x < at[i - 1])) out.push(`not in the order ${c.labels.join(', ')}`);
  if (c.calc) {
    const values = Object.fromEntries(spec.fields.map((f) => [f.id, f.value ?? 0]));
    for (const [key, v] of Object.entries(c.calc.inputs)) {
      const f = spec.fields.find((x) => x.label.toLowerCase().includes(key.toLowerCase()));
      if (f) values[f.id] = v;
      else out.push(`no input "${key}"`);
    }
    const o = (spec.outputs ?? []).find((x) => x.label.toLowerCase().includes(c.calc!.output.toLowerCase()));
    if (!o) out.push(`no output "${c.calc.output}"`);
    else {
      const got = evaluate(o.expr, values);
      if (!(Math.abs(got - c.calc.equals) <= Math.abs(c.calc.equals) * 0.01 + 1e-9)) out.push(`${o.label} = ${got}, not ${c.calc.equals}`);
    }
  }
  return out;
}

/** Measures a table: how many prompts' apps have all their fields (and their calculation). */
export function promptCoverage(cases: PromptCase[], evaluate: Evaluate, profile?: Record<string, unknown> | null) {
  const failures = cases
    .map((c) => ({ prompt: c.prompt, missing: missing(readPrompt(c.prompt, profile).spec, c, evaluate) }))
    .filter((f) => f.missing.length);
  return { passed: cases.length - failures.length, total: cases.length, failures };
}
