import { BROWSER_TEMPLATES } from '@uc/contract';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { BuildError, buildProject, type BuildOutput } from './builder';
import { extractProjectName, offlineProject, templateForPrompt } from '@uc/offline-engine';

const PROMPT = 'Build a habit tracker for busy parents';

async function waitFor(check: () => boolean, what: string) {
  for (let i = 0; i < 100; i++) {
    if (check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Loads the built page in jsdom and runs its bundle, as a browser would. */
function run(out: BuildOutput) {
  const html = out.files.find((f) => f.path === 'index.html')!.body;
  const js = out.files.find((f) => f.path === 'app.js')!.body;
  expect(html).toContain('<script defer src="./app.js"></script>');
  const dom = new JSDOM(html.replace('<script defer src="./app.js"></script>', ''), { runScripts: 'outside-only', pretendToBeVisual: true });
  dom.window.eval(js);
  return dom.window;
}

describe('offline projects', () => {
  it('names a project from up to three words longer than two characters, plus App', () => {
    expect(extractProjectName(PROMPT)).toBe('Build Habit Tracker App');
    expect(extractProjectName('a to-do list')).toBe('To-do List App');
  });

  it('picks the template the prompt names', () => {
    expect(templateForPrompt('a vue dashboard')).toBe('vue-app');
    expect(templateForPrompt('svelte notes')).toBe('svelte-app');
    expect(templateForPrompt('a Next.js blog')).toBe('nextjs-app');
    expect(templateForPrompt('a REST API for orders')).toBe('nodejs-api');
    expect(templateForPrompt('a todo list')).toBe('react-app');
  });

  it('gives the server templates a README that says how they run', () => {
    for (const t of ['nextjs-app', 'nodejs-api'] as const) {
      const readme = offlineProject(PROMPT, t).files.find((f) => f.path === 'README.md')!.content;
      expect(readme).toContain('npm install && npm run dev');
      expect(readme).toContain('runs on your machine');
    }
  });
});

describe('buildProject', () => {
  it.each(BROWSER_TEMPLATES)('builds %s and its bundle renders the app and adds an item', async (template) => {
    const project = offlineProject(PROMPT, template);
    const out = await buildProject(template, project.files);
    expect(out.log.at(-1)).toMatch(/^Bundled \d+ modules/);
    const win = run(out);
    const doc = win.document;
    await waitFor(() => doc.querySelector('h1')?.textContent === 'Build Habit Tracker App', 'the heading');
    expect(doc.body.textContent).toContain(PROMPT);
    expect(doc.querySelector('.count')?.textContent).toBe('2 habits, 0 done');

    const input = doc.querySelector<HTMLInputElement>('input[type=text]')!;
    Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(input, 'Walk 10 minutes');
    input.dispatchEvent(new win.Event('input', { bubbles: true }));
    doc.querySelector<HTMLButtonElement>('button[type=submit]')!.click();
    await waitFor(() => doc.querySelector('.count')?.textContent === '3 habits, 0 done', 'the added item');
    expect(doc.body.textContent).toContain('Walk 10 minutes');
  });

  it('reports the file and line of a syntax error', async () => {
    const files = offlineProject(PROMPT, 'react-app').files.map((f) => (f.path === 'src/App.jsx' ? { ...f, content: 'export default function App() {\n  const x = ;\n  return x;\n}\n' } : f));
    const err = await buildProject('react-app', files).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(BuildError);
    expect((err as BuildError).errors[0]).toMatchObject({ file: 'src/App.jsx', line: 2 });
  });

  it('reports Vue and Svelte compiler errors with their line', async () => {
    const vue = offlineProject(PROMPT, 'vue-app').files.map((f) => (f.path === 'src/App.vue' ? { ...f, content: '<template>\n  <div>\n    <p>{{ a </p>\n</template>\n' } : f));
    const vueErr = (await buildProject('vue-app', vue).catch((e: unknown) => e)) as BuildError;
    expect(vueErr).toBeInstanceOf(BuildError);
    expect(vueErr.errors[0].file).toBe('src/App.vue');
    expect(vueErr.errors[0].line).toBeGreaterThan(0);

    const svelte = offlineProject(PROMPT, 'svelte-app').files.map((f) => (f.path === 'src/App.svelte' ? { ...f, content: '<main>\n  {#if x}\n</main>\n' } : f));
    const svelteErr = (await buildProject('svelte-app', svelte).catch((e: unknown) => e)) as BuildError;
    expect(svelteErr).toBeInstanceOf(BuildError);
    expect(svelteErr.errors[0]).toMatchObject({ file: 'src/App.svelte' });
    expect(svelteErr.errors[0].line).toBeGreaterThan(0);
  });

  it('refuses packages other than the runtime libraries and files outside the project', async () => {
    const withImport = (code: string) => offlineProject(PROMPT, 'vanilla-js').files.map((f) => (f.path === 'main.js' ? { ...f, content: code } : f));
    const pkg = (await buildProject('vanilla-js', withImport("import fs from 'fs';\nconsole.log(fs);")).catch((e: unknown) => e)) as BuildError;
    expect(pkg.message).toContain('Cannot import "fs"');
    const outside = (await buildProject('vanilla-js', withImport("import '../../../package.json';")).catch((e: unknown) => e)) as BuildError;
    expect(outside.message).toContain('Cannot find');
  });

  it('serves a static page when index.html loads no script', async () => {
    const out = await buildProject('vanilla-js', [{ path: 'index.html', content: '<!DOCTYPE html><html><head><title>Hi</title></head><body><h1>Static</h1></body></html>' }]);
    expect(out.files.find((f) => f.path === 'index.html')!.body).toContain('<h1>Static</h1>');
  });
});
