import { CreateCollectionBodySchema, LeadSearchBodySchema, type LeadCollection, type LeadCollectionList, type LeadSearchResult } from '@uc/contract';
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
    http.post('*/api/v1/apollo/search', async ({ request }) => {
      const parsed = LeadSearchBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid search');
      await delay(300);
      return HttpResponse.json<LeadSearchResult>({ leads: [], total: 0, source: 'saved' });
    }),
  ];
}
