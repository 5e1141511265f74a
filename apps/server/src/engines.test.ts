import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

// npm's own range logic (semver, installed with the tooling; it ships no types).
const semver = createRequire(import.meta.url)('semver') as { validRange(range: string): string | null; satisfies(version: string, range: string): boolean; subset(sub: string, range: string): boolean };

/**
 * The Node versions the product declares (root package.json `engines`, the README) are ones every
 * installed dependency supports (no EBADENGINE from `npm ci`), and every dependency with an install
 * script is named in `allowScripts` (npm 11 warns about the others).
 */
const root = (file: string) => new URL(`../../../${file}`, import.meta.url);
const pkg = JSON.parse(readFileSync(root('package.json'), 'utf8')) as { engines: { node: string }; allowScripts: Record<string, boolean> };
type LockEntry = { engines?: { node?: string } | string[]; hasInstallScript?: boolean };
const lock = JSON.parse(readFileSync(root('package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const installed = Object.entries(lock.packages).filter(([where]) => where.startsWith('node_modules/'));
const nameOf = (where: string) => where.slice(where.lastIndexOf('node_modules/') + 'node_modules/'.length);

describe('Node versions and install scripts', () => {
  it('declares current LTS lines only (22.22+ and 24), as the README says', () => {
    const range = pkg.engines.node;
    expect(semver.validRange(range)).not.toBeNull();
    expect(semver.satisfies('20.19.0', range)).toBe(false); // end of life in April 2026
    for (const v of ['22.22.0', '24.0.0', '24.11.1']) expect(semver.satisfies(v, range), v).toBe(true);
    const readme = readFileSync(root('README.md'), 'utf8');
    expect(readme).toMatch(/Requires Node\.js 22\.22\+ or 24/);
  });

  it('every installed dependency supports every Node version the engines field admits', () => {
    const unsupported = installed
      .map(([where, entry]) => ({ name: nameOf(where), node: Array.isArray(entry.engines) ? undefined : entry.engines?.node }))
      .filter((d): d is { name: string; node: string } => typeof d.node === 'string' && semver.validRange(d.node) !== null)
      .filter((d) => !semver.subset(pkg.engines.node, d.node))
      .map((d) => `${d.name} wants node ${d.node}`);
    expect(unsupported).toEqual([]);
    expect(installed.length).toBeGreaterThan(100);
  });

  it('names every dependency with an install script in allowScripts', () => {
    const withScripts = [...new Set(installed.filter(([, entry]) => entry.hasInstallScript).map(([where]) => nameOf(where)))];
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => !(name in pkg.allowScripts))).toEqual([]);
  });
});
