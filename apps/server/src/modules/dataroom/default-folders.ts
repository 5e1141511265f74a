/**
 * The six folders every data room starts with (spec 001 §3, the "Startup Data Room"), each
 * with the documents an investor expects to find in it: the readiness checklist.
 */
export type ChecklistDefinition = { key: string; label: string };
export type DefaultFolder = { slug: string; name: string; description: string; icon: string; color: string; checklist: ChecklistDefinition[] };

export const DEFAULT_FOLDERS: DefaultFolder[] = [
  {
    slug: 'executive-summary',
    name: 'Executive Summary',
    description: 'The first documents an investor opens: the story of the company in brief.',
    icon: 'briefcase',
    color: 'blue',
    checklist: [
      { key: 'one_pager', label: 'One-pager' },
      { key: 'pitch_deck', label: 'Pitch deck' },
      { key: 'executive_summary', label: 'Executive summary' },
      { key: 'business_plan', label: 'Business plan' },
      { key: 'business_model_canvas', label: 'Business model canvas' },
    ],
  },
  {
    slug: 'financial-projections',
    name: 'Financial Projections',
    description: 'Models, forecasts and the numbers behind the plan.',
    icon: 'trending-up',
    color: 'green',
    checklist: [
      { key: 'three_year_model', label: '3-year financial model' },
      { key: 'cap_table', label: 'Cap table' },
      { key: 'burn_and_runway', label: 'Burn and runway' },
      { key: 'historical_financials', label: 'Historical financials' },
      { key: 'unit_economics', label: 'Unit economics' },
    ],
  },
  {
    slug: 'legal-documents',
    name: 'Legal Documents',
    description: 'Incorporation, agreements and intellectual property.',
    icon: 'scale',
    color: 'purple',
    checklist: [
      { key: 'incorporation', label: 'Certificate of incorporation' },
      { key: 'bylaws', label: 'Bylaws / articles of association' },
      { key: 'shareholder_agreement', label: 'Shareholder agreement' },
      { key: 'ip_assignment', label: 'IP assignment agreements' },
      { key: 'material_contracts', label: 'Material contracts' },
    ],
  },
  {
    slug: 'technical-documentation',
    name: 'Technical Documentation',
    description: 'Architecture, roadmap and how the product is built and secured.',
    icon: 'code',
    color: 'orange',
    checklist: [
      { key: 'architecture', label: 'Architecture overview' },
      { key: 'product_roadmap', label: 'Product roadmap' },
      { key: 'security_overview', label: 'Security overview' },
    ],
  },
  {
    slug: 'market-research',
    name: 'Market Research',
    description: 'Market size, competition and what customers say.',
    icon: 'bar-chart',
    color: 'pink',
    checklist: [
      { key: 'market_analysis', label: 'Market analysis' },
      { key: 'competitive_analysis', label: 'Competitive analysis' },
      { key: 'customer_research', label: 'Customer research' },
    ],
  },
  {
    slug: 'team-information',
    name: 'Team Information',
    description: 'Who builds the company and how it is organised.',
    icon: 'users',
    color: 'cyan',
    checklist: [
      { key: 'team_bios', label: 'Founder and team bios' },
      { key: 'org_chart', label: 'Organisation chart' },
    ],
  },
];

export const CHECKLIST_BY_SLUG = new Map(DEFAULT_FOLDERS.map((f) => [f.slug, f.checklist]));
