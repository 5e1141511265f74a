import { CREDIT_PRICES } from './billing';
import { DOCUMENT_TYPE_LABELS, type DocumentType } from './documents';

/**
 * Decides whether a chat message asks for a document or an app, so the chat can OFFER it
 * (a confirm card with its price) instead of charging for it. Shared by the server and the
 * web app so both read a message the same way. A question is never an offer, even when it
 * contains the spec's keywords ("What should I create first, an MVP or a waitlist?").
 */
export type ChatOffer =
  | { kind: 'document'; document_type: DocumentType; label: string; credits: number }
  | { kind: 'app'; label: string; credits: number };

/** The file each document becomes (see the documents module's renderers). */
const FORMAT: Partial<Record<DocumentType, string>> = { pitch_deck: 'PowerPoint deck', financial_model: 'Excel model' };
export const documentFormat = (t: DocumentType) => FORMAT[t] ?? 'PDF';

/** Most specific first: "business model canvas" before "business plan" style overlaps. */
const DOCUMENT_NOUNS: [RegExp, DocumentType][] = [
  [/\bpitch ?deck\b|\binvestor deck\b|\bslide deck\b/, 'pitch_deck'],
  [/\b(business model|lean) canvas\b/, 'business_model_canvas'],
  [/\bfinancial (model|forecast)\b|\b3[- ]year model\b|\bp&l\b/, 'financial_model'],
  [/\bfinancial projections?\b/, 'financial_projections'],
  [/\bbusiness plan\b/, 'business_plan'],
  [/\bmarket (analysis|research|study)\b/, 'market_analysis'],
  [/\bcompetit(ive|or|ors|ion) (analysis|landscape|report)\b/, 'competitive_analysis'],
  [/\bmarketing plan\b|\bgo[- ]to[- ]market plan\b/, 'marketing_plan'],
  [/\bbrand strategy\b/, 'brand_strategy'],
  [/\bproduct roadmap\b/, 'product_roadmap'],
  [/\buser stories\b/, 'user_stories'],
  [/\btechnical spec(ification)?s?\b/, 'technical_specs'],
  [/\boperations plan\b/, 'operations_plan'],
  [/\b(team structure|org(anisation|anization)? chart)\b/, 'team_structure'],
  [/\bprocess documentation\b/, 'process_documentation'],
];

const APP_NOUNS = /\b(landing page|web ?site|web ?page|web app|app|application|tool|calculator|dashboard|prototype|waitlist (page|form)|form)\b/;

/** Asking words that make a message a question, unless it is a polite request ("Can you create …"). */
const QUESTION_START = /^(what|which|how|why|when|where|who|whom|whose|should|shall|do|does|did|is|are|was|were|am|has|have|had|can i|could i|can we|could we|may i|might|any (tips|advice|ideas)|tell me (about|how|why|what))\b/;
const POLITE_REQUEST = /^(please\s+)?(can|could|would|will) you\s+(please\s+)?(create|make|build|write|generate|draft|prepare|produce|design|code|put together|give me|send me)\b/;
const REQUEST_VERB = /\b(create|make|build|write|generate|draft|prepare|produce|design|code|put together|spin up|mock up|give me|send me|i need|we need|i want|we want|i'd like|i would like|we'd like)\b/;

const normalise = (message: string) => message.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ').trim();

export function isQuestion(message: string): boolean {
  const t = normalise(message);
  if (POLITE_REQUEST.test(t)) return false;
  return t.endsWith('?') || QUESTION_START.test(t);
}

/** The offer a message deserves, or null when it is a question or asks for neither. */
export function offerFor(message: string): ChatOffer | null {
  const t = normalise(message);
  if (!t || isQuestion(t)) return null;
  const verb = REQUEST_VERB.test(t);
  const doc = DOCUMENT_NOUNS.find(([re]) => re.test(t))?.[1];
  // A bare document name ("Pitch deck for PawPal please") is a request too.
  const bareDocument = doc && t.split(' ').length <= 8 && !/\b(review|improve|feedback|fix|check|update)\b/.test(t);
  if (doc && (verb || bareDocument)) {
    const label = `Create a ${DOCUMENT_TYPE_LABELS[doc].toLowerCase()} ${documentFormat(doc)}`;
    return { kind: 'document', document_type: doc, label, credits: CREDIT_PRICES.document };
  }
  if (verb && APP_NOUNS.test(t)) {
    const what = t.match(/\b(landing page|web ?site|calculator|dashboard|waitlist (page|form))\b/)?.[0] ?? 'app';
    return { kind: 'app', label: `Build the ${what.replace('webpage', 'web page')} as a live app`, credits: CREDIT_PRICES.app_generation };
  }
  return null;
}

/** Credits a send will cost: 1 per answering agent, the team adds a synthesis (5 agents → 6). */
export function chatCost(opts: { team?: boolean; agents?: number; offer?: ChatOffer | null }): number {
  if (opts.offer) return opts.offer.credits;
  if (opts.team) return (opts.agents ?? 5) + 1;
  return CREDIT_PRICES.chat_message;
}

/** "This needs 8 credits; you have 3" — the insufficient-credits message of the chat. */
export const insufficientCreditsText = (needed: number, balance: number) =>
  `This needs ${needed} credit${needed === 1 ? '' : 's'}; you have ${balance}.`;
