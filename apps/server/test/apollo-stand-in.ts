import { startHttpStandIn } from './http-stand-in';

/** Apollo's People Search: two people, one with a locked e-mail, filtered by title. */
export async function startApolloStandIn(apiKey = 'apollo-test-key') {
  const people = [
    { id: 'ap_1', first_name: 'Grace', last_name: 'Hopper', title: 'CTO', email: 'grace@navy.example', linkedin_url: 'https://linkedin.com/in/grace', city: 'Arlington', state: 'Virginia', country: 'United States', organization: { name: 'Navy Labs', industry: 'Software', estimated_num_employees: 40 } },
    { id: 'ap_2', first_name: 'Alan', last_name: 'Turing', title: 'Head of Research', email: 'email_not_unlocked@domain.com', city: 'London', country: 'United Kingdom', organization: { name: 'Bletchley', industry: 'Research', estimated_num_employees: 5000 } },
  ];
  return startHttpStandIn({
    'POST /api/v1/mixed_people/search': (r) => {
      if (r.headers['x-api-key'] !== apiKey) return { status: 401, body: { error: 'Invalid access credentials.' } };
      const body = r.json as { person_titles?: string[]; per_page: number };
      const hits = people.filter((p) => !body.person_titles?.length || body.person_titles.some((t) => p.title.toLowerCase().includes(t.toLowerCase())));
      return { body: { people: hits.slice(0, body.per_page), pagination: { total_entries: hits.length } } };
    },
  });
}
