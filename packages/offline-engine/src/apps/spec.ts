/**
 * The app spec: what the offline app builder understood from a prompt (archetype, nouns, fields,
 * formula, copy). One spec renders into every template, and offline edits change the spec, so a
 * project carries it as `app-spec.json` beside the code that reads it.
 */
export const APP_ARCHETYPES = ['calculator', 'form', 'tracker', 'dashboard', 'landing', 'quiz', 'kanban', 'directory'] as const;
export type AppArchetype = (typeof APP_ARCHETYPES)[number];

export type FieldType = 'text' | 'email' | 'tel' | 'number' | 'money' | 'percent' | 'date' | 'time' | 'select' | 'textarea';

export type AppField = {
  id: string;
  label: string;
  type: FieldType;
  required?: boolean;
  options?: string[];
  /** A calculator input's starting value. */
  value?: number;
  /** Where that value comes from: the founder's startup model, or one of the model's defaults (an example). */
  source?: 'model' | 'example';
  /** A fixed format (e.g. a CEP): the value must match this regular expression… */
  pattern?: string;
  /** …is typed through this mask (0 = a digit)… */
  mask?: string;
  /** …and the error message says this. */
  hint?: string;
};

export type Noun = { one: string; many: string; article: 'a' | 'an' };

export type AppSpec = {
  archetype: AppArchetype;
  title: string;
  tagline: string;
  noun: Noun;
  /** ISO 4217 code; money is formatted with Intl.NumberFormat in the generated app. */
  currency: string;
  colors: { primary: string; accent: string };
  /** The main button's words (a form's submit, a landing page's call to action). */
  cta?: string;
  /** The record the app works on: a calculator's inputs, a form's fields, a table's columns. */
  fields: AppField[];
  /** Calculator results: expressions over field ids (+ - * / ^ and parentheses). */
  outputs?: { label: string; expr: string; unit: 'money' | 'number' | 'percent' }[];
  /** Sample rows (tracker, dashboard, directory, kanban), keyed by field id. */
  rows?: Record<string, string | number>[];
  charts?: { kind: 'bar' | 'line'; x: string; y: string; title: string }[];
  sections?: { title: string; body: string }[];
  /** `per`: what a price is paid per (month, hour, …; null: once); absent on the engine's example plans, which bill monthly or yearly. */
  plans?: { name: string; price: number; features: string[]; per?: string | null }[];
  /** Set when the plans are the engine's defaults, not the startup's: the page labels them as examples. */
  examplePlans?: boolean;
  questions?: { text: string; options: { label: string; score: number }[] }[];
  results?: { min: number; text: string }[];
  /** A survey (or a quiz whose results are for the founder): the visitor's answers are sent to the founder. */
  collects?: boolean;
  stages?: string[];
};

/** A spec plus what the reader could not match exactly (said to the founder, never hidden). */
export type ReadSpec = { spec: AppSpec; notes: string[] };
