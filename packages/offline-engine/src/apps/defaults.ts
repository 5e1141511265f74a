import { choicesFor, fieldFrom } from './fields';
import { CATALOGUES } from './knowledge';
import { inputFromModel, type AppBusiness } from './business';
import type { AppField, AppSpec } from './spec';
import { capitalise } from './words';

/** Fills what the prompt did not name with defaults that fit the archetype and its nouns. */

type Context = { profileIdea: string | null; customers: string | null; model: string | null; profileName: string | null; business?: AppBusiness | null };

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun'];
const PEOPLE = ['Alex Kim', 'Sam Patel', 'Jordan Lee', 'Maria Gomez', 'Chen Wei', 'Amara Obi'];
const PLACES = ['Downtown', 'Riverside', 'Old Town', 'Harbour', 'Hillside', 'Market Street'];
const RANGES: [RegExp, number, number][] = [
  [/hour/, 1, 9],
  [/minute/, 20, 90],
  [/student|people|member|guest|patient|customer|client|user/, 8, 60],
  [/litre|liter|gallon/, 800, 4000],
  [/score/, 50, 98],
  [/kg|yield/, 200, 1500],
];

const fields = (...labels: string[]): AppField[] => labels.map(fieldFrom);
/** The record's own name is text, whatever its words suggest ("Savings group" is not an amount). */
const named = (noun: string, ...labels: string[]): AppField[] => [{ ...fieldFrom(noun), type: 'text' }, ...fields(...labels)];

function defaultFields(spec: AppSpec): AppField[] {
  const Noun = capitalise(spec.noun.one);
  switch (spec.archetype) {
    case 'calculator':
      return [{ ...fieldFrom('Quantity'), type: 'number', value: 10 }, { ...fieldFrom('Price'), type: 'money', value: 25 }];
    case 'form':
      return fields('Name', 'Email', 'Phone', 'Date', 'Time', 'Notes');
    case 'tracker':
      return named(Noun, 'Date', 'Status', 'Amount');
    case 'dashboard':
      return fields('Month', 'Revenue', 'Customers', 'Conversion rate');
    case 'landing':
      return fields('Email');
    case 'quiz':
      return fields('Name', 'Score');
    case 'kanban':
      return named(Noun, 'Owner', 'Due date');
    case 'directory':
      return named(Noun, 'Category', 'Location', 'Price');
  }
}

function sample(f: AppField, i: number, first: boolean, spec: AppSpec): string | number {
  const l = f.label.toLowerCase();
  if (f.type === 'select') return f.options![i % f.options!.length];
  if (f.type === 'date') return `2026-0${1 + (i % 6)}-${String(5 + i * 3).padStart(2, '0')}`;
  if (f.type === 'time') return `${String(9 + i).padStart(2, '0')}:00`;
  if (f.type === 'email') return `${PEOPLE[i % PEOPLE.length].split(' ')[0].toLowerCase()}@example.com`;
  if (f.type === 'tel') return `+1 555 010${i}`;
  if (f.type === 'percent') return 20 + ((i * 17 + 7) % 55);
  if (f.type === 'money') return 20 + ((i * 53 + 31) % 180) * (spec.archetype === 'dashboard' ? 40 : 1);
  if (f.type === 'number') {
    const [, lo, hi] = RANGES.find(([re]) => re.test(l)) ?? [null, 3, 40];
    return lo + ((i * 37 + 11) % (hi - lo + 1));
  }
  if (/month/.test(l)) return MONTHS[i % 6];
  if (/week/.test(l)) return `Week ${i + 1}`;
  if (/name|owner|person|tutor|member|contact|client|customer/.test(l)) return PEOPLE[i % PEOPLE.length];
  if (/location|city|place|address/.test(l)) return PLACES[i % PLACES.length];
  return first ? `${capitalise(spec.noun.one)} ${String.fromCharCode(65 + i)}` : `${f.label} ${i + 1}`;
}

const rowsFor = (spec: AppSpec, n: number) => Array.from({ length: n }, (_, i) => Object.fromEntries(spec.fields.map((f, j) => [f.id, sample(f, i, j === 0, spec)])));

/** The startup model's plans: what a customer pays (and a free tier where the model has one). */
function modelPlans(b: AppBusiness): Pick<AppSpec, 'plans' | 'examplePlans'> | null {
  const [main] = b.prices;
  if (!main) return null;
  const name = main.per === 'month' ? (b.freeTier ? 'Premium' : 'Subscription') : main.per === null ? 'Price' : `Per ${main.per}`;
  const plans = [...(b.freeTier ? [{ name: 'Free', price: 0, features: [], per: main.per }] : []), { name, price: main.amount, features: [], per: main.per }];
  // A default of the model (the founder stated no price) is shown as an example, to verify.
  return { plans, examplePlans: main.provenance !== 'founder' };
}

function landingCopy(spec: AppSpec, c: Context): Pick<AppSpec, 'sections' | 'plans' | 'examplePlans'> {
  const who = c.business?.audience ?? c.customers ?? 'teams like yours';
  const sections = [
    { title: `What ${spec.title} does`, body: c.profileIdea ?? spec.tagline },
    { title: 'Who it is for', body: `Built for ${who}.` },
    { title: 'How it works', body: 'Join the waitlist, get early access, and tell us what to build next.' },
  ];
  const fromModel = c.business ? modelPlans(c.business) : null;
  if (fromModel) return { sections, ...fromModel };
  return {
    sections,
    plans: [
      { name: 'Starter', price: 0, features: ['Everything to get started', 'E-mail support'] },
      { name: 'Pro', price: 19, features: ['All Starter features', 'Priority support'] },
      { name: 'Team', price: 57, features: ['All Pro features', 'Up to 10 people'] },
    ],
    // No startup model: the tiers and prices are the engine's, and the page says they are examples.
    examplePlans: true,
  };
}

function quizCopy(spec: AppSpec): Pick<AppSpec, 'questions' | 'results'> {
  const topic = spec.title.replace(/\b(quiz|survey|questionnaire|assessment|poll)\b/i, '').trim().toLowerCase() || 'this topic';
  const scale = (a: string, b: string, c: string) => [{ label: a, score: 0 }, { label: b, score: 1 }, { label: c, score: 2 }];
  return {
    questions: [
      { text: `How much do you know about ${topic}?`, options: scale('Very little', 'The basics', 'A lot') },
      { text: `How often do you deal with ${topic}?`, options: scale('Rarely', 'Every month', 'Every week') },
      { text: 'How confident are you making decisions about it?', options: scale('Not yet', 'Somewhat', 'Very') },
      { text: 'Do you have a plan for the next three months?', options: scale('No', 'Roughly', 'Yes, written down') },
    ],
    results: [
      { min: 0, text: 'Getting started: begin with the basics and one small goal.' },
      { min: 3, text: 'On your way: pick the next step and set a date for it.' },
      { min: 6, text: 'Confident: you are ready to help others with it too.' },
    ],
  };
}

/** A directory of something known (gear, a menu, books…) gets that thing's categories and sample entries. */
function fitCatalogue(spec: AppSpec) {
  const known = CATALOGUES.find((c) => c.cue.test(`${spec.title} ${spec.tagline} ${spec.noun.many}`.toLowerCase()));
  const category = spec.fields.find((f) => f.type === 'select' && /categor|type|kind/i.test(f.label) && f.options?.[0] === choicesFor(f.label)[0]);
  if (!known || !category || spec.rows?.length !== known.items.length) return;
  category.options = known.categories;
  const name = spec.fields[0].id;
  spec.rows = spec.rows.map((r, i) => ({ ...r, [name]: known.items[i][0], [category.id]: known.items[i][1] }));
}

export function completeSpec(spec: AppSpec, c: Context): AppSpec {
  const out: AppSpec = { ...spec, fields: spec.fields.length ? spec.fields : defaultFields(spec) };
  if (out.archetype === 'form') {
    for (const f of out.fields) if (/name|e-?mail|date|treatment|service/.test(f.label.toLowerCase()) || f.type === 'select') f.required = true;
    // "Book an appointment", but never "Book a booking".
    out.cta ??= /booking/.test(out.noun.one) ? 'Book now' : /appointment|reservation/.test(out.noun.one) ? `Book ${out.noun.article} ${out.noun.one}` : 'Submit';
  }
  // An input that names one of the startup model's figures starts at it, labelled with where it comes from.
  if (out.archetype === 'calculator' && c.business) {
    const business = c.business;
    out.fields = out.fields.map((f) => { const m = inputFromModel(f.label, f.type, business); return m ? { ...f, value: m.value, source: m.source } : f; });
  }
  if (out.archetype === 'calculator') out.outputs ??= [{ label: 'Total', expr: out.fields.map((f) => f.id).join(' * '), unit: out.fields.some((f) => f.type === 'money') ? 'money' : 'number' }];
  if (['tracker', 'dashboard', 'directory', 'kanban'].includes(out.archetype)) out.rows ??= rowsFor(out, out.archetype === 'dashboard' ? 6 : 4);
  if (out.archetype === 'dashboard') {
    const numeric = out.fields.filter((f) => ['number', 'money', 'percent'].includes(f.type));
    const x = out.fields[0];
    // Every series the dashboard shows gets its chart (issue 39).
    out.charts ??= numeric.map((f, i) => ({ kind: i === 0 ? ('bar' as const) : ('line' as const), x: x.id, y: f.id, title: `${f.label} by ${x.label.toLowerCase()}` }));
  }
  if (out.archetype === 'kanban') {
    out.stages ??= /pipeline|sales|lead|deal/.test(out.title.toLowerCase()) ? ['Lead', 'Contacted', 'Proposal', 'Won'] : ['To do', 'In progress', 'Review', 'Done'];
    out.rows = out.rows!.map((r, i) => ({ ...r, stage: i % 3 }));
  }
  if (out.archetype === 'directory') fitCatalogue(out);
  if (out.archetype === 'landing') Object.assign(out, landingCopy(out, c), { cta: out.cta ?? 'Join the waitlist' });
  if (out.archetype === 'quiz') Object.assign(out, quizCopy(out));
  return out;
}
