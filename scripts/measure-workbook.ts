#!/usr/bin/env -S npx tsx
/**
 * Issue 35 item 8: the formula share of the financial model's numeric cells and its money formats, over the
 * document fixtures (the same workbooks the live-spreadsheet test recomputes).
 * Run: cd apps/server && npx tsx ../../scripts/measure-workbook.ts
 */
import ExcelJS from 'exceljs';
import { DOCUMENT_FIXTURES } from '@uc/offline-engine';
import { formulaShare } from '../apps/server/src/modules/documents/formula-eval';
import { renderOfflineSuite } from '../apps/server/src/modules/documents/suite-files';

let formulas = 0;
let numeric = 0;
for (const facts of DOCUMENT_FIXTURES) {
  const { view, files } = await renderOfflineSuite(facts, ['financial_model']);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(files[0].buffer as unknown as ArrayBuffer);
  const share = formulaShare(wb);
  const dollar = new Set<string>();
  wb.eachSheet((ws) => ws.eachRow((row) => row.eachCell((c) => { if (c.numFmt?.includes('$')) dollar.add(c.numFmt); })));
  formulas += share.formulas;
  numeric += share.numeric;
  console.log(`${facts.company.padEnd(16)} ${view.model.currency} formulas ${share.formulas}/${share.numeric}` +
    ` (${((100 * share.formulas) / share.numeric).toFixed(1)}%)${view.model.currency !== 'USD' && dollar.size ? ` "$" formats: ${[...dollar].join(' ')}` : ''}`);
}
console.log(`all: ${formulas}/${numeric} numeric cells are formulas (${((100 * formulas) / numeric).toFixed(1)}%)`);
