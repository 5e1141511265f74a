const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (dollars: number) => usd.format(dollars);

export const formatCredits = (n: number) => n.toLocaleString('en-US');

/** Dates in the preferred time zone (Profile → Preferences). */
export { formatDate } from '@/lib/format-date';
