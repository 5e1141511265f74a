import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { createLocalStorage } from '../../providers/storage/local';
import { suggestChecklistItem } from './checklist';
import { multipart, pdfWith, pptxFile, xlsxFile } from './test-files';

let ctx: TestContext;
let storageRoot: string;
type Session = Awaited<ReturnType<typeof signUp>>;
type Listing = { files: { id: string; name: string; checklist_item: string | null; suggested_checklist_item: string | null }[]; readiness: { total: number; present: number; completion_percent: number }; checklist: { key: string; status: string; file_id: string | null }[]; folders: { id: string; name: string }[] };

beforeAll(async () => {
  ctx = await createTestApp({ storage: createLocalStorage((storageRoot = await mkdtemp(path.join(os.tmpdir(), 'uc-checklist-')))) });
});
afterAll(() => rm(storageRoot, { recursive: true, force: true }));

const upload = (s: Session, name: string, content: Buffer, query = '') => {
  const body = multipart(name, content);
  return ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files${query}`, headers: { ...s.auth, ...body.headers }, payload: body.payload });
};
const list = async (s: Session, query = ''): Promise<Listing> => (await ctx.app.inject({ url: `/api/v1/data-room/files${query}`, headers: s.auth })).json();
const patch = (s: Session, id: string, payload: object) => ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/files/${id}`, headers: s.auth, payload });
const item = (l: Listing, key: string) => l.checklist.find((i) => i.key === key)!;

describe('readiness counts checklist items, not files', () => {
  it('an unlinked upload leaves the percentage alone; linking it ("Mark as …") moves it', async () => {
    const s = await signUp(ctx);
    const start = await list(s);
    expect(start.readiness).toMatchObject({ present: 0, completion_percent: 0 });
    expect(start.checklist).toHaveLength(start.readiness.total);

    const file = (await upload(s, 'notes-from-call.pdf', await pdfWith('call notes'))).json();
    const unlinked = await list(s);
    expect(unlinked.readiness).toEqual(start.readiness);

    const linked = await patch(s, file.id, { checklist_item: 'cap_table' });
    expect(linked.statusCode).toBe(200);
    expect(linked.json().checklist_item).toBe('cap_table');
    const after = await list(s);
    expect(after.readiness).toMatchObject({ present: 1, total: start.readiness.total, completion_percent: Math.round((1 / start.readiness.total) * 100) });
    expect(item(after, 'cap_table')).toMatchObject({ status: 'present', file_id: file.id });

    // Another file marked as the same item takes it over; the first one stays, unlinked.
    const second = (await upload(s, 'captable-v2.pdf', await pdfWith('v2'))).json();
    await patch(s, second.id, { checklist_item: 'cap_table' });
    const swapped = await list(s);
    expect(item(swapped, 'cap_table').file_id).toBe(second.id);
    expect(swapped.files.find((f) => f.id === file.id)!.checklist_item).toBeNull();
    expect(swapped.readiness.present).toBe(1);

    // Unlinking gives the item back as missing.
    await patch(s, second.id, { checklist_item: null });
    expect((await list(s)).readiness.present).toBe(0);
  });

  it('refuses an unknown item (400) and another user’s file (404)', async () => {
    const s = await signUp(ctx);
    const other = await signUp(ctx);
    const file = (await upload(s, 'a.pdf', await pdfWith('a'))).json();
    const bad = await patch(s, file.id, { checklist_item: 'not_a_thing' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().detail).toBe('Unknown checklist item: not_a_thing');
    expect((await patch(other, file.id, { checklist_item: 'cap_table' })).statusCode).toBe(404);
  });

  it('suggests the item a file name points to while that item is missing', async () => {
    const s = await signUp(ctx);
    await list(s); // the default folders (and their checklist) exist once the data room was opened
    const cap = (await upload(s, 'cap-table.pdf', await pdfWith('holders'))).json();
    await upload(s, 'holiday-photo-notes.pdf', await pdfWith('x'));
    const listing = await list(s);
    expect(listing.files.find((f) => f.id === cap.id)!.suggested_checklist_item).toBe('cap_table');
    expect(listing.files.find((f) => f.name === 'holiday-photo-notes.pdf')!.suggested_checklist_item).toBeNull();
    await patch(s, cap.id, { checklist_item: 'cap_table' });
    expect((await list(s)).files.every((f) => f.suggested_checklist_item === null)).toBe(true);
  });

  it('reads names the way founders write them', () => {
    expect(suggestChecklistItem('cap-table.pdf')).toBe('cap_table');
    expect(suggestChecklistItem('CapTable_2026.xlsx')).toBe('cap_table');
    expect(suggestChecklistItem('PawPal Pitch Deck.pptx')).toBe('pitch_deck');
    expect(suggestChecklistItem('financial_model_3y.xlsx')).toBe('three_year_model');
    expect(suggestChecklistItem('Product-Roadmap.md')).toBe('product_roadmap');
    expect(suggestChecklistItem('team-bios.docx')).toBe('team_bios');
    expect(suggestChecklistItem('receipt.png')).toBeNull();
  });

  it("files a founders' agreement with the shareholder agreement, never as team bios", () => {
    for (const name of ["Founders' Agreement.pdf", 'founders-agreement-signed.pdf', 'Co-founder agreement v2.docx', 'founder_agreement.pdf']) {
      expect(suggestChecklistItem(name), name).toBe('shareholder_agreement');
    }
    expect(suggestChecklistItem('founder-bios.docx')).toBe('team_bios');
    expect(suggestChecklistItem('Founders team.pdf')).toBe('team_bios');
  });
});

describe('versions and folders', () => {
  it('a new version keeps the file’s type or says why not', async () => {
    const s = await signUp(ctx);
    const file = (await upload(s, 'deck.pdf', await pdfWith('v1'))).json();
    const body = multipart('deck.pptx', await pptxFile());
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files/${file.id}/versions`, headers: { ...s.auth, ...body.headers }, payload: body.payload });
    expect(res.statusCode).toBe(415);
    expect(res.json().detail).toBe('A new version of deck.pdf must also be a PDF file (this one is PPTX). Upload it as a new file instead.');
    const same = multipart('deck-v2.pdf', await pdfWith('v2'));
    const ok = await ctx.app.inject({ method: 'POST', url: `/api/v1/data-room/files/${file.id}/versions`, headers: { ...s.auth, ...same.headers }, payload: same.payload });
    // The file keeps its name; the uploaded name is kept in the version's history.
    expect(ok.json()).toMatchObject({ version: 2, type: 'pdf', name: 'deck.pdf' });
    const versions = (await ctx.app.inject({ method: 'GET', url: `/api/v1/data-room/files/${file.id}/versions`, headers: s.auth })).json();
    expect(JSON.stringify(versions)).toContain('deck-v2.pdf');
  });

  it('an upload for an item filled by another type becomes the item’s new file', async () => {
    const s = await signUp(ctx);
    const csv = (await upload(s, 'cap.csv', Buffer.from('holder,shares\n'), '?checklist_item=cap_table')).json();
    const xlsx = await upload(s, 'cap.xlsx', await xlsxFile('Founders'), '?checklist_item=cap_table');
    expect(xlsx.statusCode).toBe(201);
    expect(xlsx.json()).toMatchObject({ type: 'xlsx', checklist_item: 'cap_table', version: 1 });
    const listing = await list(s);
    expect(item(listing, 'cap_table').file_id).toBe(xlsx.json().id);
    expect(listing.files.find((f) => f.id === csv.id)!.checklist_item).toBeNull();
  });

  it('refuses a duplicate folder name in the same parent (create and rename), allows it elsewhere', async () => {
    const s = await signUp(ctx);
    const post = (payload: object) => ctx.app.inject({ method: 'POST', url: '/api/v1/data-room/folders', headers: s.auth, payload });
    const board = (await post({ name: 'Board' })).json();
    const dup = await post({ name: ' board ' });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().detail).toBe('A folder named "board" already exists here. Choose another name.');
    expect((await post({ name: 'Board', parent_id: board.id })).statusCode).toBe(201);
    const other = (await post({ name: 'Minutes' })).json();
    const rename = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/folders/${other.id}`, headers: s.auth, payload: { name: 'BOARD' } });
    expect(rename.statusCode).toBe(409);
    const self = await ctx.app.inject({ method: 'PATCH', url: `/api/v1/data-room/folders/${board.id}`, headers: s.auth, payload: { name: 'board' } });
    expect(self.statusCode).toBe(200);
  });
});

describe('full-text search of presentations and spreadsheets', () => {
  it('finds words on a slide and in a sheet cell', async () => {
    const s = await signUp(ctx);
    expect((await upload(s, 'deck.pptx', await pptxFile('Wombat logistics platform'))).json().searchable).toBe(true);
    expect((await upload(s, 'model.xlsx', await xlsxFile('Quokka revenue'))).json().searchable).toBe(true);
    expect((await list(s, '?q=wombat')).files.map((f) => f.name)).toEqual(['deck.pptx']);
    expect((await list(s, '?q=quokka')).files.map((f) => f.name)).toEqual(['model.xlsx']);
  });
});
