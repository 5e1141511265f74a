import type { AppArchetype, FieldType } from './spec';

/**
 * What the prompt reader knows, kept as data: archetype cues, field types by their words,
 * option lists, known calculators and the columns of common dashboards.
 */

/** Checked in order: the first archetype whose cue the prompt contains wins. */
export const ARCHETYPE_CUES: [AppArchetype, RegExp][] = [
  ['quiz', /\b(quiz|survey|questionnaire|assessment|poll|trivia|personality test)\b/],
  ['kanban', /\b(kanban|board|pipeline|sprint|workflow)\b/],
  ['calculator', /\b(calculator|estimator|estimate|calculate|calc|roi|how much|converter|forecaster)\b/],
  ['dashboard', /\b(dashboard|analytics|metrics|monitor(ing)?|charts?|kpis?|report(ing)?)\b/],
  ['form', /\b(booking|book(ing)? (an?|the) |appointments?|reservations?|forms?|sign-?up sheet|registration|rsvp|order form|application|enquiry|inquiry|intake)\b/],
  ['landing', /\b(landing|homepage|home page|website|web site|waitlist|launch page|marketing page|pricing page|site)\b/],
  ['directory', /\b(directory|catalogue|catalog|listings?|marketplace|gallery|menu|showcase|browse|finder|search)\b/],
  ['tracker', /\b(tracker|track|tracking|log|logger|list|crm|inventory|table|spreadsheet|manager|planner|register|journal|diary|records?)\b/],
];

/** Words that name the kind of app outright, whatever else the prompt mentions. */
export const APP_TYPE_WORDS: [AppArchetype, RegExp][] = [
  ['quiz', /\b(quiz|survey|questionnaire)\b/],
  ['kanban', /\bkanban\b/],
  ['calculator', /\b(calculator|estimator)\b/],
  ['dashboard', /\bdashboard\b/],
  ['form', /\b(booking (page|form|site|app)|(sign-?up|contact|order|booking|registration|intake|application) form)\b/],
  ['landing', /\b(landing|pricing) page\b/],
  ['directory', /\b(directory|catalogue|catalog|listing)\b/],
  ['tracker', /\btracker\b/],
];

/** The word in the prompt that names the archetype (the noun phrase sits just before it). */
export const ARCHETYPE_WORD = /\b(quiz|survey|questionnaire|assessment|kanban|board|pipeline|calculator|estimator|converter|dashboard|analytics|booking (?:page|form|site|app)|booking|form|landing page|website|site|homepage|directory|catalogue|catalog|listing|marketplace|gallery|menu|tracker|log|list|crm|manager|planner|register|app|page|tool)\b/;

export const FIELD_TYPES: [FieldType, RegExp][] = [
  ['email', /\b(e-?mail)\b/],
  ['tel', /\b(phone|mobile|telephone|tel|whatsapp)\b/],
  ['money', /\b(hourly|daily|day|nightly) rate\b|\brate per\b/],
  ['time', /\b(time|slot)\b/],
  ['date', /\b(date|day|deadline|due|birthday|dob)\b/],
  ['percent', /(%|\b(percent(age)?|rate|margin|churn|moisture|humidity|share|tip|discount|interest|growth|conversion|occupancy)\b)/],
  ['money', /\b(price|cost|fee|fees|amount|revenue|sales|salary|budget|spend|income|earnings|value|savings|contribution|deposit|payment|bill|wage|profit|investment|rent|loan|balance|payout|mrr|gain)\b/],
  ['number', /\b(count|number|qty|quantity|hours|minutes|people|students|sessions|litres|liters|gallons|kg|km|units|visits|score|age|members|months|years|weeks|days|appointments|customers|users|trees|seats|guests|rooms|items|orders|clients|patients|beds|meals|households|acres|hectares)\b/],
  ['textarea', /\b(notes?|message|comments?|description|details|feedback|bio|address)\b/],
  ['select', /\b(status|category|type|stage|level|priority|treatment|service|subject|plan|size|class|room|course|grade|region|zone|condition|brand|tier|department)\b/],
];

export const OPTIONS: [RegExp, string[]][] = [
  [/treatment/, ['Consultation', 'Check-up', 'Cleaning', 'Follow-up']],
  [/service/, ['Standard', 'Express', 'Premium']],
  [/status/, ['To do', 'In progress', 'Done']],
  [/priority/, ['Low', 'Medium', 'High']],
  [/subject|course/, ['Maths', 'English', 'Science', 'History']],
  [/size/, ['Small', 'Medium', 'Large']],
  [/condition/, ['New', 'Like new', 'Used']],
  [/zone|region/, ['North', 'South', 'East', 'West']],
  [/level|grade|tier/, ['Beginner', 'Intermediate', 'Advanced']],
  [/plan/, ['Basic', 'Standard', 'Pro']],
  [/room/, ['Room 1', 'Room 2', 'Room 3']],
];

/** Catalogues founders list: categories for the filter and sample entries (name, category) that fit them. */
export const CATALOGUES: { cue: RegExp; categories: string[]; items: [string, string][] }[] = [
  { cue: /\b(gear|outdoor|camping|hiking|climbing|kayak)/, categories: ['Camping', 'Climbing', 'Water sports'], items: [['Two-person tent', 'Camping'], ['Climbing harness', 'Climbing'], ['Touring kayak', 'Water sports'], ['Down sleeping bag', 'Camping']] },
  { cue: /\b(menu|restaurant|dish|food|cafe|café|meal)/, categories: ['Starters', 'Mains', 'Desserts'], items: [['Tomato soup', 'Starters'], ['Grilled fish', 'Mains'], ['Lemon tart', 'Desserts'], ['Garlic bread', 'Starters']] },
  { cue: /\b(books?|library|reading)\b/, categories: ['Fiction', 'Non-fiction', 'Children'], items: [['The Long Harvest', 'Fiction'], ['Money for Founders', 'Non-fiction'], ['The Little Kayak', 'Children'], ['Night Trains', 'Fiction']] },
  { cue: /\b(doctor|clinic|therap|health|dentist|physio)/, categories: ['General practice', 'Dentistry', 'Physiotherapy'], items: [['Riverside Family Practice', 'General practice'], ['Bright Smile Dental', 'Dentistry'], ['Harbour Physio', 'Physiotherapy'], ['Old Town Surgery', 'General practice']] },
  { cue: /\b(propert|apartment|flat|home|house|real estate)/, categories: ['Apartment', 'House', 'Studio'], items: [['Sunny two-bed apartment', 'Apartment'], ['Family house with garden', 'House'], ['Compact city studio', 'Studio'], ['Loft apartment', 'Apartment']] },
  { cue: /\b(event|workshop|meetup|conference)/, categories: ['Workshop', 'Meetup', 'Conference'], items: [['Pricing workshop', 'Workshop'], ['Founders breakfast', 'Meetup'], ['Growth summit', 'Conference'], ['Pitch practice', 'Workshop']] },
  { cue: /\b(freelanc|agenc|vendor|supplier|service provider|expert)/, categories: ['Design', 'Development', 'Marketing'], items: [['Studio North', 'Design'], ['Byte Works', 'Development'], ['Loudspeaker', 'Marketing'], ['Pixel & Co', 'Design']] },
];

export type KnownCalculator = { cue: RegExp; inputs: [string, number][]; outputs: { label: string; expr: string; unit: 'money' | 'number' | 'percent' }[] };

/** Calculators founders ask for, with their usual inputs (label, starting value) and formulas over the inputs' ids. */
export const CALCULATORS: KnownCalculator[] = [
  {
    cue: /\bmargin\b/,
    inputs: [['Selling price', 10], ['Cost per unit', 6]],
    outputs: [{ label: 'Margin', expr: '(sellingPrice - costPerUnit) / sellingPrice * 100', unit: 'percent' }, { label: 'Profit per unit', expr: 'sellingPrice - costPerUnit', unit: 'money' }],
  },
  {
    cue: /\bmark-?up\b/,
    inputs: [['Cost', 10], ['Markup', 50]],
    outputs: [{ label: 'Selling price', expr: 'cost * (1 + markup / 100)', unit: 'money' }, { label: 'Profit per unit', expr: 'cost * markup / 100', unit: 'money' }],
  },
  {
    cue: /\bdiscount\b/,
    inputs: [['Price', 100], ['Discount', 20]],
    outputs: [{ label: 'Price after discount', expr: 'price * (1 - discount / 100)', unit: 'money' }, { label: 'You save', expr: 'price * discount / 100', unit: 'money' }],
  },
  {
    cue: /\btip\b/,
    inputs: [['Bill', 80], ['Tip percent', 15], ['People', 4]],
    outputs: [{ label: 'Each person pays', expr: 'bill * (1 + tipPercent / 100) / people', unit: 'money' }, { label: 'Tip', expr: 'bill * tipPercent / 100', unit: 'money' }],
  },
  {
    cue: /no-?show/,
    inputs: [['Missed appointments per month', 12], ['Average fee', 60]],
    outputs: [{ label: 'No-show cost per month', expr: 'missedAppointmentsPerMonth * averageFee', unit: 'money' }, { label: 'No-show cost per year', expr: 'missedAppointmentsPerMonth * averageFee * 12', unit: 'money' }],
  },
  {
    cue: /\broi\b|return on investment/,
    inputs: [['Investment', 10000], ['Gain', 14000]],
    outputs: [{ label: 'ROI', expr: '(gain - investment) / investment * 100', unit: 'percent' }, { label: 'Net return', expr: 'gain - investment', unit: 'money' }],
  },
  {
    cue: /saving/,
    inputs: [['Monthly deposit', 200], ['Months', 24], ['Annual interest rate', 4]],
    outputs: [
      { label: 'Savings at the end', expr: 'monthlyDeposit * ((1 + annualInterestRate / 1200) ^ months - 1) / (annualInterestRate / 1200 + 0.0000001)', unit: 'money' },
      { label: 'Deposited', expr: 'monthlyDeposit * months', unit: 'money' },
    ],
  },
  {
    cue: /earning|income|salary|freelanc|wage/,
    inputs: [['Hourly rate', 40], ['Hours per week', 30], ['Weeks per year', 46]],
    outputs: [{ label: 'Yearly earnings', expr: 'hourlyRate * hoursPerWeek * weeksPerYear', unit: 'money' }, { label: 'Monthly earnings', expr: 'hourlyRate * hoursPerWeek * weeksPerYear / 12', unit: 'money' }],
  },
  {
    cue: /impact|carbon|co2|emission/,
    inputs: [['People reached', 500], ['Impact per person', 3]],
    outputs: [{ label: 'Total impact', expr: 'peopleReached * impactPerPerson', unit: 'number' }],
  },
  {
    cue: /loan|mortgage/,
    inputs: [['Loan amount', 20000], ['Annual interest rate', 7], ['Months', 36]],
    outputs: [{ label: 'Monthly payment', expr: 'loanAmount * (annualInterestRate / 1200) / (1 - (1 + annualInterestRate / 1200) ^ (0 - months))', unit: 'money' }],
  },
  {
    cue: /break-?even/,
    inputs: [['Fixed costs per month', 5000], ['Price', 50], ['Variable cost per unit', 20]],
    outputs: [{ label: 'Units to break even', expr: 'fixedCostsPerMonth / (price - variableCostPerUnit)', unit: 'number' }],
  },
  {
    cue: /pric|mrr|subscription|revenue/,
    inputs: [['Price per month', 29], ['Customers', 120], ['Monthly churn', 3]],
    outputs: [{ label: 'Monthly revenue', expr: 'pricePerMonth * customers', unit: 'money' }, { label: 'Customer lifetime value', expr: 'pricePerMonth / (monthlyChurn / 100)', unit: 'money' }],
  },
];

/** Dashboards by domain: the noun of a row and its columns (the first names the x axis). */
export const DASHBOARDS: { cue: RegExp; noun: string; columns: string[] }[] = [
  { cue: /irrigat|farm|crop|water/, noun: 'reading', columns: ['Zone', 'Water used litres', 'Soil moisture %', 'Yield kg'] },
  { cue: /sales|shop|store|revenue|e-?commerce/, noun: 'month', columns: ['Month', 'Revenue', 'Orders', 'Conversion rate'] },
  { cue: /clinic|patient|health/, noun: 'week', columns: ['Week', 'Patients', 'Appointments', 'No-show rate'] },
  { cue: /school|student|class|tutor/, noun: 'class', columns: ['Class', 'Students', 'Attendance rate', 'Average score'] },
  { cue: /energy|solar|power/, noun: 'day', columns: ['Day', 'Energy produced kwh units', 'Energy used kwh units', 'Savings'] },
  { cue: /web|traffic|marketing|campaign/, noun: 'week', columns: ['Week', 'Visits', 'Sign-ups', 'Conversion rate'] },
  { cue: /fitness|gym|workout/, noun: 'week', columns: ['Week', 'Workouts', 'Minutes', 'Members'] },
];

export const CURRENCY_CUES: [RegExp, string][] = [
  [/€|\beur(o|os)?\b/i, 'EUR'],
  [/£|\bgbp\b|\bpounds?\b|\buk\b/i, 'GBP'],
  [/₹|\binr\b|\brupees?\b|\bindia\b/i, 'INR'],
  [/₦|\bngn\b|\bnaira\b|\bnigeria\b/i, 'NGN'],
  [/\bkes\b|\bksh\b|\bshillings?\b|\bkenya\b/i, 'KES'],
  [/\bzar\b|\brand\b|\bsouth africa\b/i, 'ZAR'],
  [/¥|\bjpy\b|\byen\b|\bjapan\b/i, 'JPY'],
  [/\bchf\b|\bswiss\b/i, 'CHF'],
  [/\bcad\b|\bcanad/i, 'CAD'],
  [/\baud\b|\baustralia/i, 'AUD'],
  [/\bbrl\b|\breais\b|\bbrazil/i, 'BRL'],
  [/\$|\busd\b|\bdollars?\b/i, 'USD'],
];

export const PALETTES: { cue: RegExp; primary: string; accent: string }[] = [
  { cue: /\bblue\b/, primary: '#2563eb', accent: '#38bdf8' },
  { cue: /\bgreen\b/, primary: '#16a34a', accent: '#a3e635' },
  { cue: /\b(red|crimson)\b/, primary: '#dc2626', accent: '#fb923c' },
  { cue: /\b(purple|violet)\b/, primary: '#7c3aed', accent: '#f472b6' },
  { cue: /\borange\b/, primary: '#ea580c', accent: '#facc15' },
  { cue: /\b(teal|turquoise)\b/, primary: '#0d9488', accent: '#5eead4' },
  { cue: /\bpink\b/, primary: '#db2777', accent: '#f9a8d4' },
  { cue: /\b(indigo|default)\b/, primary: '#6366f1', accent: '#22d3ee' },
];
