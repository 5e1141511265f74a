import { describe, expect, it } from 'vitest';
import { classifyStartup, detectCountry } from './classify';
import { currencyMentions } from './currency';
import { readFigures } from './figures';
import { buildStartupModel } from './model';
import { parseNumber } from './numbers';

/**
 * Sentences of my own, in the shapes a twelfth held-out table missed (its clean measure: 14/24 archetypes, 3 wrong
 * ones stated without asking; "Rp 75 juta" read as Rp 75): the founder's own multiplier words, the yen and the won
 * after the number, the month before it in Japanese, Korean and Arabic, and business models named in other languages.
 */
const figures = (text: string, country: string) =>
  readFigures(text, country).filter((f) => f.currency).map((f) => [f.kind, f.value, f.currency]);
const archetype = (idea: string, country?: string) => classifyStartup({ idea, country });

describe('multiplier words as founders write them', () => {
  it.each([
    ['Modal kerja Rp 250 juta untuk tahun pertama.', 'ID', 250_000_000, 'IDR'],
    ['Faturamento de R$ 40 mil por mês.', 'BR', 40_000, 'BRL'],
    ['Выручка 2,5 млн ₽ за прошлый год.', 'RU', 2_500_000, 'RUB'],
    ['Aylık ciro 80 bin TL civarında.', 'TR', 80_000, 'TRY'],
    ['Budżet na start to 120 tys. zł.', 'PL', 120_000, 'PLN'],
    ['Wir brauchen 1,2 Mio. € für die Serie.', 'DE', 1_200_000, 'EUR'],
    ['Doanh thu khoảng 900 triệu đồng.', 'VN', 900_000_000, 'VND'],
    ['초기 비용은 300만원입니다.', 'KR', 3_000_000, 'KRW'],
    ['初期費用は5万円です。', 'JP', 50_000, 'JPY'],
  ])('%s', (text, country, value, code) => {
    expect(readFigures(text, country).find((f) => f.currency)).toMatchObject({ value, currency: code });
  });

  it('"mil" is a thousand beside a Latin American currency, a million in English dollars', () => {
    expect(parseNumber('15 mil', 'ARS')).toBe(15_000);
    expect(parseNumber('2 mil', 'USD')).toBe(2_000_000);
  });
});

describe('currency marks after the number', () => {
  it('reads 円, 원 and 元 after a number, and 원 nowhere else', () => {
    expect(currencyMentions('料金は3,300円です', 'JP').map((m) => m.code)).toEqual(['JPY']);
    expect(currencyMentions('가격은 9,900원', 'KR').map((m) => m.code)).toEqual(['KRW']);
    expect(currencyMentions('회원 가입은 무료', 'KR')).toEqual([]);
    expect(currencyMentions('每月 99元', 'CN').map((m) => m.code)).toEqual(['CNY']);
  });

  it('reads a lower-case "dh" as the dirham in Morocco only', () => {
    expect(figures('L\'abonnement coûte 49 dh par mois', 'MA')).toEqual([['monthly', 49, 'MAD']]);
    expect(currencyMentions('49 dh', 'AE')).toEqual([]);
  });
});

describe('prices and counts in the founder’s words', () => {
  it('the month before the amount in Japanese, Korean and Arabic', () => {
    expect(figures('アプリは月額680円、年額6,800円。', 'JP')[0]).toEqual(['monthly', 680, 'JPY']);
    expect(figures('월 구독료 4,900원', 'KR')).toEqual([['monthly', 4_900, 'KRW']]);
    expect(figures('الاشتراك الشهري ٢٥٠ جنيه', 'EG')).toEqual([['monthly', 250, 'EGP']]);
  });

  it('the average order in Vietnamese and French', () => {
    expect(figures('Giá trị đơn trung bình khoảng 420.000đ.', 'VN')).toEqual([['per_order', 420_000, 'VND']]);
    expect(figures('La commande moyenne est de 18 000 FCFA.', 'CI')).toEqual([['per_order', 18_000, 'XOF']]);
  });

  it('a count after its unit ("about so many"), and a count grouped in thousands', () => {
    const swahili = readFigures('KSh 40 kwa kila mwanafunzi kwa mwezi; shule zina wanafunzi kama 600.', 'KE')[0];
    expect(swahili.per_account?.count).toBe(600);
    const grouped = readFigures('R$ 3 por cama por mês; um hospital médio tem 1.200 camas.', 'BR')[0];
    expect(grouped.per_account?.count).toBe(1_200);
    // A price after the unit is no count.
    expect(readFigures('€5 per desk per month; desks about 60 € each to buy', 'IE')[0].per_account).toBeUndefined();
  });

  it('a commission on card payments is a fee on money moved (Romanian, Polish, Turkish)', () => {
    for (const [text, country] of [
      ['Reținem un comision de 1,5% din fiecare plată.', 'RO'],
      ['Pobieramy prowizję 1,1% od każdej płatności.', 'PL'],
      ['Her ödemeden %2 komisyon alıyoruz.', 'TR'],
    ]) expect(readFigures(text, country).map((f) => f.kind), text).toContain('fee_pct');
  });

  it('the model keeps the founder’s count and price per unit', () => {
    const m = buildStartupModel({ idea: 'Mfumo wa shule: KSh 40 kwa kila mwanafunzi kwa mwezi, shule zina wanafunzi '
      + 'kama 600.', country: 'KE' });
    expect(m.assumptions.find((a) => a.key === 'capacity_per_account'))
      .toMatchObject({ value: 600, provenance: 'founder' });
  });
});

describe('business models named in other languages (data/business-words.json)', () => {
  it.each([
    ['Ставим GPS-трекеры на грузовики и берём 2 000 ₽ в месяц за машину.', 'RU', 'hardware_subscription'],
    ['Sensores de nivel para tanques de agua. Se cobran USD 6 al mes por tanque.', 'UY', 'hardware_subscription'],
    ['Aplicație de încasări: terminal POS pe telefon, luăm 1% din fiecare plată cu cardul.', 'MD',
      'fintech_transactions'],
    ['Somos una agencia de marketing para hoteles boutique, cobramos un fee mensual.', 'MX', 'services'],
    ['Nous sommes un cabinet comptable à Lyon; nos 4 comptables font la paie de 60 TPE.', 'FR', 'services'],
    ['Jam3iya kat3awn l3ayalat f lbadiya, kanjem3o dons mn lmuhsinin.', 'MA', 'nonprofit'],
    ['El yapımı seramikleri e-ticaret sitemizden satıyoruz, ortalama sepet 600 TL.', 'TR', 'ecommerce'],
    ['Bán nước mắm Phú Quốc đóng chai, giao hàng toàn quốc, đơn trung bình 250.000đ.', 'VN', 'ecommerce'],
  ])('%s', (idea, country, want) => {
    expect(archetype(idea, country).archetype).toBe(want);
  });

  it('a trade denied is no signal: "no somos agencia" on a marketplace', () => {
    const c = archetype('App donde viajeros reservan fotógrafos locales; cobramos 12% de comisión. No somos agencia.',
      'PE');
    expect(c.archetype).toBe('marketplace');
    expect(c.reasons.join(' ')).not.toMatch(/agencia/);
  });

  it('"cancel any time" in Polish says individuals subscribe when no buyer is named', () => {
    const c = archetype('Abonament na kawę ziarnistą, 79 zł miesięcznie, możesz anulować w każdej chwili.', 'PL');
    expect(c.archetype).toBe('consumer_subscription');
  });
});

describe('places named in Arabic and Cyrillic script, and with their accents', () => {
  it.each([
    ['وكالة تصميم في القاهرة', 'EG'],
    ['متجر إلكتروني في الدار البيضاء', 'MA'],
    ['Une firme de tenue de livres à Montréal', 'CA'],
    ['Логистические компании в Алматы', 'KZ'],
    ['Кав\'ярні у Львові', 'UA'],
    ['Сервис для автосервисов в Москве', 'RU'],
    ['ขายเทียนหอมทำมือ ส่งทั่วประเทศไทย', 'TH'],
  ])('%s', (text, code) => {
    expect(detectCountry(text)).toBe(code);
  });
});

/** Shapes a thirteenth table missed (its clean measure: capacity read right 2 times in 7), in sentences of my own. */
describe('counts and models a thirteenth table taught', () => {
  const count = (idea: string, country: string) =>
    buildStartupModel({ idea, country }).assumptions.find((a) => a.key === 'capacity_per_account');

  it('a unit in Polish and Greek forms (fotel, δωμάτιο), with its count', () => {
    expect(count('System dla salonów kosmetycznych: 49 zł za fotel miesięcznie, salon ma zwykle 4 fotele.', 'PL'))
      .toMatchObject({ value: 4, provenance: 'founder', label: 'Chairs per account' });
    expect(figures('Λογισμικό για ξενοδοχεία: 3 € ανά δωμάτιο τον μήνα.', 'GR'))
      .toEqual([['per_capacity_month', 3, 'EUR']]);
  });

  it('a price per seat counted by the customer’s people, and a compound unit by its last part', () => {
    expect(count('Dispatch software, $12 per seat per month; a typical customer has about 30 dispatchers.', 'US'))
      .toMatchObject({ value: 30, provenance: 'founder' });
    expect(count('Trackers for delivery fleets: KSh 300 per motorbike per month; a customer runs 25 bikes.', 'KE'))
      .toMatchObject({ value: 25, provenance: 'founder' });
  });

  it('a device bought once, then a fee per animal a month, is a device business', () => {
    expect(archetype('Collares con GPS para ovejas: USD 60 por collar (pago único) y USD 1,50 por oveja por mes.', 'UY')
      .archetype).toBe('hardware_subscription');
  });

  it('a commission in Arabic, a webshop in Hungarian', () => {
    expect(archetype('منصة تربط أصحاب المطاعم بالموردين ونأخذ عمولة على كل طلب', 'JO').archetype).toBe('marketplace');
    expect(archetype('Kézműves gyertyák webshopja, készletre gyártunk, átlagos kosárérték 7.500 Ft.', 'HU').archetype)
      .toBe('ecommerce');
  });
});
