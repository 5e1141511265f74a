import ExcelJS from 'exceljs';
import { DOCUMENT_FIXTURES, type ProfileFacts } from '@uc/offline-engine';
import { currencyOf, forecast, MARKET_UNSIZED, marketSizing, setAssumption, toMajor, type StartupModel } from '@uc/startup-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { createEvaluator, formulaShare } from './formula-eval';
import { renderOfflineSuite } from './suite-files';

/**
 * Issue 35 item 8: the saved workbook is live. An assumption changed in the file, every formula
 * recomputed with the project's evaluator, and revenue, cash, the scenarios, the market and the
 * unit economics equal the startup model computed with that assumption; money formats follow
 * the model's currency; no assumption appears twice; nearly every number is a formula.
 */
const MORE: ProfileFacts[] = [
  { company: 'PawPal', idea: 'An app that tracks dog health for owners in Berlin', industry: 'Pet health', targetMarket: 'Dog owners in Germany', stage: 'mvp', teamSize: 3, businessModel: 'Premium plan at €7.99 per month', context: '' },
  { company: 'ClinicDesk', idea: 'Scheduling software for dental clinics in India', industry: 'Health', targetMarket: 'Dental clinics in Bengaluru', stage: 'early', teamSize: 6, businessModel: 'SaaS subscription, ₹4,000 per clinic per month', context: '' },
  { company: 'TapFare', idea: 'A payments wallet for market stall holders in Melbourne', industry: 'Fintech', targetMarket: 'Market traders in Australia', stage: 'mvp', teamSize: 3, businessModel: 'We charge 1.2% on each card payment', context: '' },
  { company: 'Brightwork', idea: 'A consultancy that builds data dashboards for UK councils', industry: 'Consulting', targetMarket: 'Local councils in England', stage: 'early', teamSize: 5, businessModel: 'Billed at £650 per day of consulting', context: '' },
  // A device business priced per truck, with the trucks per fleet and the fleets counted: its market is per fleet.
  { company: 'FleetEye', idea: 'GPS trackers for delivery fleets in Lusaka, Zambia', industry: 'Logistics / IoT',
    targetMarket: 'Haulage companies in Zambia', stage: 'early', teamSize: 4,
    businessModel: 'K900 per tracker installed, then K120 per truck per month. A typical fleet has 18 trucks.',
    context: 'There are about 1,200 haulage companies in Zambia.' },
];
const FIXTURES = [...DOCUMENT_FIXTURES, ...MORE];

type Book = { facts: ProfileFacts; model: StartupModel; buffer: Buffer };
const books = new Map<string, Book>();
const load = async (buffer: Buffer) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  return wb;
};
/** The Assumptions row of a key, found by its label. */
const assumptionCell = (wb: ExcelJS.Workbook, model: StartupModel, key: string) => {
  const label = model.assumptions.find((a) => a.key === key)!.label;
  const ws = wb.getWorksheet('Assumptions')!;
  let at = '';
  ws.eachRow((row, n) => { if (!at && row.getCell(1).value === label) at = `B${n}`; });
  expect(at, label).not.toBe('');
  return at;
};
const rowByLabel = (ws: ExcelJS.Worksheet, label: RegExp) => {
  let at = 0;
  ws.eachRow((row, n) => { if (!at && label.test(String(row.getCell(1).value))) at = n; });
  expect(at, `${ws.name}: ${label}`).toBeGreaterThan(0);
  return at;
};

beforeAll(async () => {
  for (const facts of FIXTURES) {
    const { view, files } = await renderOfflineSuite(facts, ['financial_model']);
    books.set(facts.company, { facts, model: view.model, buffer: files[0].buffer });
  }
}, 120_000);

describe('a financial model that is really live', { timeout: 60_000 }, () => {
  it('sizes a device business per customer: the market sheet multiplies by the devices per customer', () => {
    const { model } = books.get('FleetEye')!;
    expect(model.archetype).toBe('hardware_subscription');
    expect(model.assumptions.find((a) => a.key === 'capacity_per_account')).toMatchObject({ value: 18 });
    expect(marketSizing(model).sized).toBe(true);
  });

  it('covers all nine archetypes and non-USD currencies', () => {
    expect(new Set([...books.values()].map((b) => b.model.archetype)).size).toBe(9);
    expect([...books.values()].map((b) => b.model.currency)).toEqual(expect.arrayContaining(['EUR', 'GBP', 'INR', 'AUD']));
  });

  it.each(FIXTURES.map((f) => f.company))('%s: no "$" in a non-USD workbook, whole or minor-unit money formats, no duplicate assumptions', async (name) => {
    const { model, buffer } = books.get(name)!;
    const wb = await load(buffer);
    const formats = new Set<string>();
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => void (c.numFmt && formats.add(c.numFmt)))));
    const cur = currencyOf(model.currency);
    if (model.currency !== 'USD') for (const fmt of formats) expect(fmt, `${name}: ${fmt}`).not.toContain('$');
    const marker = /\$/.test(cur.symbol) && cur.code !== 'USD' ? cur.code : cur.symbol;
    expect([...formats].some((fmt) => fmt.includes(marker)), `${name}: a money format with ${marker}`).toBe(true);
    if (cur.minorUnits === 0) for (const fmt of formats) expect(fmt).not.toMatch(/0\.00/);
    const labels: string[] = [];
    const ws = wb.getWorksheet('Assumptions')!;
    ws.eachRow((row, n) => { if (n > 4 && typeof row.getCell(2).value === 'number') labels.push(String(row.getCell(1).value)); });
    expect(labels.length).toBeGreaterThan(10);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i), name).toEqual([]);
  });

  it.each(FIXTURES.map((f) => f.company))('%s: at least 90% of the numeric cells are formulas', async (name) => {
    const share = formulaShare(await load(books.get(name)!.buffer));
    expect(share.formulas / share.numeric, `${name}: ${share.formulas}/${share.numeric}`).toBeGreaterThanOrEqual(0.9);
  });

  // A price, a churn (or growth) and starting cash, changed in the saved file.
  const CHANGES: [string, (m: StartupModel) => { key: string; value: number }][] = [
    ['price', (m) => {
      const a = m.assumptions.find((x) => x.group === 'revenue' && x.unit === 'money' && x.value > 0) ?? m.assumptions.find((x) => x.group === 'revenue' && x.value > 0)!;
      return { key: a.key, value: a.unit === 'money' ? Math.round(a.value * 1.37) : Math.round(a.value * 1.37 * 10) / 10 };
    }],
    ['churn', (m) => {
      // The first churn (else growth) assumption whose change moves the forecast (a non-profit without donors has no donor churn to move).
      const moves = (key: string, value: number) => forecast(setAssumption(m, key, value)).years[2].revenue !== forecast(m).years[2].revenue;
      const options = [...m.assumptions.filter((x) => /churn|lapse/.test(x.key)), ...m.assumptions.filter((x) => /growth|utilisation/.test(x.key))]
        .map((a) => ({ key: a.key, value: Math.min(a.max ?? 100, Math.round((a.value * 1.6 + 0.5) * 10) / 10) }));
      return options.find((o) => moves(o.key, o.value)) ?? options[0];
    }],
    ['starting cash', (m) => ({ key: 'starting_cash', value: m.starting_cash * 3 + 123_400 })],
  ];
  const cases = FIXTURES.flatMap((f) => CHANGES.map(([what, pick]) => [f.company, what, pick] as const));

  it.each(cases)('%s: %s changed in the file, the formulas follow the model', async (name, _what, pick) => {
    const { model, buffer } = books.get(name)!;
    const { key, value } = pick(model);
    const changed = setAssumption(model, key, value);
    const a = model.assumptions.find((x) => x.key === key)!;
    const wb = await load(buffer);
    wb.getWorksheet('Assumptions')!.getCell(assumptionCell(wb, model, key)).value = a.unit === 'money' ? toMajor(value, model.currency) : a.unit === 'percent' ? value / 100 : value;
    const ev = createEvaluator(wb);
    const major = (minor: number) => toMajor(minor, model.currency);
    const unit = 10 ** -currencyOf(model.currency).minorUnits;
    const base = forecast(changed, 'base');
    const before = forecast(model, 'base');
    expect(base.years.map((y) => y.revenue).join() + base.months.at(-1)!.cash_end, 'the change moves the model').not.toBe(before.years.map((y) => y.revenue).join() + before.months.at(-1)!.cash_end);
    for (const m of base.months) {
      const r = m.month + 1;
      expect(ev.cell('P&L', `B${r}`), `revenue month ${m.month}`).toBeCloseTo(major(m.revenue_total), 0);
      expect(Math.abs(ev.cell('P&L', `B${r}`) - major(m.revenue_total)), `revenue month ${m.month}`).toBeLessThanOrEqual(2 * unit + Math.abs(major(m.revenue_total)) * 1e-9);
      expect(Math.abs(ev.cell('P&L', `H${r}`) - major(m.ebitda)), `EBITDA month ${m.month}`).toBeLessThanOrEqual(4 * unit + Math.abs(major(m.ebitda)) * 1e-9);
      expect(Math.abs(ev.cell('Cash flow', `F${r}`) - major(m.cash_end)), `cash month ${m.month}`).toBeLessThanOrEqual(36 * 4 * unit + Math.abs(major(m.cash_end)) * 1e-9);
    }
    // Scenarios: the yearly revenue of Bear, Base and Bull, from the same file.
    const sc = wb.getWorksheet('Scenarios')!;
    for (const [i, id] of (['bear', 'base', 'bull'] as const).entries()) {
      const f = id === 'base' ? base : forecast(changed, id);
      for (const y of [0, 1, 2]) {
        const got = ev.cell('Scenarios', `${'BCD'[i]}${rowByLabel(sc, new RegExp(`^Year ${y + 1} revenue`))}`);
        expect(Math.abs(got - major(f.years[y].revenue)), `${id} year ${y + 1}`).toBeLessThanOrEqual(12 * 4 * unit + major(f.years[y].revenue) * 1e-9);
      }
      const low = ev.cell('Scenarios', `${'BCD'[i]}${rowByLabel(sc, /^Lowest cash/)}`);
      expect(Math.abs(low - major(f.lowest_cash.value)), `${id} lowest cash`).toBeLessThanOrEqual(36 * 4 * unit + Math.abs(major(f.lowest_cash.value)) * 1e-9);
    }
    // Unit economics and the market.
    const ue = wb.getWorksheet('Unit economics')!;
    const u = base.unit_economics;
    const check = (label: RegExp, want: number | null, tol: number) => {
      if (want === null) return;
      expect(Math.abs(ev.cell('Unit economics', `B${rowByLabel(ue, label)}`) - want), `${label}`).toBeLessThanOrEqual(tol);
    };
    check(/^Monthly .* per /, u.arpu_monthly === null ? null : major(u.arpu_monthly), unit);
    check(/^Gross margin/, u.gross_margin_pct === null ? null : u.gross_margin_pct / 100, 0.0005);
    check(/^Acquisition cost/, u.cac === null ? null : major(u.cac), unit);
    check(/^CAC payback/, u.cac_payback_months, 0.051);
    check(/^Lifetime value/, u.ltv === null ? null : major(u.ltv), unit);
    const sizing = marketSizing(changed, base);
    const ms = wb.getWorksheet('Market sizing')!;
    // A market to be sized prints no figure (the count is asked for).
    if (!sizing.sized) expect(ms.getCell(`B${rowByLabel(ms, /^TAM$/)}`).value).toBe(MARKET_UNSIZED);
    else for (const tier of ['tam', 'sam', 'som'] as const) {
      const got = ev.cell('Market sizing', `B${rowByLabel(ms, new RegExp(`^${tier.toUpperCase()}$`))}`);
      expect(Math.abs(got - major(sizing[tier].value)), tier).toBeLessThanOrEqual(unit + major(sizing[tier].value) * 1e-9);
    }
  });

  it.each(FIXTURES.map((f) => f.company))('%s: every stored result is what the formulas recompute (viewers that do not recalculate)', async (name) => {
    const wb = await load(books.get(name)!.buffer);
    const ev = createEvaluator(wb);
    let n = 0;
    wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => {
      const v = c.value as { formula?: string; result?: unknown } | null;
      if (!v || typeof v !== 'object' || !('formula' in v)) return;
      n++;
      const stored = typeof v.result === 'number' ? v.result : v.result === undefined ? 0 : NaN;
      expect(Math.abs(stored - ev.cell(ws.name, c.address)), `${ws.name}!${c.address} ${v.formula}`).toBeLessThanOrEqual(1e-6 * Math.max(1, Math.abs(stored)));
    })));
    expect(n).toBeGreaterThan(500);
  });
});
