import { HttpError } from '../../errors';
import { outgoingFetch } from '../../outgoing';

/** One person as the lead tables store it (before ids). */
export type ApolloPerson = {
  externalId: string;
  firstName: string;
  lastName: string;
  email: string | null;
  company: string;
  title: string;
  phone: string;
  linkedin: string;
  industry: string;
  companySize: string;
  location: string;
};

export type ApolloFilters = { industry?: string; companySize?: string; location?: string; title?: string; keywords?: string; limit: number };

/** Apollo's employee ranges are "min,max"; ours are the spec's bands. */
const RANGES: Record<string, string> = { '1-10': '1,10', '11-50': '11,50', '51-200': '51,200', '201-500': '201,500', '501-1000': '501,1000', '1000+': '1001,1000000' };

export function sizeBand(employees: number | null | undefined): string {
  if (!employees || employees < 1) return '';
  if (employees <= 10) return '1-10';
  if (employees <= 50) return '11-50';
  if (employees <= 200) return '51-200';
  if (employees <= 500) return '201-500';
  if (employees <= 1000) return '501-1000';
  return '1000+';
}

type RawPerson = {
  id: string;
  first_name?: string | null;
  last_name?: string | null;
  title?: string | null;
  email?: string | null;
  linkedin_url?: string | null;
  city?: string | null;
  state?: string | null;
  country?: string | null;
  phone_numbers?: { raw_number?: string; sanitized_number?: string }[] | null;
  organization?: { name?: string | null; industry?: string | null; estimated_num_employees?: number | null; primary_phone?: { number?: string } | null } | null;
};

function normalise(p: RawPerson): ApolloPerson {
  const email = p.email && p.email.includes('@') && !p.email.startsWith('email_not_unlocked') ? p.email : null;
  return {
    externalId: p.id,
    firstName: p.first_name ?? '',
    lastName: p.last_name ?? '',
    email,
    company: p.organization?.name ?? '',
    title: p.title ?? '',
    phone: p.phone_numbers?.[0]?.sanitized_number ?? p.phone_numbers?.[0]?.raw_number ?? p.organization?.primary_phone?.number ?? '',
    linkedin: p.linkedin_url ?? '',
    industry: p.organization?.industry ?? '',
    companySize: sizeBand(p.organization?.estimated_num_employees),
    location: [p.city, p.state, p.country].filter(Boolean).join(', '),
  };
}

/** Apollo's People Search (POST /api/v1/mixed_people/search), results normalised to our lead fields. */
export async function searchApollo(opts: { apiKey: string; baseUrl: string; allowPrivate: boolean }, f: ApolloFilters): Promise<{ people: ApolloPerson[]; total: number }> {
  const body = {
    page: 1,
    per_page: f.limit,
    ...(f.title ? { person_titles: [f.title] } : {}),
    ...(f.location ? { person_locations: [f.location] } : {}),
    ...(f.companySize ? { organization_num_employees_ranges: [RANGES[f.companySize]] } : {}),
    ...(f.keywords || f.industry ? { q_keywords: [f.keywords, f.industry].filter(Boolean).join(' ') } : {}),
  };
  let res: Awaited<ReturnType<typeof outgoingFetch>>;
  try {
    res = await outgoingFetch(`${opts.baseUrl}/api/v1/mixed_people/search`, {
      method: 'POST',
      headers: { 'x-api-key': opts.apiKey, 'content-type': 'application/json', accept: 'application/json', 'cache-control': 'no-cache' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(20_000),
    }, { allowPrivate: opts.allowPrivate });
  } catch (err) {
    throw new HttpError(502, `Apollo could not be reached: ${(err as Error).message}`);
  }
  if (!res.ok) {
    await res.body?.cancel().catch(() => {});
    throw new HttpError(502, `Apollo answered HTTP ${res.status}`);
  }
  const json = (await res.json().catch(() => ({}))) as { people?: RawPerson[]; pagination?: { total_entries?: number } };
  const people = (json.people ?? []).map(normalise);
  return { people, total: json.pagination?.total_entries ?? people.length };
}
