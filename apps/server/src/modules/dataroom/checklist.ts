import { and, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { dataroomFiles } from '../../db/schema';
import { HttpError } from '../../errors';
import { DEFAULT_FOLDERS } from './default-folders';

/** The folder a checklist item belongs to; 400 for a key no folder lists. */
export function checklistHome(key: string) {
  const home = DEFAULT_FOLDERS.find((f) => f.checklist.some((c) => c.key === key));
  if (!home) throw new HttpError(400, `Unknown checklist item: ${key}`);
  return home;
}

/**
 * Words in a file name that say which document it is (cap-table.pdf → cap_table). Checked in
 * order, on the name in lower case with separators turned into spaces and the extension removed.
 */
const NAME_HINTS: [key: string, pattern: RegExp][] = [
  ['one_pager', /\bone ?pager\b/],
  ['executive_summary', /\bexec(utive)? ?summary\b/],
  ['business_model_canvas', /\b(business model )?canvas\b|\bbmc\b/],
  ['business_plan', /\bbusiness ?plan\b/],
  ['pitch_deck', /\bpitch\b|\bdeck\b/],
  ['cap_table', /\bcap ?table\b|\bcapitali[sz]ation\b/],
  ['burn_and_runway', /\bburn\b|\brunway\b/],
  ['unit_economics', /\bunit economics\b|\bltv\b|\bcac\b/],
  ['historical_financials', /\bhistorical\b|\bp ?& ?l\b|\bbalance sheet\b|\bincome statement\b/],
  ['three_year_model', /\bfinancial model\b|\b(3|three) ?year\b|\bforecast\b|\bprojections?\b/],
  ['incorporation', /\bincorporation\b|\bcertificate of inc/],
  ['bylaws', /\bbylaws\b|\barticles of association\b/],
  // A founders' (co-founder) agreement sets equity, vesting and IP between the owners: the shareholder agreement's item.
  ['shareholder_agreement', /\bshareholders?'? agreement\b|\bsha\b|\b(co ?)?founders?'? agreement\b/],
  ['ip_assignment', /\bip assignment\b|\bintellectual property\b|\binvention assignment\b/],
  ['material_contracts', /\bcontracts?\b/],
  ['architecture', /\barchitecture\b/],
  ['product_roadmap', /\broadmap\b/],
  ['security_overview', /\bsecurity\b/],
  ['competitive_analysis', /\bcompetit(ive|ors?|ion)\b/],
  ['market_analysis', /\bmarket (analysis|size|sizing|research)\b|\btam\b/],
  ['customer_research', /\bcustomer (research|interviews?)\b|\bsurvey\b/],
  ['org_chart', /\borg ?chart\b|\borgani[sz]ation chart\b/],
  ['team_bios', /\bbios?\b|\bteam\b|\bfounders?\b/],
];

/** The checklist item a file's name points to, if any. */
export function suggestChecklistItem(fileName: string): string | null {
  const plain = fileName
    .toLowerCase()
    .replace(/\.[a-z0-9]+$/, '')
    .replace(/[_\-.]+/g, ' ');
  return NAME_HINTS.find(([, pattern]) => pattern.test(plain))?.[0] ?? null;
}

/**
 * Makes `fileId` the file of checklist item `key` (null unlinks it). An item has one file:
 * a file that filled it before is unlinked and stays in the data room.
 */
export async function linkChecklistItem(tx: Executor, userId: string, fileId: string, key: string | null): Promise<void> {
  if (key) {
    checklistHome(key);
    await tx
      .update(dataroomFiles)
      .set({ checklistItem: null })
      .where(and(eq(dataroomFiles.userId, userId), eq(dataroomFiles.checklistItem, key), ne(dataroomFiles.id, fileId)));
  }
  await tx.update(dataroomFiles).set({ checklistItem: key }).where(and(eq(dataroomFiles.userId, userId), eq(dataroomFiles.id, fileId)));
}
