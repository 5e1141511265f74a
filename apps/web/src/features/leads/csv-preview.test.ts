import { describe, expect, it } from 'vitest';
import { previewCsv } from './csv-preview';

describe('previewCsv', () => {
  it('reads quoted cells and stops after the preview rows', () => {
    const text = 'Email,Company\r\na@b.co,"Acme, Inc"\n"x""y@z.co",Z\n\nlast@x.co,L\nmore@x.co,M';
    expect(previewCsv(text, 3)).toEqual([
      ['Email', 'Company'],
      ['a@b.co', 'Acme, Inc'],
      ['x"y@z.co', 'Z'],
    ]);
    expect(previewCsv(text)).toHaveLength(5);
  });
});
