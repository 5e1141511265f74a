/**
 * Five startups and founder questions that name real entities, used by the advisor's tests and by
 * scripts/measure-advisor.mjs (template share, entity coverage, off-topic count). Not imported by
 * the engine itself.
 */
import type { Family } from '../understand/intents';

export const STARTUPS = [
  { id: 'clinic', profile: { startup_name: 'ChairTime', idea: 'Scheduling and patient reminders for dental clinics in the United States', target_customers: 'Independent dental clinics', industry: 'dental health software', business_model: '$149 per clinic per month subscription', stage: 'mvp', team_size: 2 } },
  { id: 'rental', profile: { startup_name: 'KitShare', idea: 'A marketplace where people in London rent cameras and outdoor gear from each other', target_customers: 'Owners of gear and renters in London', industry: 'peer-to-peer rentals', business_model: '15% commission on each rental', stage: 'idea', team_size: 2 } },
  { id: 'vineyard', profile: { startup_name: 'VineSense', idea: 'Soil and microclimate sensors for vineyards with alerts for frost and disease', target_customers: 'Independent vineyards in Bordeaux, France', industry: 'agriculture', business_model: 'Sensors sold at €250 each plus €40 per sensor per month', stage: 'mvp', team_size: 3 } },
  { id: 'tutoring', profile: { startup_name: 'BrightSteps', idea: 'A non-profit giving free weekly tutoring to low-income middle-school students in Chicago, USA', target_customers: 'Low-income families and middle schools in Chicago', industry: 'education non-profit', business_model: 'Grants and donations', stage: 'early', team_size: 4 } },
  { id: 'savings', profile: { startup_name: 'Kolo', idea: 'A savings app in Nigeria that helps market traders save daily in naira', target_customers: 'Market traders in Lagos', industry: 'fintech savings', business_model: '1% fee on withdrawals', stage: 'mvp', team_size: 3 } },
] as const;

export type StartupId = (typeof STARTUPS)[number]['id'];

/** [startup, question, entity names the tables know (each must be named), expected family]. */
export const QUESTIONS: [StartupId, string, string[], Family][] = [
  ['clinic', 'How do we compete with Dentrix and Weave?', ['Dentrix', 'Weave'], 'compete'],
  ['clinic', 'Do we need to sign HIPAA BAAs with every clinic?', ['HIPAA', 'Business Associate Agreement (BAA)'], 'comply'],
  ['clinic', 'Does HITECH change anything for a small scheduling startup?', ['HITECH Act'], 'comply'],
  ['clinic', 'Should we integrate with Open Dental or Eaglesoft first?', ['Open Dental', 'Eaglesoft'], 'decision'],
  ['clinic', 'NexHealth already does online booking. How do we position against them?', ['NexHealth'], 'gtm'],
  ['clinic', 'Should we host on AWS or Heroku given patient data?', ['AWS', 'Heroku'], 'decision'],
  ['clinic', 'Is Stripe fine for charging clinics monthly?', ['Stripe'], 'decision'],
  ['clinic', 'Do we need SOC 2 before selling to dental groups?', ['SOC 2'], 'comply'],
  ['clinic', 'Should we send reminders by SMS or WhatsApp?', ['SMS', 'WhatsApp Business Platform'], 'decision'],
  ['clinic', 'How much should we raise at pre-seed from Y Combinator style investors?', ['Y Combinator'], 'raise'],
  ['rental', 'How do we compete with Fat Llama in London?', ['Fat Llama', 'london'], 'compete'],
  ['rental', 'Airbnb has huge brand trust. How can a small rental marketplace win against it?', ['Airbnb'], 'compete'],
  ['rental', 'Do the Digital Services Act rules apply to us if we expand to Portugal?', ['EU Digital Services Act (DSA)', 'Portugal'], 'comply'],
  ['rental', 'Should we build on Bubble or write custom code for the MVP?', ['Bubble', 'custom code'], 'decision'],
  ['rental', 'Native app or PWA for renters?', ['a native app', 'a progressive web app (PWA)'], 'decision'],
  ['rental', 'How do we get our first owners listing gear when Facebook Marketplace is free?', ['Facebook Marketplace / Craigslist'], 'marketplace'],
  ['rental', 'Should we use Stripe Connect for payouts to owners?', ['Stripe'], 'decision'],
  ['rental', 'How do we handle damage deposits and fraud against renters?', [], 'marketplace'],
  ['rental', 'Do we need to verify sellers under DAC7?', ['DAC7 platform reporting'], 'comply'],
  ['vineyard', 'LoRaWAN, NB-IoT or mesh for our vineyard sensors?', ['LoRaWAN', 'NB-IoT', 'mesh'], 'decision'],
  ['vineyard', 'What about LTE-M instead of NB-IoT?', ['LTE-M', 'NB-IoT'], 'decision'],
  ['vineyard', 'What do we need for CE marking and the Radio Equipment Directive?', ['CE marking / Radio Equipment Directive (RED)'], 'comply'],
  ['vineyard', 'Which IP rating do the sensors need? Is IP67 enough?', ['IP ratings (IEC 60529)'], 'comply'],
  ['vineyard', 'We want to sell in California too. Do we need FCC Part 15 certification?', ['FCC Part 15', 'california'], 'comply'],
  ['vineyard', 'How do we compete with Semios and Davis Instruments?', ['Semios', 'Davis Instruments'], 'compete'],
  ['vineyard', 'Contract manufacturing: what BOM cost should we target?', [], 'hardware'],
  ['vineyard', 'Should we apply to the EIC Accelerator for a grant?', ['EIC Accelerator'], 'raise'],
  ['vineyard', 'Is Pessl a threat, and what about Sencrop?', ['Pessl Instruments (METOS)'], 'compete'],
  ['tutoring', 'How do we recruit college volunteers as tutors?', [], 'team'],
  ['tutoring', 'What do FERPA and COPPA mean for our tutoring sessions?', ['FERPA', 'COPPA'], 'comply'],
  ['tutoring', 'How are we different from Khan Academy and UPchieve?', ['Khan Academy', 'UPchieve'], 'compete'],
  ['tutoring', 'Which foundations and grants should we apply to first?', [], 'raise'],
  ['tutoring', 'Should we get 501(c)(3) status or use a fiscal sponsor?', ['charitable status'], 'decision'],
  ['tutoring', 'Do volunteers need background checks for safeguarding?', ['child safeguarding checks'], 'comply'],
  ['tutoring', 'How do we sell the programme to Chicago Public Schools?', ['Chicago Public Schools'], 'gtm'],
  ['tutoring', 'How do we measure learning gains for our donors?', [], 'product'],
  ['savings', 'Should we launch on USSD or an app first? PiggyVest is app-only.', ['USSD', 'PiggyVest'], 'decision'],
  ['savings', 'Which CBN licence do we need to hold customer savings?', ['CBN licensing'], 'comply'],
  ['savings', 'What does the NDPA 2023 require from us?', ['Nigeria Data Protection Act 2023 (NDPA)'], 'comply'],
  ['savings', 'Paystack or Flutterwave for collecting daily contributions?', ['Paystack', 'Flutterwave'], 'decision'],
  ['savings', 'How do we compete with PiggyVest and Cowrywise?', ['PiggyVest', 'Cowrywise'], 'compete'],
  ['savings', 'How do we do KYC with BVN for traders who have no ID?', ['KYC/AML', 'NIBSS (BVN)'], 'comply'],
  ['savings', 'How much should we raise and should it be a SAFE through a Delaware company?', [], 'raise'],
  ['savings', 'Should we digitise ajo groups or target individual savers?', ['ajo / esusu savings groups'], 'decision'],
  ['savings', 'Should we partner with a microfinance bank or apply for our own licence?', [], 'decision'],
];

/** Follow-up pairs: the second question refers to the first's options. */
export const FOLLOW_UPS: [StartupId, string, string, string][] = [
  ['vineyard', 'LoRaWAN, NB-IoT or mesh for our vineyard sensors?', 'And what about the second one?', 'NB-IoT'],
  ['savings', 'Should we launch on USSD or an app first?', 'What about the other option?', 'native app'],
  ['rental', 'Native app or PWA for renters?', 'and the first one?', 'native app'],
];
