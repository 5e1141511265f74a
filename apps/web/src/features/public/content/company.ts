/** The company's mailboxes, in one place for every page that shows them. */
export const MAILBOXES = {
  general: 'hello@ultimatecofounder.com',
  sales: 'sales@ultimatecofounder.com',
  support: 'support@ultimatecofounder.com',
  careers: 'careers@ultimatecofounder.com',
} as const;
