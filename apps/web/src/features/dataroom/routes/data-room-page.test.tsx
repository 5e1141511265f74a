import type { DataRoomFile, ListFilesResponse, SuiteJob } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const FOLDER = '11111111-1111-4111-8111-111111111111';
const file = (id: string, name: string, size: number): DataRoomFile => ({
  id,
  name,
  type: 'pdf',
  mime_type: 'application/pdf',
  size,
  folder_id: FOLDER,
  folder_name: 'Executive Summary',
  checklist_item: null,
  suggested_checklist_item: null,
  status: 'present',
  marked_outdated: false,
  version: 2,
  description: 'Seed round deck',
  tags: [],
  is_confidential: false,
  shared_with: [],
  created_by: 'You',
  view_count: 3,
  download_count: 1,
  sha256: 'abc',
  searchable: true,
  created_at: '2026-01-31T12:00:00.000Z',
  last_modified: '2026-01-31T12:00:00.000Z',
});

const listing = (files: DataRoomFile[], extra: Partial<ListFilesResponse> = {}): ListFilesResponse => ({
  files,
  total: files.length,
  page: 1,
  page_size: 24,
  folders: [{ id: FOLDER, name: 'Executive Summary', description: 'The story in brief', parent_id: null, icon: 'briefcase', color: 'blue', is_confidential: false, file_count: files.length, last_modified: '2026-01-31T12:00:00.000Z', created_at: '2026-01-01T12:00:00.000Z' }],
  breadcrumb: [],
  missing: [],
  readiness: { total: 25, present: 2, missing: 22, outdated: 1, completion_percent: 8, attention_needed: 23 },
  checklist: [],
  all_folders: [{ id: FOLDER, name: 'Executive Summary', parent_id: null }],
  stats: { total_files: files.length, folders: 6, storage_used_bytes: 3_200_000, storage_quota_bytes: 1024 ** 3, confidential: 1 },
  ...extra,
});

function serveListing(respond: (url: URL) => ListFilesResponse) {
  const seen: URL[] = [];
  server.use(
    http.get('*/api/v1/data-room/files', ({ request }) => {
      const url = new URL(request.url);
      seen.push(url);
      return HttpResponse.json(respond(url));
    }),
  );
  return seen;
}

async function openDataRoom() {
  const app = renderApp('/dashboard/data-room', { token: TEST_TOKEN });
  await screen.findByRole('heading', { name: 'Data Room' }, { timeout: 5000 });
  return app;
}

describe('data room screen', () => {
  it('shows the server-computed stats, readiness and files, and sorts the way the spec says', async () => {
    const seen = serveListing(() => listing([file('f1', 'deck.pdf', 1536), file('f2', 'plan.pdf', 0)]));
    const { user } = await openDataRoom();
    expect(await screen.findByText('deck.pdf')).toBeInTheDocument();
    expect(screen.getByText('3.05 MB')).toBeInTheDocument(); // Storage Used
    expect(screen.getByText('2 of 25 checklist documents in place')).toBeInTheDocument();
    expect(screen.getByText('8%')).toBeInTheDocument();
    expect(screen.getByText('23')).toBeInTheDocument(); // Attention Needed
    expect(screen.getByText('1.5 KB')).toBeInTheDocument();
    expect(screen.getByText('0 Bytes')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'All Files' })).toBeInTheDocument();
    expect(seen.at(-1)!.searchParams.get('sort')).toBe('date');
    expect(seen.at(-1)!.searchParams.get('order')).toBe('desc');

    const sortGroup = screen.getByRole('group', { name: 'Sort by' });
    await user.click(within(sortGroup).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('sort')).toBe('name'));
    expect(seen.at(-1)!.searchParams.get('order')).toBe('asc');
    await user.click(within(sortGroup).getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(seen.at(-1)!.searchParams.get('order')).toBe('desc'));
  });

  it('searches on the server and shows the empty state with the search hint', async () => {
    const seen = serveListing((url) => (url.searchParams.get('q') ? listing([]) : listing([file('f1', 'deck.pdf', 10)])));
    const { user } = await openDataRoom();
    await screen.findByText('deck.pdf');
    await user.type(screen.getByRole('searchbox', { name: 'Search files' }), 'liquidation');
    expect(await screen.findByText('No files found')).toBeInTheDocument();
    expect(screen.getByText(/No files match your search/)).toBeInTheDocument();
    expect(seen.at(-1)!.searchParams.get('q')).toBe('liquidation');
  });

  it('opens a folder with Back to All, and opens details with the view count', async () => {
    serveListing((url) =>
      url.searchParams.get('folder_id') ? listing([file('f1', 'deck.pdf', 10)], { breadcrumb: [{ id: FOLDER, name: 'Executive Summary' }], folders: [] }) : listing([file('f1', 'deck.pdf', 10)]),
    );
    server.use(http.get('*/api/v1/data-room/files/f1', () => HttpResponse.json(file('f1', 'deck.pdf', 10))), http.get('*/api/v1/data-room/files/f1/versions', () => HttpResponse.json({ versions: [] })));
    const { user } = await openDataRoom();
    await user.click(await screen.findByRole('button', { name: /Executive Summary/ }));
    expect(await screen.findByRole('heading', { name: 'Files in Executive Summary' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to All' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'View details of deck.pdf' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Views')).toBeInTheDocument();
    expect(within(dialog).getByText('Not shared')).toBeInTheDocument();
    expect(within(dialog).getByText('v2')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Not searchable/)).not.toBeInTheDocument();
  });

  it('says when a stored file is not searchable because its text could not be extracted', async () => {
    const bomb = { ...file('f2', 'bomb.docx', 10), searchable: false };
    serveListing(() => listing([bomb]));
    server.use(http.get('*/api/v1/data-room/files/f2', () => HttpResponse.json(bomb)), http.get('*/api/v1/data-room/files/f2/versions', () => HttpResponse.json({ versions: [] })));
    const { user } = await openDataRoom();
    await user.click(await screen.findByRole('button', { name: 'View details of bomb.docx' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Not searchable: text could not be extracted')).toBeInTheDocument();
  });

  it('bulk-deletes the selected files after confirmation', async () => {
    serveListing(() => listing([file('f1', 'a.pdf', 10), file('f2', 'b.pdf', 10)]));
    let body: unknown;
    server.use(
      http.post('*/api/v1/data-room/files/bulk-delete', async ({ request }) => {
        body = await request.json();
        return HttpResponse.json({ deleted: 2 });
      }),
    );
    const { user } = await openDataRoom();
    await screen.findByText('a.pdf');
    await user.click(screen.getByRole('button', { name: 'Select all' }));
    expect(screen.getByText('2 selected')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(body).toEqual({ ids: ['f1', 'f2'] }));
  });

  it('uploads a selected file and refreshes the list', async () => {
    let uploads = 0;
    let sent: { url: URL; type: string | null; body: string } | undefined;
    serveListing(() => listing(uploads ? [file('f9', 'memo.pdf', 4)] : []));
    server.use(
      http.post('*/api/v1/data-room/files', async ({ request }) => {
        sent = { url: new URL(request.url), type: request.headers.get('content-type'), body: await request.text() };
        uploads++;
        return HttpResponse.json(file('f9', 'memo.pdf', 4), { status: 201 });
      }),
    );
    const { user } = await openDataRoom();
    await user.click(screen.getAllByRole('button', { name: 'Upload Files' })[0]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Supports PDF, DOCX, XLSX, PPTX, JPG, PNG \(max 50MB\)/)).toBeInTheDocument();
    await user.upload(within(dialog).getByLabelText('Choose files to upload'), new File(['%PDF'], 'memo.pdf', { type: 'application/pdf' }));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading memo.pdf' })).toBeInTheDocument();
    expect(await within(dialog).findByLabelText('Uploaded')).toBeInTheDocument();
    // The raw file is the body; its name travels in the query.
    expect(sent?.url.searchParams.get('filename')).toBe('memo.pdf');
    expect(sent?.type).toBe('application/octet-stream');
    expect(sent?.body).toBe('%PDF');
    await user.keyboard('{Escape}');
    expect(await screen.findByText('memo.pdf')).toBeInTheDocument();
  });
});

describe('document generator', () => {
  const job = (status: SuiteJob['status'], done: boolean): SuiteJob => ({
    job_id: 'job-1',
    status,
    startup_idea: 'Physio marketplace',
    credits_charged: done ? 32 : 0,
    remaining_credits: 68,
    created_at: '2026-01-31T12:00:00.000Z',
    finished_at: done ? '2026-01-31T12:00:02.000Z' : null,
    documents: (['pitch_deck', 'business_plan', 'business_model_canvas', 'financial_model'] as const).map((type) => ({
      document_id: done ? `doc-${type}` : null,
      type,
      title: type,
      filename: done ? `${type}.file` : null,
      size: done ? 100 : null,
      download_url: done ? `/api/v1/data-room/files/doc-${type}/download` : null,
      status: done ? 'completed' : 'generating',
      error: null,
      created_at: done ? '2026-01-31T12:00:02.000Z' : null,
    })),
  });

  it('requires an idea, then runs the suite and offers each download', async () => {
    serveListing(() => listing([]));
    let polls = 0;
    let sent: unknown;
    server.use(
      http.get('*/api/v1/documents/defaults', () => HttpResponse.json({ startup_idea: '' })),
      http.get('*/api/v1/documents', () => HttpResponse.json({ documents: [] })),
      http.post('*/api/v1/documents/generate-suite', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json(job('running', false), { status: 202 });
      }),
      http.get('*/api/v1/documents/jobs/job-1', () => HttpResponse.json(++polls > 1 ? job('completed', true) : job('running', false))),
    );
    const { user } = await openDataRoom();
    await user.click(screen.getByRole('tab', { name: 'Generate Documents' }));
    await user.click(await screen.findByRole('button', { name: 'Generate Complete Suite' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter your startup idea first');
    await user.type(screen.getByLabelText('Describe Your Startup Idea'), 'Physio marketplace');
    await user.click(screen.getByRole('button', { name: 'Generate Complete Suite' }));
    expect(await screen.findByRole('button', { name: 'Download Pitch Deck' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download Financial Model' })).toBeInTheDocument();
    expect(sent).toMatchObject({ startup_idea: 'Physio marketplace', context_engineering: true, use_groq: true, use_suna: true });
  });
});
