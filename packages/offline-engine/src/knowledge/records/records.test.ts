import { describe, expect, it, vi } from 'vitest';
import { advisorPromptContext, knowledgeForPrompt } from '../../advisor/prompt';
import { allRecords, recognise } from './index';
import { validateRecord } from './types';

describe('knowledge records', () => {
  it('every record the index loads passes the schema, ids unique', () => {
    const ids = new Set<string>();
    for (const r of allRecords()) {
      expect(validateRecord(r), r.id).toEqual([]);
      expect(ids.has(r.id), r.id).toBe(false);
      ids.add(r.id);
    }
    expect(ids.size).toBeGreaterThan(0);
  });

  it('the schema rejects a record without a type, a country scope or a fact source', () => {
    const bad = { ...allRecords()[0], type: undefined, countries: [], facts: [{ text: 'x', source: '', year: 2020 }] };
    expect(validateRecord(bad)).toHaveLength(3);
  });

  it('recognises multi-word names and acronyms', () => {
    expect(recognise('Do we need Making Tax Digital for Income Tax and is IR35 a risk?').map((r) => r.id))
      .toEqual(['gb-mtd', 'gb-ir35']);
    expect(recognise('safe staffing levels at HMRC')).toHaveLength(1);
  });

  const q = 'What do we need to comply with before launch in the UK?';
  const bookkeeping = { idea: 'Bookkeeping app for UK sole traders: categorises receipts and invoices', country: 'GB' };
  const payments = { idea: 'Pet-sitting marketplace in the UK; we take payments on behalf of sitters and pay them out', country: 'GB' };

  it('FCA authorisation only for the app that moves money, with its reason', () => {
    const b = knowledgeForPrompt({ message: q, profile: bookkeeping });
    const p = knowledgeForPrompt({ message: q, profile: payments });
    expect(b.applies.map((a) => a.record.id)).not.toContain('gb-fca-authorisation');
    const fca = p.applies.find((a) => a.record.id === 'gb-fca-authorisation');
    expect(fca?.reason).toMatch(/move customers’ money/);
    expect(fca?.facts.every((f) => f.source && f.year)).toBe(true);
    expect(advisorPromptContext({ message: q, profile: bookkeeping })).not.toMatch(/FCA|KYC/);
    expect(advisorPromptContext({ message: q, profile: payments })).toMatch(/FCA authorisation \(because/);
  });

  it('an undecided condition becomes the question to ask', () => {
    const k = knowledgeForPrompt({ message: 'Is IR35 something we should worry about?', profile: { idea: 'Meal-planning app', country: 'GB' } });
    expect(k.ask.find((a) => a.record.id === 'gb-ir35')?.question).toMatch(/contractors/);
  });
});

describe('knowledge data files', () => {
  it('every JSON file under data/ is loaded by the index', async () => {
    const { readdirSync } = await import('node:fs');
    const dir = new URL('../data/', import.meta.url);
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    const { FILES } = await import('./index');
    expect(Object.keys(FILES).sort()).toEqual(files);
  });
});

describe('records parsed on first use (the server bundle)', () => {
  it('a file given as a function is called once, when the index is first built, not at import', async () => {
    vi.resetModules();
    const idx = await import('./index');
    const records = idx.FILES['gb.json'] as unknown[];
    const loader = vi.fn(() => records);
    idx.FILES['gb.json'] = loader;
    expect(loader).not.toHaveBeenCalled();
    expect(idx.recordById('gb-fca-authorisation')?.name).toBe('FCA authorisation');
    idx.recognise('Do we need FCA authorisation?', 'GB');
    expect(loader).toHaveBeenCalledTimes(1);
  });
});
