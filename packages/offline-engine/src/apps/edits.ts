import { fieldFrom } from './fields';
import { CURRENCY_CUES, PALETTES } from './knowledge';
import { statedFormula } from './read-prompt';
import type { AppField, AppSpec } from './spec';
import { capitalise } from './words';

/**
 * Offline edits: a follow-up prompt read as one of a set of intents and applied to the app spec.
 * What none of them covers needs a connected model (and costs nothing).
 */
type Intent = { re: RegExp; apply: (spec: AppSpec, m: RegExpMatchArray, prompt: string) => AppSpec | null; says: (m: RegExpMatchArray, next: AppSpec, before: AppSpec) => string };

const unquote = (s: string) => s.trim().replace(/^["'“‘]|["'”’.!]+$/g, '').trim();
const same = (a: string, b: string) => a.toLowerCase().replace(/[^a-z0-9]/g, '') === b.toLowerCase().replace(/[^a-z0-9]/g, '');
const PART = '(?:field|column|input|section|question)';

function addPart(spec: AppSpec, label: string, kind: string, prompt = ''): AppSpec | null {
  if (kind === 'section' || spec.archetype === 'landing') {
    if (!spec.sections) return null;
    return { ...spec, sections: [...spec.sections, { title: capitalise(label), body: `Tell visitors about ${label.toLowerCase()} here.` }] };
  }
  // A quiz shows questions, not fields: a field would change the spec and nothing on screen.
  if (spec.archetype === 'quiz') return null;
  const field = fieldFrom(label);
  if (spec.fields.some((f) => f.id === field.id)) return null;
  const added = spec.archetype === 'calculator' ? { ...field, type: field.type === 'money' || field.type === 'percent' ? field.type : ('number' as const), value: field.type === 'percent' ? 10 : 1 } : field;
  // A calculator's new input must change a result (issue 39): wired into what it names, or not done at all.
  if (spec.archetype === 'calculator') return wireInput(spec, added, prompt);
  const rows = spec.rows?.map((r) => ({ ...r, [added.id]: added.type === 'select' ? added.options![0] : ['number', 'money', 'percent'].includes(added.type) ? 0 : '' }));
  return { ...spec, fields: [...spec.fields, added], ...(rows ? { rows } : {}) };
}

/** How an added input acts on the input the prompt names: "a percentage taken off the bill" → bill × (1 − d/100). */
function wireInput(spec: AppSpec, added: AppField, prompt: string): AppSpec | null {
  const p = prompt.toLowerCase();
  const target = spec.fields
    .map((f) => ({ f, at: p.search(new RegExp(`\\b${f.label.toLowerCase().replace(/[^a-z0-9 ]/g, '.')}\\b`)) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)[0]?.f;
  if (!target || !spec.outputs) return null;
  const pct = added.type === 'percent';
  const acts: [RegExp, string][] = [
    [/\b(off|discount|taken from|subtract|minus|less|reduc)/, pct ? `(${target.id} * (1 - ${added.id} / 100))` : `(${target.id} - ${added.id})`],
    [/\b(added to|plus|on top|extra|increase|surcharge|fee on)/, pct ? `(${target.id} * (1 + ${added.id} / 100))` : `(${target.id} + ${added.id})`],
    [/\b(times|multipl|per\b|for each)/, `(${target.id} * ${added.id})`],
    [/\b(divided|split|shared)/, `(${target.id} / ${added.id})`],
  ];
  const replace = acts.find(([re]) => re.test(p))?.[1];
  if (!replace) return null;
  const uses = new RegExp(`\\b${target.id}\\b`, 'g');
  const outputs = spec.outputs.map((o) => ({ ...o, expr: o.expr.replace(uses, replace) }));
  if (outputs.every((o, i) => o.expr === spec.outputs![i].expr)) return null;
  return { ...spec, fields: [...spec.fields, added], outputs };
}

/** What an edit changed in the calculation, in words: "Tip and Each person pays now use Discount". */
function changedResults(next: AppSpec, before: AppSpec): string {
  const changed = (next.outputs ?? []).filter((o, i) => o.expr !== before.outputs?.[i]?.expr).map((o) => o.label);
  const added = next.fields.find((f) => !before.fields.some((x) => x.id === f.id));
  return changed.length && added ? `: ${changed.join(' and ')} now ${changed.length > 1 ? 'use' : 'uses'} ${added.label.toLowerCase()} (${next.outputs!.find((o) => o.label === changed[0])!.expr})` : '';
}

function removePart(spec: AppSpec, label: string): AppSpec | null {
  const field = spec.fields.find((f) => same(f.label, label) || same(f.id, label));
  if (field && spec.fields.length > 1 && !spec.outputs?.some((o) => new RegExp(`\\b${field.id}\\b`).test(o.expr))) {
    return { ...spec, fields: spec.fields.filter((f) => f !== field), charts: spec.charts?.filter((c) => c.y !== field.id && c.x !== field.id) };
  }
  const section = spec.sections?.find((s) => same(s.title, label));
  return section ? { ...spec, sections: spec.sections!.filter((s) => s !== section) } : null;
}

function renamePart(spec: AppSpec, from: string, to: string): AppSpec | null {
  if (spec.fields.some((f) => same(f.label, from))) return { ...spec, fields: spec.fields.map((f) => (same(f.label, from) ? { ...f, label: capitalise(to) } : f)) };
  if (spec.sections?.some((s) => same(s.title, from))) return { ...spec, sections: spec.sections.map((s) => (same(s.title, from) ? { ...s, title: capitalise(to) } : s)) };
  if (same(spec.noun.one, from) || same(spec.title, from)) return { ...spec, title: capitalise(to) };
  return null;
}

function addChart(spec: AppSpec, what: string | undefined, kind: string | undefined): AppSpec | null {
  if (spec.archetype !== 'dashboard' || !spec.charts) return null;
  const numeric = spec.fields.filter((f) => ['number', 'money', 'percent'].includes(f.type));
  const y = (what && numeric.find((f) => new RegExp(`\\b${f.label.toLowerCase().split(' ')[0]}`).test(what.toLowerCase()))) || numeric.find((f) => !spec.charts!.some((c) => c.y === f.id)) || numeric[0];
  if (!y) return null;
  const x = spec.fields[0];
  return { ...spec, charts: [...spec.charts, { kind: kind?.trim() === 'line' ? 'line' : 'bar', x: x.id, y: y.id, title: `${y.label} by ${x.label.toLowerCase()}` }] };
}

const MORE_QUESTIONS = ['Do you review it at least once a month?', 'Would you know where to start tomorrow?', 'Do you ask others for advice about it?', 'Have you set a goal for it this year?'];

/** A quiz question (a given one, or the next of a few general ones), answered No / Sometimes / Yes; the result bands keep their proportions. */
function addQuestion(spec: AppSpec, asked: string | undefined): AppSpec | null {
  if (!spec.questions || !spec.results) return null;
  const given = asked && unquote(asked);
  const text = given ? capitalise(/[?]$/.test(given) ? given : `${given}?`) : MORE_QUESTIONS.find((q) => !spec.questions!.some((x) => x.text === q));
  if (!text || spec.questions.some((q) => same(q.text, text))) return null;
  const best = (qs: NonNullable<AppSpec['questions']>) => qs.reduce((sum, q) => sum + Math.max(...q.options.map((o) => o.score)), 0);
  const questions = [...spec.questions, { text, options: [{ label: 'No', score: 0 }, { label: 'Sometimes', score: 1 }, { label: 'Yes', score: 2 }] }];
  const scale = best(questions) / Math.max(1, best(spec.questions));
  return { ...spec, questions, results: spec.results.map((b) => ({ ...b, min: Math.round(b.min * scale) })) };
}

const INTENTS: Intent[] = [
  {
    re: /\badd\s+(?:a|an|another|one more)\s+question\b(?:\s*(?::|about|on|asking)?\s*(.+))?$/i,
    apply: (s, m) => addQuestion(s, m[1]),
    says: (m) => (m[1] ? `Added the question "${unquote(m[1])}"` : 'Added a question'),
  },
  {
    re: /\b(?:change|set|update|make)\s+the\s+(?:title|heading|app name)\s+(?:to|into)\s+(.+)$|\b(?:call|name|rename)\s+(?:it|the app)\s+(?:to\s+)?(.+)$/i,
    apply: (s, m) => ({ ...s, title: unquote(m[1] ?? m[2]) }),
    says: (m) => `Title changed to "${unquote(m[1] ?? m[2])}"`,
  },
  {
    re: /\b(?:change|set|update|make)\s+the\s+(?:copy|tagline|subtitle|description|intro|text|headline)\s+(?:to|into|say)\s+(.+)$/i,
    apply: (s, m) => ({ ...s, tagline: unquote(m[1]) }),
    says: () => 'Copy changed',
  },
  {
    re: /\b(?:change|set|update|make)\s+the\s+formula\s+(?:to\s+)?(.+)$/i,
    apply: (s, m) => {
      const f = s.outputs && statedFormula(`${s.outputs[0].label} = ${m[1]}`);
      if (!f || !s.outputs) return null;
      const fields = [...s.fields, ...f.inputs.filter((i) => !s.fields.some((x) => x.id === i.id))];
      return { ...s, fields, outputs: [{ ...s.outputs[0], expr: f.output.expr }, ...s.outputs.slice(1)] };
    },
    says: () => 'Formula changed',
  },
  {
    re: new RegExp(`\\brename\\s+(?:the\\s+)?(.+?)\\s+(?:${PART}\\s+)?(?:to|as|into)\\s+(.+)$`, 'i'),
    apply: (s, m) => renamePart(s, unquote(m[1]), unquote(m[2])),
    says: (m) => `Renamed "${unquote(m[1])}" to "${unquote(m[2])}"`,
  },
  {
    re: /\badd\s+(?:a\s+|an\s+|another\s+)?(bar\s+|line\s+)?(?:chart|graph)(?:\s+(?:of|for|showing|with)\s+(.+))?$/i,
    apply: (s, m) => addChart(s, m[2], m[1]),
    says: () => 'Chart added',
  },
  {
    re: new RegExp(`\\badd\\s+(?:a\\s+|an\\s+|the\\s+|another\\s+)?(.+?)\\s+(${PART})s?\\b`, 'i'),
    apply: (s, m, prompt) => addPart(s, unquote(m[1]), m[2].toLowerCase(), prompt),
    says: (m, next, before) => `Added the ${unquote(m[1]).toLowerCase()} ${m[2].toLowerCase()}${changedResults(next, before)}`,
  },
  {
    re: new RegExp(`\\b(?:remove|delete|drop)\\s+(?:the\\s+)?(.+?)(?:\\s+${PART})?\\s*[.!]?$`, 'i'),
    apply: (s, m) => removePart(s, unquote(m[1])),
    says: (m) => `Removed "${unquote(m[1])}"`,
  },
  {
    re: /\b(?:colou?rs?|theme|make it|primary)\b.*?(#[0-9a-f]{6}\b|\b(?:blue|green|red|crimson|purple|violet|orange|teal|turquoise|pink|indigo)\b)/i,
    apply: (s, m) => {
      const hex = /^#/.test(m[1]) ? m[1] : null;
      const palette = PALETTES.find((p) => p.cue.test(m[1].toLowerCase()));
      return { ...s, colors: hex ? { ...s.colors, primary: hex } : { primary: palette!.primary, accent: palette!.accent } };
    },
    says: (m) => `Colours changed to ${m[1]}`,
  },
  {
    re: /\b(?:currency|prices? in|amounts? in|switch to|use|show)\b(.*)$/i,
    apply: (s, m) => {
      const code = CURRENCY_CUES.find(([re]) => re.test(m[1]))?.[1];
      return code ? { ...s, currency: code } : null;
    },
    says: () => 'Currency changed',
  },
];

/** The spec after the edit and what was done, or null when no intent applies (or nothing would change). */
export function applyEdit(spec: AppSpec, prompt: string): { spec: AppSpec; summary: string } | null {
  const text = prompt.trim();
  for (const intent of INTENTS) {
    const m = text.match(intent.re);
    if (!m) continue;
    const next = intent.apply(spec, m, text);
    if (next && JSON.stringify(next) !== JSON.stringify(spec)) return { spec: next, summary: intent.says(m, next, spec) };
  }
  return null;
}
