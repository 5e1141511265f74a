/** One prompt per archetype, as founders write them (issue 26). */
export const ARCHETYPE_PROMPTS = {
  calculator: 'A no-show cost calculator: cost = missed appointments × average fee',
  form: 'A booking page where patients pick a treatment',
  tracker: 'A tutor tracker with columns name, subject, hours and fee',
  dashboard: 'An irrigation dashboard for smallholder farms in Kenya',
  landing: 'A landing page for our product',
  quiz: 'A quiz about money habits',
  kanban: 'A kanban board for our sprint',
  directory: 'A gear listing for our outdoor rental shop',
} as const;

/** The ten prompts the issue tried with no model configured (they all gave the same to-do list). */
export const ISSUE_PROMPTS = [
  'A booking page where patients pick a treatment',
  'A no-show cost calculator',
  'A gear listing',
  'An earnings estimator',
  'An irrigation dashboard',
  'An ROI calculator',
  'A tutor tracker',
  'An impact calculator',
  'A savings group tracker',
  'A savings calculator',
] as const;

/** A founder's profile: every app of one startup gets its name and its palette (so more lines in common). */
export const FOUNDER_PROFILE = { startup_name: 'Tidewater', idea: 'Tide tables for sea kayakers', target_customers: 'sea kayakers' };
