import type { ProfileFacts } from './types';

/**
 * Five startups of five archetypes (a usage-priced API, a two-sided marketplace, hardware with a
 * subscription, a grant-funded non-profit, a D2C shop in naira), used by the document tests and
 * by scripts/measure-documents.ts.
 */
export const DOCUMENT_FIXTURES: ProfileFacts[] = [
  { company: 'Parsely', idea: 'An API that extracts line items from receipt photos for accounting apps', industry: 'Developer tools', targetMarket: 'Accounting software teams', stage: 'mvp', teamSize: 3, businessModel: 'Usage-based: $0.002 per API call', context: '' },
  { company: 'ParkShare', idea: 'A marketplace where homeowners in Munich rent their spare parking spaces to commuters', industry: 'Transport', targetMarket: 'Commuters who drive into Munich', stage: 'early', teamSize: 4, businessModel: 'We take a 12% commission on each booking of about €15', context: '' },
  { company: 'HiveSense', idea: 'Smart beehive scales that warn beekeepers of swarming and disease', industry: 'Agriculture', targetMarket: 'Hobby and commercial beekeepers in the UK', stage: 'mvp', teamSize: 2, businessModel: '£189 per device plus £6 per month monitoring subscription', context: '' },
  { company: 'ReadRise', idea: 'A non-profit running after-school reading clubs for struggling readers', industry: 'Education', targetMarket: 'Primary schools in low-income districts', stage: 'idea', teamSize: 2, businessModel: 'Funded by foundation grants and school district contracts', context: '' },
  { company: 'Adire House', idea: 'A direct-to-consumer brand selling hand-dyed adire fabric online from Lagos', industry: 'Fashion retail', targetMarket: 'Young professionals in Nigeria', stage: 'early', teamSize: 5, businessModel: 'Online store, ₦18,000 per piece', context: '' },
];

/** Every string of the founder's a document may quote, for masking in the template-share measurement. */
export const profileStrings = (f: ProfileFacts) => [f.company, f.idea, f.industry, f.targetMarket, f.businessModel, f.context].filter(Boolean);
