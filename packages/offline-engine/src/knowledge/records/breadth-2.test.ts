/**
 * The second breadth pass (issue 36, know2): platforms, tools, marketplaces, channels, competitors and
 * standards founders name. Each kind carries what the engine needs to speak about it, and names that
 * are also ordinary words do not turn founders' sentences into entities.
 */
import { describe, expect, it } from 'vitest';
import platforms from '../data/platforms-2.json';
import tools from '../data/tools-2.json';
import marketplaces from '../data/marketplaces-2.json';
import channels from '../data/channels-2.json';
import competitors from '../data/competitors-2.json';
import standards from '../data/standards-2.json';
import { mentions, recordByName } from './index';
import type { KnowledgeRecord } from './types';

const recs = (x: unknown) => x as KnowledgeRecord[];
const all = [platforms, tools, marketplaces, channels, competitors, standards].flatMap(recs);
const NEW = new Set(all.map((r) => r.id));

describe('second breadth pass', () => {
  it('adds at least 450 records, each with an official site to confirm', () => {
    expect(all.length).toBeGreaterThanOrEqual(450);
    for (const r of all) expect(r.confirm, r.id).toMatch(/^https:\/\//);
  });

  it('platforms, rails, marketplaces and channels state their trade-offs', () => {
    for (const r of [platforms, tools, marketplaces, channels].flatMap(recs)) {
      expect(r.strengths?.length, r.id).toBeGreaterThan(0);
      expect(r.weaknesses?.length, r.id).toBeGreaterThan(0);
      expect(r.whenItMatters, r.id).toMatch(/trade-off: /);
    }
  });

  it('competitors name their sector and category, so they are placed only in their industry', () => {
    for (const r of recs(competitors)) {
      expect(r.type).toBe('competitor');
      expect(r.sectors.length, r.id).toBeGreaterThan(0);
      expect(r.category?.length, r.id).toBeGreaterThan(2);
    }
  });

  it('standards are stated only when named', () => {
    for (const r of recs(standards)) expect(r.onMention, r.id).toBe(true);
  });

  it('ordinary words in founders’ sentences are not read as the new names', () => {
    const text = 'Our unit economics need outreach to greenhouse growers, a pilot, mobile recharge, a circuit board, '
      + 'a workable plan, a force multiplier, a lattice, a sleek design; I reckon we aspire to seek a lemonade stand, '
      + 'an audible alert, a cursor, a postman, an ironclad contract, a swan, mono audio, stitch it together, fishing nets, '
      + 'ups and downs, a blackboard, eucalyptus oil, nutmeg, street cred, unity and a twitch, by miles the best.';
    const found = mentions(text, 'GB').map((m) => m.record.id).filter((id) => NEW.has(id));
    expect(found).toEqual([]);
  });

  it('the same names, written as brands, are recognised', () => {
    const text = 'Should we use Stitch or Mono, host on Amazon Web Services, and compete with Lemonade and Zego?';
    const names = mentions(text, 'NG').map((m) => m.record.name);
    expect(names).toEqual(expect.arrayContaining(['Stitch', 'Mono', 'Amazon Web Services', 'Lemonade', 'Zego']));
    expect(recordByName('Interswitch', 'NG')?.countries).toContain('NG');
  });
});
