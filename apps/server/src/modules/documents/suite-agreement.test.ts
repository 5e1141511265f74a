import ExcelJS from 'exceljs';
import { DOCUMENT_FIXTURES, figureLines } from '@uc/offline-engine';
import { toMajor } from '@uc/startup-model';
import { beforeAll, describe, expect, it } from 'vitest';
import { checkSuite, pdfText, pptxText, sheetFigures } from './consistency';
import { recomputeAll } from './formula-eval';
import { renderOfflineSuite } from './suite-files';

/**
 * Issue 23: five startups of five archetypes; the four files of each suite print the same figures,
 * the spreadsheet's formulas recompute to the values stored beside them and follow the
 * archetype's revenue mechanics, ₦ survives into the PDF, cash never goes below zero unseen.
 */
type Suite = Awaited<ReturnType<typeof renderOfflineSuite>>;
const suites = new Map<string, Suite>();
const fileOf = (s: Suite, type: string) => s.files.find((f) => f.type === type)!.buffer;
const workbook = async (s: Suite) => {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(fileOf(s, 'financial_model') as unknown as ArrayBuffer);
  return wb;
};
const byArchetype = (id: string) => [...suites.values()].find((s) => s.view.model.archetype === id)!;
/** Column letter of a Revenue build header. */
const column = (ws: ExcelJS.Worksheet, header: RegExp) => {
  let at = '';
  ws.getRow(1).eachCell((c) => {
    if (!at && header.test(String(c.value))) at = c.address.replace(/\d+/, '');
  });
  expect(at, `column ${header}`).not.toBe('');
  return at;
};

beforeAll(async () => {
  for (const f of DOCUMENT_FIXTURES) suites.set(f.company, await renderOfflineSuite(f));
}, 120_000);

describe('a suite printed from one startup model', { timeout: 60_000 }, () => {
  it('covers five archetypes', () => {
    expect(new Set([...suites.values()].map((s) => s.view.model.archetype))).toEqual(new Set(['usage_api', 'marketplace', 'hardware_subscription', 'nonprofit', 'ecommerce']));
  });

  it.each(DOCUMENT_FIXTURES.map((f) => f.company))('%s: every formula recomputes to the value stored beside it', async (name) => {
    const s = suites.get(name)!;
    const cells = recomputeAll(await workbook(s));
    expect(cells.length).toBeGreaterThan(300);
    // Monthly values keep fractions of a minor unit; a year's sum may differ from the model's total by rounding only.
    const minor = 10 ** -(s.view.money(1).includes('.') ? 2 : 0);
    for (const c of cells) expect(Math.abs(c.stored - c.recomputed), `${c.sheet}!${c.address} = ${c.formula}`).toBeLessThanOrEqual(Math.max(36 * 0.01, Math.abs(c.stored) * 1e-6, minor));
    // Every formula is written with its computed value (<f>…</f><v>…</v>), so previewers that do not recalculate show numbers.
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(fileOf(s, 'financial_model'));
    for (const sheet of Object.keys(zip.files).filter((f) => /^xl\/worksheets\/sheet\d+\.xml$/.test(f))) {
      const xml = await zip.file(sheet)!.async('string');
      expect((xml.match(/<f>/g) ?? []).length, sheet).toBe((xml.match(/<\/f><v>-?[\d.E+-]+<\/v>/g) ?? []).length);
    }
  });

  it('the revenue build is the archetype’s mechanics: take rate × GMV, units × price + installed base × fee, grants + contracts + donations', async () => {
    const market = byArchetype('marketplace');
    const mws = (await workbook(market)).getWorksheet('Revenue build')!;
    const gmv = column(mws, /^gmv$/);
    const commission = column(mws, /^Commission/);
    expect(String((mws.getCell(`${commission}10`).value as { formula: string }).formula)).toMatch(new RegExp(`^ROUND\\(${gmv}10\\*Assumptions!\\$B\\$\\d+,2\\)$`));
    const m9 = market.view.base.months[8];
    const take = market.view.model.assumptions.find((a) => a.key === 'take_rate')!.value / 100;
    expect(toMajor(m9.revenue.commission, market.view.model.currency)).toBeCloseTo(toMajor(m9.drivers.gmv, market.view.model.currency) * take, 1);

    const hw = byArchetype('hardware_subscription');
    const hws = (await workbook(hw)).getWorksheet('Revenue build')!;
    const units = column(hws, /^units sold$/);
    const base = column(hws, /^installed base$/);
    const total = column(hws, /^Total revenue$/);
    const formulas = [column(hws, /^Device sales/), column(hws, /^Service subscriptions/)].map((c) => String((hws.getCell(`${c}20`).value as { formula: string }).formula));
    expect(formulas[0]).toMatch(new RegExp(`^ROUND\\(${units}20\\*Assumptions`));
    expect(formulas[1]).toMatch(new RegExp(`^ROUND\\(${base}20\\*Assumptions`));
    const price = hw.view.model.assumptions.find((a) => a.key === 'unit_price')!.value / 100;
    const fee = hw.view.model.assumptions.find((a) => a.key === 'monthly_fee')!.value / 100;
    const row = hws.getRow(20);
    // Drivers are formulas too (issue 35): their stored results.
    const cell = (c: string) => Number((row.getCell(c).value as { result: number }).result);
    expect((hws.getCell(`${total}20`).value as { result: number }).result).toBeCloseTo(cell(units) * price + cell(base) * fee, 1);

    const np = byArchetype('nonprofit');
    const nws = (await workbook(np)).getWorksheet('Revenue build')!;
    const headers: string[] = [];
    nws.getRow(1).eachCell((c) => void headers.push(String(c.value)));
    expect(headers).toEqual(expect.arrayContaining(['Grants', 'Service contracts', 'Donations', 'Total revenue']));
    expect(headers.some((h) => /subscri|customer fee|price per/i.test(h))).toBe(false);
    const y2 = np.view.base.years[1];
    expect(y2.revenue).toBe((y2.revenue_by_stream.grants ?? 0) + (y2.revenue_by_stream.contracts ?? 0) + (y2.revenue_by_stream.donations ?? 0));
  });

  it.each(DOCUMENT_FIXTURES.map((f) => f.company))('%s: deck, plan and canvas print the sheet’s Year 1–3 revenue, headcount and ask', async (name) => {
    const s = suites.get(name)!;
    const sheet = await sheetFigures(fileOf(s, 'financial_model'), s.view.model.currency, s.view.money);
    const texts = { deck: await pptxText(fileOf(s, 'pitch_deck')), plan: await pdfText(fileOf(s, 'business_plan')), canvas: await pdfText(fileOf(s, 'business_model_canvas')) };
    const squash = (x: string) => x.replace(/\s+/g, '');
    for (const key of ['rev1', 'rev2', 'rev3', 'head1', 'head2', 'head3', 'ask'] as const) {
      const line = figureLines(s.view).find((l) => l.key === key)!;
      expect(sheet[key], `${line.label} in the sheet`).toBe(line.value);
      for (const [doc, text] of Object.entries(texts)) expect(squash(text), `${doc}: ${line.label}`).toContain(squash(`${line.label}`) );
      for (const [doc, text] of Object.entries(texts)) expect(squash(text).replace(/:/g, ''), `${doc}: ${line.label} ${sheet[key]}`).toContain(squash(`${line.label}${sheet[key]}`));
    }
    expect(await checkSuite(s.view, s.files, figureLines(s.view))).toEqual([]);
  });

  it('₦ survives into the PDFs’ extracted text', async () => {
    const s = suites.get('Adire House')!;
    expect(s.view.model.currency).toBe('NGN');
    const plan = await pdfText(fileOf(s, 'business_plan'));
    expect(plan).toContain('₦');
    expect(plan).toContain(s.view.money(s.view.figures.revenue_by_year[0]));
    expect(await pdfText(fileOf(s, 'business_model_canvas'))).toContain('₦');
  });

  it('cash never goes below zero unless the plan says so and names the gap', async () => {
    for (const s of suites.values()) {
      const plan = (await pdfText(fileOf(s, 'business_plan'))).replace(/\s+/g, ' ');
      const negative = s.view.base.months.some((m) => m.cash_end < 0);
      expect(negative, `${s.view.profile.company}: gap ${s.view.base.funding_gap}`).toBe(s.view.base.funding_gap > 0);
      if (negative) expect(plan).toContain(`the plan needs a further ${s.view.money(s.view.base.funding_gap)}`);
      else expect(plan).toContain('Cash stays positive for all 36 months');
    }
  });

  it('the check reads the files: a deck that prints another Year 2 revenue makes the suite disagree', async () => {
    const s = suites.get('ParkShare')!;
    const rev2 = figureLines(s.view).find((l) => l.key === 'rev2')!.value;
    const JSZip = (await import('jszip')).default;
    const zip = await JSZip.loadAsync(fileOf(s, 'pitch_deck'));
    let touched = 0;
    for (const name of Object.keys(zip.files).filter((f) => /^ppt\/slides\/slide\d+\.xml$/.test(f))) {
      const xml = await zip.file(name)!.async('string');
      if (xml.includes(rev2)) {
        touched++;
        zip.file(name, xml.split(rev2).join('€999.9K'));
      }
    }
    expect(touched).toBeGreaterThan(0);
    const tampered = await zip.generateAsync({ type: 'nodebuffer' });
    const files = s.files.map((f) => (f.type === 'pitch_deck' ? { ...f, buffer: tampered } : f));
    expect(await checkSuite(s.view, files, figureLines(s.view))).toEqual([{ document: 'pitch_deck', label: 'Revenue Y2', expected: rev2, found: '€999.9K' }]);
  });
});
