import { useState } from 'react';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';

export type TestCardState = ReturnType<typeof useTestCardState>;

export function useTestCardState() {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  return { number, setNumber, expiry, setExpiry, cvc, setCvc };
}

/** "MM/YY" or "MM/YYYY" → month and four-digit year; null when malformed. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const m = value.trim().match(/^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/);
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Groups digits in fours as the user types, like a card. */
const groupDigits = (v: string) =>
  v
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');

export function TestCardFields({ state, disabled }: { state: TestCardState; disabled?: boolean }) {
  return (
    <div className="space-y-4">
      <Field id="card-number" label="Card number">
        <Input
          id="card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={state.number}
          onChange={(e) => state.setNumber(groupDigits(e.target.value))}
          disabled={disabled}
        />
      </Field>
      <div className="grid grid-cols-2 gap-4">
        <Field id="card-expiry" label="Expiry (MM/YY)">
          <Input id="card-expiry" autoComplete="cc-exp" placeholder="12/34" value={state.expiry} onChange={(e) => state.setExpiry(e.target.value)} disabled={disabled} />
        </Field>
        <Field id="card-cvc" label="CVC">
          <Input
            id="card-cvc"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            maxLength={4}
            value={state.cvc}
            onChange={(e) => state.setCvc(e.target.value.replace(/\D/g, ''))}
            disabled={disabled}
          />
        </Field>
      </div>
    </div>
  );
}
