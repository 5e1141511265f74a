/**
 * Reads one question in its thread: the intent, the entities, the options, and, for a follow-up
 * ("and the second option?", "what would that cost?"), what it refers to in the earlier turns.
 */
import type { ArchetypeId } from '@uc/startup-model';
import type { ChatTurn } from '../types';
import { extractEntities, extractOptions, type Entity } from '../understand/entities';
import { intentById, rankIntents, type Intent } from '../understand/intents';
import { TECHNOLOGIES, type Technology } from '../knowledge';

/** An option the founder named: its short label, the phrase used in sentences ("a native app"), its technology when known. */
export type Option = { label: string; phrase: string; tech?: Technology };

export type Understanding = {
  message: string;
  intent: Intent;
  second: Intent | null;
  entities: Entity[];
  options: Option[];
  /** A follow-up about one option of the previous turn (its index in `options`). */
  focus: number | null;
  followUp: boolean;
  /** The earlier question this one continues. */
  previous: string | null;
  /** No intent's words and nothing named: the engine has no playbook for this question. */
  noPlaybook?: boolean;
};

/** "a mesh network (Zigbee, Thread, …)" → "mesh network"; "a progressive web app (PWA)" keeps its short form. */
export const techLabel = (t: Technology) => t.name.replace(/^an? /, '').replace(/\s*\(([^)]*)\)/, (m, inner: string) => (inner.length <= 5 ? m : ''));
export const techPhrase = (t: Technology) => t.name.replace(/\s*\(([^)]*)\)/, (m, inner: string) => (inner.length <= 5 ? m : ''));

const ORDINALS: [RegExp, number][] = [[/\b(first|1st|former)\b/i, 0], [/\b(second|2nd|latter)\b/i, 1], [/\b(third|3rd)\b/i, 2], [/\b(fourth|4th)\b/i, 3]];

/** Options as technologies where the tables know them ("app" → a native app for a channel choice). */
function toOptions(labels: string[], entities: Entity[]): Option[] {
  const techs = entities.filter((e): e is Extract<Entity, { kind: 'technology' }> => e.kind === 'technology');
  const opts = labels.map((said) => {
    let label = said;
    const low = label.toLowerCase();
    const hit = techs.find((t) => t.fact.aliases.some((a) => low.includes(a.toLowerCase())) || low.includes(t.said.toLowerCase()));
    const tech = hit?.fact ?? (/^(an? )?(smartphone |mobile )?app$/i.test(label.trim()) ? TECHNOLOGIES.find((t) => t.id === 'native-app') : undefined);
    // A grouped fact ("a major cloud (AWS, Google Cloud, Azure)") keeps the founder's word: "AWS".
    const group = !!tech && /\(.*,.*\)/.test(tech.name);
    if (group && hit) label = hit.said;
    return { label: tech && !group ? techLabel(tech) : label, phrase: tech && !group ? techPhrase(tech) : label, tech };
  });
  // Two or more technologies of one family named without "or" ("compare LoRaWAN and NB-IoT").
  if (opts.length < 2) {
    const byFamily = new Map<string, Technology[]>();
    for (const t of techs) byFamily.set(t.fact.family, [...(byFamily.get(t.fact.family) ?? []), t.fact]);
    const pair = [...byFamily.values()].find((l) => l.length >= 2);
    if (pair) return pair.map((tech) => ({ label: techLabel(tech), phrase: techPhrase(tech), tech }));
  }
  return opts;
}

const isFollowUp = (m: string) =>
  m.split(/\s+/).length <= 12 &&
  (/^(and|also|so|ok(ay)?|what about|how about|and what|then)\b/i.test(m.trim()) || /\b(that|it|this|those|them|the (first|second|third|other|latter|former)( one| option)?)\b/i.test(m));

function read(message: string, archetype: ArchetypeId | null, ownNames: string[], country: string | null = null) {
  const entities = extractEntities(message, { ownNames, country });
  const options = toOptions(extractOptions(message), entities);
  const ranked = rankIntents(message, entities, options.map((o) => o.label), archetype);
  return { entities, options, ranked };
}

export function understand(message: string, history: ChatTurn[] = [], archetype: ArchetypeId | null = null, ownNames: string[] = [], country: string | null = null): Understanding {
  const now = read(message, archetype, ownNames, country);
  const previous = [...history].reverse().find((t) => t.role === 'user' && t.content.trim() !== message.trim())?.content ?? null;
  const follow = previous !== null && isFollowUp(message) && now.entities.filter((e) => e.kind !== 'amount').length === 0;
  if (!follow) {
    const top = now.ranked[0]?.intent ?? intentById(now.options.length >= 2 ? 'choose_generic' : 'validation');
    // A generic "or" question that names a known family's technologies is that family's choice.
    const noPlaybook = now.ranked.length === 0 && now.entities.every((e) => e.kind === 'place' || e.kind === 'amount');
    return { message, intent: top, second: now.ranked[1]?.intent ?? null, entities: now.entities, options: now.options, focus: null, followUp: false, previous, noPlaybook };
  }
  const before = read(previous!, archetype, ownNames, country);
  const ordinal = ORDINALS.find(([re]) => re.test(message));
  const other = /\bthe other\b/i.test(message);
  const focus = ordinal && before.options.length > ordinal[1] ? ordinal[1] : other && before.options.length === 2 ? 1 : null;
  // "what would that cost?" keeps the earlier subject and asks the cost of it.
  const asked = now.ranked[0]?.intent;
  const intent = asked && asked.family !== 'decision' && asked.id !== 'choose_generic' && (now.ranked[0]?.score ?? 0) >= 3 ? asked : (before.ranked[0]?.intent ?? intentById('choose_generic'));
  return {
    message,
    intent,
    second: asked && asked !== intent ? asked : (before.ranked[0]?.intent ?? null),
    entities: before.entities,
    options: before.options,
    focus,
    followUp: true,
    previous,
  };
}
