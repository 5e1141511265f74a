import ExcelJS from 'exceljs';
import type { ProfileFacts } from '@uc/offline-engine';
import { forecast, setAssumption, toMajor } from '@uc/startup-model';
import { describe, expect, it } from 'vitest';
import { createEvaluator } from './formula-eval';
import { renderOfflineSuite } from './suite-files';

/** Issue 35: a price per bed keeps its beds per account as an assumption of the workbook, and revenue follows it. */
const CARE: ProfileFacts = {
  company: 'RotaCare', idea: 'Rota software for care homes in England', industry: 'Care', targetMarket: 'Care homes in England',
  stage: 'early', teamSize: 4, businessModel: '£4 per bed per month; our homes average 40 beds', context: '',
};

describe('the workbook of a price per bed', { timeout: 60_000 }, () => {
  it('carries the beds per account as its own row; the price per account is their product; changing the beds moves revenue', async () => {
    const { view, files } = await renderOfflineSuite(CARE, ['financial_model']);
    const model = view.model;
    expect(model.assumptions.find((a) => a.key === 'capacity_per_account')).toMatchObject({ value: 40, provenance: 'founder' });
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(files[0].buffer as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('Assumptions')!;
    const rowOf = (label: string) => {
      let at = 0;
      ws.eachRow((row, n) => { if (!at && row.getCell(1).value === label) at = n; });
      expect(at, label).toBeGreaterThan(0);
      return at;
    };
    const beds = rowOf('Beds per account');
    const perBed = rowOf('Price per bed per month');
    const price = ws.getCell(`B${rowOf('Price per account per month')}`).value as { formula: string };
    expect(price.formula).toBe(`B${perBed}*B${beds}`);
    ws.getCell(`B${beds}`).value = 55;
    const ev = createEvaluator(wb);
    const changed = forecast(setAssumption(model, 'capacity_per_account', 55), 'base');
    expect(changed.years[2].revenue).not.toBe(forecast(model, 'base').years[2].revenue);
    for (const m of changed.months) {
      expect(Math.abs(ev.cell('P&L', `B${m.month + 1}`) - toMajor(m.revenue_total, model.currency)), `revenue month ${m.month}`).toBeLessThanOrEqual(0.02);
    }
  });
});

/** Issue 35 item 2: a workbook built while questions are open says so on its Assumptions sheet. */
describe('the Assumptions sheet lists the open questions', { timeout: 60_000 }, () => {
  const rows = async (facts: ProfileFacts) => {
    const { files } = await renderOfflineSuite(facts, ['financial_model']);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(files[0].buffer as unknown as ArrayBuffer);
    const out: string[] = [];
    wb.getWorksheet('Assumptions')!.eachRow((row) => out.push(row.values ? (row.values as unknown[]).slice(1).map(String).join(' | ') : ''));
    return out;
  };

  it('names the count of beds still to confirm, quoting the founder', async () => {
    const lines = await rows({ ...CARE, businessModel: '£4 per bed per month' });
    const at = lines.findIndex((l) => l.startsWith('Open questions'));
    expect(at).toBeGreaterThan(0);
    expect(lines.slice(at + 1).some((l) => l.includes('£4 per bed per month') && /How many beds/.test(l))).toBe(true);
  });

  it('has no such block when nothing is open', async () => {
    const lines = await rows({ ...CARE, targetMarket: 'Care homes in England' });
    expect(lines.some((l) => l.startsWith('Open questions'))).toBe(false);
  });
});
