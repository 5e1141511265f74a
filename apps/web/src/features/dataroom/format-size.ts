const UNITS = ['Bytes', 'KB', 'MB', 'GB'];

/** Spec 001 §5: base 1024, two decimals, '0 Bytes' for zero. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return '0 Bytes';
  const i = Math.min(UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  return `${parseFloat((bytes / 1024 ** i).toFixed(2))} ${UNITS[i]}`;
}

/** Dates in the preferred time zone (Profile → Preferences). */
export { formatDate } from '@/lib/format-date';
