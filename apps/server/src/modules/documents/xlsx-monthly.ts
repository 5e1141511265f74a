import type { Worksheet } from 'exceljs';
import { col, f, sheetRef, type SheetContext } from './xlsx-revenue';
import { headcountFormula, MECHANIC_FORMULAS, type Column, type Refs } from './xlsx-mechanics';

/**
 * The 36 months of one scenario as formulas: drivers and revenue (build), the P&L and the cash
 * flow. The base case is spread over the Revenue build, P&L and Cash flow sheets; Bear and Bull
 * each fill one sheet with the same columns, reading the Scenarios sheet's adjusted assumptions.
 */
export const MONTHS = 36;
export type World = {
  /** Where an assumption's value cell is in this scenario. */
  a: (key: string) => string;
  /** The scenario's launch month cell. */
  L: string;
  /** Sheet of each part: one name for Bear and Bull, three for the base case. */
  sheets: { build: string; pnl: string; cash: string };
};
type Placed = { sheet: string; col: string };

export const PL_HEAD = ['Month', 'Revenue', 'Cost of revenue', 'Gross profit', 'Payroll', 'Marketing', 'Other operating costs', 'EBITDA', 'Headcount'];
const CASH_HEAD = ['EBITDA', 'Working capital', 'Funding', 'Net cash flow', 'Cash at month end'];

/** The three parts' columns for the startup's archetype. */
export function monthlyColumns(ctx: SheetContext): { build: Column[]; pnl: Column[]; cash: Column[] } {
  const { v } = ctx;
  const mech = MECHANIC_FORMULAS[v.model.archetype];
  const label = (k: string) => v.arch.revenueStreams.find((s) => s.key === k)?.label ?? k;
  const streams = v.arch.revenueStreams.map((s) => s.key).filter((k) => mech.streams[k]);
  const stream = (k: string): Column => ({ key: k, header: label(k), kind: 'money', f: mech.streams[k] });
  const first = streams[0];
  const last = streams[streams.length - 1];
  const build: Column[] = [
    { key: 'year', header: 'Year', kind: 'count', f: (r) => `ROUNDUP(A${r}/12,0)` },
    ...mech.build,
    ...(mech.workingCapital?.build ?? []),
    ...streams.map(stream),
    { key: 'revenue_total', header: 'Total revenue', kind: 'money', f: (r, x) => `SUM(${x.c(first, r)}:${x.c(last, r).replace(/^.*!/, '')})` },
  ];
  const c = (key: string) => (r: number, x: Refs) => x.c(key, r);
  const pnl: Column[] = [
    { key: 'revenue', header: PL_HEAD[1], kind: 'money', f: c('revenue_total') },
    { key: 'cogs', header: PL_HEAD[2], kind: 'money', f: mech.cogs },
    { key: 'gross_profit', header: PL_HEAD[3], kind: 'money', f: (r, x) => `${x.c('revenue', r)}-${x.c('cogs', r)}` },
    { key: 'payroll', header: PL_HEAD[4], kind: 'money', f: (r, x) =>
      `${x.c('headcount', r)}*${x.a('monthly_cost_per_person')}${mech.payrollInCogs ? `-${mech.payrollInCogs(r, x)}` : ''}` },
    { key: 'marketing', header: PL_HEAD[5], kind: 'money', f: mech.marketing },
    { key: 'other_opex', header: PL_HEAD[6], kind: 'money', f: (r, x) =>
      `ROUND(${x.c('headcount', r)}*${x.a('other_opex_per_person')},${x.m})+${x.a('fixed_costs_monthly')}` },
    { key: 'ebitda', header: PL_HEAD[7], kind: 'money', f: (r, x) => ['gross_profit', 'payroll', 'marketing', 'other_opex'].map((k) => x.c(k, r)).join('-') },
    { key: 'headcount', header: PL_HEAD[8], kind: 'count', f: headcountFormula },
  ];
  const month = (x: Refs) => `MIN(36,MAX(1,ROUND(${x.a('funding_month')},0)))`;
  const cash: Column[] = [
    { key: 'ebitda_cf', header: CASH_HEAD[0], kind: 'money', f: c('ebitda') },
    // No stock in this business: the working-capital cells stay empty (nothing to compute).
    { key: 'working_capital', header: CASH_HEAD[1], kind: 'money', f: mech.workingCapital?.f ?? (() => '') },
    { key: 'funding', header: CASH_HEAD[2], kind: 'money', f: (r, x) => `IF(A${r}=${month(x)},MAX(0,ROUND(${x.a('funding_amount')},${x.m})),0)` },
    { key: 'net_cash_flow', header: CASH_HEAD[3], kind: 'money', f: (r, x) => ['ebitda_cf', 'working_capital', 'funding'].map((k) => x.c(k, r)).join('+') },
    { key: 'cash_end', header: CASH_HEAD[4], kind: 'money', f: (r, x) => `${r === 2 ? x.a('starting_cash') : x.c('cash_end', r - 1)}+${x.c('net_cash_flow', r)}` },
  ];
  return { build, pnl, cash };
}

/** Writes one scenario's months; returns where each column landed. */
export function writeWorld(ctx: SheetContext, world: World, sheets: Map<string, Worksheet>): Map<string, Placed> {
  const parts = monthlyColumns(ctx);
  const placed = new Map<string, Placed>();
  const next = new Map<string, number>();
  const order = [['build', parts.build], ['pnl', parts.pnl], ['cash', parts.cash]] as const;
  for (const [part, cols] of order) {
    const sheet = world.sheets[part];
    for (const c of cols) {
      if (part === 'cash' && c.key === 'ebitda_cf' && sheet === world.sheets.pnl) continue; // one EBITDA column per sheet
      const n = next.get(sheet) ?? 2;
      placed.set(c.key, { sheet, col: col(n) });
      next.set(sheet, n + 1);
    }
  }
  const refsFor = (sheet: string): Refs => ({
    a: world.a,
    L: world.L,
    m: ctx.minor,
    c: (key, r) => {
      const p = placed.get(key === 'ebitda_cf' && !placed.has(key) ? 'ebitda' : key);
      if (!p) throw new Error(`spreadsheet: no column ${key}`);
      return p.sheet === sheet ? `${p.col}${r}` : `${sheetRef(p.sheet)}!${p.col}${r}`;
    },
    range: (key) => {
      const p = placed.get(key)!;
      return `${sheetRef(p.sheet)}!$${p.col}$2:$${p.col}$${MONTHS + 1}`;
    },
  });
  for (const [part, cols] of order) {
    const sheet = world.sheets[part];
    const ws = sheets.get(sheet)!;
    const x = refsFor(sheet);
    for (const c of cols) {
      const p = placed.get(c.key);
      if (!p || p.sheet !== sheet) continue;
      const column = ws.getColumn(p.col);
      column.width = /\((?:trend|exact)\)$/.test(c.header) ? 14 : 18;
      ws.getCell(`${p.col}1`).value = c.header;
      const fmt = c.kind === 'money' ? ctx.moneyFmt : c.kind === 'ratio' ? '#,##0.00' : '#,##0';
      for (let r = 2; r <= MONTHS + 1; r++) {
        const value = c.f(r, x);
        const cell = ws.getCell(`${p.col}${r}`);
        cell.value = value === '' ? null : typeof value === 'string' ? f(value) : value;
        cell.numFmt = part === 'cash' ? `${fmt};[Red]-${fmt}` : fmt;
      }
    }
  }
  for (const name of new Set(Object.values(world.sheets))) {
    const ws = sheets.get(name)!;
    ws.getCell('A1').value = 'Month';
    ws.getCell('A2').value = 1;
    for (let r = 3; r <= MONTHS + 1; r++) ws.getCell(`A${r}`).value = f(`A${r - 1}+1`);
    ws.getColumn('A').width = 8;
    ws.getRow(1).font = { bold: true };
    ws.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }];
  }
  return placed;
}
