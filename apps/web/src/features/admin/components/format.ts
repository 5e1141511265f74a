/** Dates in the preferred time zone (Profile → Preferences). */
export { formatDate, formatDateTime } from '@/lib/format-date';
export const formatUsd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
export const formatNumber = (n: number) => n.toLocaleString('en-US');
