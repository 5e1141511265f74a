import type { DocView } from '@uc/offline-engine';
import type { Assumption } from '@uc/startup-model';
import type { Workbook } from 'exceljs';

/**
 * What every sheet writer shares: the view, the workbook, the currency's number formats (whole
 * units for totals, the minor unit for prices) and where each assumption's value cell lives.
 */
export type SheetContext = {
  v: DocView;
  wb: Workbook;
  moneyFmt: string;
  priceFmt: string;
  major: (minor: number) => number;
  /** Digits of the currency's minor unit (ROUND of money). */
  minor: number;
  /** The Assumptions cell of a key ('Assumptions!$B$7'); throws for a key the model does not have. */
  at: (key: string) => string;
};
/** A formula cell; its value is stored once the whole workbook is written (see fillResults). */
export const f = (formula: string, result = 0) => ({ formula, result });
export const col = (n: number): string => (n <= 26 ? String.fromCharCode(64 + n) : col(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));
/** A sheet name as a formula writes it ('P&L' quoted, Scenarios bare). */
export const sheetRef = (name: string) => (/^\w+$/.test(name) ? name : `'${name}'`);

/** The value an assumption's cell holds (percent as a fraction; money in major units). */
export const cellValue = (a: Assumption, minorUnits: number) => (a.unit === 'percent' ? a.value / 100 : a.unit === 'money' ? a.value / 10 ** minorUnits : a.value);

/**
 * The money format of a currency: its symbol (its ISO code when the symbol holds a "$" and the
 * currency is not the US dollar, so an A$ or R$ workbook never shows dollars), with decimals for
 * prices when the currency has a minor unit (none for the yen).
 */
export function moneyFormats(symbol: string, code: string, minorUnits: number): { money: string; price: string } {
  const mark = symbol.includes('$') && code !== 'USD' ? code : symbol;
  const prefix = `"${mark}${/[A-Za-z]$/.test(mark) ? ' ' : ''}"`;
  return { money: `${prefix}#,##0`, price: minorUnits > 0 ? `${prefix}#,##0.${'0'.repeat(minorUnits)}` : `${prefix}#,##0` };
}
