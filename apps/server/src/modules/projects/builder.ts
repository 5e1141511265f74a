import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ProjectTemplate } from '@uc/contract';
import { offlineEngine } from '../../lazy-packages';
import type { Loader, Message, Plugin } from 'esbuild';
import { compileSvelte, compileVue, SfcCompileError } from './sfc-compilers';

/** Bare imports a project may use; they come from the server's own node_modules (no network). */
const RUNTIME_PACKAGES = /^(react|react-dom|vue|svelte)(\/.*)?$/;
const RUNTIME_HINT = 'only react, react-dom, vue and svelte are available when building here';

/** Bare imports resolve from this folder upwards: the server package's node_modules. */
const RESOLVE_DIR = path.dirname(fileURLToPath(import.meta.url));

const BUILD_TIMEOUT_MS = 20_000;
const RESOLVE_SUFFIXES = ['', '.js', '.jsx', '.ts', '.tsx', '.mjs', '.vue', '.svelte', '.css', '.json', '/index.js', '/index.jsx', '/index.ts', '/index.tsx'];
const DEFAULT_ENTRY: Partial<Record<ProjectTemplate, string>> = { 'react-app': 'src/main.jsx', 'vue-app': 'src/main.js', 'svelte-app': 'src/main.js', 'vanilla-js': 'main.js' };
const TEXT_LOADERS: Record<string, Loader> = { '.js': 'js', '.mjs': 'js', '.jsx': 'jsx', '.ts': 'ts', '.tsx': 'tsx', '.css': 'css', '.json': 'json', '.svg': 'text', '.txt': 'text', '.md': 'text' };

export type BuildMessage = { file: string | null; line: number | null; column: number | null; message: string };
export type BuiltFile = { path: string; body: string };
export type BuildOutput = { files: BuiltFile[]; log: string[] };

export class BuildError extends Error {
  constructor(
    readonly errors: BuildMessage[],
    readonly log: string[],
  ) {
    const first = errors[0];
    super(first ? `Build failed: ${[first.file, first.line, first.column].filter((v) => v !== null).join(':')}${first.file ? ': ' : ''}${first.message}` : 'Build failed');
  }
}

const PROJECT_NS = 'project';

function resolveInProject(files: Map<string, string>, from: string, spec: string): string | null {
  const base = spec.startsWith('/') ? spec.slice(1) : path.posix.join(path.posix.dirname(from), spec);
  const normal = path.posix.normalize(base);
  if (normal.startsWith('..')) return null;
  for (const suffix of RESOLVE_SUFFIXES) if (files.has(normal + suffix)) return normal + suffix;
  return null;
}

/** Resolves project files from memory (never the disk) and runtime packages from node_modules. */
function projectPlugin(files: Map<string, string>, template: ProjectTemplate, log: string[]): Plugin {
  return {
    name: 'uc-project',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        // esbuild hands an entry point that exists on its working directory's disk over as "./x.js"
        // (the bundled server has a main.js beside it): the project's paths never start with "./".
        if (args.kind === 'entry-point') return { path: args.path.replace(/^\.?\//, ''), namespace: PROJECT_NS };
        if (args.namespace !== PROJECT_NS) return undefined;
        if (args.path.startsWith('.') || args.path.startsWith('/')) {
          const found = resolveInProject(files, args.importer, args.path);
          return found ? { path: found, namespace: PROJECT_NS } : { errors: [{ text: `Cannot find "${args.path}" (imported from ${args.importer})` }] };
        }
        if (RUNTIME_PACKAGES.test(args.path)) return undefined;
        return { errors: [{ text: `Cannot import "${args.path}": ${RUNTIME_HINT}` }] };
      });
      b.onLoad({ filter: /.*/, namespace: PROJECT_NS }, async (args) => {
        const source = files.get(args.path)!;
        const ext = path.posix.extname(args.path).toLowerCase();
        try {
          if (ext === '.vue') {
            const out = await compileVue(args.path, source);
            log.push(...out.warnings);
            return { contents: out.contents, loader: out.loader, resolveDir: RESOLVE_DIR };
          }
          if (ext === '.svelte') {
            const out = await compileSvelte(args.path, source);
            log.push(...out.warnings);
            return { contents: out.contents, loader: out.loader, resolveDir: RESOLVE_DIR };
          }
        } catch (err) {
          if (!(err instanceof SfcCompileError)) throw err;
          return { errors: [{ text: err.message, location: { file: args.path, line: err.line ?? 0, column: err.column ?? 0 } }] };
        }
        // React and Next.js projects may write JSX in .js files, as their own tooling allows.
        const loader = ext === '.js' && (template === 'react-app' || template === 'nextjs-app') ? 'jsx' : TEXT_LOADERS[ext];
        if (!loader) return { errors: [{ text: `${args.path}: files of type "${ext || 'none'}" cannot be imported` }] };
        return { contents: source, loader, resolveDir: RESOLVE_DIR };
      });
    },
  };
}

/** The module script index.html loads (Vite convention), e.g. `/src/main.jsx`. */
function entryOf(html: string | undefined, template: ProjectTemplate): { entry: string; tag: string | null } {
  const tag = html?.match(/<script\b[^>]*\bsrc=["']([^"']+)["'][^>]*>\s*<\/script>/i);
  if (tag) return { entry: tag[1].replace(/^\.?\//, ''), tag: tag[0] };
  return { entry: DEFAULT_ENTRY[template] ?? 'main.js', tag: null };
}

const toMessage = (m: Message): BuildMessage => ({
  file: m.location?.file ? m.location.file.replace(/^project:/, '') : null,
  line: m.location?.line || null,
  column: m.location ? m.location.column : null,
  message: m.text,
});

const kb = (n: number) => `${(n / 1024).toFixed(1)} kB`;

/**
 * Bundles a browser project (React/JSX/TSX, Vue SFC, Svelte, plain JS) into index.html + app.js
 * (+ app.css), with relative URLs so it works under any prefix. Classic scripts, not modules:
 * the app runs in an opaque origin (CSP sandbox), where module scripts would need CORS.
 */
export async function buildProject(template: ProjectTemplate, projectFiles: { path: string; content: string }[]): Promise<BuildOutput> {
  const started = Date.now();
  const files = new Map(projectFiles.map((f) => [f.path, f.content]));
  const log: string[] = [];
  // No public page may ask for a password or a card number (departure 15): refused before anything is built.
  const asks = (await offlineEngine()).sensitiveFields(projectFiles);
  if (asks.length) throw new BuildError(asks.map((a) => ({ file: a.file, line: a.line, column: null, message: a.message })), log);
  if (template === 'nextjs-app' && !files.has('index.html')) staticExportEntry(files, log);
  const html = files.get('index.html');
  if (html === undefined) throw new BuildError([{ file: 'index.html', line: null, column: null, message: 'The project needs an index.html at its root' }], log);
  const { entry, tag } = entryOf(html, template);
  // A page without a script to bundle (e.g. an app the chat wrote as one HTML file) is served as-is.
  if (!tag && !files.has(entry)) {
    log.push(`Template ${template}; static page (index.html loads no script to bundle)`);
    return { files: [{ path: 'index.html', body: html }, ...publicFiles(files)], log };
  }
  if (!files.has(entry)) throw new BuildError([{ file: 'index.html', line: null, column: null, message: `index.html loads ${entry}, which is not in the project` }], log);
  log.push(`Template ${template}; entry ${entry}; ${files.size} files`);

  // esbuild loads with the first build, not at server start-up.
  const { context } = await import('esbuild');
  const ctx = await context({
    entryPoints: [entry],
    bundle: true,
    write: false,
    outdir: '/out',
    entryNames: 'app',
    format: 'iife',
    platform: 'browser',
    target: 'es2020',
    minify: true,
    jsx: 'automatic',
    metafile: true,
    logLevel: 'silent',
    absWorkingDir: RESOLVE_DIR,
    define: {
      'process.env.NODE_ENV': '"production"',
      __VUE_OPTIONS_API__: 'true',
      __VUE_PROD_DEVTOOLS__: 'false',
      __VUE_PROD_HYDRATION_MISMATCH_DETAILS__: 'false',
    },
    plugins: [projectPlugin(files, template, log)],
  });
  const timer = setTimeout(() => void ctx.cancel(), BUILD_TIMEOUT_MS);
  try {
    const result = await ctx.rebuild();
    log.push(...result.warnings.map((w) => `warning: ${new BuildError([toMessage(w)], []).message.replace(/^Build failed: /, '')}`));
    const out: BuiltFile[] = [];
    let js = '';
    let css = '';
    for (const f of result.outputFiles ?? []) {
      if (f.path.endsWith('.js')) js = f.text;
      else if (f.path.endsWith('.css')) css = f.text;
    }
    out.push({ path: 'app.js', body: js });
    if (css) out.push({ path: 'app.css', body: css });
    const modules = Object.keys(result.metafile?.inputs ?? {}).length;
    log.push(`Bundled ${modules} modules → app.js ${kb(Buffer.byteLength(js))}${css ? `, app.css ${kb(Buffer.byteLength(css))}` : ''} in ${Date.now() - started} ms`);
    out.push({ path: 'index.html', body: rewriteHtml(html, tag, Boolean(css)) });
    out.push(...publicFiles(files));
    return { files: out, log };
  } catch (err) {
    const failure = err as { errors?: Message[] };
    if (failure.errors?.length) throw new BuildError(failure.errors.map(toMessage), log);
    throw err;
  } finally {
    clearTimeout(timer);
    await ctx.dispose();
  }
}

const NEXT_ENTRY = '__next-static-export.jsx';

/**
 * Next.js as a static export: app/page.jsx (a client component) rendered into a page whose title
 * comes from the layout's metadata; the layout's imports (its CSS) are loaded with it.
 */
function staticExportEntry(files: Map<string, string>, log: string[]) {
  const page = ['app/page.jsx', 'app/page.tsx', 'app/page.js'].find((p) => files.has(p));
  const layout = ['app/layout.jsx', 'app/layout.tsx', 'app/layout.js'].find((p) => files.has(p));
  if (!page) return;
  const title = (layout && files.get(layout)!.match(/title:\s*("(?:[^"\\]|\\.)*")/)?.[1]) || '"App"';
  const css = layout ? [...files.get(layout)!.matchAll(/^import\s+['"](\.\/[^'"]+\.css)['"]/gm)].map((m) => `import './${path.posix.join('app', m[1])}';\n`).join('') : '';
  files.set(NEXT_ENTRY, `${css}import { createElement } from 'react';\nimport { createRoot } from 'react-dom/client';\nimport Page from './${page}';\n\ncreateRoot(document.getElementById('root')).render(createElement(Page));\n`);
  const safeTitle = String(JSON.parse(title)).replace(/[<&]/g, (c) => (c === '<' ? '&lt;' : '&amp;'));
  files.set('index.html', `<!DOCTYPE html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${safeTitle}</title>\n</head>\n<body>\n<div id="root"></div>\n<script type="module" src="/${NEXT_ENTRY}"></script>\n</body>\n</html>\n`);
  log.push(`Next.js static export of ${page}`);
}

/** Vite's public/ folder is served as-is from the root. */
const publicFiles = (files: Map<string, string>): BuiltFile[] =>
  [...files].filter(([p]) => p.startsWith('public/')).map(([p, content]) => ({ path: p.slice('public/'.length), body: content }));

function rewriteHtml(html: string, tag: string | null, hasCss: boolean): string {
  const assets = `${hasCss ? '<link rel="stylesheet" href="./app.css">\n' : ''}<script defer src="./app.js"></script>\n`;
  const withoutEntry = tag ? html.replace(tag, '') : html;
  return /<\/head>/i.test(withoutEntry) ? withoutEntry.replace(/<\/head>/i, `${assets}</head>`) : assets + withoutEntry;
}
