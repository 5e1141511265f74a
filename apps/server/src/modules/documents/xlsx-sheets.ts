import { breakEvenText, runwayText } from '@uc/offline-engine';
import {
  CAPACITY_PER_ACCOUNT, countsDevices, MARKET_UNSIZED, scenarioRoles, type ScenarioId, type StartupModel,
} from '@uc/startup-model';
import type { Worksheet } from 'exceljs';
import { annualValueFormula, unitFormulas } from './xlsx-mechanics';
import { f, sheetRef, type SheetContext } from './xlsx-revenue';
import type { Multipliers } from './render-xlsx';

/** Unit economics as formulas of the base case's assumptions, rounded as the model rounds them. */
export function addUnitEconomicsSheet(ctx: SheetContext, ws: Worksheet) {
  const { v, at, minor } = ctx;
  ws.columns = [{ header: 'Metric', width: 34 }, { header: 'Value', width: 16 }, { header: 'Note', width: 60 }];
  ws.getRow(1).font = { bold: true };
  const u = v.figures.unit_economics;
  const voc = v.arch.vocabulary;
  const x = unitFormulas(v.model.archetype, at);
  const gp = `(${x.arpu}*${x.gm})`;
  const hw = v.model.archetype === 'hardware_subscription';
  const device = hw ? `(${at('unit_price')}-${at('bom_cost')}-${at('fulfilment_per_unit')})` : '';
  const ltv = hw
    ? `ROUND(${device}+ROUND(${gp}/${x.churn},${minor})*${at('attach_rate')},${minor})`
    : `ROUND(${gp}/${x.churn},${minor})`;
  const left = `MAX(0,${x.cac}-${device})`;
  const payback = hw
    ? `IF(${left}=0,0,ROUND(${left}/((${at('monthly_fee')}-${at('service_cost_per_device')})*${at('attach_rate')}),1))`
    : `ROUND(${x.cac}/${gp},1)`;
  const rows: [string, number | null, string, 'money' | 'pct' | 'n', string][] = [
    [`Monthly ${voc.revenue_word} per ${voc.arpu_per ?? voc.customer}`, u.arpu_monthly, `ROUND(${x.arpu},${minor})`,
      'money', v.arch.mechanics],
    ['Gross margin', u.gross_margin_pct, `ROUND(${x.gm},3)`, 'pct', 'Gross profit ÷ revenue'],
    [`Acquisition cost per ${voc.customer} (CAC)`, u.cac, `ROUND(${x.cac},${minor})`, 'money', 'Marketing spend ÷ new customers'],
    ['CAC payback (months)', u.cac_payback_months, payback, 'n', 'Months of gross profit to recover CAC'],
    ['Lifetime value (LTV)', u.ltv, ltv, 'money', 'Gross profit over the expected lifetime'],
  ];
  for (const [label, value, formula, kind, note] of rows) {
    const row = ws.addRow([label, value === null ? 'not applicable' : f(formula), note]);
    if (value !== null) row.getCell(2).numFmt = kind === 'money' ? ctx.priceFmt : kind === 'pct' ? '0.0%' : '0.0';
  }
  if (u.ltv !== null && u.cac) ws.addRow(['LTV / CAC', f(`ROUND(B6/(${x.cac}),1)`), 'Above 3 is the usual bar']).getCell(2).numFmt = '0.0"×"';
}

/** Rows of the Scenarios sheet: the launch month and each assumption a scenario moves, per case. */
export function scenarioLayout(model: StartupModel): { launchRow: number; rowOf: Map<string, number> } {
  const roles = scenarioRoles(model);
  const keys = model.assumptions.filter((a) => roles[a.key]).map((a) => a.key);
  return { launchRow: 14, rowOf: new Map(keys.map((k, i) => [k, 15 + i])) };
}

type Placed = Map<string, { sheet: string; col: string }>;
const CASES = ['bear', 'base', 'bull'] as const;
const LETTER: Record<ScenarioId, string> = { bear: 'B', base: 'C', bull: 'D' };

/** Bear, Base and Bull side by side, each summed from its own months; below, the assumptions each case runs on. */
export function addScenarioSheet(ctx: SheetContext, ws: Worksheet, layout: ReturnType<typeof scenarioLayout>, mult: Multipliers, placed: Record<ScenarioId, Placed>) {
  const { v, at, minor, moneyFmt } = ctx;
  ws.columns = [{ header: 'Metric', width: 34 }, { header: 'Bear', width: 18 }, { header: 'Base', width: 18 }, { header: 'Bull', width: 18 }];
  ws.getRow(1).font = { bold: true };
  const range = (id: ScenarioId, key: string, a: number, b: number) => {
    const p = placed[id].get(key)!;
    return `${sheetRef(p.sheet)}!${p.col}${a}:${p.col}${b}`;
  };
  const money = (label: string, formula: (id: ScenarioId) => string) =>
    ws.addRow([label, ...CASES.map((id) => f(formula(id)))]).eachCell((c, i) => void (i > 1 && (c.numFmt = moneyFmt)));
  for (const y of [1, 2, 3]) {
    const a = (y - 1) * 12 + 2;
    money(`Year ${y} revenue`, (id) => `SUM(${range(id, 'revenue', a, a + 11)})`);
    money(`Year ${y} EBITDA`, (id) => `SUM(${range(id, 'ebitda', a, a + 11)})`);
  }
  money('Lowest cash', (id) => `MIN(${range(id, 'cash_end', 2, 37)})`);
  money('Funding gap', (id) => `MAX(0,-${LETTER[id]}8)`);
  const all = [v.bear, v.base, v.bull];
  ws.addRow(['Break-even (as computed)', ...all.map((s) => breakEvenText(s.break_even_month))]);
  ws.addRow(['Runway (as computed)', ...all.map((s) => runwayText(s.runway_months))]);
  ws.addRow([]);
  ws.addRow(['Assumption in each case', 'Bear', 'Base', 'Bull']).font = { bold: true };
  const launch = `MIN(36,MAX(1,ROUND(${at('launch_month')},0)))`;
  const lr = ws.addRow(['Month the first revenue arrives', ...CASES.map((id) => f(`MIN(36,${launch}+Assumptions!$${LETTER[id]}$${mult.delayRow})`))]);
  if (lr.number !== layout.launchRow) throw new Error('spreadsheet: scenario layout moved');
  const roles = scenarioRoles(v.model);
  for (const [key, rowNo] of layout.rowOf) {
    const a = v.model.assumptions.find((x) => x.key === key)!;
    const cap = a.max === undefined ? null : a.unit === 'percent' ? a.max / 100 : a.unit === 'money' ? a.max / 10 ** minor : a.max;
    const value = (id: ScenarioId) => {
      const moved = `${at(key)}*Assumptions!$${LETTER[id]}$${mult.row[roles[key]]}`;
      const capped = cap === null ? moved : `MIN(${cap},${moved})`;
      return a.unit === 'money' ? `ROUND(${capped},${minor})` : capped;
    };
    const row = ws.addRow([a.label, ...CASES.map((id) => f(value(id)))]);
    if (row.number !== rowNo) throw new Error('spreadsheet: scenario layout moved');
    row.eachCell((c, i) => void (i > 1 && (c.numFmt = a.unit === 'money' ? ctx.priceFmt : a.unit === 'percent' ? '0.0%' : '#,##0.##')));
  }
}

/** TAM, SAM and SOM: reachable customers × what one pays a year, as formulas of the Assumptions sheet. */
export function addMarketSheet(ctx: SheetContext, ws: Worksheet) {
  const { v, at, minor, moneyFmt } = ctx;
  ws.columns = [{ header: 'Tier', width: 28 }, { header: 'Annual value', width: 18 }, { header: 'How it is computed (as written)', width: 80 }];
  ws.getRow(1).font = { bold: true };
  const s = v.sizing;
  const inputs = [...s.tam.inputs, ...s.sam.inputs, ...s.som.inputs].filter((a, i, all) => all.findIndex((b) => b.key === a.key) === i);
  const valueRow = 7 + inputs.length;
  const count = [`${at('tam_customers')}`, `${at('tam_customers')}*${at('sam_pct')}`, `${at('tam_customers')}*${at('sam_pct')}*${at('som_pct')}`];
  // An unsized market prints no figure (issue 35): the cell says so and the formula column asks.
  for (const [i, [name, tier]] of ([['TAM', s.tam], ['SAM', s.sam], ['SOM', s.som]] as const).entries()) {
    ws.addRow([name, s.sized ? f(`ROUND(${count[i]}*B${valueRow},${minor})`) : MARKET_UNSIZED, tier.formula]).getCell(2).numFmt = moneyFmt;
  }
  ws.addRow([]);
  ws.addRow(['Input', 'Value', 'Source']).font = { bold: true };
  for (const a of inputs) {
    ws.addRow([a.label, f(at(a.key)), `${a.provenance === 'founder' ? "Founder's figure" : a.provenance === 'default' ? 'Default to verify' : 'Computed'}: ${a.basis}`]).getCell(2).numFmt =
      a.unit === 'money' ? ctx.priceFmt : a.unit === 'percent' ? '0.0%' : '#,##0.##';
  }
  const devices = countsDevices(v.model.assumptions, v.model.archetype) ? at(CAPACITY_PER_ACCOUNT) : undefined;
  const value = annualValueFormula(v.model.archetype, at, devices);
  const row = ws.addRow([`Yearly value of one ${v.arch.vocabulary.customer}`, f(`ROUND(${value},${minor})`),
    'What one customer pays a year']);
  if (row.number !== valueRow) throw new Error('spreadsheet: market layout moved');
  row.getCell(2).numFmt = ctx.priceFmt;
}
