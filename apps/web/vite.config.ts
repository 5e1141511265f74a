import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

/**
 * The shell of the share viewer's pages (dist/share-viewer.html, served by the server for /s/… only):
 * index.html plus modulepreloads of the viewer's route chunk and the pdf.js chunk with what they
 * import, so they download beside the entry script instead of after it. The landing page's shell is
 * untouched: it never fetches pdf.js.
 */
function shareViewerShell(): Plugin {
  let files: string[] = [];
  let boot = '';
  return {
    name: 'share-viewer-shell',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = new Map(Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [[c.fileName, c] as const] : [])));
      const roots = [...chunks.values()].filter(
        (c) => c.facadeModuleId?.endsWith('/share-viewer/routes/share-viewer-page.tsx') || c.moduleIds.some((id) => id.includes('/pdfjs-dist/build/pdf.mjs')),
      );
      if (roots.length !== 2) this.error(`share-viewer-shell: expected the viewer's route and the pdf.js chunks, found ${roots.length}`);
      const seen = new Set<string>();
      const visit = (file: string) => {
        if (seen.has(file)) return;
        seen.add(file);
        chunks.get(file)?.imports.forEach(visit);
      };
      roots.forEach((c) => visit(c.fileName));
      const entry = [...chunks.values()].find((c) => c.isEntry && c.name === 'share-boot');
      if (!entry) this.error('share-viewer-shell: the share-boot entry is missing');
      boot = entry.fileName;
      files = [...seen].filter((f) => f !== boot);
    },
    writeBundle(options) {
      const dir = options.dir ?? 'dist';
      const html = readFileSync(path.join(dir, 'index.html'), 'utf8');
      const links = files
        .filter((f) => !html.includes(`/${f}"`))
        .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`)
        .join('\n    ');
      // The boot script goes before the app's entry: module scripts run in document order.
      const shell = html
        .replace('<script type="module"', `<script type="module" crossorigin src="/${boot}"></script>\n    <script type="module"`)
        .replace('</head>', `  ${links}\n  </head>`);
      writeFileSync(path.join(dir, 'share-viewer.html'), shell);
    },
  };
}

const apiTarget = process.env.VITE_DEV_API_TARGET ?? 'http://localhost:8000';

export default defineConfig({
  plugins: [react(), tailwindcss(), shareViewerShell()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    port: 5173,
    proxy: {
      '/api': apiTarget,
      '/health': apiTarget,
      '/dev': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      // share-boot: a script of the /s/ pages' shell only (see shareViewerShell); index.html never loads it.
      input: { index: fileURLToPath(new URL('./index.html', import.meta.url)), 'share-boot': fileURLToPath(new URL('./src/features/share-viewer/share-boot.ts', import.meta.url)) },
      output: {
        // React changes less often than app code: a separate chunk stays cached across deploys. Other
        // libraries stay with the routes that import them (no catch-all vendor chunk), so lazy routes
        // keep markdown, charts, LiveKit and Stripe out of the landing page's first download.
        codeSplitting: {
          groups: [{ name: 'react', test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/, priority: 2 }],
        },
      },
    },
  },
});
