/**
 * Words in a founder's description that decide whether a row applies to their business, when a
 * sector holds different businesses (transport: ride-hailing, parking, freight). Shared by the
 * regulation and competitor tables.
 */
export const PASSENGERS = /ride-?hailing|\brides?\b|\btaxis?\b|\bcabs?\b|minicab|private hire|chauffeur|passengers?|shuttles?|car ?pool|ride-?shar|school runs?|airport transfers?/i;
export const PARKING = /\bparking\b|\bdriveways?\b|\bcar ?parks?\b|\bgarage spaces?\b/i;
export const FREIGHT = /\bfreight\b|\btrucks?\b|\btrucking\b|\blorr(?:y|ies)\b|\bhaulage\b|\bhgvs?\b|\bloads\b/i;
export const CAR_SHARING = /car[- ]?shar|\bcar rentals?\b|rent(?:ing)? (?:out )?(?:their |your )?cars?\b/i;
/** Selling goods to consumers (INFORM counts sales of new or unused consumer products). */
export const PRODUCT_SALES = /\b(?:sell|sells|selling|resale|shop|shops|store|products?|goods|merchandise|e-?commerce|retail)\b/i;
/** Renting gear between people (cameras, tools, equipment). */
export const GEAR_RENTAL = /\brent(?:s|al|als|ing)?\b[^.]*\b(?:gear|cameras?|equipment|tools?|items?)\b|peer-to-peer rentals?/i;
export const SECOND_HAND = /peer-to-peer|second-hand|\bused (?:goods|items|gear)\b/i;
export const CRM_BUYERS = /\bcrm\b|sales (?:pipeline|team|process)|customer relationship/i;
export const MARKETING_BUYERS = /\bcrm\b|marketing automation|email marketing|\binbound\b/i;
export const ACCOUNTING = /accounting|bookkeeping|invoic|payroll|\bexpenses?\b/i;

/** Dental practices (the dental practice-management incumbents compete only there). */
export const DENTAL = /\bdental\b|\bdentists?\b|\borthodont\w*/i;
/** Software that runs a clinic's front desk or records: booking, reminders, practice management. */
export const CLINIC_SOFTWARE = /\b(dental|dentists?|scheduling|booking|appointments?|reminders?|practice[- ]management|patient (messaging|communication|records)|ehr|emr|charting)\b/i;

/** Consumer money products (accounts, cards, savings, investing, transfers), where neobanks compete. */
export const CONSUMER_MONEY = /\b(bank(ing)?|neobank|current accounts?|debit cards?|savings?|wallets?|invest(ing|ment)s?|money transfers?|remittances?|send(ing)? money)\b/i;

const VENUES = String.raw`restaurants?|caf[eé]s?|coffee shops?|bars|pubs?|kitchens?|chefs?|hospitality`;
const TOOL = String.raw`software|app|apps|platform|tool|tools|system|saas|analytics|forecast\w*|inventory|pos`;
/** Tools sold to restaurants and kitchens (POS, inventory, waste): their vendors compete only with such tools. */
export const RESTAURANT_TECH = new RegExp(String.raw`\b(?:${TOOL})\b[^.]{0,80}\b(?:${VENUES})\b|\b(?:${VENUES})\b[^.]{0,80}\b(?:${TOOL})\b`, 'i');
/** Tools sold to shops and venues (POS, payments, checkout): where Square competes. */
export const MERCHANT_TOOLS = new RegExp(String.raw`point[- ]of[- ]sale|card readers?|\b(?:${TOOL}|payments?)\b[^.]{0,80}`
  + String.raw`\b(?:${VENUES}|\w*shops|\w*stores|merchants|retailers|salons)\b`, 'i');

/** Services that introduce people to each other for dating or marriage (Japan's online dating act). */
export const DATING = /\b(?:dating|match-?making|konkatsu|marriage[- ]minded|marriage (?:hunting|agency|matching))\b/i;

/** The cues a knowledge record names in `onlyWhen` / `alsoWhen` (records are JSON, so they name a cue). */
export const CUE_NAMES: Record<string, RegExp> = {
  passengers: PASSENGERS, parking: PARKING, freight: FREIGHT, car_sharing: CAR_SHARING, product_sales: PRODUCT_SALES,
  gear_rental: GEAR_RENTAL, dental: DENTAL, consumer_money: CONSUMER_MONEY, clinic_software: CLINIC_SOFTWARE, second_hand: SECOND_HAND, crm_buyers: CRM_BUYERS, marketing_buyers: MARKETING_BUYERS, accounting: ACCOUNTING,
  restaurant_tech: RESTAURANT_TECH, merchant_tools: MERCHANT_TOOLS, dating: DATING,
};
