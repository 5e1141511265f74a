import type { Lead, LeadCollection } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TEST_TOKEN } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const lead = (i: number, extra: Partial<Lead> = {}): Lead => ({
  id: `00000000-0000-4000-8000-00000000000${i}`,
  firstName: `First${i}`,
  lastName: `Last${i}`,
  email: `p${i}@example.com`,
  company: 'Acme',
  title: 'CTO',
  phone: '',
  linkedin: '',
  industry: 'Software',
  companySize: '11-50',
  location: 'Berlin',
  tags: [],
  source: 'csv',
  createdAt: new Date().toISOString(),
  ...extra,
});

/** Leads endpoints over an in-memory store: one collection, saved leads, the import and add calls recorded. */
function store() {
  const saved = [lead(1), lead(2)];
  const collection: LeadCollection = { id: '10000000-0000-4000-8000-000000000001', name: 'Seed CTOs', description: '', leadCount: 0, createdAt: new Date().toISOString(), updatedAt: new Date().toISOString() };
  const members = new Set<string>();
  const imports: string[] = [];
  server.use(
    http.get('*/api/v1/apollo/collections', () => HttpResponse.json({ items: [{ ...collection, leadCount: members.size }] })),
    http.post('*/api/v1/apollo/search', () => HttpResponse.json({ leads: saved, total: 2, source: 'saved' })),
    http.post('*/api/v1/apollo/collections/:id/leads', async ({ request }) => {
      const { lead_ids } = (await request.json()) as { lead_ids: string[] };
      const before = members.size;
      lead_ids.forEach((id) => members.add(id));
      return HttpResponse.json({ success: true, count: members.size - before });
    }),
    http.get('*/api/v1/apollo/collections/:id/leads', () => {
      const items = saved.filter((l) => members.has(l.id));
      return HttpResponse.json({ items, total: items.length, page: 1, page_size: 25 });
    }),
    http.post('*/api/v1/apollo/collections/:id/import', async ({ request }) => {
      imports.push(await request.text());
      return HttpResponse.json({ imported: 1, duplicates: 1, rejected: [{ row: 4, reason: 'Missing email' }], rejected_count: 1 });
    }),
  );
  return { imports, members };
}

describe('Leads page', { timeout: 20_000 }, () => {
  it('searches saved leads, says so, and adds the selection to a collection', async () => {
    const s = store();
    const { user } = renderApp('/dashboard/leads', { token: TEST_TOKEN });
    await user.type(await screen.findByLabelText('Title', {}, { timeout: 5000 }), 'CTO');
    await user.click(screen.getByRole('button', { name: 'Search leads' }));
    expect(await screen.findByText(/Searching your saved leads/)).toBeInTheDocument();
    const results = screen.getByRole('table', { name: 'Search results' });
    await user.click(within(results).getByLabelText('Select all'));
    await user.click(screen.getByRole('button', { name: 'Add to collection' }));
    expect(await screen.findByText('Added 2 lead(s) to Seed CTOs')).toBeInTheDocument();
    expect(s.members.size).toBe(2);
    const detail = await screen.findByRole('table', { name: 'Collection leads' });
    await waitFor(() => expect(within(detail).getByText('p1@example.com')).toBeInTheDocument());
  });

  it('previews a CSV and shows the import report', async () => {
    const s = store();
    const { user } = renderApp('/dashboard/leads', { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Import leads from CSV' });
    const csv = 'Email,First Name\na@b.co,Ada\nA@B.CO,Ada\n,NoEmail\n';
    await user.upload(within(dialog).getByLabelText('CSV file'), new File([csv], 'leads.csv', { type: 'text/csv' }));
    const preview = await within(dialog).findByRole('table', { name: 'Preview' });
    expect(within(preview).getByText('A@B.CO')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect(await within(dialog).findByText('Imported 1 · Duplicates 1 · Rejected 1')).toBeInTheDocument();
    expect(within(dialog).getByText('Line 4: Missing email')).toBeInTheDocument();
    expect(s.imports).toEqual([csv]);
  });
});
