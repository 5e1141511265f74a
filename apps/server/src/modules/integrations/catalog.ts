import type { ConnectKind, IntegrationCategory } from '@uc/contract';

export type CatalogEntry = {
  id: string;
  name: string;
  description: string;
  category: IntegrationCategory;
  icon: string;
  features: string[];
  popular: boolean;
  new: boolean;
  connectKind: ConnectKind;
  /** Composio's app key, for the connectors this server does not implement itself. */
  composioApp?: string;
};

const composio = (id: string, name: string, category: IntegrationCategory, icon: string, description: string, features: string[], flags: { popular?: boolean; new?: boolean } = {}): CatalogEntry => ({
  id,
  name,
  description,
  category,
  icon,
  features,
  popular: flags.popular ?? false,
  new: flags.new ?? false,
  connectKind: 'composio',
  composioApp: id.replace(/-/g, ''),
});

/** The marketplace catalogue (spec 001 §3). Popular: Slack, GitHub, Notion. New: HubSpot, Auth0, Cloudflare, Shopify. */
export const CATALOG: CatalogEntry[] = [
  {
    id: 'slack',
    name: 'Slack',
    description: 'Post a message to a Slack channel when a document is generated, a file is uploaded, a payment arrives or a session ends.',
    category: 'Communication',
    icon: 'message-square',
    features: ['Channel notifications through an incoming webhook', 'Pick which events are posted', 'Test message on connect'],
    popular: true,
    new: false,
    connectKind: 'webhook',
  },
  {
    id: 'github',
    name: 'GitHub',
    description: 'Export data-room documents or app-builder projects to one of your repositories as commits.',
    category: 'Development',
    icon: 'github',
    features: ['Fine-grained personal access token', 'Export documents and projects as commits'],
    popular: true,
    new: false,
    connectKind: 'token',
  },
  composio('google-drive', 'Google Drive', 'Storage', 'hard-drive', 'Keep data-room documents in Google Drive.', ['Browse Drive files', 'Upload generated documents', 'Shared-drive support']),
  composio('notion', 'Notion', 'Productivity', 'book-open', 'Turn plans and documents into Notion pages.', ['Create pages from plans', 'Search your workspace', 'Update databases'], { popular: true }),
  composio('gmail', 'Gmail', 'Communication', 'mail', 'Draft and send e-mail from agent suggestions.', ['Draft outreach e-mails', 'Send with your account', 'Read thread context']),
  composio('google-calendar', 'Google Calendar', 'Productivity', 'calendar', 'Schedule meetings and milestones from plans.', ['Create events', 'Find free slots', 'Milestone reminders']),
  composio('stripe', 'Stripe', 'Finance', 'credit-card', 'Read revenue and customers for financial models.', ['Revenue and MRR figures', 'Customer lists', 'Invoices']),
  composio('google-analytics', 'Google Analytics', 'Analytics', 'bar-chart-3', 'Bring traffic and conversion data into your plans.', ['Traffic reports', 'Conversion funnels', 'Audience data']),
  composio('twilio', 'Twilio', 'Communication', 'phone', 'Send SMS notifications and run phone outreach.', ['Send SMS', 'Phone numbers', 'Delivery status']),
  {
    id: 'discord',
    name: 'Discord',
    description: 'Post a message to a Discord channel when a document is generated, a file is uploaded, a payment arrives or a session ends.',
    category: 'Communication',
    icon: 'message-circle',
    features: ['Channel notifications through a channel webhook', 'Pick which events are posted', 'Test message on connect'],
    popular: false,
    new: false,
    connectKind: 'webhook',
  },
  composio('zoom', 'Zoom', 'Communication', 'video', 'Create meetings for investor and team calls.', ['Create meetings', 'List recordings', 'Meeting links in plans']),
  composio('hubspot', 'HubSpot', 'CRM', 'users', 'Sync leads and deals with your CRM.', ['Create contacts from leads', 'Deals pipeline', 'Company records'], { new: true }),
  composio('auth0', 'Auth0', 'Security', 'shield', 'Manage authentication for the apps you build.', ['Application settings', 'User management', 'Login logs'], { new: true }),
  composio('cloudflare', 'Cloudflare', 'Development', 'cloud', 'DNS and deploys for your product domains.', ['DNS records', 'Pages deploys', 'Cache purge'], { new: true }),
  composio('shopify', 'Shopify', 'Finance', 'shopping-bag', 'Read store orders and products for your plans.', ['Orders and revenue', 'Products', 'Customers'], { new: true }),
  composio('zapier', 'Zapier', 'Productivity', 'zap', 'Trigger Zaps from what happens in your workspace.', ['Trigger Zaps', 'Run actions', 'Multi-step workflows']),
];

export const catalogEntry = (id: string) => CATALOG.find((c) => c.id === id);

/** What the product may claim about its integrations: the catalogue's size and how many connect on this install. */
export const integrationCounts = (composioEnabled: boolean) => ({
  total: CATALOG.length,
  ready: CATALOG.filter((c) => c.connectKind !== 'composio' || composioEnabled).length,
});
