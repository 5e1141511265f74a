const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

export const formatUsd = (dollars: number) => usd.format(dollars);

export { formatCount as formatCredits } from '@/lib/format-number';

/** Dates in the preferred time zone (Profile → Preferences). */
export { formatDate } from '@/lib/format-date';
