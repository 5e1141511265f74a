import { catalogEntry } from '../integrations/catalog';

/** What in a prompt points to an integration of the catalogue, and why the app would use it. */
const SIGNALS: [RegExp, string, string][] = [
  [/\b(pay|payments?|checkout|subscriptions?|invoices?|billing)\b/i, 'stripe', 'Take payments and read revenue'],
  [/\b(shop|store|e-?commerce|products?|orders?)\b/i, 'shopify', 'Sell products and sync orders'],
  [/\b(e-?mails?|newsletters?|inbox)\b/i, 'gmail', 'Send e-mail from the app'],
  [/\b(sms|text messages?|phone)\b/i, 'twilio', 'Send SMS notifications'],
  [/\b(calendar|bookings?|appointments?|schedul\w*)\b/i, 'google-calendar', 'Put bookings in a calendar'],
  [/\b(meetings?|video calls?)\b/i, 'zoom', 'Create meetings'],
  [/\b(analytics|traffic|metrics|dashboards?)\b/i, 'google-analytics', 'Measure traffic and conversions'],
  [/\b(log ?in|sign ?in|sign ?up|auth\w*|accounts?)\b/i, 'auth0', 'Sign users in'],
  [/\b(crm|leads?|customers?|clients?|contacts?|sales)\b/i, 'hubspot', 'Keep contacts and deals in a CRM'],
  [/\b(notes?|docs|wiki|knowledge)\b/i, 'notion', 'Save content as Notion pages'],
  [/\b(uploads?|files?|drive|photos?)\b/i, 'google-drive', 'Store uploaded files'],
  [/\b(notif\w*|alerts?|team chat)\b/i, 'slack', 'Notify the team in Slack'],
  [/\b(automat\w*|workflows?|zaps?)\b/i, 'zapier', 'Trigger automations'],
];

/** Up to four integrations from the marketplace catalogue that the described app would use. */
export function integrationsForPrompt(prompt: string): { id: string; name: string; reason: string }[] {
  const found: { id: string; name: string; reason: string }[] = [];
  for (const [pattern, id, reason] of SIGNALS) {
    const entry = catalogEntry(id);
    if (entry && pattern.test(prompt) && !found.some((f) => f.id === id)) found.push({ id, name: entry.name, reason });
    if (found.length === 4) break;
  }
  return found;
}
