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
