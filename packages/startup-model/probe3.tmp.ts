import { buildStartupModel } from './src/model';
import { readFigures } from './src/figures';
import { openQuestions } from './src/questions';
import { inputText } from './src/classify';
const cases: [string, string][] = [
  ['Invoicing app for freelancers, $10/month billed annually.', 'US'],
  ['Payments for market stalls: 1.5% + R2 per transaction.', 'ZA'],
  ['Set-up fee of £500 then £99 a month for each gym.', 'GB'],
  ['We take 10% commission, average order €35.', 'FR'],
  ['Marketplace for tutors; average lesson £30 and we keep 15%.', 'GB'],
  ['We have 1,200 paying users and $8k MRR; plans from $9 a month.', 'US'],
  ['GMV of $40k last month on our marketplace with 12% commission.', 'US'],
  ['We raised $150k from angels and have $60k in the bank; SaaS at $49 per month.', 'US'],
  ['Clinic software at ₹2,999 per clinic per month; we won a grant of ₹10 lakh.', 'IN'],
  ['Pet insurance app, three dollars a day? No: $29 a month.', 'US'],
  ['Ramen kits at ¥1,500 per kit, shipped monthly.', 'JP'],
  ['Revenue to date: €18,000 from 40 bakeries on €39 per month.', 'DE'],
  ['Cleaning marketplace in Mexico: $450 MXN por servicio, cobramos 18% de comisión.', 'MX'],
  ['Dog-walking app, walks at A$25 each, we take a 20% cut.', 'AU'],
  ['School management software, KSh 50,000 per school per year.', 'KE'],
  ['Mobile money for farmers: KSh 30 per transfer.', 'KE'],
  ['Our AI transcription API costs $0.006 per minute of audio.', 'US'],
  ['Coffee subscription: €18 per bag, delivered every two weeks.', 'NL'],
  ['Prix : 29 € HT par mois et par utilisateur.', 'FR'],
  ['Smart lock at $199 plus $4.99/mo for the app.', 'US'],
  ['We charge 2 lakh per year to each hospital.', 'IN'],
  ['B2B logistics tool: CHF 300 per depot per month.', 'CH'],
  ['Licence fee of 49 € pro Nutzer und Monat.', 'DE'],
  ['Consulting at $150/hr, 60% billable.', 'US'],
  ['Our boxes cost between £25 and £40.', 'GB'],
  ['Tickets from S$12.', 'SG'],
];
for (const [idea, country] of cases) {
  const m = buildStartupModel({ idea, country });
  const qs = openQuestions(m, inputText({ idea, country }));
  const figs = readFigures(idea, country);
  const founder = m.assumptions.filter(a => a.provenance !== 'default' && !/^tam/.test(a.key)).map(a => `${a.key}=${a.value}`).join(' ');
  const fq = qs.filter(q => q.id.startsWith('figure-')).map(q => `"${q.quote}"`).join(' ');
  console.log(`${idea}\n   ${m.archetype} | figs: ${figs.map(f=>`${f.kind}:${f.value}${f.currency??''}${f.unit_word?'/'+f.unit_word:''}`).join(', ')} | set: ${founder} | asked: ${fq}`);
}
