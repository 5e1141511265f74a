import { figureLines, figureValues, profileInputOf, type DocView } from '@uc/offline-engine';
import { currencyOf, inputText, openQuestions, SCENARIOS, toMajor, type Assumption, type ScenarioId, type ScenarioRole } from '@uc/startup-model';
import type { Workbook, Worksheet } from 'exceljs';
import type { FileMeta } from './content-types';
import { createEvaluator } from './formula-eval';
import { MONTHS, writeWorld, type World } from './xlsx-monthly';
import { cellValue, f, moneyFormats, type SheetContext } from './xlsx-revenue';
import { addMarketSheet, addScenarioSheet, addUnitEconomicsSheet, scenarioLayout } from './xlsx-sheets';

/** Provenance colours of the Assumptions sheet (and its legend). */
export const PROVENANCE_FILL = { founder: 'FFDCFCE7', default: 'FFFEF9C3', computed: 'FFE2E8F0' } as const;
export const SHEET_LABEL = 'computed from your assumptions';
const fill = (argb: string) => ({ type: 'pattern' as const, pattern: 'solid' as const, fgColor: { argb } });

const ROLE_LABEL: Record<ScenarioRole, string> = {
  price: 'Prices and fees ×',
  growth: 'Growth rates ×',
  churn: 'Churn ×',
  cac: 'Acquisition costs ×',
  volume: 'Volumes and conversion ×',
};
export type Multipliers = { row: Record<ScenarioRole, number>; delayRow: number };

/**
 * Assumptions: one row per input with its provenance colour (team, cash and funding only when
 * the model has no such assumption, so nothing appears twice), then the scenario multipliers.
 */
function addAssumptions(ctx: Omit<SheetContext, 'at'>): { where: Map<string, string>; mult: Multipliers } {
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
  const t = v.model.team;
  const f0 = v.model.funding;
  const hires = (y: number) => t.hires.filter((h) => Math.ceil(h.month / 12) === y).length;
  const extra: Assumption[] = [
    { key: 'launch_month', label: 'Month the first revenue arrives', value: v.model.launch_month, unit: 'month', provenance: 'computed', basis: 'Month index 1–36', group: 'growth' },
    { key: 'starting_headcount', label: 'Starting headcount', value: t.starting_headcount, unit: 'count', provenance: t.starting_headcount_provenance, basis: 'Team size at month 1', group: 'team' },
    { key: 'monthly_cost_per_person', label: 'Monthly cost per person (fully loaded)', value: t.monthly_cost_per_person, unit: 'money', provenance: t.monthly_cost_provenance, basis: 'Salary and on-costs', group: 'team' },
    ...[1, 2, 3].map((y): Assumption => ({ key: `hires_year${y}`, label: `Hires in year ${y}`, value: hires(y), unit: 'count', provenance: 'computed', basis: 'From the team plan', group: 'team' })),
    { key: 'other_opex_per_person', label: 'Software, equipment and workspace per person per month', value: 0, unit: 'money', provenance: 'computed', basis: 'Not in this model', group: 'costs' },
    { key: 'fixed_costs_monthly', label: 'Legal, accounting and insurance per month', value: 0, unit: 'money', provenance: 'computed', basis: 'Not in this model', group: 'costs' },
    { key: 'starting_cash', label: 'Starting cash', value: v.model.starting_cash, unit: 'money', provenance: v.model.starting_cash_provenance, basis: 'Cash in the bank at month 1', group: 'funding' },
    { key: 'funding_amount', label: `Funding sought (${f0.kind})`, value: f0.amount, unit: 'money', provenance: f0.provenance, basis: f0.use_of_funds.map((u) => u.label).join(', ') || 'No outside funding', group: 'funding' },
    { key: 'funding_month', label: 'Month the funding arrives', value: f0.month, unit: 'month', provenance: f0.provenance, basis: 'Month index 1–36', group: 'funding' },
  ];
  const known = new Set(v.model.assumptions.map((a) => a.key));
  for (const a of [...v.model.assumptions, ...extra.filter((e) => !known.has(e.key))]) {
    const row = ws.addRow([a.label, cellValue(a, ctx.minor), a.unit, a.provenance === 'founder' ? "Founder's figure" : a.provenance === 'default' ? 'Default to verify' : 'Computed', a.basis]);
    row.getCell(2).numFmt = a.unit === 'money' ? ctx.priceFmt : a.unit === 'percent' ? '0.0%' : a.unit === 'count' || a.unit === 'month' ? '#,##0' : '#,##0.##';
    row.getCell(2).fill = fill(PROVENANCE_FILL[a.provenance]);
    where.set(a.key, `Assumptions!$B$${row.number}`);
  }
  // A price per account computed from a price per bed (seat…) and the count per account is their product here too.
  const [per, count, price] = ['price_per_capacity', 'capacity_per_account', 'price_per_month'].map((k) => where.get(k)?.replace(/^Assumptions!|\$/g, ''));
  const computed = v.model.assumptions.find((a) => a.key === 'price_per_month');
  if (per && count && price && computed?.provenance === 'computed') ws.getCell(price).value = f(`${per}*${count}`, cellValue(computed, ctx.minor));
  ws.addRow([]);
  ws.addRow(['Scenario multipliers', 'Bear', 'Base', 'Bull', 'What they move (the Scenarios sheet applies them)']).font = { bold: true };
  const row = {} as Record<ScenarioRole, number>;
  for (const role of Object.keys(ROLE_LABEL) as ScenarioRole[]) {
    const r = ws.addRow([ROLE_LABEL[role], SCENARIOS.bear[role], SCENARIOS.base[role], SCENARIOS.bull[role], `Assumptions marked as ${role} drivers`]);
    for (const c of [2, 3, 4]) r.getCell(c).numFmt = '0.00"×"';
    row[role] = r.number;
  }
  const delay = (id: ScenarioId) => (v.model.pre_revenue ? SCENARIOS[id].launchDelay : 0);
  const d = ws.addRow(['Launch delay (months)', delay('bear'), delay('base'), delay('bull'), 'Only while nothing is sold yet']);
  // Figures the founder wrote that no assumption took yet, and counts still to give: the defaults above stand in for them.
  const open = openQuestions(v.model, inputText(profileInputOf(v.profile)));
  if (open.length) {
    ws.addRow([]);
    ws.addRow(['Open questions', '', '', '', 'Until answered on the Startup screen, the defaults above stand in']).font = { bold: true };
    for (const q of open) ws.addRow([q.quote ? `You wrote "${q.quote}"` : 'Your market', '', '', 'To confirm', q.question]);
  }
  ws.views = [{ state: 'frozen', ySplit: 4 }];
  return { where, mult: { row, delayRow: d.number } };
}

/** Rows of the yearly totals under the 36 months of the P&L. */
export const PL_YEAR_ROW = (year: number) => MONTHS + 2 + year;

/** P&L year totals under the 36 months; the monthly rows are written by writeWorld. */
function addPnlYears(ctx: SheetContext, ws: Worksheet) {
  for (const y of [1, 2, 3]) {
    const a = (y - 1) * 12 + 2;
    const b = a + 11;
    const row = ws.getRow(PL_YEAR_ROW(y));
    row.values = [`Year ${y}`, ...'BCDEFGH'.split('').map((c) => f(`SUM(${c}${a}:${c}${b})`)), f(`I${b}`)];
    row.font = { bold: true };
    for (let c = 2; c <= 8; c++) row.getCell(c).numFmt = ctx.moneyFmt;
  }
}

function addKeyFigures(ctx: SheetContext, ws: Worksheet, cash: (key: string) => string) {
  const { v } = ctx;
  ws.columns = [{ header: 'Figure', width: 22 }, { header: 'Value', width: 18 }, { header: 'As the documents print it', width: 28 }];
  ws.getRow(1).font = { bold: true };
  const values = figureValues(v.figures);
  const sum = (key: string) => `SUM(${cash(key)}2:${cash(key).replace(/^.*!/, '')}13)`;
  for (const line of figureLines(v)) {
    const raw = values[line.key];
    const y = PL_YEAR_ROW(Number(line.key.at(-1)));
    let cell: unknown = raw;
    if (line.key.startsWith('rev')) cell = f(`'P&L'!B${y}`);
    else if (line.key.startsWith('head')) cell = f(`'P&L'!I${y}`);
    else if (line.key.startsWith('gm') && raw !== null) cell = f(`ROUND('P&L'!D${y}/'P&L'!B${y}*100,1)`);
    else if (line.key === 'burn') cell = f(`MAX(0,ROUND((${sum('funding')}-${sum('net_cash_flow')})/12,${ctx.minor}))`);
    else if (line.key === 'ask') cell = f(`MAX(0,ROUND(${ctx.at('funding_amount')},${ctx.minor}))`);
    // Runway and break-even are searches over the months: written as the model computed them.
    const row = ws.addRow([line.label, cell ?? '', line.value]);
    if (line.key.startsWith('rev') || line.key === 'burn' || line.key === 'ask') row.getCell(2).numFmt = ctx.moneyFmt;
  }
}

/** Every formula's value, computed once the workbook is complete, stored beside it for viewers that do not recalculate. */
function fillResults(wb: Workbook) {
  const ev = createEvaluator(wb);
  wb.eachSheet((ws) =>
    ws.eachRow((row) =>
      row.eachCell((c) => {
        const value = c.value as { formula?: string } | null;
        if (value && typeof value === 'object' && typeof value.formula === 'string') {
          const result = ev.cell(ws.name, c.address);
          if (!Number.isFinite(result)) throw new Error(`spreadsheet: ${ws.name}!${c.address} = ${value.formula} does not compute`);
          c.value = { formula: value.formula, result: Math.round(result * 1e9) / 1e9 };
        }
      }),
    ),
  );
}

/** The financial model: every sheet a formula of the Assumptions sheet, with the computed values stored. */
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
  const fmts = moneyFormats(cur.symbol, cur.code, cur.minorUnits);
  const base = { v, wb, moneyFmt: fmts.money, priceFmt: fmts.price, major: (minor: number) => toMajor(minor, cur.code), minor: cur.minorUnits };
  const { where, mult } = addAssumptions(base);
  const at = (key: string) => {
    const ref = where.get(key);
    if (!ref) throw new Error(`spreadsheet: no assumption ${key} in this ${v.model.archetype} model`);
    return ref;
  };
  const ctx: SheetContext = { ...base, at };
  const sheets = new Map<string, Worksheet>();
  for (const name of ['Revenue build', 'P&L', 'Cash flow', 'Unit economics', 'Scenarios', 'Market sizing', 'Key figures', 'Bear case', 'Bull case']) {
    sheets.set(name, wb.addWorksheet(name));
  }
  const layout = scenarioLayout(v.model);
  const cells = { bear: 'B', base: 'C', bull: 'D' } as const;
  const world = (id: ScenarioId): World => ({
    a: (key) => (id !== 'base' && layout.rowOf.has(key) ? `Scenarios!$${cells[id]}$${layout.rowOf.get(key)}` : at(key)),
    L: `Scenarios!$${cells[id]}$${layout.launchRow}`,
    sheets: id === 'base' ? { build: 'Revenue build', pnl: 'P&L', cash: 'Cash flow' } : { build: `${id === 'bear' ? 'Bear' : 'Bull'} case`, pnl: `${id === 'bear' ? 'Bear' : 'Bull'} case`, cash: `${id === 'bear' ? 'Bear' : 'Bull'} case` },
  });
  const placed = { bear: writeWorld(ctx, world('bear'), sheets), base: writeWorld(ctx, world('base'), sheets), bull: writeWorld(ctx, world('bull'), sheets) };
  const build = sheets.get('Revenue build')!;
  build.getCell(`A${MONTHS + 3}`).value = `Mechanics: ${v.arch.mechanics}. Every column is a formula of the Assumptions sheet; (trend) and (exact) columns keep the unrounded values the model rounds.`;
  addPnlYears(ctx, sheets.get('P&L')!);
  const gap = v.base.funding_gap;
  sheets.get('Cash flow')!.getCell(`A${MONTHS + 3}`).value = gap > 0
    ? `Funding gap: cash falls to its lowest in month ${v.base.lowest_cash.month}; the plan needs a further ${v.money(gap)} (as computed when this file was written).`
    : `Cash stays positive; lowest point in month ${v.base.lowest_cash.month} (as computed when this file was written).`;
  addUnitEconomicsSheet(ctx, sheets.get('Unit economics')!);
  addScenarioSheet(ctx, sheets.get('Scenarios')!, layout, mult, placed);
  addMarketSheet(ctx, sheets.get('Market sizing')!);
  const cashCol = (key: string) => `'Cash flow'!${placed.base.get(key)!.col}`;
  addKeyFigures(ctx, sheets.get('Key figures')!, cashCol);
  fillResults(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}
