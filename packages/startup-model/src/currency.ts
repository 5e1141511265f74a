import type { Currency } from './types';
const todo = (): never => { throw new Error('startup-model: not implemented yet'); };
export const CURRENCIES: Record<string, Currency> = {};
export const currencyOf = (_code: string): Currency => todo();
export const detectCurrency = (_text: string, _country?: string | null): Currency | null => todo();
export const formatMoney = (_minor: number, _currency: string, _opts?: { compact?: boolean }): string => todo();
export const toMinor = (_major: number, _currency: string): number => todo();
export const toMajor = (_minor: number, _currency: string): number => todo();
