import { FIGURE_KEYS, FIGURE_LABELS, missingFigures, printFigure, type Disagreement, type DocView, type FigureKey, type FigureLine } from '@uc/offline-engine';
import { toMinor } from '@uc/startup-model';
import type { DocumentType } from '@uc/contract';

/**
 * After a suite is rendered and before anything is filed: the key figures are read back from the
 * four files (the slides' XML, the PDFs' text, the spreadsheet's Key figures sheet) and compared
 * with the model's. A suite whose files disagree is refused.
 */
export type SuiteFile = { type: DocumentType; buffer: Buffer };

export async function pptxText(buffer: Buffer): Promise<string> {
  const { default: JSZip } = await import('jszip');
  const zip = await JSZip.loadAsync(buffer);
  const slides = Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f));
  const xml = await Promise.all(slides.map((f) => zip.file(f)!.async('string')));
  return xml.join(' ').replace(/<\/a:p>/g, '\n').replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'");
}

export async function pdfText(buffer: Buffer): Promise<string> {
  const { extractText, getDocumentProxy } = await import('unpdf');
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(buffer)), { mergePages: true });
  return text;
}

/** The Key figures sheet's values (cached results of its formulas), printed as the documents print them. */
export async function sheetFigures(buffer: Buffer, currency: string, money: (minor: number) => string): Promise<Partial<Record<FigureKey, string>>> {
  const { default: ExcelJS } = await import('exceljs');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buffer as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('Key figures');
  const out: Partial<Record<FigureKey, string>> = {};
  if (!ws) return out;
  const byLabel = new Map<string, unknown>();
  ws.eachRow((row, n) => n > 1 && byLabel.set(String(row.getCell(1).value), row.getCell(2).value));
  for (const key of FIGURE_KEYS) {
    const cell = byLabel.get(FIGURE_LABELS[key]);
    if (cell === undefined) continue;
    const raw = typeof cell === 'object' && cell !== null && 'result' in cell ? (cell as { result: unknown }).result : cell;
    const num = typeof raw === 'number' ? raw : raw === '' || raw === null ? null : Number(raw);
    const isMoney = key.startsWith('rev') || key === 'burn' || key === 'ask';
    out[key] = printFigure(key, num === null || Number.isNaN(num) ? null : isMoney ? toMinor(num, currency) : num, money);
  }
  return out;
}

/** Which figures are printed differently from the model, file by file (empty = the suite agrees). */
export async function checkSuite(v: DocView, files: SuiteFile[], expected: FigureLine[]): Promise<Disagreement[]> {
  const out: Disagreement[] = [];
  for (const file of files) {
    if (file.type === 'financial_model') {
      const got = await sheetFigures(file.buffer, v.model.currency, v.money);
      for (const line of expected) if (got[line.key] !== line.value) out.push({ document: file.type, label: line.label, expected: line.value, found: got[line.key] ?? null });
    } else if (file.type === 'pitch_deck') out.push(...missingFigures(file.type, await pptxText(file.buffer), expected));
    else if (file.type === 'business_plan' || file.type === 'business_model_canvas') out.push(...missingFigures(file.type, await pdfText(file.buffer), expected));
  }
  return out;
}

export const disagreementText = (d: Disagreement[]) =>
  `The documents disagree with the startup model, so the suite was not filed: ${d
    .slice(0, 4)
    .map((x) => `${x.document.replace(/_/g, ' ')} prints ${x.label} as ${x.found ?? 'nothing'} instead of ${x.expected}`)
    .join('; ')}${d.length > 4 ? ` (and ${d.length - 4} more)` : ''}.`;
