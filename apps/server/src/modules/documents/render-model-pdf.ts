import { FIGURE_KEYS, FIGURE_LABELS, KEY_FIGURES_HEADING, type DocumentContent, type DocView } from '@uc/offline-engine';
import { sheetFigures } from './consistency';
import type { FileMeta } from './content-types';
import { renderPlanPdf } from './render-pdf';

/**
 * The financial model's PDF rendering (what the share viewer shows of the .xlsx): its summary and
 * its Key figures sheet, read back from the rendered workbook, so the values are the workbook's
 * own computed results, printed as every other document prints them.
 */
export async function renderModelPdf(xlsx: Buffer, content: DocumentContent, v: DocView, meta: FileMeta): Promise<Buffer> {
  const got = await sheetFigures(xlsx, v.model.currency, v.money);
  const figures = FIGURE_KEYS.flatMap((k): [string, string][] => (got[k] ? [[FIGURE_LABELS[k], got[k]]] : []));
  const keySheet = {
    heading: KEY_FIGURES_HEADING,
    body: 'The Key figures sheet of the workbook, computed from your assumptions. Download the workbook for every sheet and formula.',
    bullets: [],
    figures,
  };
  return renderPlanPdf({ ...content, sections: [...content.sections, keySheet] }, meta);
}
