import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// pdf.js must stay a chunk of its own, reached only through import(): the viewer's route then loads
// small and fast, and starts pdf.js beside its own calls (pdf-runtime.ts).
const DIR = import.meta.dirname;
const STATIC_PDFJS = /^\s*import\s+(?!type\b)[^;]*?from\s+['"]pdfjs-dist['"]/m;

describe('the share viewer and pdf.js', () => {
  it.each(['routes/share-viewer-page.tsx', 'components/pdf-pages.tsx', 'pdf-runtime.ts', 'share-boot.ts'])('%s does not import pdfjs-dist statically', (file) => {
    expect(readFileSync(path.join(DIR, file), 'utf8')).not.toMatch(STATIC_PDFJS);
  });

  it('loads pdf.js with import(), and its worker from our own origin (a bundled file)', () => {
    const runtime = readFileSync(path.join(DIR, 'pdf-runtime.ts'), 'utf8');
    expect(runtime).toContain("import('pdfjs-dist')");
    expect(runtime).toContain("from 'pdfjs-dist/build/pdf.worker.min.mjs?url'");
  });
});
