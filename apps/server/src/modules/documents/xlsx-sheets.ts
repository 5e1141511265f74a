import { breakEvenText, runwayText } from '@uc/offline-engine';
import { MARKET_UNSIZED } from '@uc/startup-model';
import { f, type SheetContext } from './xlsx-revenue';

/** Unit economics as the model computes them; LTV / CAC recomputes from the two cells above it. */
export function addUnitEconomicsSheet({ v, wb, moneyFmt, major }: SheetContext) {
  const ws = wb.addWorksheet('Unit economics');
  ws.columns = [{ header: 'Metric', width: 34 }, { header: 'Value', width: 16 }, { header: 'Note', width: 60 }];
  ws.getRow(1).font = { bold: true };
  const u = v.figures.unit_economics;
  const voc = v.arch.vocabulary;
  const rows: [string, number | null, 'money' | 'pct' | 'n', string][] = [
    [`Monthly ${voc.revenue_word} per ${voc.customer}`, u.arpu_monthly === null ? null : major(u.arpu_monthly), 'money', v.arch.mechanics],
    ['Gross margin', u.gross_margin_pct === null ? null : u.gross_margin_pct / 100, 'pct', 'Gross profit ÷ revenue'],
    [`Acquisition cost per ${voc.customer} (CAC)`, u.cac === null ? null : major(u.cac), 'money', 'Marketing spend ÷ new customers'],
    ['CAC payback (months)', u.cac_payback_months, 'n', 'Months of gross profit to recover CAC'],
    ['Lifetime value (LTV)', u.ltv === null ? null : major(u.ltv), 'money', 'Gross profit over the expected lifetime'],
  ];
  for (const [label, value, kind, note] of rows) {
    const row = ws.addRow([label, value ?? 'not applicable', note]);
    if (value !== null) row.getCell(2).numFmt = kind === 'money' ? moneyFmt : kind === 'pct' ? '0.0%' : '0.0';
  }
  if (u.ltv !== null && u.cac) ws.addRow(['LTV / CAC', f('B6/B4', major(u.ltv) / major(u.cac)), 'Above 3 is the usual bar']).getCell(2).numFmt = '0.0"×"';
}

/** Base, bear and bull side by side. */
export function addScenarioSheet({ v, wb, moneyFmt, major }: SheetContext) {
  const ws = wb.addWorksheet('Scenarios');
  ws.columns = [{ header: 'Metric', width: 28 }, { header: 'Bear', width: 18 }, { header: 'Base', width: 18 }, { header: 'Bull', width: 18 }];
  ws.getRow(1).font = { bold: true };
  const all = [v.bear, v.base, v.bull];
  for (const y of [0, 1, 2] as const) {
    ws.addRow([`Year ${y + 1} revenue`, ...all.map((s) => major(s.years[y].revenue))]).eachCell((c, i) => i > 1 && (c.numFmt = moneyFmt));
    ws.addRow([`Year ${y + 1} EBITDA`, ...all.map((s) => major(s.years[y].ebitda))]).eachCell((c, i) => i > 1 && (c.numFmt = moneyFmt));
  }
  ws.addRow(['Lowest cash', ...all.map((s) => major(s.lowest_cash.value))]).eachCell((c, i) => i > 1 && (c.numFmt = moneyFmt));
  ws.addRow(['Funding gap', ...all.map((s) => major(s.funding_gap))]).eachCell((c, i) => i > 1 && (c.numFmt = moneyFmt));
  ws.addRow(['Break-even', ...all.map((s) => breakEvenText(s.break_even_month))]);
  ws.addRow(['Runway', ...all.map((s) => runwayText(s.runway_months))]);
}

/** TAM, SAM and SOM with their formulas in words and their inputs with provenance. */
export function addMarketSheet({ v, wb, moneyFmt, major }: SheetContext) {
  const ws = wb.addWorksheet('Market sizing');
  ws.columns = [{ header: 'Tier', width: 10 }, { header: 'Annual value', width: 18 }, { header: 'How it is computed', width: 80 }];
  ws.getRow(1).font = { bold: true };
  const s = v.sizing;
  // An unsized market prints no figure (issue 35): the cell says so and the formula column asks.
  for (const [name, tier] of [['TAM', s.tam], ['SAM', s.sam], ['SOM', s.som]] as const) {
    ws.addRow([name, s.sized ? major(tier.value) : MARKET_UNSIZED, tier.formula]).getCell(2).numFmt = moneyFmt;
  }
  ws.addRow([]);
  ws.addRow(['Input', 'Value', 'Source']).font = { bold: true };
  const seen = new Set<string>();
  for (const a of [...s.tam.inputs, ...s.sam.inputs, ...s.som.inputs]) {
    if (seen.has(a.key)) continue;
    seen.add(a.key);
    ws.addRow([a.label, a.unit === 'money' ? major(a.value) : a.unit === 'percent' ? a.value / 100 : a.value, `${a.provenance === 'founder' ? "Founder's figure" : a.provenance === 'default' ? 'Default to verify' : 'Computed'}: ${a.basis}`]).getCell(2).numFmt =
      a.unit === 'money' ? moneyFmt : a.unit === 'percent' ? '0.0%' : '#,##0';
  }
}
