import type { FileMeta, StartupFacts } from './content-types';
import { moneyFormat } from './pricing';

/**
 * Example starting values, labelled as such in the sheet: the founder replaces them and every
 * projection cell (formulas only) follows.
 */
const ASSUMPTIONS: [label: string, value: number, format: string][] = [
  ['Starting customers', 10, '0'],
  ['New customers per month', 5, '0'],
  ['Monthly customer growth', 0.08, '0.0%'],
  ['Monthly churn', 0.03, '0.0%'],
  ['Price per customer per month', 49, 'MONEY'],
  ['Cost of revenue (% of revenue)', 0.2, '0.0%'],
  ['Starting headcount', 2, '0'],
  ['Monthly cost per employee', 6000, 'MONEY'],
  ['Headcount added each year', 2, '0'],
  ['Fixed monthly costs', 2000, 'MONEY'],
  ['Marketing (% of revenue)', 0.15, '0.0%'],
  ['Starting cash', 100000, 'MONEY'],
];
const A = (row: number) => `Assumptions!$B$${row + 2}`;
const MONTHS = 36;

export const PROJECTION_HEADERS = ['Month', 'Year', 'Customers', 'Revenue', 'Cost of revenue', 'Gross profit', 'Salaries', 'Marketing', 'Fixed costs', 'EBITDA', 'Cash balance'];

/** Three sheets: Assumptions (inputs), Projections (36 months of formulas), Summary (yearly totals). */
export async function renderFinancialModel(facts: StartupFacts, meta: FileMeta): Promise<Buffer> {
  // Imported on first use: exceljs is the heaviest import of the server (~280 ms).
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  wb.creator = meta.author;
  wb.company = 'Ultimate Co-founder';
  wb.title = `${facts.company} — Financial Model`;
  wb.subject = meta.subject;
  wb.calcProperties.fullCalcOnLoad = true;
  const currency = facts.price?.currency ?? 'USD';
  const MONEY = moneyFormat(currency, true);

  const inputs = wb.addWorksheet('Assumptions');
  inputs.columns = [{ width: 38 }, { width: 16 }, { width: 70 }];
  inputs.addRow(['Assumption', 'Value', `${facts.company} — yellow cells are inputs; every projection follows them`]).font = { bold: true };
  ASSUMPTIONS.forEach(([label, example, format], i) => {
    // The founder's own price replaces the example value (79 EUR per location → 79 EUR).
    const own = i === 4 && facts.price;
    const row = inputs.addRow([own ? `Price per ${facts.price!.unit}` : label, own ? facts.price!.amount : example, own ? "From the founder's figures" : 'Starting value: change it to your own']);
    row.getCell(2).numFmt = format === 'MONEY' ? moneyFormat(currency) : format;
    row.getCell(2).fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFFEF9C3' } };
  });

  const proj = wb.addWorksheet('Projections');
  proj.columns = PROJECTION_HEADERS.map((h) => ({ header: h, width: h === 'Month' || h === 'Year' ? 8 : 16 }));
  proj.getRow(1).font = { bold: true };
  for (let m = 1; m <= MONTHS; m++) {
    const r = m + 1;
    const prev = r - 1;
    proj.addRow([
      m,
      { formula: `ROUNDUP(A${r}/12,0)` },
      { formula: m === 1 ? A(0) : `C${prev}*(1-${A(3)})*(1+${A(2)})+${A(1)}` },
      { formula: `C${r}*${A(4)}` },
      { formula: `D${r}*${A(5)}` },
      { formula: `D${r}-E${r}` },
      { formula: `(${A(6)}+${A(8)}*(B${r}-1))*${A(7)}` },
      { formula: `D${r}*${A(10)}` },
      { formula: A(9) },
      { formula: `F${r}-G${r}-H${r}-I${r}` },
      { formula: m === 1 ? `${A(11)}+J${r}` : `K${prev}+J${r}` },
    ]);
    proj.getRow(r).getCell(3).numFmt = '#,##0';
    for (let c = 4; c <= 11; c++) proj.getRow(r).getCell(c).numFmt = MONEY;
  }
  proj.views = [{ state: 'frozen', ySplit: 1, xSplit: 1 }];

  const summary = wb.addWorksheet('Summary');
  summary.columns = [{ header: 'Metric', width: 22 }, { header: 'Year 1', width: 16 }, { header: 'Year 2', width: 16 }, { header: 'Year 3', width: 16 }];
  summary.getRow(1).font = { bold: true };
  const range = (col: string) => `Projections!$${col}$2:$${col}$${MONTHS + 1}`;
  const sums: [string, string][] = [['Revenue', 'D'], ['Gross profit', 'F'], ['Salaries', 'G'], ['Marketing', 'H'], ['EBITDA', 'J']];
  for (const [label, col] of sums) {
    const row = summary.addRow([label, ...[1, 2, 3].map((y) => ({ formula: `SUMIF(${range('B')},${y},${range(col)})` }))]);
    for (let c = 2; c <= 4; c++) row.getCell(c).numFmt = MONEY;
  }
  const cash = summary.addRow(['Cash at year end', ...[1, 2, 3].map((y) => ({ formula: `Projections!K${y * 12 + 1}` }))]);
  for (let c = 2; c <= 4; c++) cash.getCell(c).numFmt = MONEY;
  return Buffer.from(await wb.xlsx.writeBuffer());
}
