import { describe, expect, it } from 'vitest';
import { lastSyncText } from './last-sync';

const now = new Date('2026-03-10T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('lastSyncText', () => {
  it('follows the spec rules', () => {
    expect(lastSyncText(null, now)).toBe('Never synced');
    expect(lastSyncText(ago(20_000), now)).toBe('Just now');
    expect(lastSyncText(ago(60_000), now)).toBe('1 minute ago');
    expect(lastSyncText(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(lastSyncText(ago(3_600_000), now)).toBe('1 hour ago');
    expect(lastSyncText(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(lastSyncText(ago(8 * 86_400_000), now)).toBe(new Date(ago(8 * 86_400_000)).toLocaleDateString());
  });
});
