import { describe, expect, it } from 'vitest';
import { classifyStartup } from './classify';
import { marketSizing } from './market';
import { buildStartupModel } from './model';
import { readFigures } from './figures';
import { openQuestions } from './questions';

/**
 * Sentences of my own, in the shapes a ninth held-out table missed (its clean measures: 15/24 then 17/24
 * archetypes, a price per unit of capacity read right 1 time in 6): the unit and the month in the founder's language,
 * devices priced per room or vehicle with a count per customer, and business models named in other languages.
 */
const model = (idea: string, country?: string) => buildStartupModel({ idea, country });
const row = (m: ReturnType<typeof model>, key: string) => m.assumptions.find((a) => a.key === key);

describe('a price per unit of capacity in the founder’s language', () => {
  it.each([
    ['Software para academias de dança, R$ 35 por professor por mês; uma academia tem 6 professores.', 'BR',
      'teacher', 6, 3_500],
    ['Gestión de flotas para transportistas: $45.000 por vehículo al mes, una flota tiene unos 30 vehículos.', 'CO',
      'vehicle', 30, 4_500_000],
    ['Logiciel de planning pour crèches, 6 € par lit par mois, une crèche compte 40 lits.', 'FR', 'bed', 40, 600],
    ['Aplicație de rezervări pentru pensiuni, 20 lei pe cameră pe lună; o pensiune are 15 camere.', 'RO',
      'room', 15, 2_000],
    ['Program pro autoservisy, 390 Kč za uživatele měsíčně, servis má obvykle 4 uživatele.', 'CZ', 'user', 4, 39_000],
    ['Sistema para clínicas dentárias, 25€/utilizador/mês e cada clínica tem 7 utilizadores.', 'PT', 'user', 7, 2_500],
  ])('%s', (idea, country, unit, count, minor) => {
    const m = model(idea, country);
    expect(m.archetype).toBe('b2b_saas');
    expect(row(m, 'price_per_capacity')).toMatchObject({ value: minor, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: count, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')!.label.toLowerCase()).toMatch(new RegExp(`^${unit}s per account`));
  });

  it('the month before the unit ("miesięcznie za stanowisko") and no count: a stand-in, asked', () => {
    const m = model('System magazynowy dla hurtowni, 59 zł miesięcznie za stanowisko, wdrożenie osobno.', 'PL');
    expect(row(m, 'price_per_capacity')).toMatchObject({ value: 5_900, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')).toMatchObject({ provenance: 'default' });
    expect(row(m, 'capacity_per_account')!.label).toBe('Seats per account');
  });

  it('a desk rented in Spanish is a desk ("por puesto")', () => {
    const [f] = readFigures('Cobramos $9.000 por puesto al mes; un cowork tiene unos 60 puestos.', 'CO');
    expect(f).toMatchObject({ kind: 'per_capacity_month', unit_word: 'desk', per_account: { count: 60 } });
  });
});

describe('a device priced per room, vehicle or locker, with a count per customer', () => {
  it('the count is the customer’s devices: the market is counted per customer, not per device', () => {
    const idea = 'GPS trackers for delivery fleets in Lusaka: K900 per tracker installed, then K120 per truck per '
      + 'month. A typical fleet has 18 trucks.';
    const m = model(idea, 'ZM');
    expect(m.archetype).toBe('hardware_subscription');
    expect(row(m, 'monthly_fee')).toMatchObject({ value: 12_000, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: 18, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')!.label).toBe('Trucks per account');
    // One fleet is worth 18 devices a year: the market's formula says so.
    const withMarket = { ...m, assumptions: m.assumptions.map((a) => (a.key === 'tam_customers'
      ? { ...a, value: 1_000, provenance: 'founder' as const, basis: 'your count' } : a)) };
    const sizing = marketSizing(withMarket);
    expect(sizing.tam.formula).toContain('18 trucks');
    const perDevice = m.assumptions.find((a) => a.key === 'unit_price')!.value / 3
      + (12 * 12_000 * m.assumptions.find((a) => a.key === 'attach_rate')!.value) / 100;
    expect(sizing.tam.value).toBe(Math.round(1_000 * 18 * Math.round(perDevice)));
  });

  it.each([
    ['Instalăm lockere inteligente în blocuri: asociația plătește 30 lei pe locker pe lună; un bloc are 20 de lockere.',
      'RO', 'locker', 20],
    ['Smart thermostats for hotel rooms, leased: 4 JD per room per month, no upfront cost. Hotels have ~90 rooms.',
      'JO', 'room', 90],
  ])('%s', (idea, country, unit, count) => {
    const m = model(idea, country);
    expect(m.archetype).toBe('hardware_subscription');
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: count, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')!.label.toLowerCase()).toBe(`${unit}s per account`);
  });

  it('no count stated: a stand-in per customer, labelled and asked with the founder’s words', () => {
    const idea = 'Cold-chain sensors for pharmacies, KSh 8,000 per sensor plus KSh 600 per fridge per month.';
    const m = model(idea, 'KE');
    expect(m.archetype).toBe('hardware_subscription');
    expect(row(m, 'capacity_per_account')).toMatchObject({ provenance: 'default' });
    expect(row(m, 'capacity_per_account')!.basis).toMatch(/stand-in/);
    const q = openQuestions(m, idea).find((x) => x.id === 'capacity-count')!;
    expect(q.quote).toBe('KSh 600 per fridge per month');
    expect(q.question).toBe('You price per fridge. How many fridges does one of your customers have, on average? Until '
      + 'you say, the model counts 20 (a stand-in, not a statistic), so one customer pays KSh 12,000 a month.');
  });
});

describe('business models named in the founder’s language', () => {
  it.each([
    ['Prodajemo rabljene mobitele preko web shopa, prosječna narudžba 180 €.', 'HR', 'ecommerce'],
    ['Vendemos repuestos de bicicleta en nuestra tienda online, pedido medio $85.000.', 'CO', 'ecommerce'],
    ['Somos abogados laborales para pymes: nosotros hacemos el trabajo, $300.000 al mes por empresa.', 'CL',
      'services'],
    ['Transferts d’argent entre commerçants via mobile money, frais de 1,5% par transfert.', 'CI',
      'fintech_transactions'],
    ['Envíos de dinero a Venezuela con comisión de 2% por transferencia.', 'CO', 'fintech_transactions'],
  ])('%s', (idea, country, archetype) => {
    expect(classifyStartup({ idea, country }).archetype).toBe(archetype);
  });

  it('"web shop" is an online shop, not a web studio', () => {
    const c = classifyStartup({ idea: 'Refurbished cameras sold through our web shop, average order €260.' });
    expect(c.archetype).toBe('ecommerce');
    expect(c.reasons.join(' ')).not.toMatch(/made-to-order/);
  });

  it('"frais de 1%" is a fee on the transfer, and "F CFA" is the franc', () => {
    const f = readFigures('Frais de 1% par transfert. Formule Pro à 10 000 F CFA/mois.', 'SN');
    expect(f.map((x) => [x.kind, x.value, x.currency]))
      .toEqual([['fee_pct', 1, undefined], ['monthly', 10_000, 'XOF']]);
  });
});

/**
 * Sentences of my own in the shapes the tenth held-out table missed (its clean measures, before and after the fixes
 * above: 15/24 archetypes, capacity 1/9, 8 of 32 figures read, both times).
 */
describe('numbers, months and years in more notations', () => {
  it('a leading zero is never a thousands group ("0,080 DT" is 80 millimes)', () => {
    expect(readFigures('Facturé 0,045 DT la page.', 'TN')[0].value).toBe(0.045);
  });

  it.each([
    ['Plan Pro 2.990 din. mesečno.', 'RS', 2990],
    ['Membresía ₡12.500 al mes.', 'CR', 12_500],
    ['Suscripción Bs 1.200 al mes.', 'BO', 1200],
    ['Abonament 1.299 Kč měsíčně.', 'CZ', 1299],
  ])('a dot before three digits groups thousands where the comma is the decimal mark: %s', (text, country, value) => {
    expect(readFigures(text, country)[0]).toMatchObject({ value, kind: 'monthly' });
  });

  it('"Gs." is the guaraní', () => {
    expect(readFigures('Cuota Gs. 45.000 por mes.', 'PY')[0]).toMatchObject({ currency: 'PYG', value: 45_000 });
  });

  it.each([
    ['Naročnina 12 € na mesec.', 'SI', 'monthly'],
    ['Langganan RM 29 sebulan.', 'MY', 'monthly'],
    ['Подписка 2 990 ₸ в месяц.', 'KZ', 'monthly'],
    ['Abonelik 149 TL yıllık.', 'TR', 'yearly'],
    ['Членство 12 000 ₽ в год.', 'RU', 'yearly'],
  ])('the month or the year in the founder’s language: %s', (text, country, kind) => {
    expect(readFigures(text, country)[0].kind).toBe(kind);
  });

  it('a monthly word before the amount ("Mjesečna pretplata 9 €") makes it monthly', () => {
    expect(readFigures('Mjesečna pretplata 9 € za obitelj.', 'HR')[0].kind).toBe('monthly');
    expect(readFigures('Monthly plan: $12 for the family.', 'US')[0].kind).toBe('monthly');
  });

  it('a price per student per year is a price per unit of capacity, a twelfth of it a month', () => {
    const idea = 'Timetabling software for private schools, KD 6.000 per student per year; 300 students each.';
    const m = model(idea, 'KW');
    expect(m.archetype).toBe('b2b_saas');
    expect(row(m, 'price_per_capacity')).toMatchObject({ value: 500, provenance: 'founder' });
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: 300, provenance: 'founder' });
  });

  it('"par poste de travail par mois", "par chaque chaise": multi-word units and "each"', () => {
    expect(readFigures('15 € par poste de travail par mois.', 'BE')[0])
      .toMatchObject({ kind: 'per_capacity_month', unit_word: 'desk' });
    expect(readFigures('990 ₽ в месяц за каждый стол.', 'RU')[0])
      .toMatchObject({ kind: 'per_capacity_month', unit_word: 'table' });
  });

  it('a device business whose founder counts the devices per customer has that count', () => {
    const m = model('Leased air-quality sensors for schools, KSh 900 per sensor per month; a school puts in about 12 '
      + 'sensors.', 'KE');
    expect(m.archetype).toBe('hardware_subscription');
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: 12, provenance: 'founder' });
  });
});

describe('figures and business models in more languages', () => {
  it.each([
    ['Cobramos 3% del monto de cada factura adelantada.', 'fee_pct'],
    ['On prend 2 % par transaction, sans abonnement.', 'fee_pct'],
    ['Nos quedamos con el 12% de cada reserva.', 'commission_pct'],
  ])('%s', (text, kind) => {
    expect(readFigures(text, 'CO')[0].kind).toBe(kind);
  });

  it.each([
    ['Prosječna narudžba 64 € u webshopu.', 'HR', 'per_order'],
    ['Średnie zamówienie 180 zł.', 'PL', 'per_order'],
    ['Средний чек 4 500 ₽.', 'RU', 'per_order'],
    ['Un envío promedio Lima–Arequipa anda en S/ 900.', 'PE', 'per_order'],
  ])('the average order in the founder’s language: %s', (text, country, kind) => {
    expect(readFigures(text, country)[0].kind).toBe(kind);
  });

  it.each([
    ['Spletna trgovina z lokalnim medom, povprečno naročilo 25 €.', 'SI', 'ecommerce'],
    ['Интернет-магазин детских игрушек, средний чек 3 000 ₽.', 'RU', 'ecommerce'],
    ['Aplicación de recetas para familias, suscripción de $4.990 al mes.', 'CL', 'consumer_subscription'],
    ["Application de révision pour les lycéens, abonnement 500 DA par mois.", 'DZ', 'consumer_subscription'],
    ['Associação sem fins lucrativos: doações pagam aulas de natação para crianças.', 'BR', 'nonprofit'],
    ['Fundación sin fines de lucro financiada con donaciones y subvenciones.', 'AR', 'nonprofit'],
    ['Agrégateur de paiements pour e-commerçants, commission par transaction de 1 %.', 'SN', 'fintech_transactions'],
    ['Our accountants do your bookkeeping and payroll; monthly retainer per client, we use our own software.', 'GB',
      'services'],
    ['Nettoyage de bureaux à Genève: nos équipes passent chaque soir, 400 CHF par mois.', 'CH', 'services'],
    ['Smart baby monitor: camera RM 299 one-off, then RM 15 a month for the app.', 'MY', 'hardware_subscription'],
    ['Weekly recipe boxes delivered in Ulaanbaatar. Cancel anytime.', 'MN', 'consumer_subscription'],
  ])('%s', (idea, country, archetype) => {
    expect(classifyStartup({ idea, country }).archetype).toBe(archetype);
  });
});

/**
 * Sentences of my own in the shapes the eleventh held-out table missed (clean: 9/24 at the session's start, 11/24
 * after the fixes above).
 */
describe('Arabic, Cyrillic and Vietnamese notations', () => {
  it.each([
    ['الاشتراك ٩٩ ريال شهرياً لكل مستخدم', 'SA', 99, 'SAR', 'per_capacity_month'],
    ['السعر ٢٥٠ جنيه في الشهر', 'EG', 250, 'EGP', 'monthly'],
    ['الباقة ١٥ دينار شهرياً', 'KW', 15, 'KWD', 'monthly'],
    ['Средний рейс около 1 800 лари.', 'GE', 1800, 'GEL', 'per_order'],
    ['Giá 25.000đ/tháng cho mỗi cửa hàng.', 'VN', 25_000, 'VND', 'monthly'],
  ])('%s', (text, country, value, currency, kind) => {
    expect(readFigures(text, country)[0]).toMatchObject({ value, currency, kind });
  });
});

describe('more business models and units from the founder’s words', () => {
  it.each([
    ['No cobramos comisión: el restaurante paga $120.000 al mes.', 'CO', 'b2b_saas'],
    ['Sensores de humedad en comodato: $4.500 por hectárea al mes, un campo tiene 60 ha.', 'CL',
      'hardware_subscription'],
    ['Solar fridges for shopkeepers: a KSh 3,000 deposit, then KSh 100 per day; it locks remotely if unpaid.', 'KE',
      'hardware_subscription'],
    ['Appli pour réserver un coiffeur à domicile: le client paie 10% de frais de service en plus.', 'MA',
      'marketplace'],
    ['Платформа соединяет грузоотправителей с перевозчиками, берём 6% с каждой перевозки.', 'KZ', 'marketplace'],
    ['We roast coffee from our own farm and sell it online, Rs 900 per 250g pack.', 'NP', 'ecommerce'],
    ['OTP API for banks: har SMS pe Rs 0.60, minimum top-up Rs 5,000.', 'PK', 'usage_api'],
    ['شركة نظافة للمكاتب في القاهرة، ٢٠٠٠ جنيه في الشهر', 'EG', 'services'],
  ])('%s', (idea, country, archetype) => {
    expect(classifyStartup({ idea, country }).archetype).toBe(archetype);
  });

  it('a branch is a unit of capacity only when the founder counts them; else the price is per account', () => {
    const counted = model('Pedidos por WhatsApp para restaurantes, $89.000 al mes por sucursal; '
      + 'las cadenas tienen unas 5 sucursales.', 'CO');
    expect(row(counted, 'capacity_per_account')).toMatchObject({ value: 5, provenance: 'founder' });
    const flat = model('Loyalty app for cafés in Mexico, MXN 350 al mes por sucursal.', 'MX');
    expect(row(flat, 'capacity_per_account')).toBeUndefined();
    expect(row(flat, 'price_per_month')).toMatchObject({ value: 35_000, provenance: 'founder' });
  });

  it('a price per dog or per child is a consumer plan per person or pet, one each unless counted', () => {
    const m = model('Comida natural para perros a domicilio, por suscripción: $U 2.900 por perro por mes.', 'UY');
    expect(m.archetype).toBe('consumer_subscription');
    expect(row(m, 'capacity_per_account')).toMatchObject({ value: 1, provenance: 'default' });
    expect(row(m, 'capacity_per_account')!.label).toBe('Dogs per account');
  });
});
