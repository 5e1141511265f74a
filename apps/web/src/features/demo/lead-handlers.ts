import { AddLeadsBodySchema, CreateCollectionBodySchema, LEAD_CSV_COLUMNS, LeadSearchBodySchema, type Lead, type LeadCollection, type LeadCollectionList, type LeadImportReport, type LeadSearchResult } from '@uc/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail } from './context';
import { ImportError, IMPORT_MAX_BYTES, readLeadsCsv } from './lead-import';

/** The server's export cell: formula-like cells get a leading apostrophe, then RFC 4180 quoting. */
const csvCell = (value: string) => {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
};
const EXPORT_FIELDS = ['firstName', 'lastName', 'email', 'company', 'title', 'phone', 'linkedin', 'industry', 'companySize', 'location', 'tags'] as const;
const matches = (lead: Lead, q: string) => [lead.firstName, lead.lastName, lead.email ?? '', lead.company, lead.title, lead.location, lead.industry].some((v) => v.toLowerCase().includes(q.toLowerCase()));

/** Fictional people at example.com addresses, labelled as samples wherever they show. */
const sample = (firstName: string, lastName: string, company: string, title: string, industry: string, companySize: string, location: string): Lead => ({
  id: `sample-${firstName.toLowerCase()}-${lastName.toLowerCase()}`, firstName, lastName, email: `${firstName.toLowerCase()}.${lastName.toLowerCase()}@example.com`,
  company, title, phone: '', linkedin: '', industry, companySize, location, tags: ['sample'], source: 'sample', createdAt: '2026-01-01T00:00:00.000Z',
});
export const SAMPLE_LEADS: Lead[] = [
  sample('Maya', 'Sample', 'Northwind Clinics (sample)', 'Practice Manager', 'Healthcare', '11-50', 'Toronto, Canada'),
  sample('Leo', 'Example', 'Fabrikam Software (sample)', 'CTO', 'Software', '51-200', 'Berlin, Germany'),
  sample('Ines', 'Placeholder', 'Contoso Retail (sample)', 'Head of E-commerce', 'Retail', '201-500', 'Lisbon, Portugal'),
  sample('Kofi', 'Demo', 'Tailspin Logistics (sample)', 'Operations Director', 'Logistics', '51-200', 'Accra, Ghana'),
  sample('Priya', 'Fictional', 'Adatum Fintech (sample)', 'Founder & CEO', 'Financial Services', '11-50', 'Bengaluru, India'),
  sample('Sam', 'Specimen', 'Litware Labs (sample)', 'VP Engineering', 'Software', '11-50', 'Austin, USA'),
  sample('Noor', 'Mockup', 'Wingtip Education (sample)', 'Director of Learning', 'Education', '201-500', 'Dubai, UAE'),
  sample('Tomas', 'Template', 'Proseware Foods (sample)', 'Co-founder', 'Food & Beverage', '1-10', 'Madrid, Spain'),
];

/**
 * Leads in the demo: like a server without an Apollo key, a search runs over the founder's saved
 * leads (those imported from a CSV); collections and leads are kept in the tab. Before any are
 * imported it runs over SAMPLE_LEADS, and says so (source `sample`), so the screen can be tried.
 */
export function createLeadHandlers(): HttpHandler[] {
  const collections: LeadCollection[] = [];
  /** The founder's saved leads, by lower-cased e-mail. */
  const saved = new Map<string, Lead>();
  /** Each collection's lead ids, in the order they were added. */
  const members = new Map<string, string[]>();
  const inCollection = (id: string) => (members.get(id) ?? []).map((leadId) => [...saved.values()].find((l) => l.id === leadId)).filter((l): l is Lead => Boolean(l));
  const touch = (c: LeadCollection) => Object.assign(c, { leadCount: members.get(c.id)?.length ?? 0, updatedAt: new Date().toISOString() });
  return [
    http.get('*/api/v1/apollo/collections', () => HttpResponse.json<LeadCollectionList>({ items: collections })),
    http.post('*/api/v1/apollo/collections', async ({ request }) => {
      const parsed = CreateCollectionBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid collection');
      const now = new Date().toISOString();
      const c: LeadCollection = { id: crypto.randomUUID(), name: parsed.data.name, description: parsed.data.description ?? '', leadCount: 0, createdAt: now, updatedAt: now };
      collections.unshift(c);
      members.set(c.id, []);
      return HttpResponse.json(c, { status: 201 });
    }),
    http.delete('*/api/v1/apollo/collections/:id', ({ params }) => {
      const i = collections.findIndex((c) => c.id === params.id);
      if (i < 0) return fail(404, 'Collection not found');
      collections.splice(i, 1);
      members.delete(String(params.id));
      return HttpResponse.json({ message: 'Collection deleted' });
    }),
    http.get('*/api/v1/apollo/collections/:id/leads', ({ params, request }) => {
      if (!collections.some((c) => c.id === params.id)) return fail(404, 'Collection not found');
      const url = new URL(request.url);
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('page_size') ?? 50);
      const q = url.searchParams.get('q')?.trim() ?? '';
      const all = inCollection(String(params.id)).filter((l) => !q || matches(l, q));
      return HttpResponse.json({ items: all.slice((page - 1) * size, page * size), total: all.length, page, page_size: size });
    }),
    http.post('*/api/v1/apollo/collections/:id/leads', async ({ params, request }) => {
      const c = collections.find((x) => x.id === params.id);
      if (!c) return fail(404, 'Collection not found');
      const parsed = AddLeadsBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid leads');
      const ids = members.get(c.id)!;
      const known = new Set([...saved.values()].map((l) => l.id));
      const added = parsed.data.lead_ids.filter((id) => known.has(id) && !ids.includes(id));
      ids.push(...added);
      touch(c);
      return HttpResponse.json({ success: true, count: added.length });
    }),
    http.delete('*/api/v1/apollo/collections/:id/leads/:leadId', ({ params }) => {
      const c = collections.find((x) => x.id === params.id);
      if (!c) return fail(404, 'Collection not found');
      const ids = members.get(c.id)!;
      const i = ids.indexOf(String(params.leadId));
      if (i < 0) return fail(404, 'Lead not found in this collection');
      ids.splice(i, 1);
      touch(c);
      return HttpResponse.json({ message: 'Lead removed' });
    }),
    http.get('*/api/v1/apollo/collections/:id/export', ({ params }) => {
      const c = collections.find((x) => x.id === params.id);
      if (!c) return fail(404, 'Collection not found');
      const lines = [LEAD_CSV_COLUMNS.map(csvCell).join(',')];
      for (const lead of inCollection(c.id)) lines.push(EXPORT_FIELDS.map((f) => csvCell(f === 'tags' ? lead.tags.join('; ') : (lead[f] ?? ''))).join(','));
      const slug = c.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'collection';
      return new HttpResponse(`${lines.join('\r\n')}\r\n`, { headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': `attachment; filename="${slug}-leads.csv"` } });
    }),
    // The CSV is read in the browser as the server reads it (same columns and limits).
    http.post('*/api/v1/apollo/collections/:id/import', async ({ params, request }) => {
      const c = collections.find((x) => x.id === params.id);
      if (!c) return fail(404, 'Collection not found');
      const length = Number(request.headers.get('content-length') ?? 0);
      if (length > IMPORT_MAX_BYTES) return fail(413, `The file is larger than ${IMPORT_MAX_BYTES / 1024 / 1024} MB`);
      let read: ReturnType<typeof readLeadsCsv>;
      try {
        read = readLeadsCsv(await request.text());
      } catch (err) {
        if (err instanceof ImportError) return fail(err.status, err.message);
        throw err;
      }
      const ids = members.get(c.id)!;
      let imported = 0;
      let duplicates = read.duplicates;
      const now = new Date().toISOString();
      for (const found of read.leads) {
        const key = found.email!.toLowerCase();
        // A lead the founder already saved is linked, not copied.
        const lead = saved.get(key) ?? { ...found, id: crypto.randomUUID(), source: 'csv' as const, createdAt: now };
        saved.set(key, lead);
        if (ids.includes(lead.id)) duplicates++;
        else {
          ids.push(lead.id);
          imported++;
        }
      }
      touch(c);
      return HttpResponse.json<LeadImportReport>({ imported, duplicates, rejected: read.rejected, rejected_count: read.rejected_count });
    }),
    http.post('*/api/v1/apollo/search', async ({ request }) => {
      const parsed = LeadSearchBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid search');
      await delay(300);
      const { industry, companySize, location, title, keywords, limit } = parsed.data;
      const has = (value: string, want?: string) => !want || value.toLowerCase().includes(want.toLowerCase());
      const pool = saved.size > 0 ? [...saved.values()] : SAMPLE_LEADS;
      const found = pool.filter((l) => has(l.industry, industry) && (!companySize || l.companySize === companySize) && has(l.location, location) && has(l.title, title) && (!keywords || matches(l, keywords)));
      return HttpResponse.json<LeadSearchResult>({ leads: found.slice(0, limit), total: found.length, source: saved.size > 0 ? 'saved' : 'sample' });
    }),
  ];
}
