import { describe, expect, it } from 'vitest';
import { buildStartupModel } from './model';
import { readFigures } from './figures';

/**
 * Sentences of my own, in the shapes a sixth held-out table missed (its clean first measure: 18/22 archetypes, and six
 * of 22 startups modelled in a currency that was not theirs: Sri Lankan and Nepali rupees as Indian, NT$ and $U as
 * US dollars, hryvnias and dinars not read at all).
 */
const model = (idea: string, country?: string) => buildStartupModel({ idea, country });
const row = (m: ReturnType<typeof model>, key: string) => m.assumptions.find((a) => a.key === key);

describe('a startup’s own currency, where a shared sign names several', () => {
  it.each([
    ['Tuition tracking for tutors in Kandy, Rs 900 a month.', 'LK', 'LKR', 90_000],
    ['Bus ticket app in Pokhara, Rs 250 per month for unlimited rides.', 'NP', 'NPR', 25_000],
    ['Bubble tea loyalty cards for shops in Taipei, NT$450 a month.', 'TW', 'TWD', 45_000],
    ['Gym class booking for studios in Montevideo, $U 1.200 per month.', 'UY', 'UYU', 120_000],
    ['Payroll for bakeries in Lviv, ₴950 a month per bakery.', 'UA', 'UAH', 95_000],
    ['Stock app for pharmacies in Amman, 18 JD a month.', 'JO', 'JOD', 18_000],
  ])('%s', (idea, country, currency, minor) => {
    // With and without the country field: the city names it.
    for (const m of [model(idea, country), model(idea)]) {
      expect(m.country).toBe(country);
      expect(m.currency).toBe(currency);
      expect(row(m, 'price_per_month')).toMatchObject({ value: minor, provenance: 'founder' });
    }
  });

  it('a sign the founder names outranks the country ("US$ 800" in Argentina stays dollars)', () => {
    expect(model('Invoices for Argentine freelancers paid from abroad, average invoice US$ 800.', 'AR').currency)
      .toBe('USD');
    // Ecuador's own currency is the US dollar.
    expect(model('Delivery lockers in Guayaquil, $15 a month.').currency).toBe('USD');
  });
});

describe('numbers and periods in the founder’s own notation', () => {
  it('a dot before three digits groups thousands in a currency without cents, or one written that way', () => {
    const [cfa] = readFigures('Audit package 45.000 FCFA one-off.', 'SN');
    expect(cfa.value).toBe(45_000);
    const [pesos] = readFigures('Ticket promedio $U 2.300 en la tienda.', 'UY');
    expect(pesos).toMatchObject({ value: 2300, kind: 'per_order' });
  });

  it('the month and the year abbreviated in Finnish and Norwegian', () => {
    expect(readFigures('Premium 6,90 €/kk tai 59 €/vuosi.', 'FI').map((f) => f.kind)).toEqual(['monthly', 'yearly']);
    expect(readFigures('Koster kr 79/mnd.', 'NO')[0].kind).toBe('monthly');
  });

  it('a price per room per month in Norwegian is a price per room: its count is the hotel’s', () => {
    const idea = 'Booking software for guesthouses in Trondheim, kr 25 per rom per måned; they have ~12 rooms.';
    const m = model(idea, 'NO');
    expect(m.archetype).toBe('b2b_saas');
    expect(row(m, 'price_per_capacity')).toMatchObject({ value: 2_500, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: 12, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')!.label.toLowerCase()).toContain('room');
  });
});

describe('a device’s prices said plainly', () => {
  it('a deposit, then monthly instalments in Swahili: the price up front and the monthly fee', () => {
    const idea = 'PAYG solar fridges for duka owners in Mwanza: a deposit of TSh 90,000 then TSh 30,000 kwa mwezi.';
    const m = model(idea, 'TZ');
    expect(m.archetype).toBe('hardware_subscription');
    expect(row(m, 'unit_price')).toMatchObject({ value: 9_000_000, provenance: 'founder' });
    expect(row(m, 'monthly_fee')).toMatchObject({ value: 3_000_000, provenance: 'founder' });
  });

  it('"Kit is C$199": the device’s price, quoted from its noun', () => {
    const m = model('Smart smoke alarms for rental flats. Kit is C$199, then the app is $6/mo.', 'CA');
    expect(row(m, 'unit_price')).toMatchObject({ value: 19_900, provenance: 'founder' });
    expect(row(m, 'unit_price')!.basis).toContain('"Kit is C$199"');
  });
});

describe('business models said in other words', () => {
  it('an online shop in Spanish, Portuguese or Nordic words is e-commerce', () => {
    expect(model('Tienda online de yerba mate y mates artesanales, envíos a todo el país.', 'AR').archetype)
      .toBe('ecommerce');
    expect(model('Loja online de cosméticos veganos feitos em Braga.', 'PT').archetype).toBe('ecommerce');
    expect(model('Nettbutikk for ull-undertøy til barn, laget i Norge.', 'NO').archetype).toBe('ecommerce');
  });

  it('its own professionals doing the work make a service firm, whatever tool they use', () => {
    const idea = 'Payroll and tax filings for restaurants in Accra. Our 3 accountants do the work; GH₵ 900 per month.';
    expect(model(idea, 'GH').archetype).toBe('services');
  });

  it('installation crews and project-based work are services, not a subscription', () => {
    expect(model('We design and install heat pumps for family homes around Graz, 2 install crews.', 'AT').archetype)
      .toBe('services');
  });

  it('software about installations stays software', () => {
    expect(model('Scheduling software for solar installers, €40 per user per month.', 'DE').archetype).toBe('b2b_saas');
  });
});

describe('a seventh held-out table’s misreadings (my own sentences)', () => {
  it('"a" glued to a word is no unit: "€0.10 above 10k" prices nothing per "bove"', () => {
    const [, second] = readFigures('€0.20 per scan, €0.10 above 10k scans a month.', 'DE');
    expect(second.kind).not.toBe('per_unit');
  });

  it('e-commerce platforms as customers do not make the startup a shop', () => {
    expect(model('Review widget for e-commerce stores, €29 a month.', 'DE').archetype).toBe('b2b_saas');
    expect(model('Shipping-label API for e-commerce platforms, €0.05 per label.', 'DE').archetype).toBe('usage_api');
  });

  it('a yearly contract per villa is a price per account; maintenance contracts are a service', () => {
    const idea = 'Annual maintenance contracts for pool pumps in Dubai villas, AED 2,400 per villa per year. '
      + '9 technicians.';
    expect(model(idea, 'AE').archetype).toBe('services');
  });

  it('school graduates and alumni are people, not schools', () => {
    const m = buildStartupModel({ idea: 'Exam prep app, R$ 29 por mês.', target_customers: 'high school graduates',
      country: 'BR' });
    expect(m.archetype).toBe('consumer_subscription');
  });

  it('a price per vessel per month is a capacity price, with the vessels an account runs', () => {
    const idea = 'Catch logbook software for fishing companies, 19.900 kr. per vessel per month; most run 3 vessels.';
    const m = model(idea, 'IS');
    expect(m.currency).toBe('ISK');
    expect(row(m, 'price_per_capacity')).toMatchObject({ value: 19_900, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: 3, provenance: 'founder' });
  });

  it('monthly in Estonian and Serbian', () => {
    expect(readFigures('Premium 7,99 € kuus.', 'EE')[0].kind).toBe('monthly');
    expect(readFigures('Cena 1.490 din. mesečno po korisniku.', 'RS')[0]).toMatchObject({ kind: 'per_capacity_month',
      unit_word: 'user' });
  });

  it('device-as-a-service and outsourced bookkeeping are read as what they are', () => {
    expect(model('Smart meters for landlords, device-as-a-service at $9 per meter per month.', 'US').archetype)
      .toBe('hardware_subscription');
    expect(model('Outsourced bookkeeping for clinics in Lima, S/ 600 monthly, setup S/ 900 one-off.', 'PE').archetype)
      .toBe('services');
  });
});

describe('a fee named after its amount', () => {
  it('"a J$1,200 booking fee per job" is the fee, and the average job the order value', () => {
    const idea = 'Marketplace for tradesmen in Montego Bay: homeowners pay a J$1,200 booking fee per job; '
      + 'the average job is about J$15,000.';
    const m = model(idea);
    expect(m.archetype).toBe('marketplace');
    expect(row(m, 'avg_order_value')).toMatchObject({ value: 1_500_000, provenance: 'founder' });
    expect(readFigures(idea, 'JM')[0].kind).toBe('fee_per_order');
  });
});

describe('an eighth held-out table’s misreadings (my own sentences)', () => {
  it('"no hardware" is no device; a price per bus, car or tractor has its count per account', () => {
    const idea = 'Route and permit software for school van operators in Indore, Rs 300 per bus per month; '
      + 'operators run about 12 buses. Drivers use their phones, no hardware.';
    const m = model(idea, 'IN');
    expect(m.archetype).toBe('b2b_saas');
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: 12, provenance: 'founder' });
    expect(readFigures('Bokning för trafikskolor, 149 kr/bil/mån.', 'SE')[0]).toMatchObject({
      kind: 'per_capacity_month', unit_word: 'car' });
  });

  it('lease-to-own equipment is a device business', () => {
    expect(model('Biogas digesters for pig farms, lease to own at KSh 9,000 a month.', 'KE').archetype)
      .toBe('hardware_subscription');
  });

  it('a platform’s cut in French, and "DH" beside an amount is the dirham', () => {
    const idea = 'Plateforme de location de matériel agricole, 250 DH/jour, on prend 12% sur chaque location.';
    const m = model(idea, 'MA');
    expect(m.currency).toBe('MAD');
    expect(m.archetype).toBe('marketplace');
    expect(row(m, 'take_rate')).toMatchObject({ value: 12, provenance: 'founder' });
  });

  it('money a customer collects through the startup is its volume, not a plan fee', () => {
    const idea = 'Pagos de arriendo online para corredoras; cobramos 0,9% de lo recaudado. Una corredora recauda '
      + 'como $40.000.000 al mes.';
    const m = model(idea, 'CL');
    expect(m.archetype).toBe('fintech_transactions');
    expect(row(m, 'fee_pct')).toMatchObject({ value: 0.9, provenance: 'founder' });
    expect(row(m, 'plan_fee')!.provenance).toBe('default');
  });

  it('a usage unit after a describing word ("per audio minute"), and "LE" is the Egyptian pound', () => {
    const m = model('Transcription API for clinics, 0.40 EGP per audio minute, minimum LE 3,000 a month.', 'EG');
    expect(m.archetype).toBe('usage_api');
    expect(row(m, 'price_per_1000_calls')).toMatchObject({ value: 40_000, provenance: 'founder' });
  });

  it('an agency that builds shops for clients is a service firm, its price per project in Italian', () => {
    expect(model('Facciamo siti e e-commerce per ristoranti a Bologna, € 2.800 a progetto.', 'IT').archetype)
      .toBe('services');
  });

  it('a currency only one country uses names the country when no place does', () => {
    const m = model('Amharic OCR API, 2 birr per page.');
    expect(m.country).toBe('ET');
    expect(m.currency).toBe('ETB');
    expect(model('Translation API, €0.01 per word.').country).toBeNull();
  });
});
