import { serverJs, SERVER_TEST_JS } from './api';
import { CALCULATOR_CSS, CALCULATOR_JS } from './archetypes/calculator';
import { DASHBOARD_CSS, DASHBOARD_JS } from './archetypes/dashboard';
import { DIRECTORY_CSS, DIRECTORY_JS } from './archetypes/directory';
import { FORM_CSS, FORM_JS } from './archetypes/form';
import { KANBAN_CSS, KANBAN_JS } from './archetypes/kanban';
import { LANDING_CSS, LANDING_JS } from './archetypes/landing';
import { QUIZ_CSS, QUIZ_JS } from './archetypes/quiz';
import { TRACKER_CSS, TRACKER_JS } from './archetypes/tracker';
import { DOM_JS, FORMULA_JS, reactComponent, SVELTE_APP, SVELTE_NODE, VANILLA_MAIN, VUE_APP } from './runtime';
import type { AppArchetype, AppSpec } from './spec';
import { SEND_CSS, SEND_JS } from './send';
import { KEPT_STATE, STORE_JS, keptAppJs } from './store';
import { slugOf } from './words';

/** Renders one app spec into the files of a template. Everything but a few lines of glue is shared. */
export type AppTemplate = 'react-app' | 'vanilla-js' | 'vue-app' | 'svelte-app' | 'nextjs-app' | 'nodejs-api';
export type AppFile = { path: string; content: string };

export const ARCHETYPE_CODE: Record<AppArchetype, { js: string; css: string }> = {
  calculator: { js: CALCULATOR_JS, css: CALCULATOR_CSS },
  form: { js: FORM_JS, css: FORM_CSS },
  tracker: { js: TRACKER_JS, css: TRACKER_CSS },
  dashboard: { js: DASHBOARD_JS, css: DASHBOARD_CSS },
  landing: { js: LANDING_JS, css: LANDING_CSS },
  quiz: { js: QUIZ_JS, css: QUIZ_CSS },
  kanban: { js: KANBAN_JS, css: KANBAN_CSS },
  directory: { js: DIRECTORY_JS, css: DIRECTORY_CSS },
};

const STORAGE_NOTE_CSS = '.storage-note{color:var(--muted);font-size:13px;text-align:center;margin:0;padding:8px 16px 24px}';

/** Archetypes whose form a visitor sends to the founder (./submit once deployed). */
export const SENDS: ReadonlySet<AppArchetype> = new Set(['form', 'landing', 'quiz']); // quiz: a survey sends, a quiz does not

export const esc = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One line per field, row or section, so an edit shows as a small diff. */
export function specJson(spec: AppSpec): string {
  const lines = Object.entries(spec).filter(([, value]) => value !== undefined).map(([key, value]) =>
    Array.isArray(value) ? `  ${JSON.stringify(key)}: [\n${value.map((v) => `    ${JSON.stringify(v)}`).join(',\n')}\n  ]` : `  ${JSON.stringify(key)}: ${JSON.stringify(value)}`,
  );
  return `{\n${lines.join(',\n')}\n}\n`;
}

/** Mixes two #rrggbb colours: `weight` of a, the rest of b. */
function mix(a: string, b: string, weight: number): string {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) || 0);
  const [x, y] = [rgb(/^#[0-9a-f]{6}$/i.test(a) ? a : '#6366f1'), rgb(b)];
  return `#${x.map((v, i) => Math.round(v * weight + y[i] * (1 - weight)).toString(16).padStart(2, '0')).join('')}`;
}

/** How much of the primary colour tints each archetype's page and cards: a calm table, a brighter landing page. */
const TINT: Record<AppArchetype, [number, number]> = {
  calculator: [0.05, 0.12],
  form: [0.04, 0.08],
  tracker: [0.03, 0.07],
  dashboard: [0.02, 0.06],
  landing: [0.1, 0.14],
  quiz: [0.08, 0.16],
  kanban: [0.05, 0.09],
  directory: [0.06, 0.11],
};

/** The palette (dark surfaces tinted with the primary colour) and the archetype's own look: its layout, type, controls. */
export function styleCss(spec: AppSpec): string {
  const { primary, accent } = spec.colors;
  const [page, card] = TINT[spec.archetype];
  return `:root{--primary:${primary};--accent:${accent};--bg:${mix(primary, '#0b1120', page)};--card:${mix(primary, '#1a2335', card)};--line:${mix(primary, '#334155', card * 2)};--text:#e2e8f0;--muted:#94a3b8}
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:var(--bg);color:var(--text)}${SENDS.has(spec.archetype) ? SEND_CSS : ''}${KEPT_STATE[spec.archetype].length ? STORAGE_NOTE_CSS : ''}
${ARCHETYPE_CODE[spec.archetype].css}`;
}

/** The tab's icon: the title's first letter on the primary colour, as an inline SVG. */
function favicon(spec: AppSpec): string {
  const letter = esc(spec.title.trim()[0]?.toUpperCase() ?? 'A');
  const svg = `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='${spec.colors.primary}'/><text x='16' y='22' font-family='system-ui,sans-serif' font-size='18' font-weight='700' fill='white' text-anchor='middle'>${letter}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}

const html = (spec: AppSpec, mount: string, entry: string) => `<!DOCTYPE html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <meta name="description" content="${esc(spec.tagline)}">
  <meta name="theme-color" content="${esc(spec.colors.primary)}">
  <link rel="icon" href="${favicon(spec)}">
  <title>${esc(spec.title)}</title>
</head>
<body>
  <div id="${mount}"></div>
  <script type="module" src="${entry}"></script>
</body>
</html>
`;

const pkg = (spec: AppSpec, scripts: Record<string, string>, dependencies: Record<string, string>, devDependencies: Record<string, string> = {}) =>
  `${JSON.stringify({ name: slugOf(spec.title), private: true, version: '0.1.0', type: 'module', scripts, dependencies, devDependencies }, null, 2)}\n`;
const VITE = { dev: 'vite', build: 'vite build', preview: 'vite preview' };
const viteConfig = (imp: string, plugin: string) => `import { defineConfig } from 'vite';\n${imp}\n\nexport default defineConfig({ plugins: [${plugin}] });\n`;

/** The files every template shares, under a folder: the spec, the archetype's view, its style. */
function core(spec: AppSpec, dir: string, css: string): AppFile[] {
  return [
    { path: `${dir}app-spec.json`, content: specJson(spec) },
    { path: `${dir}app.js`, content: keptAppJs(spec.archetype, ARCHETYPE_CODE[spec.archetype].js) },
    ...(KEPT_STATE[spec.archetype].length ? [{ path: `${dir}store.js`, content: STORE_JS }] : []),
    ...(SENDS.has(spec.archetype) ? [{ path: `${dir}send.js`, content: SEND_JS }] : []),
    ...(spec.outputs ? [{ path: `${dir}formula.js`, content: FORMULA_JS }] : []),
    { path: css, content: styleCss(spec) },
  ];
}

const RUN: Record<AppTemplate, string> = {
  'react-app': 'React 19 + Vite. Preview and deploy it from the App Builder, or run `npm install && npm run dev`.',
  'vue-app': 'Vue 3 + Vite. Preview and deploy it from the App Builder, or run `npm install && npm run dev`.',
  'svelte-app': 'Svelte 5 + Vite. Preview and deploy it from the App Builder, or run `npm install && npm run dev`.',
  'vanilla-js': 'Plain JavaScript + Vite. Preview and deploy it from the App Builder, or run `npm install && npm run dev`.',
  'nextjs-app': 'Next.js 15, exported as a static site (`output: "export"`): the App Builder previews and deploys it; locally run `npm install && npm run dev`, or `npm run build` for the `out/` folder.',
  'nodejs-api': 'This project runs on your machine (there is no in-browser preview for an API): `npm install && npm run dev`, and `npm test` for its tests.',
};

function readme(spec: AppSpec, template: AppTemplate, prompt: string, notes: string[]): string {
  const what = template === 'nodejs-api' ? `A JSON API for ${spec.noun.many} (GET, POST, PATCH, DELETE under /api/${spec.noun.many.replace(/\s+/g, '-')}).` : spec.tagline;
  const differs = notes.length ? `\n## What differs from the request\n\n${notes.map((n) => `- ${n}`).join('\n')}\n` : '';
  return `# ${spec.title}\n\n${what}\n\nGenerated by Ultimate Co-founder's App Builder (a ${spec.archetype} app) from the prompt:\n\n> ${prompt.replace(/\s+/g, ' ').trim()}\n\nThe app reads \`app-spec.json\` (title, fields, ${spec.archetype === 'calculator' ? 'formulas, ' : ''}colours, currency): change it there, or ask the App Builder.\n${differs}\n## Run\n\n${RUN[template]}\n`;
}

export function renderTemplate(spec: AppSpec, template: AppTemplate, prompt: string, notes: string[]): AppFile[] {
  const files: Record<AppTemplate, () => AppFile[]> = {
    'react-app': () => [
      { path: 'package.json', content: pkg(spec, VITE, { react: '^19.0.0', 'react-dom': '^19.0.0' }, { vite: '^6.0.0', '@vitejs/plugin-react': '^4.3.0' }) },
      { path: 'vite.config.js', content: viteConfig("import react from '@vitejs/plugin-react';", 'react()') },
      { path: 'index.html', content: html(spec, 'root', '/src/main.jsx') },
      { path: 'src/main.jsx', content: "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\nimport './style.css';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n" },
      { path: 'src/App.jsx', content: reactComponent('App', '.') },
      ...core(spec, 'src/', 'src/style.css'),
    ],
    'vue-app': () => [
      { path: 'package.json', content: pkg(spec, VITE, { vue: '^3.5.0' }, { vite: '^6.0.0', '@vitejs/plugin-vue': '^5.2.0' }) },
      { path: 'vite.config.js', content: viteConfig("import vue from '@vitejs/plugin-vue';", 'vue()') },
      { path: 'index.html', content: html(spec, 'app', '/src/main.js') },
      { path: 'src/main.js', content: "import { createApp } from 'vue';\nimport App from './App.vue';\nimport './style.css';\n\ncreateApp(App).mount('#app');\n" },
      { path: 'src/App.vue', content: VUE_APP },
      ...core(spec, 'src/', 'src/style.css'),
    ],
    'svelte-app': () => [
      { path: 'package.json', content: pkg(spec, VITE, {}, { svelte: '^5.0.0', vite: '^6.0.0', '@sveltejs/vite-plugin-svelte': '^5.0.0' }) },
      { path: 'vite.config.js', content: viteConfig("import { svelte } from '@sveltejs/vite-plugin-svelte';", 'svelte()') },
      { path: 'index.html', content: html(spec, 'app', '/src/main.js') },
      { path: 'src/main.js', content: "import { mount } from 'svelte';\nimport App from './App.svelte';\nimport './style.css';\n\nmount(App, { target: document.getElementById('app') });\n" },
      { path: 'src/App.svelte', content: SVELTE_APP },
      { path: 'src/Node.svelte', content: SVELTE_NODE },
      ...core(spec, 'src/', 'src/style.css'),
    ],
    'vanilla-js': () => [
      { path: 'package.json', content: pkg(spec, VITE, {}, { vite: '^6.0.0' }) },
      { path: 'index.html', content: html(spec, 'app', './main.js') },
      { path: 'main.js', content: VANILLA_MAIN },
      { path: 'dom.js', content: DOM_JS },
      ...core(spec, '', 'style.css'),
    ],
    'nextjs-app': () => [
      { path: 'package.json', content: pkg(spec, { dev: 'next dev', build: 'next build', start: 'npx serve out' }, { next: '^15.0.0', react: '^19.0.0', 'react-dom': '^19.0.0' }) },
      { path: 'next.config.mjs', content: "// A static export: `next build` writes the whole app to out/.\nexport default { output: 'export' };\n" },
      {
        path: 'app/layout.jsx',
        content: `import './globals.css';\n\nexport const metadata = { title: ${JSON.stringify(spec.title)}, description: ${JSON.stringify(spec.tagline)} };\n\nexport default function RootLayout({ children }) {\n  return (\n    <html lang="en">\n      <body>{children}</body>\n    </html>\n  );\n}\n`,
      },
      { path: 'app/page.jsx', content: reactComponent('Page', '../lib', "'use client';\n\n") },
      ...core(spec, 'lib/', 'app/globals.css'),
    ],
    'nodejs-api': () => [
      { path: 'package.json', content: pkg(spec, { dev: 'node --watch server.js', start: 'node server.js', test: 'node --test' }, {}) },
      { path: 'server.js', content: serverJs(spec) },
      { path: 'server.test.js', content: SERVER_TEST_JS },
      { path: 'app-spec.json', content: specJson(spec) },
      ...(spec.outputs ? [{ path: 'formula.js', content: FORMULA_JS }] : []),
    ],
  };
  return [...files[template](), { path: 'README.md', content: readme(spec, template, prompt, notes) }];
}
