import { escapeRe, WORLD_COUNTRIES, worldCountry } from './world';

/**
 * Countries the model recognises in the founder's words: ISO alpha-2, name, currency, the words
 * that name it (country, people, main cities), population (millions, UN World Population
 * Prospects 2024, rounded) and two rough cost levels relative to the United States = 1:
 * `labour` (fully loaded salary of a startup hire) and `price` (consumer price level, after the
 * World Bank ICP price-level index). The two levels only scale US defaults; they are estimates
 * the founder must verify, never presented as facts about the market.
 */
export type Country = {
  code: string;
  name: string;
  currency: string;
  words: string[];
  population_m: number;
  labour: number;
  price: number;
};

const c = (code: string, name: string, currency: string, population_m: number, labour: number, price: number, words: string[]): Country =>
  ({ code, name, currency, population_m, labour, price, words });

const LIST: Country[] = [
  c('US', 'the United States', 'USD', 340, 1, 1, [
    'United States', 'USA', 'U\\.S\\.A?\\.?', 'US', 'New York', 'San Francisco', 'California', 'Texas', 'Chicago',
    'Boston', 'Seattle', 'Los Angeles', 'Florida',
    'Austin', 'Houston', 'Dallas', 'Atlanta', 'Miami', 'Denver', 'Philadelphia', 'San Diego', 'Nashville', 'Detroit',
    'Minneapolis', 'Brooklyn', 'Pittsburgh', 'Baltimore', 'New Jersey', 'Silicon Valley', 'Washington,? D\\.?C\\.?']),
  c('GB', 'the United Kingdom', 'GBP', 69, 0.75, 0.9, [
    'United Kingdom', 'UK', 'Britain', 'British', 'England', 'London', 'Manchester', 'Scotland', 'Wales',
    'Edinburgh', 'Glasgow', 'Bristol', 'Leeds', 'Liverpool', 'Cardiff', 'Belfast', 'Sheffield', 'Nottingham',
    'Brighton']),
  c('IE', 'Ireland', 'EUR', 5.3, 0.8, 0.95, ['Ireland', 'Irish', 'Dublin']),
  c('DE', 'Germany', 'EUR', 84, 0.8, 0.85, [
    'Germany', 'German', 'Berlin', 'Munich', 'Hamburg', 'Frankfurt', 'Cologne', 'Köln',
    'Stuttgart', 'Düsseldorf', 'Dusseldorf', 'Leipzig', 'Dresden']),
  c('FR', 'France', 'EUR', 66, 0.7, 0.85, [
    'France', 'French', 'Paris', 'Lyon', 'Marseille', 'Toulouse', 'Bordeaux', 'Lille', 'Nantes']),
  c('ES', 'Spain', 'EUR', 48, 0.55, 0.7, [
    'Spain', 'Spanish', 'Madrid', 'Barcelona', 'Seville', 'Sevilla', 'Bilbao', 'Málaga', 'Malaga']),
  c('IT', 'Italy', 'EUR', 59, 0.55, 0.75, [
    'Italy', 'Italian', 'Milan', 'Rome', 'Turin', 'Torino', 'Naples', 'Napoli', 'Bologna']),
  c('NL', 'the Netherlands', 'EUR', 18, 0.8, 0.9, [
    'Netherlands', 'Dutch', 'Amsterdam', 'Rotterdam', 'Utrecht', 'Eindhoven', 'The Hague']),
  c('BE', 'Belgium', 'EUR', 11.8, 0.75, 0.9, ['Belgium', 'Belgian', 'Brussels']),
  c('PT', 'Portugal', 'EUR', 10.4, 0.45, 0.65, ['Portugal', 'Portuguese', 'Lisbon']),
  c('AT', 'Austria', 'EUR', 9.1, 0.75, 0.9, ['Austria', 'Austrian', 'Vienna']),
  c('FI', 'Finland', 'EUR', 5.6, 0.7, 0.9, ['Finland', 'Finnish', 'Helsinki']),
  c('SE', 'Sweden', 'SEK', 10.6, 0.75, 0.85, ['Sweden', 'Swedish', 'Stockholm']),
  c('NO', 'Norway', 'NOK', 5.5, 0.85, 1, ['Norway', 'Norwegian', 'Oslo']),
  c('DK', 'Denmark', 'DKK', 6, 0.85, 1, ['Denmark', 'Danish', 'Copenhagen']),
  c('CH', 'Switzerland', 'CHF', 8.9, 1.1, 1.2, ['Switzerland', 'Swiss', 'Zurich', 'Geneva']),
  c('PL', 'Poland', 'PLN', 38, 0.45, 0.5, ['Poland', 'Polish', 'Warsaw', 'Krakow']),
  c('CZ', 'Czechia', 'CZK', 10.7, 0.45, 0.6, ['Czechia', 'Czech Republic', 'Czech', 'Prague', 'Brno']),
  c('HU', 'Hungary', 'HUF', 9.7, 0.35, 0.5, ['Hungary', 'Hungarian', 'Budapest']),
  c('RO', 'Romania', 'RON', 19, 0.35, 0.45, ['Romania', 'Romanian', 'Bucharest', 'Cluj']),
  c('GR', 'Greece', 'EUR', 10.3, 0.4, 0.65, ['Greece', 'Greek', 'Athens', 'Thessaloniki', 'Crete']),
  c('TR', 'Türkiye', 'TRY', 86, 0.3, 0.35, ['Turkey', 'Türkiye', 'Turkish', 'Istanbul', 'Ankara']),
  c('NG', 'Nigeria', 'NGN', 230, 0.15, 0.25, [
    'Nigeria', 'Nigerian', 'Lagos', 'Abuja', 'Ibadan', 'Kano', 'Port Harcourt']),
  c('GH', 'Ghana', 'GHS', 34, 0.15, 0.3, ['Ghana', 'Ghanaian', 'Accra', 'Kumasi']),
  c('KE', 'Kenya', 'KES', 56, 0.18, 0.35, ['Kenya', 'Kenyan', 'Nairobi', 'Mombasa']),
  c('UG', 'Uganda', 'UGX', 50, 0.1, 0.3, ['Uganda', 'Ugandan', 'Kampala']),
  c('TZ', 'Tanzania', 'TZS', 68, 0.1, 0.3, ['Tanzania', 'Tanzanian', 'Dar es Salaam']),
  c('RW', 'Rwanda', 'RWF', 14, 0.12, 0.3, ['Rwanda', 'Rwandan', 'Kigali']),
  c('ET', 'Ethiopia', 'ETB', 129, 0.08, 0.25, ['Ethiopia', 'Ethiopian', 'Addis Ababa']),
  c('ZA', 'South Africa', 'ZAR', 64, 0.35, 0.45, [
    'South Africa', 'South African', 'Johannesburg', 'Cape Town', 'Durban', 'Pretoria']),
  c('EG', 'Egypt', 'EGP', 116, 0.12, 0.2, ['Egypt', 'Egyptian', 'Cairo', 'Alexandria', 'مصر', 'القاهرة', 'الإسكندرية']),
  c('MA', 'Morocco', 'MAD', 38, 0.2, 0.35, [
    'Morocco', 'Moroccan', 'Casablanca', 'Rabat', 'المغرب', 'الدار البيضاء', 'الرباط', 'مراكش']),
  c('SN', 'Senegal', 'XOF', 18.5, 0.15, 0.4, ['Senegal', 'Senegalese', 'Dakar']),
  c('CI', "Côte d'Ivoire", 'XOF', 32, 0.15, 0.4, ["Côte d'Ivoire", 'Ivory Coast', 'Ivorian', 'Abidjan']),
  c('IN', 'India', 'INR', 1450, 0.2, 0.25, [
    'India', 'Indian', 'Mumbai', 'Bangalore', 'Bengaluru', 'Delhi', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata',
    'Ahmedabad', 'Jaipur', 'Noida', 'Gurgaon', 'Gurugram']),
  c('PK', 'Pakistan', 'PKR', 251, 0.12, 0.2, ['Pakistan', 'Pakistani', 'Karachi', 'Lahore', 'Islamabad']),
  c('BD', 'Bangladesh', 'BDT', 174, 0.12, 0.25, ['Bangladesh', 'Bangladeshi', 'Dhaka']),
  c('CN', 'China', 'CNY', 1410, 0.4, 0.5, ['China', 'Chinese', 'Beijing', 'Shanghai', 'Shenzhen']),
  c('JP', 'Japan', 'JPY', 124, 0.55, 0.6, [
    'Japan', 'Japanese', 'Tokyo', 'Osaka', 'Kyoto', 'Yokohama', 'Fukuoka', 'Sapporo', 'Nagoya']),
  c('KR', 'South Korea', 'KRW', 52, 0.55, 0.65, ['South Korea', 'Korea', 'Korean', 'Seoul']),
  c('HK', 'Hong Kong', 'HKD', 7.5, 0.7, 0.75, ['Hong Kong']),
  c('SG', 'Singapore', 'SGD', 6, 0.75, 0.8, ['Singapore', 'Singaporean']),
  c('ID', 'Indonesia', 'IDR', 283, 0.2, 0.3, ['Indonesia', 'Indonesian', 'Jakarta', 'Bali', 'Surabaya', 'Bandung',
    '(?:East|West|Central) Java']),
  c('PH', 'the Philippines', 'PHP', 116, 0.2, 0.35, ['Philippines', 'Filipino', 'Manila', 'Cebu']),
  c('VN', 'Vietnam', 'VND', 101, 0.2, 0.3, ['Vietnam', 'Vietnamese', 'Hanoi', 'Ho Chi Minh']),
  c('TH', 'Thailand', 'THB', 72, 0.25, 0.35, ['Thailand', 'Thai', 'Bangkok', 'ประเทศไทย', 'กรุงเทพ']),
  c('MY', 'Malaysia', 'MYR', 35, 0.3, 0.35, ['Malaysia', 'Malaysian', 'Kuala Lumpur']),
  c('AE', 'the United Arab Emirates', 'AED', 11, 0.7, 0.65, [
    'United Arab Emirates', 'UAE', 'Dubai', 'Abu Dhabi', 'Emirati', 'الإمارات', 'دبي', 'أبوظبي']),
  c('SA', 'Saudi Arabia', 'SAR', 34, 0.6, 0.55, [
    'Saudi Arabia', 'Saudi', 'Riyadh', 'Jeddah', 'السعودية', 'الرياض', 'جدة']),
  c('IL', 'Israel', 'ILS', 10, 0.8, 0.95, ['Israel', 'Israeli', 'Tel Aviv', 'Jerusalem']),
  c('CA', 'Canada', 'CAD', 41, 0.75, 0.85, [
    'Canada', 'Canadian', 'Toronto', 'Vancouver', 'Montreal', 'Calgary', 'Ottawa', 'Edmonton', 'Montréal', 'Québec',
    'Quebec']),
  c('AU', 'Australia', 'AUD', 27, 0.8, 0.9, [
    'Australia', 'Australian', 'Sydney', 'Melbourne', 'Brisbane', 'Adelaide', 'Canberra']),
  c('NZ', 'New Zealand', 'NZD', 5.3, 0.65, 0.85, ['New Zealand', 'Auckland', 'Wellington']),
  c('BR', 'Brazil', 'BRL', 212, 0.35, 0.5, ['Brazil', 'Brazilian', 'São Paulo', 'Sao Paulo', 'Rio de Janeiro']),
  c('MX', 'Mexico', 'MXN', 131, 0.35, 0.5, ['Mexico', 'Mexican', 'Mexico City', 'Guadalajara', 'Monterrey']),
  c('AR', 'Argentina', 'ARS', 46, 0.3, 0.45, ['Argentina', 'Argentinian', 'Argentine', 'Buenos Aires']),
  c('CO', 'Colombia', 'COP', 53, 0.3, 0.4, ['Colombia', 'Colombian', 'Bogotá', 'Bogota', 'Medellín', 'Medellin']),
  c('CL', 'Chile', 'CLP', 20, 0.4, 0.55, ['Chile', 'Chilean', 'Santiago']),
  c('PE', 'Peru', 'PEN', 34, 0.25, 0.45, ['Peru', 'Peruvian', 'Lima', 'Arequipa', 'Cusco']),
  c('UY', 'Uruguay', 'UYU', 3.4, 0.35, 0.75, ['Uruguay', 'Uruguayan', 'Montevideo']),
  c('EC', 'Ecuador', 'USD', 18, 0.2, 0.5, ['Ecuador', 'Ecuadorian', 'Quito', 'Guayaquil']),
  c('SK', 'Slovakia', 'EUR', 5.5, 0.4, 0.6, ['Slovakia', 'Slovak', 'Bratislava', 'Košice', 'Kosice']),
  c('LT', 'Lithuania', 'EUR', 2.9, 0.4, 0.6, ['Lithuania', 'Lithuanian', 'Vilnius', 'Kaunas']),
  c('HR', 'Croatia', 'EUR', 3.9, 0.35, 0.6, ['Croatia', 'Croatian', 'Zagreb', 'Dalmatia', 'Rijeka', 'Dubrovnik']),
  c('UA', 'Ukraine', 'UAH', 38, 0.15, 0.35, [
    'Ukraine', 'Ukrainian', 'Kyiv', 'Kiev', 'Lviv', 'Kharkiv', 'Odesa', 'Dnipro', 'Україна', 'України', 'Україні', 'Київ',
    'Києві', 'Львів', 'Львові', 'Харків', 'Харкові', 'Одеса', 'Одесі']),
  c('JO', 'Jordan', 'JOD', 11.4, 0.2, 0.5, ['Jordan', 'Jordanian', 'Amman']),
  c('LK', 'Sri Lanka', 'LKR', 23, 0.08, 0.3, ['Sri Lanka', 'Sri Lankan', 'Colombo', 'Kandy']),
  c('NP', 'Nepal', 'NPR', 29.7, 0.06, 0.3, ['Nepal', 'Nepali', 'Nepalese', 'Kathmandu', 'Pokhara']),
  c('TW', 'Taiwan', 'TWD', 23.2, 0.45, 0.6, ['Taiwan', 'Taiwanese', 'Taipei', 'Kaohsiung', 'Taichung']),
];

export const COUNTRIES: Record<string, Country> = Object.fromEntries(LIST.map((x) => [x.code, x]));

/** A country's English name: the model's countries, then the world table, else its code. */
export const countryName = (code: string): string => COUNTRIES[code]?.name ?? worldCountry(code)?.name ?? code;

// "US" and "UK" are matched case-sensitively (the word "us" is not a country); other words ignore case.
const CASE_SENSITIVE = new Set(['US', 'UK', 'UAE', 'USA']);
/** Words for people or things of a country ("Thai", "Indian"): weaker than a place ("Thai food in London" is in GB). */
const DEMONYM = /(?:ian|ese|ish|an|i|ch|ss|ino|ine)$/;
const PLACE_LIKE = new Set([
  'Ghana', 'Kenya', 'Uganda', 'Rwanda', 'Tanzania', 'Ethiopia', 'Nigeria', 'India', 'China', 'Korea', 'Malaysia',
  'Indonesia', 'Australia', 'Canada', 'Argentina', 'Colombia', 'Chile', 'Japan', 'Pakistan', 'Bangladesh',
  'Britain', 'Spain', 'Italy', 'Germany', 'France', 'Brazil', 'Mexico', 'Sweden', 'Norway', 'Denmark', 'Finland',
  'Austria', 'Belgium', 'Poland', 'Turkey', 'Israel', 'Egypt', 'Morocco', 'Senegal', 'Singapore', 'Thailand',
  'Vietnam', 'Philippines', 'Saudi Arabia', 'Tel Aviv', 'Accra', 'Kigali', 'Dakar', 'Abidjan', 'Lagos', 'Abuja',
  'Nairobi', 'Kampala', 'Cairo', 'Rabat', 'Mumbai', 'Delhi', 'Chennai', 'Kolkata', 'Pune', 'Karachi', 'Lahore',
  'Islamabad', 'Dhaka', 'Beijing', 'Shanghai', 'Shenzhen', 'Tokyo', 'Osaka', 'Seoul', 'Jakarta', 'Bali', 'Manila',
  'Cebu', 'Hanoi', 'Bangkok', 'Dubai', 'Riyadh', 'Jeddah', 'Jerusalem', 'Toronto', 'Vancouver', 'Montreal',
  'Sydney', 'Melbourne', 'Brisbane', 'Auckland', 'Wellington', 'Lima', 'Santiago', 'Bogota', 'Medellin', 'Helsinki',
  'Stockholm', 'Oslo', 'Copenhagen', 'Zurich', 'Geneva', 'Warsaw', 'Krakow', 'Istanbul', 'Ankara', 'Berlin',
  'Munich', 'Hamburg', 'Paris', 'Lyon', 'Madrid', 'Barcelona', 'Milan', 'Rome', 'Amsterdam', 'Rotterdam',
  'Brussels', 'Lisbon', 'Vienna', 'Dublin', 'London', 'Manchester', 'Scotland', 'Wales', 'England', 'Chicago',
  'Boston', 'Seattle', 'Florida', 'Texas', 'California', 'Ibadan', 'Kano', 'Kumasi', 'Mombasa', 'Durban',
  'Pretoria', 'Alexandria', 'Casablanca', 'Hyderabad', 'Bangalore', 'Bengaluru', 'Ukraine', 'Amman', 'Taiwan',
  'Montevideo', 'Quito', 'Colombo', 'Kathmandu', 'Taipei', 'Kyiv', 'Vilnius', 'Zagreb',
]);
const isDemonym = (w: string) => !PLACE_LIKE.has(w) && !/\s/.test(w) && DEMONYM.test(w) && !/^[A-Z]{2,}$/.test(w);
// The world table's countries (world.ts) are named too; their own name is never a weak demonym ("Bhutan").
const OTHERS = WORLD_COUNTRIES.filter((w) => !LIST.some((x) => x.code === w.code))
  .map((w) => ({ code: w.code, name: w.name, words: w.words.map(escapeRe) }));
const matchersOf = (countries: { code: string; name: string; words: string[] }[]) => countries.flatMap((country) =>
  country.words.map((w) => ({
    code: country.code,
    weak: isDemonym(w) && w !== escapeRe(country.name),
    // "US$0.02" and "US dollars" name a currency, not where the company works.
    re: new RegExp(`(?<![\\w-])${w}(?![\\w-])${w === 'US' ? '(?!\\$|\\s?dollars?)' : ''}`,
      CASE_SENSITIVE.has(w) ? '' : 'i'),
  })),
);
const OWN_MATCHERS = matchersOf(LIST);
/**
 * The world table's matchers, compiled on first use (a server start loads this module), and one pattern that tells in
 * one pass whether the text may name such a country at all (most name none).
 */
let others: { matchers: ReturnType<typeof matchersOf>; any: RegExp } | undefined;
const otherMatchers = () => {
  if (!others) {
    const matchers = matchersOf(OTHERS);
    others = { matchers, any: new RegExp(matchers.map((m) => m.re.source).join('|'), 'i') };
  }
  return others;
};

/** The first place the text names (ISO alpha-2), else the first country adjective ("Kenyan farmers"), else null. */
export const countryMention = (text: string): string | null => {
  const world = otherMatchers();
  const matchers = world.any.test(text) ? [...OWN_MATCHERS, ...world.matchers] : OWN_MATCHERS;
  for (const weak of [false, true]) {
    let best: { code: string; index: number } | null = null;
    for (const m of matchers) {
      if (m.weak !== weak) continue;
      const hit = m.re.exec(text);
      if (hit && (!best || hit.index < best.index)) best = { code: m.code, index: hit.index };
    }
    if (best) return best.code;
  }
  return null;
};

/** The country whose cost levels stand for a currency when the founder names no country. */
const CURRENCY_HOME: Record<string, string> = { EUR: 'DE', XOF: 'SN', USD: 'US' };
export const homeCountry = (currency: string): string | null =>
  CURRENCY_HOME[currency] ?? LIST.find((x) => x.currency === currency)?.code ?? null;

/**
 * Cost levels for defaults: the country's, else those of the currency's home country, else the
 * US levels (`known` false: the basis then says no country was given).
 */
export const countryLevels = (code: string | null, currency?: string): { labour: number; price: number; known: boolean } => {
  // A country named but without levels here keeps US levels, said so, rather than another country's.
  const home = code ? undefined : COUNTRIES[homeCountry(currency ?? '') ?? ''];
  const country = (code ? COUNTRIES[code.toUpperCase()] : undefined) ?? home;
  return country ? { labour: country.labour, price: country.price, known: true } : { labour: 1, price: 1, known: false };
};
