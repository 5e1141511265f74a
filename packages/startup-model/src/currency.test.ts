import { describe, expect, it } from 'vitest';
import { CURRENCIES, currencyOf, detectCurrency, formatMoney, toMajor, toMinor } from './index';

describe('detectCurrency', () => {
  // [text, country or null, expected ISO code or null]
  const rows: [string, string | null, string | null][] = [
    ['₦500 per month', null, 'NGN'],
    ['500 naira a month', null, 'NGN'],
    ['₹2,999 per clinic', null, 'INR'],
    ['1,000 rupees per month', null, 'INR'],
    ['1,000 rupees per month', 'PK', 'PKR'],
    ['€49 per seat', null, 'EUR'],
    ['£15 a month', null, 'GBP'],
    ['¥980 a month', null, 'JPY'],
    ['¥98 per month', 'CN', 'CNY'], // "¥" is the yuan in China, the yen elsewhere
    ['¥98 per month', null, 'JPY'],
    ['RMB 98 per month', null, 'CNY'],
    ['R250 per hour', null, 'ZAR'],
    ['KSh 1,200 per month', null, 'KES'],
    ['200 shillings per session', 'UG', 'UGX'],
    ['R$ 39,90 por mês', null, 'BRL'],
    ['CA$20 per month', null, 'CAD'],
    ['$20 per month', 'CA', 'CAD'], // a bare "$" in Canada is the Canadian dollar
    ['$20 per month', 'AU', 'AUD'],
    ['$20 per month', null, 'USD'],
    ['CHF 120 per month', null, 'CHF'],
    ['MX$199 al mes', null, 'MXN'],
    ['GH₵50 per transfer', null, 'GHS'],
    ['50 cedis per transfer', null, 'GHS'],
    ['E£300 a month', null, 'EGP'],
    ['Rp 50.000 per bulan', null, 'IDR'],
    ['₱499 a month', null, 'PHP'],
    ['S$30 per month', null, 'SGD'],
    ['AED 99 per month', null, 'AED'],
    ['99 kr per month', 'SE', 'SEK'],
    ['99 kr per month', 'NO', 'NOK'],
    ['Rs 500 per month', 'PK', 'PKR'],
    ['priced in USD', 'NG', 'USD'], // the founder's words beat the country
    ['no price yet', 'NG', 'NGN'], // the country's currency when the words name none
    ['no price yet', null, null], // never a silent US dollar
    ['₺150 per month', null, 'TRY'],
    ['zł 49 per month', null, 'PLN'],
  ];
  it.each(rows)('%s (country %s) → %s', (text, country, code) => {
    expect(detectCurrency(text, country)?.code ?? null).toBe(code);
  });

  it('takes the first currency the founder names when there are several', () => {
    expect(detectCurrency('₦500 per month, about $0.35')?.code).toBe('NGN');
  });
});

describe('currency table', () => {
  it('has at least 20 currencies, each with symbol, minor units and name', () => {
    expect(Object.keys(CURRENCIES).length).toBeGreaterThanOrEqual(20);
    for (const code of ['USD', 'EUR', 'GBP', 'NGN', 'INR', 'JPY', 'ZAR', 'KES', 'BRL', 'CNY', 'CAD', 'AUD', 'CHF', 'MXN', 'GHS', 'EGP', 'IDR', 'PHP', 'PKR', 'SGD', 'AED', 'SEK']) {
      const c = currencyOf(code);
      expect(c.code).toBe(code);
      expect(c.symbol.length).toBeGreaterThan(0);
      expect(c.name.length).toBeGreaterThan(3);
    }
    expect(currencyOf('JPY').minorUnits).toBe(0);
    expect(currencyOf('KRW').minorUnits).toBe(0);
    expect(currencyOf('usd').minorUnits).toBe(2);
    expect(() => currencyOf('XXX')).toThrow();
  });

  it('converts between major and minor units by the currency', () => {
    expect(toMinor(12.34, 'USD')).toBe(1234);
    expect(toMinor(980, 'JPY')).toBe(980);
    expect(toMajor(50000, 'NGN')).toBe(500);
    expect(toMinor(0.1 + 0.2, 'EUR')).toBe(30);
  });
});

describe('formatMoney', () => {
  const rows: [number, string, boolean, string][] = [
    [50000, 'NGN', false, '₦500'],
    [123450, 'USD', false, '$1,234.50'],
    [120000, 'KES', false, 'KSh 1,200'],
    [98000, 'JPY', false, '¥98,000'],
    [-250000, 'EUR', false, '-€2,500'],
    [123456789, 'USD', true, '$1.2M'],
    [4500000, 'GBP', true, '£45K'],
    [99900, 'INR', true, '₹999'],
    [2500000000, 'NGN', true, '₦25M'],
    [1999, 'CHF', false, 'CHF 19.99'],
  ];
  it.each(rows)('%i %s (compact %s) → %s', (minor, code, compact, text) => {
    expect(formatMoney(minor, code, { compact })).toBe(text);
  });
});
