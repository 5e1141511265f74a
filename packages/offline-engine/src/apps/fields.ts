import { formattedField } from './entities';
import { FIELD_TYPES, OPTIONS } from './knowledge';
import type { AppField, FieldType } from './spec';
import { capitalise, idOf } from './words';

/** A field from the words that name it: its id, label, type (by its words) and options. */
export function fieldTypeOf(label: string): FieldType {
  const l = label.toLowerCase();
  return FIELD_TYPES.find(([, re]) => re.test(l))?.[0] ?? 'text';
}

/** Choices for a field no table knows: named after the field ("Sitter A"), never "Option 1". */
export const choicesFor = (label: string) => ['A', 'B', 'C'].map((x) => `${capitalise(label.trim())} ${x}`);

export function fieldFrom(label: string): AppField {
  const formatted = formattedField(label);
  if (formatted) return formatted;
  const clean = capitalise(label.trim().replace(/^(a|an|the|their|his|her|its|each)\s+/i, '').replace(/\s+/g, ' '));
  const type = fieldTypeOf(clean);
  const field: AppField = { id: idOf(clean), label: clean, type };
  if (type === 'select') field.options = OPTIONS.find(([re]) => re.test(clean.toLowerCase()))?.[1] ?? choicesFor(clean);
  return field;
}

