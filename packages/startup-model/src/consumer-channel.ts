/**
 * How a consumer subscription reaches the people who pay: through Apple's and Google's app stores, billed directly
 * on the web, or used in person (a space, goods or people's time). The store's share applies to the first only:
 * services used outside the app are not sold through in-app purchase (App Store Review Guidelines 3.1.3(e), 2025).
 */
export type ConsumerChannel = 'app_store' | 'web' | 'in_person';

/** Words of a space, goods or equipment the member uses: in person whatever else is said. */
const PHYSICAL = new RegExp([
  '\\b(?:coworking|co-working|self-storage|storage units?|lockers?|desks?|parking (?:spaces?|bays?)|allotments?)\\b',
  '\\b(?:gym|(?:yoga|pilates|dance|fitness|boxing|spin|martial arts) studio|swimming pool|climbing wall|bouldering)'
    + '(?![ -]?goers)\\b',
  '\\b(?:delivered|delivery|deliveries|by post|shipped|shipping|doorstep|pick-?ups?|collected)\\b',
  '\\b(?:posts?|ships?) (?:[\\w-]+ ){0,3}(?:to (?:subscribers|members|customers|your door)|every)\\b',
  '\\b(?:boxe?s? of|(?:vegetable|veg|meal|fruit|coffee|snack|flower|nappy|diaper) (?:box|boxes|bags?|kits?))\\b',
  '\\b(?:laundry|nappies|diapers|beans)\\b',
  '\\b(?:e-?bikes?|bikes?|e-?scooters?|scooters?|cars?) (?:rental|hire|subscription|by the month)\\b',
  '\\brent(?:s|ing)? (?:out )?(?:[\\w-]+ ){0,2}'
    + '(?:e-?bikes?|bikes?|scooters?|cars?|desks?|lockers?|rooms?|equipment|tools)\\b',
].join('|'), 'i');
/** Time with people, in person unless the words put it online ("an online coding school: live classes, recorded…"). */
const MET = new RegExp('\\b(?:classes|swimming lessons|lessons at|in person|in-person|face to face|face-to-face|'
  + 'on site|dog walk(?:s|ing)|(?:house|home) cleaning|babysitting|childcare|home visits|haircuts|massages)\\b', 'i');
const ONLINE = new RegExp('\\b(?:online (?:[\\w-]+ )?(?:classes|courses?|lessons|school|coaching|sessions)|virtual|'
  + 'zoom|video (?:lessons|classes|calls)|recorded|live-?stream(?:ed)?)\\b', 'i');
const APP = /\b(?:apps?|ios|iphone|ipad|android|app store|play store|google play|mobile)\b/i;

/** The words that say members use a space, goods or people's time in person; null when none do. */
export const inPersonWords = (words: string): string | null =>
  PHYSICAL.exec(words)?.[0] ?? (ONLINE.test(words) ? null : MET.exec(words)?.[0] ?? null);

/** The channel the founder's words describe; '' (no words) reads as the web, where no store takes a share. */
export const consumerChannel = (words: string): ConsumerChannel =>
  inPersonWords(words) ? 'in_person' : APP.test(words) ? 'app_store' : 'web';
