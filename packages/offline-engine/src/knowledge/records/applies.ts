/**
 * Which records hold for this startup: a record is stated only when its country and sector scope
 * match and every condition holds; an undecided condition becomes the question to ask instead.
 */
import type { Condition, Fact, KnowledgeRecord } from './types';
import { allRecords, recognise } from './index';

type Cue = { yes: RegExp; no?: RegExp; because: string; ask: string };

/** Cues read from the startup's own description; a condition not mentioned either way is undecided. */
const CUES: Record<Condition, Cue> = {
  moves_money: { yes: /\b(payments? (on behalf|for|between)|take payments|payouts?|wallet|escrow|e-money|money transfer|remittance|lend(ing)?|loans?|split payments?|hold (customer|user)s?'? (funds|money))\b/i, no: /\b(bookkeeping|accounting|invoic\w*|rota|scheduling)\b/i, because: 'you hold or move customers’ money', ask: 'Do you hold or move customers’ money yourself, or only record it?' },
  health_data: { yes: /\b(patients?|health|medical|clinic\w*|ecg|heart|symptoms?|diagnos\w*)\b/i, because: 'you process health data', ask: 'Do you store or process anyone’s health information?' },
  medical_device: { yes: /\b(diagnos\w*|detects?|monitor\w* (heart|blood|glucose)|atrial|arrhythmia|ecg|medical device)\b/i, because: 'your product diagnoses or monitors a medical condition', ask: 'Does your product diagnose, monitor or treat a medical condition?' },
  sells_food: { yes: /\b(food|meals?|restaurant\w*|bakery|catering|snacks?|drinks?)\b/i, because: 'you sell food', ask: 'Do you prepare or sell food yourself?' },
  serves_children: { yes: /\b(child(ren)?|kids?|babysit\w*|nanny|nannies|pupils?|school(s|children)?|minors?)\b/i, because: 'your service reaches children', ask: 'Will children use the service or be cared for through it?' },
  employs_staff: { yes: /\b(employees?|staff|hire|hiring|payroll)\b/i, because: 'you employ staff', ask: 'Do you employ anyone yet, or plan to this year?' },
  uses_contractors: { yes: /\b(contractors?|freelancers?|ir35|off-payroll)\b/i, because: 'you engage contractors', ask: 'Do you engage contractors through their own limited companies?' },
  eu_personal_data: { yes: /\b(eu|europe\w*|germany|france|spain|netherlands|ireland|sweden)\b/i, because: 'you collect personal data of EU residents', ask: 'Will you collect personal data of people in the EU?' },
  personal_data: { yes: /\b(users?|customers?|patients?|members?|accounts?|sign[- ]?ups?|personal data|e-?mails?)\b/i, because: 'you process personal data of your users', ask: 'Will you store personal data about your users?' },
  provides_care: { yes: /\b(we (provide|deliver) (care|treatment)|home care agency|care provider|domiciliary)\b/i, no: /\b(software|app|tool|platform|rota|saas)\b/i, because: 'you provide care yourself', ask: 'Do you provide care yourself, or sell software to care providers?' },
  sells_goods: { yes: /\b(sell (products|goods)|shop|store|e-?commerce|merchandise|inventory)\b/i, because: 'you sell physical goods', ask: 'Do you sell physical goods?' },
  has_revenue: { yes: /\b(revenue|sales|customers? pay|subscription|priced|pricing|vat)\b/i, because: 'you earn revenue', ask: 'Are you earning revenue yet?' },
};

export type StartupFacts = { country?: string | null; sector?: string | null; business: string };
export type Applied = { record: KnowledgeRecord; facts: Fact[]; reason: string };
export type KnowledgeForPrompt = { applies: Applied[]; ask: { record: KnowledgeRecord; question: string }[] };

function state(c: Condition, text: string): boolean | null {
  if (CUES[c].yes.test(text)) return true;
  return CUES[c].no?.test(text) ? false : null;
}

function inScope(r: KnowledgeRecord, s: StartupFacts): boolean {
  const c = (s.country ?? '').toUpperCase();
  const countryOk = r.countries.includes('GLOBAL') || !c || r.countries.includes(c) || (r.countries.includes('EU') && EU.has(c));
  return countryOk && (!r.sectors.length || !s.sector || r.sectors.includes(s.sector));
}
const EU = new Set(['DE', 'FR', 'ES', 'NL', 'SE', 'IE', 'IT', 'PT', 'BE', 'AT', 'PL', 'DK', 'FI']);

/**
 * The records for a prompt: those the message names plus the scoped records for the startup's
 * country, kept only when every condition holds (with the reason) or asked about when undecided.
 */
export function knowledgeFor(s: StartupFacts, message: string): KnowledgeForPrompt {
  const named = recognise(message);
  const scoped = allRecords().filter((r) => inScope(r, s) && r.countries.includes((s.country ?? '').toUpperCase()));
  const out: KnowledgeForPrompt = { applies: [], ask: [] };
  const seen = new Set<string>();
  for (const r of [...named, ...scoped]) {
    if (seen.has(r.id) || !inScope(r, s)) continue;
    seen.add(r.id);
    const states = r.conditions.map((c) => ({ c, v: state(c, s.business) }));
    if (states.some((x) => x.v === false)) continue;
    const open = states.find((x) => x.v === null);
    if (open) { out.ask.push({ record: r, question: CUES[open.c].ask }); continue; }
    const reason = r.conditions.length ? `because ${r.conditions.map((c) => CUES[c].because).join(' and ')}` : `because you operate in ${r.countries.join(', ')}`;
    out.applies.push({ record: r, facts: r.facts, reason });
  }
  return out;
}

/** Prompt lines: each applying record with its facts and reason, then the deciding questions. */
export function knowledgeLines(k: KnowledgeForPrompt): string[] {
  const lines = k.applies.map(({ record: r, facts, reason }) =>
    `- ${r.name} (${reason}): ${r.what} ${facts.map((f) => `${f.text} (${f.source}, ${f.year}).`).join(' ')}${r.confirm ? ` Confirm with ${r.confirm}.` : ''}`);
  const asks = k.ask.map(({ record: r, question }) => `- ${r.name} applies only if so: ask "${question}"`);
  return [...lines, ...asks];
}
