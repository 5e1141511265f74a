import { useStoredPreferences } from './preferences';

/** The browser's own zone: used until (or unless) the preference is known. */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

let currentZone: string | undefined;

/** The zone dates are shown in: the last one useTimeZone saw, else the browser's. */
export const currentTimeZone = () => currentZone ?? browserTimeZone();

/**
 * The preferred time zone from Profile → Preferences (fetched once, cached by TanStack Query),
 * falling back to the browser's. Components that show dates call it so they re-render when the
 * preference arrives or changes; it also becomes the default of formatDate/formatDateTime.
 */
export function useTimeZone(): string {
  const prefs = useStoredPreferences();
  const zone = prefs.data?.time_zone ?? browserTimeZone();
  currentZone = zone; // idempotent: the same value for the same cached preference
  return zone;
}

function format(iso: string | Date, options: Intl.DateTimeFormatOptions, timeZone: string) {
  const date = typeof iso === 'string' ? new Date(iso) : iso;
  try {
    return date.toLocaleString('en-US', { ...options, timeZone });
  } catch {
    return date.toLocaleString('en-US', options); // an unknown zone: the browser's
  }
}

/** "Jan 31, 2026" in the preferred zone. */
export const formatDate = (iso: string | Date, timeZone = currentTimeZone()) => format(iso, { year: 'numeric', month: 'short', day: 'numeric' }, timeZone);

/** "Jan 31, 2026, 11:30 PM" in the preferred zone. */
export const formatDateTime = (iso: string | Date, timeZone = currentTimeZone()) =>
  format(iso, { year: 'numeric', month: 'short', day: 'numeric', hour: '2-digit', minute: '2-digit' }, timeZone);
