import type { AgentId, DocumentType } from '@uc/contract';

/** Same rule as the server: asking for an app or website builds a single-file HTML app. */
const APP_PATTERNS = [/\blanding page\b/, /\bweb ?site\b/, /\bweb ?page\b/, /\bweb app\b/, /\b(build|make|create|code)\b.*\b(app|tool|calculator|dashboard|page|prototype)\b/, /\b(todo|to-do) app\b/];
export const isAppRequest = (text: string) => APP_PATTERNS.some((p) => p.test(text.toLowerCase()));

/** Spec 000 §7: these words send the message to the documents service. */
const DOCUMENT_WORDS = /business plan|pitch deck|financial model|document|generate|create/i;
export const isDocumentRequest = (text: string) => DOCUMENT_WORDS.test(text);

export function documentTypeFor(text: string): DocumentType {
  const t = text.toLowerCase();
  if (t.includes('pitch deck')) return 'pitch_deck';
  if (t.includes('financial model')) return 'financial_model';
  return 'business_plan';
}

export const AGENT_LABELS: Record<AgentId, { name: string; role: string }> = {
  strategic: { name: 'Alex Strategic', role: 'strategic advisor' },
  product: { name: 'Sam Product', role: 'product manager' },
  technical: { name: 'Taylor Tech', role: 'tech lead' },
  operations: { name: 'Jordan Ops', role: 'operations manager' },
  marketing: { name: 'Morgan Marketing', role: 'marketing director' },
};
