import type { AppField } from './spec';

/**
 * Fields, records and calculations founders name by a word (issue 39), kept as data: the reader
 * turns "CEP", "symptom diary" or "margin" into the fields and formulas they mean.
 */

/** Fields with a fixed format: validated by `pattern`, typed through `mask` (0 = a digit). */
export const FORMATTED_FIELDS: { cue: RegExp; field: AppField }[] = [
  // Brazil's postal code (Código de Endereçamento Postal): 8 digits, written 00000-000 (Correios).
  { cue: /\bcep\b/i, field: { id: 'cep', label: 'CEP', type: 'text', required: true, pattern: '^\\d{5}-?\\d{3}$', mask: '00000-000', hint: '8 digits, like 01310-100' } },
  // US ZIP code: 5 digits, or ZIP+4 (USPS).
  { cue: /\bzip(?: ?code)?\b/i, field: { id: 'zipCode', label: 'ZIP code', type: 'text', required: true, pattern: '^\\d{5}(-\\d{4})?$', mask: '00000-0000', hint: '5 digits, like 94107' } },
];

export const formattedField = (words: string): AppField | undefined => {
  const known = FORMATTED_FIELDS.find((f) => f.cue.test(words));
  return known && { ...known.field };
};

/** Diaries and journals by what they record; any other "X diary" records date, X and notes. */
export const DIARIES: { cue: RegExp; columns: string[]; options?: Record<string, string[]> }[] = [
  { cue: /symptom/, columns: ['Date', 'Symptom', 'Severity', 'Notes'], options: { Severity: ['Mild', 'Moderate', 'Severe'] } },
  { cue: /feed/, columns: ['Date', 'Time', 'Amount ml', 'Notes'] },
  { cue: /sleep/, columns: ['Date', 'Bedtime', 'Hours slept', 'Notes'] },
];

/** Units whose name is its own plural on a label ("Km", not "Kms"). */
export const UNITS = new Set(['km', 'kg', 'mile', 'hour', 'day', 'night', 'week', 'month', 'litre', 'liter', 'm2', 'sqm']);
