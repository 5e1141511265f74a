/**
 * Founders and whether the revenue per customer an answer quotes is their own figure or rests on a default
 * (the "Based on …" line). `arpu`: 'founder' when every input of it is a figure the founder wrote; 'default'
 * when at least one is a stand-in. Expectations are what a careful analyst takes from the words, not
 * what the engine printed. `BASED_ON_HELD_OUT` was written before the line changed and is only measured.
 */
export type BasedOnCase = { label: string; profile: Record<string, string>; arpu: 'founder' | 'default' };

export const BASED_ON_DEV: BasedOnCase[] = [
  { label: 'Lisbon bike repair per visit', arpu: 'default', profile: {
    startup_name: 'Brava', idea: 'Bike repair at the customer’s door in Lisbon',
    target_customers: 'Commuters in Lisbon',
    business_model: '€25 per visit, plus parts', country: 'PT', stage: 'idea' } },
  { label: 'US sleep coaching app', arpu: 'founder', profile: {
    idea: 'Sleep coaching app for new mothers', business_model: '$12 a month subscription',
    country: 'US', stage: 'idea' } },
  { label: 'UK care-home rota with a bed count', arpu: 'founder', profile: {
    idea: 'Rota software for care homes, £4 per bed per month. Our homes average 40 beds.',
    country: 'GB', stage: 'mvp' } },
  { label: 'German coworking desks, no count', arpu: 'default', profile: {
    idea: 'Coworking booking software for companies, €30 per desk per month.', country: 'DE', stage: 'mvp' } },
  { label: 'London gear rental commission', arpu: 'default', profile: {
    idea: 'A marketplace where people in London rent cameras from each other',
    business_model: '15% commission on each rental', country: 'GB', stage: 'idea' } },
  { label: 'Dental clinic scheduling', arpu: 'founder', profile: {
    idea: 'Scheduling for dental clinics in the United States',
    business_model: '$149 per clinic per month subscription', country: 'US', stage: 'mvp' } },
  { label: 'No price at all', arpu: 'default', profile: {
    idea: 'An app that helps Brazilian freelancers send invoices', country: 'BR', stage: 'idea' } },
];

/** Written before the change was first run: other countries, sectors and notations. Only measured. */
export const BASED_ON_HELD_OUT: BasedOnCase[] = [
  { label: 'Polish fleet telematics with a count', arpu: 'founder', profile: {
    idea: 'Fleet telematics for delivery companies in Poland: 49 zł per vehicle per month, fleets average 25 vehicles.',
    country: 'PL', stage: 'early' } },
  { label: 'Kenyan revision app', arpu: 'founder', profile: {
    idea: 'Revision app for secondary school pupils in Kenya', business_model: 'KSh 300 per month',
    country: 'KE', stage: 'mvp' } },
  { label: 'Dublin dog walking per walk', arpu: 'default', profile: {
    idea: 'Dog walking booked by app in Dublin', target_customers: 'Busy dog owners', business_model: '€15 per walk',
    country: 'IE', stage: 'idea' } },
  { label: 'Indian tutoring marketplace commission', arpu: 'default', profile: {
    idea: 'Marketplace connecting tutors and school students in Pune', business_model: '20% commission per session',
    country: 'IN', stage: 'idea' } },
  { label: 'Canadian law-firm chat, no count', arpu: 'default', profile: {
    idea: 'Team chat for law firms in Canada, C$15 per seat per month.', country: 'CA', stage: 'mvp' } },
  { label: 'Japanese language app', arpu: 'founder', profile: {
    idea: 'Japanese lessons app for expats in Tokyo', business_model: '¥1,200 per month subscription', country: 'JP',
    stage: 'early' } },
  { label: 'Chilean house cleaning, no price', arpu: 'default', profile: {
    idea: 'House cleaning booked online in Santiago', target_customers: 'Households in Santiago',
    country: 'CL', stage: 'idea' } },
];
