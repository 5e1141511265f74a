import { figureLines, figureValues, type DocView } from '@uc/offline-engine';
import { currencyOf, toMajor, type Assumption } from '@uc/startup-model';
import type { FileMeta } from './content-types';
import { cellValue, col, f, isMoneyDriver, streamRecipes, type SheetContext } from './xlsx-revenue';
import { addMarketSheet, addScenarioSheet, addUnitEconomicsSheet } from './xlsx-sheets';

/** Provenance colours of the Assumptions sheet (and its legend). */
export const PROVENANCE_FILL = { founder: 'FFDCFCE7', default: 'FFFEF9C3', computed: 'FFE2E8F0' } as const;
export const SHEET_LABEL = 'computed from your assumptions';
const MONTHS = 36;
const fill = (argb: string) => ({ type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb } });

/** Assumptions: one row per input with its provenance colour; returns where each input lives. */
function addAssumptions(ctx: SheetContext): Map<string, string> {
  const { v, wb } = ctx;
  const ws = wb.addWorksheet('Assumptions');
  ws.columns = [{ width: 40 }, { width: 16 }, { width: 12 }, { width: 18 }, { width: 70 }];
  ws.addRow([`${v.profile.company} — ${v.arch.label}: every other sheet is ${SHEET_LABEL}`]).font = { bold: true, size: 13 };
  const legend = ws.addRow(["Founder's figure", 'Default to verify', 'Computed']);
  legend.getCell(1).fill = fill(PROVENANCE_FILL.founder);
  legend.getCell(2).fill = fill(PROVENANCE_FILL.default);
  legend.getCell(3).fill = fill(PROVENANCE_FILL.computed);
  ws.addRow([]);
  ws.addRow(['Assumption', 'Value', 'Unit', 'Source', 'Basis']).font = { bold: true };
  const where = new Map<string, string>();
  const cur = v.model.currency;
  const minor = currencyOf(cur).minorUnits;
  const t = v.model.team;
  const f0 = v.model.funding;
  const extra: Assumption[] = [
    { key: 'starting_headcount', label: 'Starting headcount', value: t.starting_headcount, unit: 'count', provenance: t.starting_headcount_provenance, basis: 'Team size at month 1', group: 'team' },
    { key: 'monthly_cost_per_person', label: 'Monthly cost per person (fully loaded)', value: t.monthly_cost_per_person, unit: 'money', provenance: t.monthly_cost_provenance, basis: 'Salary and on-costs', group: 'team' },
    { key: 'starting_cash', label: 'Starting cash', value: v.model.starting_cash, unit: 'money', provenance: v.model.starting_cash_provenance, basis: 'Cash in the bank at month 1', group: 'funding' },
    { key: 'funding_amount', label: `Funding sought (${f0.kind})`, value: f0.amount, unit: 'money', provenance: f0.provenance, basis: f0.use_of_funds.map((u) => u.label).join(', ') || 'No outside funding', group: 'funding' },
    { key: 'funding_month', label: 'Month the funding arrives', value: f0.month, unit: 'month', provenance: f0.provenance, basis: 'Month index 1–36', group: 'funding' },
  ];
  for (const a of [...v.model.assumptions, ...extra]) {
    const row = ws.addRow([a.label, cellValue(a, minor), a.unit, a.provenance === 'founder' ? "Founder's figure" : a.provenance === 'default' ? 'Default to verify' : 'Computed', a.basis]);
    row.getCell(2).numFmt = a.unit === 'money' ? ctx.moneyFmt : a.unit === 'percent' ? '0.0%' : '#,##0';
    row.getCell(2).fill = fill(PROVENANCE_FILL[a.provenance]);
    where.set(a.key, `Assumptions!$B$${row.number}`);
  }
  ws.views = [{ state: 'frozen', ySplit: 4 }];
  return where;
}

/** Revenue build: drivers by month, each stream as its mechanics' formula, the total. Returns the total column. */
function addRevenueBuild(ctx: SheetContext, at: Map<string, string>): string {
  const { v, wb, major } = ctx;
  const ws = wb.addWorksheet('Revenue build');
  const months = v.base.months;
  const drivers = Object.keys(months[0]?.drivers ?? {});
  const streams = v.arch.revenueStreams.map((s) => s.key);
  const recipes = streamRecipes(v.model, months, streams);
  const moneyDriver = (k: string) => isMoneyDriver(k, recipes);
  const labelOf = (k: string) => v.arch.revenueStreams.find((s) => s.key === k)?.label ?? k;
  const head = ['Month', 'Year', ...drivers.map((d) => d.replace(/_/g, ' ')), ...streams.map(labelOf), 'Total revenue'];
  ws.columns = head.map((h, i) => ({ header: h, width: i < 2 ? 8 : 18 }));
  ws.getRow(1).font = { bold: true };
  const driverCol = (d: string) => col(3 + drivers.indexOf(d));
  const first = 3 + drivers.length;
  const totalCol = col(first + streams.length);
  for (const m of months) {
    const r = m.month + 1;
    const cells: unknown[] = [m.month, f(`ROUNDUP(A${r}/12,0)`, Math.ceil(m.month / 12))];
    for (const d of drivers) cells.push(moneyDriver(d) ? major(m.drivers[d] ?? 0) : m.drivers[d] ?? 0);
    for (const rec of recipes) {
      const value = major(m.revenue[rec.stream] ?? 0);
      cells.push(rec.driver ? f(`${driverCol(rec.driver)}${r}*${at.get(rec.assumption.key)}`, value) : value);
    }
    cells.push(f(`SUM(${col(first)}${r}:${col(first + streams.length - 1)}${r})`, major(m.revenue_total)));
    const row = ws.addRow(cells);
    for (let c = 3; c <= head.length; c++) {
      const d = drivers[c - 3];
      row.getCell(c).numFmt = d !== undefined && !moneyDriver(d) ? '#,##0' : ctx.moneyFmt;
    }
  }
  const note = ws.addRow([]);
  note.getCell(1).value = `Mechanics: ${v.arch.mechanics}. Driver columns are computed by the model from the Assumptions sheet; formulas show how each stream follows from them.`;
  ws.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }];
  return totalCol;
}

const PL_HEAD = ['Month', 'Revenue', 'Cost of revenue', 'Gross profit', 'Payroll', 'Marketing', 'Other operating costs', 'EBITDA', 'Headcount'];
/** Rows of the yearly totals under the 36 months of the P&L. */
export const PL_YEAR_ROW = (year: number) => MONTHS + 2 + year;

function addPnl(ctx: SheetContext, revenueCol: string) {
  const { v, wb, major } = ctx;
  const ws = wb.addWorksheet('P&L');
  ws.columns = PL_HEAD.map((h, i) => ({ header: h, width: i === 0 ? 10 : 18 }));
  ws.getRow(1).font = { bold: true };
  for (const m of v.base.months) {
    const r = m.month + 1;
    const row = ws.addRow([
      m.month,
      f(`'Revenue build'!${revenueCol}${r}`, major(m.revenue_total)),
      major(m.cogs),
      f(`B${r}-C${r}`, major(m.gross_profit)),
      major(m.payroll),
      major(m.marketing),
      major(m.other_opex),
      f(`D${r}-E${r}-F${r}-G${r}`, major(m.ebitda)),
      m.headcount,
    ]);
    for (let c = 2; c <= 8; c++) row.getCell(c).numFmt = ctx.moneyFmt;
  }
  ws.addRow([]);
  for (const y of v.base.years) {
    const a = (y.year - 1) * 12 + 2;
    const b = a + 11;
    const sum = (c: string, value: number) => f(`SUM(${c}${a}:${c}${b})`, major(value));
    const opex = v.base.months.slice(a - 2, b - 1);
    const total = (k: 'payroll' | 'marketing' | 'other_opex') => opex.reduce((s, m) => s + m[k], 0);
    const row = ws.addRow([`Year ${y.year}`, sum('B', y.revenue), sum('C', y.cogs), sum('D', y.gross_profit), sum('E', total('payroll')), sum('F', total('marketing')), sum('G', total('other_opex')), sum('H', y.ebitda), f(`I${b}`, y.headcount_end)]);
    row.font = { bold: true };
    for (let c = 2; c <= 8; c++) row.getCell(c).numFmt = ctx.moneyFmt;
  }
  ws.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }];
}

function addCashFlow(ctx: SheetContext, at: Map<string, string>) {
  const { v, wb, major } = ctx;
  const ws = wb.addWorksheet('Cash flow');
  ws.columns = ['Month', 'EBITDA', 'Working capital', 'Funding', 'Net cash flow', 'Cash at month end'].map((h, i) => ({ header: h, width: i === 0 ? 10 : 18 }));
  ws.getRow(1).font = { bold: true };
  for (const m of v.base.months) {
    const r = m.month + 1;
    const funding = m.funding ? f(`${at.get('funding_amount')}`, major(m.funding)) : 0;
    const row = ws.addRow([
      m.month,
      f(`'P&L'!H${r}`, major(m.ebitda)),
      major(m.working_capital),
      funding,
      f(`B${r}+C${r}+D${r}`, major(m.net_cash_flow)),
      f(m.month === 1 ? `${at.get('starting_cash')}+E${r}` : `F${r - 1}+E${r}`, major(m.cash_end)),
    ]);
    for (let c = 2; c <= 6; c++) row.getCell(c).numFmt = `${ctx.moneyFmt};[Red]-${ctx.moneyFmt}`;
  }
  ws.addRow([]);
  const gap = v.base.funding_gap;
  ws.addRow([gap > 0 ? `Funding gap: cash falls to its lowest in month ${v.base.lowest_cash.month}; the plan needs a further ${v.money(gap)}.` : `Cash stays positive; lowest point in month ${v.base.lowest_cash.month}.`]);
}

function addKeyFigures(ctx: SheetContext) {
  const { v, wb, major } = ctx;
  const ws = wb.addWorksheet('Key figures');
  ws.columns = [{ header: 'Figure', width: 22 }, { header: 'Value', width: 18 }, { header: 'As the documents print it', width: 28 }];
  ws.getRow(1).font = { bold: true };
  const values = figureValues(v.figures);
  for (const line of figureLines(v)) {
    const raw = values[line.key];
    const year = Number(line.key.at(-1));
    let cell: unknown = raw;
    if (line.key.startsWith('rev')) cell = f(`'P&L'!B${PL_YEAR_ROW(year)}`, major(raw ?? 0));
    else if (line.key.startsWith('head')) cell = f(`'P&L'!I${PL_YEAR_ROW(year)}`, raw ?? 0);
    else if (line.key === 'burn' || line.key === 'ask') cell = major(raw ?? 0);
    const row = ws.addRow([line.label, cell ?? '', line.value]);
    if (line.key.startsWith('rev') || line.key === 'burn' || line.key === 'ask') row.getCell(2).numFmt = ctx.moneyFmt;
  }
}

/** The financial model: eight sheets of live formulas with their computed values, all from the startup model. */
export async function renderFinancialModel(v: DocView, meta: FileMeta): Promise<Buffer> {
  // Imported on first use: exceljs is the heaviest import of the server (~280 ms).
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = meta.author;
  wb.company = 'Ultimate Co-founder';
  wb.title = `${v.profile.company} — Financial Model`;
  wb.subject = meta.subject;
  wb.description = `Financial model of ${v.profile.company}, ${SHEET_LABEL}.`;
  wb.calcProperties.fullCalcOnLoad = true;
  const cur = currencyOf(v.model.currency);
  const ctx: SheetContext = { v, wb, moneyFmt: `"${cur.symbol}"#,##0`, major: (minor) => toMajor(minor, cur.code) };
  const at = addAssumptions(ctx);
  const revenueCol = addRevenueBuild(ctx, at);
  addPnl(ctx, revenueCol);
  addCashFlow(ctx, at);
  addUnitEconomicsSheet(ctx);
  addScenarioSheet(ctx);
  addMarketSheet(ctx);
  addKeyFigures(ctx);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
