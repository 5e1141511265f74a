import { detectCurrency } from '@uc/startup-model';
import { describeProfile } from '../offline-content';
import { businessOf } from './business';
import { completeSpec } from './defaults';
import { fieldFrom } from './fields';
import { APP_TYPE_WORDS, ARCHETYPE_CUES, ARCHETYPE_WORD, CALCULATORS, CURRENCY_CUES, DASHBOARDS, OPTIONS, PALETTES } from './knowledge';
import type { AppArchetype, AppField, AppSpec, Noun, ReadSpec } from './spec';
import { addressFields, askedSections, diaryFields, namedList, perUnitCalculator, seriesPerEntity } from './named-parts';
import { capitalise, idOf, nounOf, sentenceCase, singularOf } from './words';

type Profile = Record<string, unknown> | null | undefined;

const FILLER = new Set(['a', 'an', 'the', 'my', 'our', 'your', 'simple', 'small', 'basic', 'quick', 'little', 'new', 'build', 'create', 'make', 'me', 'i', 'want', 'need', 'please', 'web', 'online', 'mobile', 'app', 'page', 'with', 'for', 'to', 'of', 'and', 'that', 'which', 'where', 'react', 'vue', 'svelte', 'next.js', 'nextjs', 'vanilla', 'javascript', 'js', 'plain']);

export function archetypeOf(prompt: string): AppArchetype | null {
  const p = prompt.toLowerCase();
  // A word that names the kind of app outright wins ("an appointment tracker" is a tracker); the first one named.
  const named = APP_TYPE_WORDS.map(([archetype, re]) => ({ archetype, at: p.search(re) })).filter((n) => n.at >= 0).sort((a, b) => a.at - b.at)[0];
  return named?.archetype ?? ARCHETYPE_CUES.find(([, re]) => re.test(p))?.[0] ?? null;
}

/** The words just before the archetype's word: "a no-show cost calculator" → "no-show cost". */
function subjectOf(prompt: string): string[] {
  const p = prompt.toLowerCase().replace(/[^\p{L}\p{N}%\s-]/gu, ' ');
  const m = p.match(ARCHETYPE_WORD);
  const before = (m ? p.slice(0, m.index) : p).split(/\s+/).filter(Boolean);
  const words: string[] = [];
  for (const w of before.reverse()) {
    if (FILLER.has(w) || words.length === 3) break;
    words.unshift(w);
  }
  return words;
}

/** "with fields name, e-mail and phone", "columns: a, b, c", "track hours, subject and fee". */
function listedFields(prompt: string): AppField[] {
  const m = prompt.match(/\b(?:fields?|columns?|inputs?|tracks?|tracking|records?|logs?|captures?|collects?|asks? for|with)\s*:?\s+([^.!?\n]+)/i);
  if (!m) return [];
  const items = m[1]
    .replace(/^(?:the\s+)?(?:fields?|columns?|inputs?)\s*:?\s*/i, '')
    .replace(/\b(where|so that|to help|for)\b.*$/i, '')
    .split(/,|\band\b|\bor\b|;/i)
    .map((s) => s.replace(/\s+(fields?|columns?|inputs?)$/i, '').trim())
    .filter((s) => s && s.split(/\s+/).length <= 4);
  return items.length >= 2 ? items.map(fieldFrom) : [];
}

/** "where patients pick a treatment" → a treatment choice. */
function pickedFields(prompt: string): AppField[] {
  return [...prompt.matchAll(/\b(?:pick|picks|choose|chooses|select|selects)\s+(?:a|an|the|their)?\s*([a-z-]+)/gi)].map((m) => ({ ...fieldFrom(m[1]), type: 'select' as const, options: OPTIONS.find(([re]) => re.test(m[1].toLowerCase()))?.[1] ?? ['Option 1', 'Option 2', 'Option 3'] }));
}

/** "cost = missed appointments × average fee" (or "is … times …"): the inputs and the formula. */
export function statedFormula(prompt: string): { inputs: AppField[]; output: { label: string; expr: string; unit: 'money' | 'number' | 'percent' } } | null {
  const m = prompt.match(/([\p{L}\s-]{2,40}?)\s*(?:=|\bequals\b|\bis\b)\s*([^.!?\n]+?(?:×|\*|\bx\b|\btimes\b|\/|\bdivided by\b|\+|\bplus\b|\bminus\b|-)[^.!?\n]+)/iu);
  if (!m) return null;
  const parts = m[2].split(/\s*(×|\*|\bx\b|\btimes\b|\/|\bdivided by\b|\+|\bplus\b|\bminus\b|\s-\s)\s*/i);
  const ops: Record<string, string> = { '×': '*', '*': '*', x: '*', times: '*', '/': '/', 'divided by': '/', '+': '+', plus: '+', minus: '-', '-': '-' };
  const inputs: AppField[] = [];
  let expr = '';
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i].trim();
    if (i % 2 === 1) expr += ` ${ops[part.toLowerCase()] ?? '*'} `;
    else if (/^\d+(\.\d+)?$/.test(part)) expr += part;
    else {
      const f = fieldFrom(part);
      if (!inputs.some((x) => x.id === f.id)) inputs.push({ ...f, type: f.type === 'money' || f.type === 'percent' ? f.type : 'number', value: f.type === 'money' ? 50 : f.type === 'percent' ? 10 : 10 });
      expr += f.id;
    }
  }
  const label = capitalise(m[1].trim().split(/\s+/).slice(-4).join(' '));
  const unit = inputs.some((f) => f.type === 'money') ? 'money' : 'number';
  return inputs.length ? { inputs, output: { label, expr, unit } } : null;
}

/** "for our bottles" → "bottle" (a countable thing sold), else "unit". */
const unitOf = (p: string) => {
  const m = p.match(/\bfor (?:our|my|the) ([a-z]+s)\b/)?.[1];
  return m ? singularOf(m) : 'unit';
};

function currencyIn(text: string): string | null {
  try {
    const found = detectCurrency(text);
    if (found?.code) return found.code;
  } catch {
    // The startup model's currencies may not be available yet: the table below covers the common ones.
  }
  return CURRENCY_CUES.find(([re]) => re.test(text))?.[1] ?? null;
}

/** A currency the prompt names, else the startup's (its model's, then its profile's words), else US dollars. */
const currencyFor = (prompt: string, profile: Profile, words: string) =>
  currencyIn(prompt) ?? (typeof profile?.currency === 'string' && /^[A-Z]{3}$/.test(profile.currency) ? profile.currency : null) ?? currencyIn(words) ?? 'USD';

function paletteFor(prompt: string, name: string) {
  const asked = PALETTES.find((p) => p.cue.test(prompt.toLowerCase()));
  if (asked) return { primary: asked.primary, accent: asked.accent };
  const hash = [...name].reduce((h, c) => (h * 31 + c.charCodeAt(0)) >>> 0, 7);
  const p = PALETTES[hash % PALETTES.length];
  return { primary: p.primary, accent: p.accent };
}

const FORM_NOUNS = ['appointment', 'reservation', 'order', 'application', 'registration', 'enquiry', 'inquiry', 'rsvp', 'request', 'message', 'booking'];

function nounFor(archetype: AppArchetype, prompt: string, subject: string[]): Noun {
  const p = prompt.toLowerCase();
  if (archetype === 'form') {
    // What is booked or sent, before the general "booking": "a booking page for appointments" takes appointments.
    const named = FORM_NOUNS.find((n) => new RegExp(`\\b${n}s?\\b`).test(p));
    return nounOf(named ?? (/contact/.test(p) ? 'message' : 'submission'));
  }
  if (archetype === 'landing') return nounOf('sign-up');
  if (archetype === 'quiz') return nounOf(/survey|questionnaire|poll/.test(p) ? 'response' : 'answer');
  if (archetype === 'dashboard') return nounOf(DASHBOARDS.find((d) => d.cue.test(p))?.noun ?? 'record');
  if (archetype === 'calculator') return nounOf('estimate');
  if (archetype === 'tracker' && /\b(diary|journal)\b/.test(p)) return nounOf('entry');
  const object = p.match(archetype === 'tracker' ? /\b(?:track|tracking|list|log|manage|organi[sz]e|browse|find|of|for)\s+(?:my|our|the|all)?\s*([a-z-]+(?:\s[a-z-]+)?)/ : /\b(?:track|tracking|list|log|manage|organi[sz]e|browse|find|of)\s+(?:my|our|the|all)?\s*([a-z-]+(?:\s[a-z-]+)?)/)?.[1];
  const word = subject.length ? subject.slice(-2).join(' ') : object;
  return nounOf(word && !/(to-?do|todo|task|kanban)$/.test(word) ? word : archetype === 'kanban' ? 'card' : 'task');
}

/** The title shown in the app: the prompt's own name for it, e.g. "No-show Cost Calculator". */
function titleFor(archetype: AppArchetype, prompt: string, subject: string[], profileName: string | null, picked: AppField[]): string {
  const about = prompt.match(/\b(?:about|on|for)\s+(?:my|our|the|your)?\s*([\p{L}-]+(?:\s[\p{L}-]+){0,2})/iu)?.[1]?.replace(/\s+(?:with|where|that)\b.*$/i, '');
  if (archetype === 'landing') return profileName ?? sentenceCase(about?.replace(/\s+with\b.*$/i, '') ?? 'Your startup');
  const word = prompt.toLowerCase().match(ARCHETYPE_WORD)?.[1]?.replace(/ (page|form|site|app)$/, '');
  const kind = word && !/^(app|page|tool|site)$/.test(word) ? word : { calculator: 'calculator', form: 'form', tracker: 'tracker', dashboard: 'dashboard', landing: 'home', quiz: 'quiz', kanban: 'board', directory: 'directory' }[archetype];
  const named = subject.length ? subject : picked.length ? [picked[0].label.toLowerCase()] : about && archetype !== 'form' ? about.toLowerCase().split(' ') : [];
  const phrase = [...named, kind].join(' ');
  return sentenceCase(phrase).slice(0, 60);
}

/** What the app does, in a line (never the prompt echoed back). */
const DOES: Record<AppArchetype, string> = {
  calculator: 'Change any number and the results update as you type.',
  form: 'Fill in the form: we confirm what you sent.',
  tracker: 'Add, edit and filter your entries.',
  dashboard: 'Every series in a chart, from the rows below.',
  landing: 'Join the waitlist for early access.',
  quiz: 'Answer a few questions to see where you stand.',
  kanban: 'Add cards and move them across the board.',
  directory: 'Search and filter every entry.',
};

/** A quiz whose answers are for the founder (a survey, feedback, a lead quiz): they are sent, not scored. */
const COLLECTS = /\b(survey|questionnaire|poll|feedback|lead|leads|qualif\w*|intake|nps)\b|\b(send|e-?mail)s? (me|us|the founder)\b|\bresults? (go )?to (me|us)\b/;

function taglineFor(archetype: AppArchetype, prompt: string, idea: string | null | undefined): string {
  const purpose = prompt.match(/\bfor ([^.!?\n,:]{3,60}?)(?:\s+with\b|[.!?\n,:]|$)/i)?.[1];
  if (purpose && archetype !== 'landing') return `For ${purpose.replace(/^(my|our) /i, 'your ').trim()}. ${DOES[archetype]}`;
  return idea ?? DOES[archetype];
}

/**
 * Reads a prompt (and the startup profile) into an app spec: the archetype, nouns, fields and
 * formula the founder named, completed with defaults that fit the archetype.
 */
export function readPrompt(prompt: string, profile?: Profile): ReadSpec {
  const p = prompt.toLowerCase();
  const d = describeProfile(profile ?? null);
  const profileName = d.name === 'your startup' ? null : d.name;
  const notes: string[] = [];
  const found = archetypeOf(prompt);
  const archetype = found ?? 'tracker';
  if (!found) notes.push('No app type matched the request (calculator, form, tracker, dashboard, landing page, quiz, kanban board or directory), so this is the closest one: a tracker with add, edit, delete and a filter. Ask for one of those types, or connect a model, for something else.');
  const subject = subjectOf(prompt);
  const stated = archetype === 'calculator' ? statedFormula(prompt) : null;
  const perUnit = archetype === 'calculator' && !stated ? perUnitCalculator(prompt) : null;
  const known = archetype === 'calculator' && !stated && !perUnit ? CALCULATORS.find((c) => c.cue.test(p)) : undefined;
  const stages = archetype === 'kanban' ? namedList(prompt) : [];
  const sections = archetype === 'landing' ? askedSections(prompt) : [];
  const listed = stages.length || sections.length ? [] : listedFields(prompt);
  const picked = pickedFields(prompt);
  let fields = stated?.inputs ?? perUnit?.inputs ?? known?.inputs.map(([label, value]) => ({ ...fieldFrom(label), value })) ?? [...listed, ...picked];
  if (known && /\bmargin\b/.test(p)) fields = fields.map((f) => (f.id === 'costPerUnit' ? { ...f, label: `Cost per ${unitOf(p)}`, id: idOf(`Cost per ${unitOf(p)}`) } : f));
  // A form without named fields asks who, how to reach them and when, around what they pick.
  if (archetype === 'form' && !listed.length) {
    const address = addressFields(prompt);
    fields = address.length ? address : [fieldFrom('Name'), fieldFrom('Email'), ...picked, fieldFrom('Date'), fieldFrom('Time'), fieldFrom('Notes')];
  }
  if (archetype === 'tracker' && !listed.length && diaryFields(prompt).length) fields = diaryFields(prompt);
  if (archetype === 'dashboard' && !listed.length && seriesPerEntity(prompt).length) fields = seriesPerEntity(prompt);
  if (archetype === 'calculator') fields = fields.map((f) => ({ ...f, type: f.type === 'money' || f.type === 'percent' ? f.type : 'number' }));
  const dash = archetype === 'dashboard' && fields.length === 0 ? DASHBOARDS.find((x) => x.cue.test(p)) : undefined;
  if (dash) fields = dash.columns.map(fieldFrom);
  const spec: AppSpec = {
    archetype,
    title: titleFor(archetype, prompt, subject, profileName, picked),
    tagline: taglineFor(archetype, prompt, archetype === 'landing' ? d.idea : null),
    noun: nounFor(archetype, prompt, subject),
    currency: currencyFor(prompt, profile, `${d.industry ?? ''} ${d.customers ?? ''}`),
    colors: paletteFor(prompt, profileName ?? prompt),
    fields,
    outputs: stated ? [stated.output] : (perUnit?.outputs ?? known?.outputs?.map((o) => ({ ...o, expr: o.expr.replace(/\bcostPerUnit\b/g, fields[1]?.id ?? 'costPerUnit') }))),
    ...(stages.length ? { stages } : {}),
    ...(archetype === 'quiz' && COLLECTS.test(p) ? { collects: true } : {}),
  };
  if (archetype === 'calculator' && !stated && !known) notes.push('The request names no formula this engine knows, so the calculator multiplies a quantity by a price: say "result = a × b" to set your own.');
  const done = completeSpec(spec, { profileIdea: d.idea ?? null, customers: d.customers ?? null, model: d.model ?? null, profileName, business: businessOf(profile) });
  if (sections.length) done.sections = [...sections, ...(done.sections ?? [])];
  return { spec: done, notes };
}
