import type { ChecklistItem, DataRoomFile, ListFilesResponse } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const EXEC = '11111111-1111-4111-8111-111111111111';
const FIN = '22222222-2222-4222-8222-222222222222';
const BOARD = '33333333-3333-4333-8333-333333333333';

const capFile: DataRoomFile = {
  id: 'f1',
  name: 'cap-table.pdf',
  type: 'pdf',
  mime_type: 'application/pdf',
  size: 10,
  folder_id: null,
  folder_name: null,
  checklist_item: null,
  suggested_checklist_item: 'cap_table',
  status: 'present',
  marked_outdated: false,
  version: 1,
  description: '',
  tags: [],
  is_confidential: false,
  shared_with: [],
  created_by: 'You',
  view_count: 0,
  download_count: 0,
  sha256: 'x',
  searchable: true,
  created_at: '2026-01-31T12:00:00.000Z',
  last_modified: '2026-01-31T12:00:00.000Z',
};
const item = (key: string, label: string, folder_id: string, folder_name: string, file_id: string | null = null): ChecklistItem => ({ key, label, folder_id, folder_name, status: file_id ? 'present' : 'missing', file_id });

/** A tiny data room: linking the file moves readiness from 0 of 2 to 1 of 2. */
function dataRoom() {
  let linked = false;
  const patches: unknown[] = [];
  const listing = (url: URL): ListFilesResponse => {
    const checklist = [item('pitch_deck', 'Pitch deck', EXEC, 'Executive Summary'), item('cap_table', 'Cap table', FIN, 'Financial Projections', linked ? 'f1' : null)];
    const inFolder = url.searchParams.get('folder_id');
    return {
      files: inFolder === BOARD ? [] : [{ ...capFile, checklist_item: linked ? 'cap_table' : null, suggested_checklist_item: linked ? null : 'cap_table' }],
      total: inFolder === BOARD ? 0 : 1,
      page: 1,
      page_size: 24,
      folders: inFolder ? [] : [{ id: BOARD, name: 'Board', description: '', parent_id: null, icon: 'folder', color: 'blue', is_confidential: false, file_count: 0, last_modified: '2026-01-31T12:00:00.000Z', created_at: '2026-01-31T12:00:00.000Z' }],
      breadcrumb: inFolder === BOARD ? [{ id: BOARD, name: 'Board' }] : [],
      missing: [],
      readiness: { total: 2, present: linked ? 1 : 0, missing: linked ? 1 : 2, outdated: 0, completion_percent: linked ? 50 : 0, attention_needed: linked ? 1 : 2 },
      checklist,
      all_folders: [
        { id: EXEC, name: 'Executive Summary', parent_id: null },
        { id: FIN, name: 'Financial Projections', parent_id: null },
        { id: BOARD, name: 'Board', parent_id: null },
      ],
      stats: { total_files: 1, folders: 3, storage_used_bytes: 10, storage_quota_bytes: 1024 ** 3, confidential: 0 },
    };
  };
  server.use(
    http.get('*/api/v1/data-room/files', ({ request }) => HttpResponse.json(listing(new URL(request.url)))),
    http.patch('*/api/v1/data-room/files/f1', async ({ request }) => {
      const body = (await request.json()) as { checklist_item?: string };
      patches.push(body);
      if (body.checklist_item === 'cap_table') linked = true;
      return HttpResponse.json({ ...capFile, checklist_item: 'cap_table', suggested_checklist_item: null });
    }),
  );
  return { patches };
}

async function open() {
  const app = renderApp('/dashboard/data-room', { token: TEST_TOKEN });
  await screen.findByRole('heading', { name: 'Data Room' }, { timeout: 5000 });
  return app;
}

describe('linking files to the readiness checklist', { timeout: 15_000 }, () => {
  it('accepts a name-based suggestion in one click and the readiness moves', async () => {
    const { patches } = dataRoom();
    const { user } = await open();
    expect(await screen.findByText('0 of 2 checklist documents in place')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Mark cap-table.pdf as Cap table' }));
    expect(await screen.findByText('1 of 2 checklist documents in place')).toBeInTheDocument();
    expect(screen.getByText('Counts as Cap table')).toBeInTheDocument();
    expect(screen.getByText('50%')).toBeInTheDocument();
    expect(patches).toEqual([{ checklist_item: 'cap_table' }]);
  });

  it('upload: any folder can be the destination, and a checklist item can be picked', async () => {
    dataRoom();
    let sent: URL | undefined;
    server.use(
      http.post('*/api/v1/data-room/files', ({ request }) => {
        sent = new URL(request.url);
        return HttpResponse.json({ ...capFile, id: 'f2', name: 'deck.pdf' }, { status: 201 });
      }),
    );
    const { user } = await open();
    await user.click(screen.getAllByRole('button', { name: 'Upload Files' })[0]);
    const dialog = await screen.findByRole('dialog');
    const destination = within(dialog).getByLabelText('Destination folder');
    expect(within(destination).getAllByRole('option').map((o) => o.textContent)).toEqual(['No folder', 'Board', 'Executive Summary', 'Financial Projections']);
    await user.selectOptions(within(dialog).getByLabelText('Counts as'), 'pitch_deck');
    // The item's own folder is preselected as the destination.
    expect(destination).toHaveValue(EXEC);
    await user.upload(within(dialog).getByLabelText('Choose files to upload'), new File(['%PDF'], 'deck.pdf', { type: 'application/pdf' }));
    expect(await within(dialog).findByLabelText('Uploaded')).toBeInTheDocument();
    expect(sent?.searchParams.get('checklist_item')).toBe('pitch_deck');
    expect(sent?.searchParams.get('folder_id')).toBe(EXEC);
  });

  it('moves, renames and marks a file outdated from its details', async () => {
    const { patches } = dataRoom();
    server.use(http.get('*/api/v1/data-room/files/f1', () => HttpResponse.json(capFile)), http.get('*/api/v1/data-room/files/f1/versions', () => HttpResponse.json({ versions: [] })));
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'View details of cap-table.pdf' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(await within(dialog).findByLabelText('Move to folder'), BOARD);
    await user.click(within(dialog).getByRole('button', { name: 'Mark as outdated' }));
    await user.click(within(dialog).getByRole('button', { name: 'Rename' }));
    const name = within(dialog).getByLabelText('File name');
    await user.clear(name);
    await user.type(name, 'cap-table-2026.pdf{Enter}');
    await waitFor(() => expect(patches).toEqual([{ folder_id: BOARD }, { marked_outdated: true }, { name: 'cap-table-2026.pdf' }]));
  });

  it('deleting the open folder returns to its parent without a "Folder not found" error', async () => {
    dataRoom();
    let deleted = false;
    server.use(
      http.delete(`*/api/v1/data-room/folders/${BOARD}`, () => {
        deleted = true;
        return new HttpResponse(null, { status: 204 });
      }),
      http.get('*/api/v1/data-room/files', ({ request }) => {
        if (deleted && new URL(request.url).searchParams.get('folder_id') === BOARD) return HttpResponse.json({ detail: 'Folder not found' }, { status: 404 });
        return undefined;
      }),
    );
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: /Board/ }));
    await user.click(await screen.findByRole('button', { name: 'Delete folder' }));
    expect(await screen.findByText('Folder "Board" deleted')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'All Files' })).toBeInTheDocument();
    expect(screen.queryByText('Folder not found')).not.toBeInTheDocument();
  });
});
