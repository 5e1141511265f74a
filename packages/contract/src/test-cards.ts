import type { CardErrorCode } from './billing';

/** Card numbers the test provider knows, as in Stripe's test mode. */
export const TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  expired: '4000000000000069',
  incorrectCvc: '4000000000000127',
  insufficientFunds: '4000000000009995',
} as const;

export type CardCheck = { ok: true; brand: string; last4: string } | { ok: false; reason: CardErrorCode };

/**
 * Luhn check, expiry and Stripe's test numbers: what a card network would answer, with its reason.
 * Saving a card (`charge: false`) checks it as Stripe does on attach: an insufficient-funds card
 * saves, and is refused when charged.
 */
export function checkTestCard(number: string, expiry?: { month: number; year: number; now?: Date }, opts: { charge?: boolean } = {}): CardCheck {
  const digits = number.replace(/\D/g, '');
  if (!luhn(digits)) return { ok: false, reason: 'incorrect_number' };
  if (digits === TEST_CARDS.declined) return { ok: false, reason: 'card_declined' };
  if (digits === TEST_CARDS.expired) return { ok: false, reason: 'expired_card' };
  if (digits === TEST_CARDS.incorrectCvc) return { ok: false, reason: 'incorrect_cvc' };
  if (digits === TEST_CARDS.insufficientFunds && opts.charge !== false) return { ok: false, reason: 'insufficient_funds' };
  const now = expiry?.now ?? new Date();
  if (expiry && expiry.year * 12 + expiry.month < now.getUTCFullYear() * 12 + now.getUTCMonth() + 1) return { ok: false, reason: 'expired_card' };
  return { ok: true, brand: cardBrand(digits), last4: digits.slice(-4) };
}

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length >= 13 && sum % 10 === 0;
}

function cardBrand(digits: string): string {
  if (digits.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(digits) || /^2[2-7]/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (digits.startsWith('6')) return 'discover';
  return 'card';
}
