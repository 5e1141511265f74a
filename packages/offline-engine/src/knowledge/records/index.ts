/**
 * The knowledge records, indexed once on first use (not at import): by name and alias (longest
 * match first), by id, type and country. Every JSON file under ../data is listed in FILES (a test
 * checks none is missing), country and global files before the engine's own (engine-*.json), so
 * where two records share a name the more specific one is recognised.
 */
import gb from '../data/gb.json';
import aeRecords from '../data/ae.json';
import auRecords from '../data/au.json';
import brRecords from '../data/br.json';
import caRecords from '../data/ca.json';
import chRecords from '../data/ch.json';
import competitorsRecords from '../data/competitors.json';
import competitorsMoreRecords from '../data/competitors-more.json';
import deRecords from '../data/de.json';
import egRecords from '../data/eg.json';
import esRecords from '../data/es.json';
import euRecords from '../data/eu.json';
import frRecords from '../data/fr.json';
import gbMoreRecords from '../data/gb-more.json';
import idRecords from '../data/id.json';
import ieRecords from '../data/ie.json';
import ilRecords from '../data/il.json';
import inRecords from '../data/in.json';
import jpRecords from '../data/jp.json';
import keRecords from '../data/ke.json';
import mxRecords from '../data/mx.json';
import ngRecords from '../data/ng.json';
import nlRecords from '../data/nl.json';
import pkRecords from '../data/pk.json';
import platformsRecords from '../data/platforms.json';
import retailChannelsRecords from '../data/retail-channels.json';
import seRecords from '../data/se.json';
import sgRecords from '../data/sg.json';
import standardsRecords from '../data/standards.json';
import usRecords from '../data/us.json';
import vnRecords from '../data/vn.json';
import zaRecords from '../data/za.json';
import engineRules from '../data/engine-rules.json';
import engineCompetitors from '../data/engine-competitors.json';
import engineInstitutions from '../data/engine-institutions.json';
import enginePlatforms from '../data/engine-platforms.json';
import engineExtra from '../data/engine-extra.json';
// Second country files (issue 36: sector regulators, employment, schemes, tax, registries).
import us2Records from '../data/us-2.json';
import gb2Records from '../data/gb-2.json';
import in2Records from '../data/in-2.json';
import de2Records from '../data/de-2.json';
import fr2Records from '../data/fr-2.json';
import ca2Records from '../data/ca-2.json';
import br2Records from '../data/br-2.json';
import ng2Records from '../data/ng-2.json';
import ke2Records from '../data/ke-2.json';
import za2Records from '../data/za-2.json';
import eg2Records from '../data/eg-2.json';
import au2Records from '../data/au-2.json';
import sg2Records from '../data/sg-2.json';
import id2Records from '../data/id-2.json';
import jp2Records from '../data/jp-2.json';
import es2Records from '../data/es-2.json';
import nl2Records from '../data/nl-2.json';
import se2Records from '../data/se-2.json';
import il2Records from '../data/il-2.json';
import mx2Records from '../data/mx-2.json';
import ae2Records from '../data/ae-2.json';
import pk2Records from '../data/pk-2.json';
import vn2Records from '../data/vn-2.json';
import ch2Records from '../data/ch-2.json';
import ie2Records from '../data/ie-2.json';
// Issue 36 (know2): platforms, tools, marketplaces, competitors and standards founders name.
import platforms2Records from '../data/platforms-2.json';
import tools2Records from '../data/tools-2.json';
import marketplaces2Records from '../data/marketplaces-2.json';
import competitors2Records from '../data/competitors-2.json';
import standards2Records from '../data/standards-2.json';
import channels2Records from '../data/channels-2.json';
import type { KnowledgeRecord, RecordType } from './types';

/**
 * Every data file, by file name: country and global files first, then the engine's. A value is the
 * file's records, or, in the server's bundle, a function returning them: apps/server/build.mjs
 * turns these imports into parse-on-first-call functions so a start parses none of them.
 */
export const FILES: Record<string, unknown[] | (() => unknown[])> = {
  'gb.json': gb,
  'ae.json': aeRecords,
  'au.json': auRecords,
  'br.json': brRecords,
  'ca.json': caRecords,
  'ch.json': chRecords,
  'competitors.json': competitorsRecords,
  'competitors-more.json': competitorsMoreRecords,
  'de.json': deRecords,
  'eg.json': egRecords,
  'es.json': esRecords,
  'eu.json': euRecords,
  'fr.json': frRecords,
  'gb-more.json': gbMoreRecords,
  'id.json': idRecords,
  'ie.json': ieRecords,
  'il.json': ilRecords,
  'in.json': inRecords,
  'jp.json': jpRecords,
  'ke.json': keRecords,
  'mx.json': mxRecords,
  'ng.json': ngRecords,
  'nl.json': nlRecords,
  'pk.json': pkRecords,
  'platforms.json': platformsRecords,
  'retail-channels.json': retailChannelsRecords,
  'se.json': seRecords,
  'sg.json': sgRecords,
  'standards.json': standardsRecords,
  'us.json': usRecords,
  'vn.json': vnRecords,
  'za.json': zaRecords,
  'platforms-2.json': platforms2Records,
  'tools-2.json': tools2Records,
  'marketplaces-2.json': marketplaces2Records,
  'competitors-2.json': competitors2Records,
  'standards-2.json': standards2Records,
  'channels-2.json': channels2Records,
  'engine-extra.json': engineExtra,
  'engine-rules.json': engineRules,
  'engine-competitors.json': engineCompetitors,
  'engine-institutions.json': engineInstitutions,
  'engine-platforms.json': enginePlatforms,
  'us-2.json': us2Records,
  'gb-2.json': gb2Records,
  'in-2.json': in2Records,
  'de-2.json': de2Records,
  'fr-2.json': fr2Records,
  'ca-2.json': ca2Records,
  'br-2.json': br2Records,
  'ng-2.json': ng2Records,
  'ke-2.json': ke2Records,
  'za-2.json': za2Records,
  'eg-2.json': eg2Records,
  'au-2.json': au2Records,
  'sg-2.json': sg2Records,
  'id-2.json': id2Records,
  'jp-2.json': jp2Records,
  'es-2.json': es2Records,
  'nl-2.json': nl2Records,
  'se-2.json': se2Records,
  'il-2.json': il2Records,
  'mx-2.json': mx2Records,
  'ae-2.json': ae2Records,
  'pk-2.json': pk2Records,
  'vn-2.json': vn2Records,
  'ch-2.json': ch2Records,
  'ie-2.json': ie2Records,
};

type Index = {
  all: KnowledgeRecord[];
  byId: Map<string, KnowledgeRecord>;
  byName: Map<string, KnowledgeRecord[]>;
  byType: Map<RecordType, KnowledgeRecord[]>;
  byCountry: Map<string, KnowledgeRecord[]>;
  /** Names by their first word, longest first; each bucket's regex is compiled on its first use. */
  byFirstWord: Map<string, { names: string[]; re?: RegExp }>;
};
let index: Index | null = null;

export const normName = (s: string) => s.toLowerCase().replace(/[’']/g, "'").replace(/[-\s]+/g, ' ').trim();
const FIRST_WORD = /^[\p{L}\p{N}]+/u;
const WORD_START = /(?<![\p{L}\p{N}_-])[\p{L}\p{N}]+/gu;
const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Aliases that are also ordinary words or initials: they count only as written here ("Square", "CE", "NHS"). */
export const CASE_SENSITIVE: Record<string, string> = {
  ce: 'CE', ul: 'UL', red: 'RED', square: 'Square', bolt: 'Bolt', toast: 'Toast', epic: 'Epic', saga: 'Saga', thread: 'Thread', davis: 'Davis',
  weave: 'Weave', chime: 'Chime', render: 'Render', railway: 'Railway', eis: 'EIS', ocr: 'OCR', yc: 'YC', nin: 'NIN', ppi: 'PPI', emi: 'EMI',
  ico: 'ICO', ncc: 'NCC', eic: 'EIC', tule: 'Tule', arable: 'Arable', glide: 'Glide', bubble: 'Bubble', clio: 'Clio', jiji: 'Jiji',
  deere: 'Deere', cic: 'CIC', dsa: 'DSA', mdr: 'MDR', phi: 'PHI', acorns: 'Acorns', lyft: 'Lyft', lora: 'LoRa', nhs: 'NHS', dat: 'DAT',
  mas: 'MAS', iss: 'ISS', kra: 'KRA', cac: 'CAC', ato: 'ATO', abn: 'ABN', acnc: 'ACNC', pix: 'Pix', oura: 'Oura', birdie: 'Birdie',
  kardia: 'Kardia', gst: 'GST', pdpa: 'PDPA', upi: 'UPI', kuda: 'Kuda',
  // Names that are also ordinary words in founders' sentences ("target individual savers", "a linear plan").
  target: 'Target', linear: 'Linear', fourth: 'Fourth', crunch: 'Crunch', coconut: 'Coconut', ignite: 'Ignite',
  florence: 'Florence', harvey: 'Harvey', deputy: 'Deputy', luma: 'Luma', neon: 'Neon', sentry: 'Sentry',
  notion: 'Notion', slack: 'Slack', loom: 'Loom', paddle: 'Paddle', podcasts: 'Podcasts', sitters: 'Sitters',
  nourish: 'Nourish', patchwork: 'Patchwork', plausible: 'Plausible', swish: 'Swish', kraken: 'Kraken',
  snowflake: 'Snowflake', faire: 'Faire', framer: 'Framer', melissa: 'Melissa', mistral: 'Mistral',
  simples: 'Simples', tamara: 'Tamara', tala: 'Tala', smarty: 'Smarty', discord: 'Discord', meetup: 'Meetup',
  bambino: 'Bambino', resy: 'Resy', carta: 'Carta', brex: 'Brex', deliveroo: 'Deliveroo',
  // Competitors whose names are also ordinary words (competitors-more.json).
  affirm: 'Affirm', workday: 'Workday', kayak: 'Kayak', hopper: 'Hopper', wiz: 'Wiz',
  voi: 'Voi', tiki: 'Tiki', stori: 'Stori', dana: 'DANA', ovo: 'OVO', tabby: 'Tabby', tyro: 'Tyro', flink: 'Flink',
  peloton: 'Peloton', samsara: 'Samsara', jobber: 'Jobber', lightspeed: 'Lightspeed', ola: 'Ola', rapido: 'Rapido',
  zepto: 'Zepto', elsa: 'ELSA', adp: 'ADP', yelp: 'Yelp',
  // Names in platforms-2, tools-2, competitors-2 and standards-2 that are also ordinary words.
  expo: 'Expo', cursor: 'Cursor', postman: 'Postman', agora: 'Agora', ironclad: 'Ironclad', clover: 'Clover',
  dojo: 'Dojo', solaris: 'Solaris', swan: 'Swan', mono: 'Mono', stitch: 'Stitch', nets: 'NETS', multiplier: 'Multiplier',
  lattice: 'Lattice', seek: 'SEEK', bling: 'Bling', reckon: 'Reckon', aspire: 'Aspire', dukaan: 'Dukaan', ups: 'UPS',
  blackboard: 'Blackboard', eucalyptus: 'Eucalyptus', betterment: 'Betterment', upstart: 'Upstart', nutmeg: 'Nutmeg',
  snoop: 'Snoop', cred: 'CRED', klar: 'Klar', lemonade: 'Lemonade', luminance: 'Luminance', attentive: 'Attentive',
  gong: 'Gong', allegro: 'Allegro', spellbook: 'Spellbook', timo: 'Timo', baraka: 'Baraka', nom: 'NOM', edi: 'EDI',
  unity: 'Unity', twitch: 'Twitch', audible: 'Audible', cohere: 'Cohere', playwright: 'Playwright',
};

function load(): Index {
  if (index) return index;
  const all = Object.values(FILES).flatMap((f) => (typeof f === 'function' ? f() : f)) as KnowledgeRecord[];
  const byId = new Map<string, KnowledgeRecord>();
  const byName = new Map<string, KnowledgeRecord[]>();
  const byType = new Map<RecordType, KnowledgeRecord[]>();
  const byCountry = new Map<string, KnowledgeRecord[]>();
  for (const r of all) {
    if (!byId.has(r.id)) byId.set(r.id, r);
    // A shared name keeps every record, in file order (country files before the engine's tables).
    for (const n of new Set([r.name, ...r.aliases].map(normName))) byName.set(n, [...(byName.get(n) ?? []), r]);
    byType.set(r.type, [...(byType.get(r.type) ?? []), r]);
    for (const c of r.countries) byCountry.set(c, [...(byCountry.get(c) ?? []), r]);
  }
  // Bucketed by first word so a look-up tries only the names that can start at a word of the text,
  // longest first there ("Making Tax Digital for Income Tax" before "Making Tax Digital"): the cost
  // grows with the question, not with the thousands of names.
  const byFirstWord = new Map<string, { names: string[]; re?: RegExp }>();
  for (const n of byName.keys()) {
    const first = FIRST_WORD.exec(n)?.[0];
    if (!first || n.length < 2) continue;
    const b = byFirstWord.get(first) ?? { names: [] };
    b.names.push(n);
    byFirstWord.set(first, b);
  }
  for (const b of byFirstWord.values()) b.names.sort((a, z) => z.length - a.length);
  index = { all, byId, byName, byType, byCountry, byFirstWord };
  return index;
}

export function allRecords(): KnowledgeRecord[] { return load().all; }
export const recordById = (id: string): KnowledgeRecord | undefined => load().byId.get(id);
export const recordsOfType = (t: RecordType): KnowledgeRecord[] => load().byType.get(t) ?? [];
export const recordsIn = (country: string): KnowledgeRecord[] => load().byCountry.get(country) ?? [];
/** Every record that carries this name or alias. */
export const recordsNamed = (name: string): KnowledgeRecord[] => load().byName.get(normName(name)) ?? [];

/** The record a name stands for: the one scoped to `country` when several share it, else the first. */
export function recordByName(name: string, country?: string | null): KnowledgeRecord | undefined {
  const list = load().byName.get(normName(name));
  if (!list) return undefined;
  const c = (country ?? '').toUpperCase();
  if (!c) return list[0];
  // This country's record, then the EU's for a member state, then a global one, before another country's.
  return list.find((r) => r.countries.includes(c)) ?? (EU_MEMBERS.has(c) ? list.find((r) => r.countries.includes('EU')) : undefined)
    ?? list.find((r) => r.countries.includes('GLOBAL')) ?? list[0];
}

const EU_MEMBERS = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);

export type Mention = { record: KnowledgeRecord; said: string; at: number };

/**
 * Every record the text names, longest name first at each place ("Skills for Care", not "Care"),
 * each once, in order of first mention. A name that is also an ordinary word counts only as written
 * (CASE_SENSITIVE: "Square" the company, not "square metres").
 */
export function mentions(text: string, country?: string | null): Mention[] {
  const { byFirstWord } = load();
  const seen = new Set<string>();
  const out: Mention[] = [];
  let from = 0;
  for (const w of text.matchAll(WORD_START)) {
    if (w.index! < from) continue;
    const bucket = byFirstWord.get(normName(w[0]));
    if (!bucket) continue;
    bucket.re ??= new RegExp(`(?:${bucket.names.map((n) => esc(n).replace(/ /g, '[-\\s]+').replace(/'/g, "['’]")).join('|')})(?![\\w-])`, 'iy');
    bucket.re.lastIndex = w.index!;
    const m = bucket.re.exec(text);
    if (!m) continue;
    from = w.index! + m[0].length;
    const said = m[0];
    const at = w.index!;
    const key = normName(said);
    const form = CASE_SENSITIVE[key];
    if (form && said !== form && said !== form.toUpperCase()) continue;
    const r = recordByName(key, country);
    if (r && !seen.has(r.id)) { seen.add(r.id); out.push({ record: r, said, at }); }
  }
  return out;
}

/** Records the text names, in order of first mention, each once. */
export function recognise(text: string, country?: string | null): KnowledgeRecord[] {
  return mentions(text, country).map((m) => m.record);
}
