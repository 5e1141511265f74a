import { describe, expect, it } from 'vitest';
import { formatFileSize } from './format-size';

describe('formatFileSize', () => {
  it('uses base 1024, two decimals and "0 Bytes"', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(512)).toBe('512 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(3_200_000)).toBe('3.05 MB');
    expect(formatFileSize(5 * 1024 ** 3)).toBe('5 GB');
  });
});
