import type { AppSubmission, Project } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const ID = '44444444-4444-4444-8444-444444444444';
const project: Project = {
  id: ID,
  name: 'Bottle waitlist',
  description: 'A waitlist',
  template: 'react-app',
  status: 'deployed',
  url: 'http://apps.localhost/apps/bottle-waitlist-1a2b3c4d/',
  previewUrl: null,
  createdAt: '2026-01-31T12:00:00.000Z',
  lastModified: '2026-01-31T12:00:00.000Z',
  deployed_at: '2026-01-31T12:00:00.000Z',
  isPublic: false,
  collaborators: [],
  file_count: 1,
  files: [{ path: 'index.html', content: '<h1>Waitlist</h1>', type: 'file', language: 'html' }],
};
const sub = (i: number): AppSubmission => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
  fields: { email: `visitor${i}@example.com`, name: `Visitor ${i}` },
  created_at: '2026-02-01T09:30:00.000Z',
});

/** The founder's submission routes, over a list the test owns; every request is logged. */
function serve(all: AppSubmission[], { fail = false } = {}) {
  const calls: string[] = [];
  let items = [...all];
  server.use(
    http.get(`*/api/v1/bolt/projects/${ID}`, () => HttpResponse.json(project)),
    http.post(`*/api/v1/bolt/projects/${ID}/preview`, () => HttpResponse.json({ preview_url: '/apps/_preview/abc/', build_log: [] })),
    http.get(`*/api/v1/bolt/projects/${ID}/submissions`, ({ request }) => {
      const url = new URL(request.url);
      calls.push(`GET ${url.pathname}${url.search}`);
      if (fail) return HttpResponse.json({ detail: 'Internal server error' }, { status: 500 });
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 20);
      return HttpResponse.json({ items: items.slice((page - 1) * size, page * size), total: items.length, page, page_size: size });
    }),
    http.delete(`*/api/v1/bolt/projects/${ID}/submissions/:sid`, ({ params }) => {
      calls.push(`DELETE ${String(params.sid)}`);
      items = items.filter((s) => s.id !== params.sid);
      return new HttpResponse(null, { status: 204 });
    }),
    http.get(`*/api/v1/bolt/projects/${ID}/submissions.csv`, ({ request }) => {
      calls.push(`CSV ${request.headers.get('authorization')}`);
      return new HttpResponse('submitted_at,email\r\n', { headers: { 'content-type': 'text/csv', 'content-disposition': 'attachment; filename="submissions.csv"' } });
    }),
  );
  return calls;
}

async function openPanel() {
  const { user } = renderApp(`/dashboard/app-builder?project=${ID}`, { token: TEST_TOKEN });
  await user.click(await screen.findByRole('button', { name: 'Submissions' }, { timeout: 5000 }));
  return { user, dialog: await screen.findByRole('dialog', { name: /Submissions/ }) };
}

afterEach(() => vi.restoreAllMocks());
// jsdom has no layout: CodeMirror measures text ranges when it scrolls to a line.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe('submissions panel', () => {
  it('lists what visitors sent, pages through it, deletes one after confirming and exports the CSV', async () => {
    const calls = serve(Array.from({ length: 23 }, (_, i) => sub(i + 1)));
    const createObjectURL = vi.fn(() => 'blob:csv');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const { user, dialog } = await openPanel();

    expect(await within(dialog).findByText('visitor1@example.com')).toBeInTheDocument();
    expect(within(dialog).getAllByRole('listitem')).toHaveLength(20);
    expect(within(dialog).getByText('Page 1 of 2 · 23 total')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('visitor21@example.com')).toBeInTheDocument();
    expect(calls).toContain('GET /api/v1/bolt/projects/' + ID + '/submissions?page=2&page_size=20');

    await user.click(within(dialog).getByRole('button', { name: 'Delete the submission from visitor21@example.com' }));
    await user.click(await screen.findByRole('button', { name: 'Delete submission' }));
    await waitFor(() => expect(calls).toContain(`DELETE ${sub(21).id}`));
    await waitFor(() => expect(within(dialog).queryByText('visitor21@example.com')).not.toBeInTheDocument());

    await user.click(within(dialog).getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalled());
    expect(calls).toContain(`CSV Bearer ${TEST_TOKEN}`);
  });

  it('adds the sign-ups to the Startup screen as traction only once the founder confirms the count', async () => {
    serve([sub(1), sub(2)]);
    const posted: unknown[] = [];
    const quote = '2 sign-ups from Bottle waitlist';
    server.use(
      http.get(`*/api/v1/bolt/projects/${ID}/submissions/traction`, () => HttpResponse.json({ value: 2, quote, current: null })),
      http.post(`*/api/v1/bolt/projects/${ID}/submissions/traction`, async ({ request }) => {
        posted.push(await request.json());
        const traction = { kind: 'signups', value: 2, provenance: 'founder', quote, source: `app:${ID}`, as_of: '2026-02-01T10:00:00.000Z' };
        return HttpResponse.json({ traction, version: 4 });
      }),
    );
    const { user, dialog } = await openPanel();
    await within(dialog).findByText('visitor1@example.com');
    await user.click(within(dialog).getByRole('button', { name: /Add sign-ups to traction/ }));
    const confirm = await within(dialog).findByRole('region', { name: 'Add sign-ups to traction' });
    expect(await within(confirm).findByText(`Add “${quote}” to your Startup screen?`)).toBeInTheDocument();
    expect(within(confirm).getByText(/never as paying customers or sales/)).toBeInTheDocument();
    // Nothing is saved before the founder confirms.
    expect(posted).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Add as traction' }));
    await waitFor(() => expect(posted).toEqual([{ value: 2 }]));
    expect(await screen.findByText(`Added to your Startup screen: ${quote}`)).toBeInTheDocument();
    await waitFor(() => expect(within(dialog).queryByRole('region', { name: 'Add sign-ups to traction' })).not.toBeInTheDocument());
  });

  it('says where submissions come from when there are none', async () => {
    serve([]);
    const { dialog } = await openPanel();
    expect(await within(dialog).findByText(/No submissions yet/)).toBeInTheDocument();
    expect(within(dialog).getByText(/forms of the deployed app appears here/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Export CSV/ })).toBeDisabled();
  });

  it('offers a retry when the list cannot be loaded', async () => {
    serve([], { fail: true });
    const { dialog } = await openPanel();
    expect(await within(dialog).findByText('Could not load the submissions.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
