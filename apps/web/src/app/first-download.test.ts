import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 17: the landing page paints before the API client, zod, the contract's schemas, sonner and
// tailwind-merge load. What the browser fetches first is main.tsx and everything it imports
// statically, so that graph must not reach them (dynamic import() and `import type` are fine).
// The gzip budget itself is measured by scripts/bench-landing-js.mjs.
const SRC = path.resolve(import.meta.dirname, '..');
const STATIC_IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function resolveLocal(from: string, spec: string): string | null {
  const base = spec.startsWith('@/') ? path.join(SRC, spec.slice(2)) : spec.startsWith('.') ? path.resolve(path.dirname(from), spec) : null;
  if (!base) return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (/\.(tsx?|css)$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${spec} from ${from}`);
}

/** Local files and packages reachable from `entry` through static imports, each with who imports it. */
function staticGraph(entry: string) {
  const files = new Map<string, string>();
  const packages = new Map<string, string>();
  const visit = (file: string, via: string) => {
    if (files.has(file)) return;
    files.set(file, via);
    if (!/\.tsx?$/.test(file)) return;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const local = resolveLocal(file, spec);
      if (local) visit(local, path.relative(SRC, file));
      else if (!packages.has(spec)) packages.set(spec, path.relative(SRC, file));
    }
  };
  visit(entry, '(entry)');
  return { files: new Map([...files].map(([f, via]) => [path.relative(SRC, f), via])), packages };
}

describe('the landing page first download', () => {
  const graph = staticGraph(path.join(SRC, 'main.tsx'));

  it('holds the landing page itself', () => {
    expect(graph.files.has('features/public/routes/landing-page.tsx')).toBe(true);
    expect(graph.packages.has('react-router')).toBe(true);
  });

  // pdf.js (about 400 KB) is the share viewer's alone (issue 40).
  it.each(['zod', '@uc/contract', 'sonner', 'tailwind-merge', 'pdfjs-dist'])('does not import %s statically', (pkg) => {
    expect(graph.packages.get(pkg), `${pkg} is imported by ${graph.packages.get(pkg)}`).toBeUndefined();
  });

  it.each(['lib/api-client.ts', 'lib/cn.ts', 'components/ui/accordion.tsx'])('does not import %s statically', (file) => {
    expect(graph.files.get(file), `${file} is imported by ${graph.files.get(file)}`).toBeUndefined();
  });
});

// What the landing page loads right after first paint: the API client (for the public config) and the FAQ.
// Evaluating the whole contract with zod took 140-180 ms in one task (the landing page's longest, in its TBT).
describe('the landing page after first paint', () => {
  const LIGHT = ['@uc/contract/first-load', '@uc/contract/credit-prices'];
  const contractParts = (packages: Iterable<string>) => [...packages].filter((p) => p.startsWith('@uc/contract'));

  const afterPaint = ['lib/load-api.ts', 'features/public/components/landing-faq-list.tsx'];
  it.each(afterPaint)('%s reaches only light parts of the contract', (file) => {
    const source = path.join(SRC, file);
    const dynamic = [...readFileSync(source, 'utf8').matchAll(/import\(['"]([^'"]+)['"]\)/g)].map((m) => m[1]);
    const reached = contractParts([...staticGraph(source).packages.keys(), ...dynamic]);
    for (const loaded of dynamic.map((d) => resolveLocal(source, d)).filter((f) => f !== null)) {
      reached.push(...contractParts(staticGraph(loaded).packages.keys()));
    }
    expect(reached.filter((p) => !LIGHT.includes(p))).toEqual([]);
    expect(reached.length).toBeGreaterThan(0);
  });
});
