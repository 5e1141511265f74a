import { describe, expect, it } from 'vitest';
import { unsupportedNode } from './node-version';

describe('unsupportedNode', () => {
  it('stops on Node 20 and early 22 with a clear notice, runs on 22.22+ and 24', () => {
    expect(unsupportedNode('v20.19.0')).toBe('Node.js 20.19.0 is not supported: use Node.js 22.22+ or 24 (the current LTS lines). See the README.');
    expect(unsupportedNode('22.11.0')).toMatch(/not supported/);
    for (const ok of ['22.22.0', 'v24.0.0', '24.11.1', '25.1.0']) expect(unsupportedNode(ok), ok).toBeNull();
  });
});
