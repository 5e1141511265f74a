import { CreateCollectionBodySchema, LEAD_CSV_COLUMNS, LeadSearchBodySchema, type LeadCollection, type LeadCollectionList, type LeadSearchResult } from '@uc/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail } from './context';

/**
 * Leads in the demo: like a server without an Apollo key, a search runs over the founder's saved
 * leads (none in the demo); collections are kept in the tab.
 */
export function createLeadHandlers(): HttpHandler[] {
  const collections: LeadCollection[] = [];
  return [
    http.get('*/api/v1/apollo/collections', () => HttpResponse.json<LeadCollectionList>({ items: collections })),
    http.post('*/api/v1/apollo/collections', async ({ request }) => {
      const parsed = CreateCollectionBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid collection');
      const now = new Date().toISOString();
      const c: LeadCollection = { id: crypto.randomUUID(), name: parsed.data.name, description: parsed.data.description ?? '', leadCount: 0, createdAt: now, updatedAt: now };
      collections.unshift(c);
      return HttpResponse.json(c, { status: 201 });
    }),
    http.delete('*/api/v1/apollo/collections/:id', ({ params }) => {
      const i = collections.findIndex((c) => c.id === params.id);
      if (i < 0) return fail(404, 'Collection not found');
      collections.splice(i, 1);
      return HttpResponse.json({ message: 'Collection deleted' });
    }),
    http.get('*/api/v1/apollo/collections/:id/leads', ({ params, request }) => {
      if (!collections.some((c) => c.id === params.id)) return fail(404, 'Collection not found');
      const url = new URL(request.url);
      return HttpResponse.json({ items: [], total: 0, page: Number(url.searchParams.get('page') ?? 1), page_size: Number(url.searchParams.get('page_size') ?? 50) });
    }),
    http.get('*/api/v1/apollo/collections/:id/export', ({ params }) => {
      const c = collections.find((x) => x.id === params.id);
      if (!c) return fail(404, 'Collection not found');
      // The demo's collections hold no leads: the CSV has its header only.
      const csv = `${LEAD_CSV_COLUMNS.join(',')}\n`;
      return new HttpResponse(csv, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-') || 'leads'}.csv"` } });
    }),
    http.post('*/api/v1/apollo/collections/:id/import', () => fail(409, 'Importing a CSV runs on the server, which the demo does not have. Sign up to import your leads.')),
    http.post('*/api/v1/apollo/search', async ({ request }) => {
      const parsed = LeadSearchBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid search');
      await delay(300);
      return HttpResponse.json<LeadSearchResult>({ leads: [], total: 0, source: 'saved' });
    }),
  ];
}
