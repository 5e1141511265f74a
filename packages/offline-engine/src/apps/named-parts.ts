import { DIARIES, FORMATTED_FIELDS, UNITS, formattedField } from './entities';
import { fieldFrom } from './fields';
import type { AppField, AppSpec } from './spec';
import { capitalise, idOf, pluralOf, singularOf } from './words';

/** The parts of an app a prompt names in its own words (issue 39): per-unit costs, series per entity, diaries, columns. */

type Output = NonNullable<AppSpec['outputs']>[number];

/** "staffing cost per bed" → Beds × Price per bed = Staffing cost. */
export function perUnitCalculator(prompt: string): { inputs: AppField[]; outputs: Output[] } | null {
  const m = prompt.toLowerCase().match(/\b(?:([a-z-]+)\s+)?(cost|price|fee|revenue|spend)\s+per\s+([a-z0-9-]+)/);
  if (!m) return null;
  const unit = singularOf(m[3]);
  const count = capitalise(UNITS.has(unit) ? unit : pluralOf(unit));
  const price = `Price per ${unit}`;
  const what = m[1] && !/^(a|an|the|our|my)$/.test(m[1]) ? `${capitalise(m[1])} ${m[2]}` : capitalise(m[2]);
  const inputs: AppField[] = [
    { id: idOf(count), label: count, type: 'number', value: 10 },
    { id: idOf(price), label: price, type: 'money', value: 50 },
  ];
  return { inputs, outputs: [{ label: what, expr: `${inputs[0].id} * ${inputs[1].id}`, unit: 'money' }] };
}

/** "a dashboard of API calls and invoices per customer" → Customer, API calls, Invoices (series as numbers). */
export function seriesPerEntity(prompt: string): AppField[] {
  const m = prompt.match(/\b(?:of|showing|with|for)\s+([^.!?\n]+?)\s+(?:per|by|for each)\s+([\p{L}-]+)/iu);
  if (!m) return [];
  const series = m[1].split(/,|\band\b/i).map((s) => s.trim().replace(/^(the|our|my)\s+/i, '')).filter(Boolean);
  if (!series.length || series.some((s) => s.split(/\s+/).length > 3)) return [];
  const entity: AppField = { ...fieldFrom(capitalise(singularOf(m[2]))), type: 'text' };
  return [entity, ...series.map((s) => {
    const f = fieldFrom(s.replace(/^api\b/i, 'API'));
    return { ...f, type: f.type === 'money' || f.type === 'percent' ? f.type : ('number' as const), options: undefined };
  })];
}

/** "a symptom diary" → Date, Symptom, Severity, Notes; any other "X diary" → Date, X, Notes. */
export function diaryFields(prompt: string): AppField[] {
  const m = prompt.toLowerCase().match(/\b([a-z-]+)\s+(?:diary|journal)\b/);
  if (!m) return [];
  const known = DIARIES.find((d) => d.cue.test(m[1]));
  const columns = known?.columns ?? ['Date', capitalise(m[1]), 'Notes'];
  return columns.map((c) => {
    const f = fieldFrom(c);
    const options = known?.options?.[c];
    return options ? { ...f, type: 'select' as const, options } : f;
  });
}

/** A list the prompt gives after "columns", "stages" or a colon: "board: applied, phone screen, interview". */
export function namedList(prompt: string): string[] {
  const m = prompt.match(/(?:\b(?:columns?|stages?|statuses|steps|lanes)\b\s*:?|:)\s*([^.!?\n]+)/i);
  if (!m) return [];
  const items = m[1].split(/,|\band\b|\bthen\b|→|->/i).map((s) => s.trim().replace(/^(the|a|an)\s+/i, '')).filter(Boolean);
  return items.length >= 2 && items.every((s) => s.split(/\s+/).length <= 3) ? items.map(capitalise) : [];
}

/** What a landing page is asked to show: "with the class schedule and pricing" → those sections. */
export function askedSections(prompt: string): { title: string; body: string }[] {
  const m = prompt.match(/\bwith\s+([^.!?\n]+)/i);
  if (!m) return [];
  return m[1]
    .split(/,|\band\b/i)
    .map((s) => s.trim().replace(/^(the|a|an|our|my|some)\s+/i, ''))
    .filter((s) => s && s.split(/\s+/).length <= 3)
    .map((s) => {
      const title = capitalise(s.replace(/^faq$/i, 'FAQ'));
      // Nothing is invented: the founder fills the section in (an edit, or the code).
      return { title, body: `Your ${s.toLowerCase()} goes here: edit this section to add it.` };
    });
}

/** A form about an address with a formatted code (CEP, ZIP): the code and the address it completes. */
export function addressFields(prompt: string): AppField[] {
  const code = FORMATTED_FIELDS.find((f) => f.cue.test(prompt)) && formattedField(prompt);
  if (!code) return [];
  return [fieldFrom('Name'), fieldFrom('Email'), code, { ...fieldFrom('Street address'), type: 'text' }, fieldFrom('Number'), fieldFrom('City')];
}

