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

  it('gives the Node.js API a README that says it runs on your machine, and Next.js one about its static export', () => {
    expect(offlineProject(PROMPT, 'nodejs-api').files.find((f) => f.path === 'README.md')!.content).toContain('runs on your machine');
    expect(offlineProject(PROMPT, 'nextjs-app').files.find((f) => f.path === 'README.md')!.content).toContain('static site');
  });
});

describe('buildProject', () => {
  it.each(BROWSER_TEMPLATES)('builds %s and its tracker adds, edits and deletes a row', async (template) => {
    const project = offlineProject(PROMPT, template);
    const win = run(await buildProject(template, project.files));
    const doc = win.document;
    const type = (el: Element, value: string) => {
      Object.getOwnPropertyDescriptor(win.HTMLInputElement.prototype, 'value')!.set!.call(el, value);
      el.dispatchEvent(new win.Event('input', { bubbles: true }));
    };
    const button = (text: string) => [...doc.querySelectorAll('button')].find((b) => b.textContent === text)!;
    await waitFor(() => doc.querySelector('h1')?.textContent === 'Habit tracker', 'the heading');
    expect(doc.querySelectorAll('tbody tr')).toHaveLength(4);

    type(doc.querySelector('#new-habit')!, 'Walk 10 minutes');
    await waitFor(() => doc.querySelector<HTMLInputElement>('#new-habit')?.value === 'Walk 10 minutes', 'the typed name');
    button('Add a habit').click();
    await waitFor(() => doc.querySelectorAll('tbody tr').length === 5, 'the added row');
    expect(doc.querySelector('tbody')!.textContent).toContain('Walk 10 minutes');

    doc.querySelector<HTMLButtonElement>('tbody tr:last-child button')!.click();
    await waitFor(() => Boolean(doc.querySelector('#edit-habit')), 'the edit form');
    type(doc.querySelector('#edit-habit')!, 'Walk 20 minutes');
    await waitFor(() => doc.querySelector<HTMLInputElement>('#edit-habit')?.value === 'Walk 20 minutes', 'the edited name');
    button('Save').click();
    await waitFor(() => doc.querySelector('tbody')!.textContent!.includes('Walk 20 minutes'), 'the saved row');

    [...doc.querySelectorAll<HTMLButtonElement>('tbody tr:last-child button')].find((b) => b.textContent === 'Delete')!.click();
    await waitFor(() => doc.querySelectorAll('tbody tr').length === 4, 'the deleted row');
    expect(doc.querySelector('tbody')!.textContent).not.toContain('Walk 20 minutes');
  });

  it.each(['main.js', './main.js', '/main.js'])('builds vanilla JS whose index.html loads %s, with relative imports', async (src) => {
    const files = [
      { path: 'index.html', content: `<!DOCTYPE html><html><head></head><body><p id="out"></p><script type="module" src="${src}"></script></body></html>` },
      { path: 'main.js', content: "import { greet } from './lib/greet.js';\nimport '/lib/style.css';\ndocument.getElementById('out').textContent = greet('founder');\n" },
      { path: 'lib/greet.js', content: "import { punctuate } from '../punctuate';\nexport const greet = (who) => punctuate('Hello, ' + who);\n" },
      { path: 'punctuate.js', content: "export const punctuate = (s) => s + '!';\n" },
      { path: 'lib/style.css', content: 'p{color:teal}' },
    ];
    const out = await buildProject('vanilla-js', files);
    expect(out.files.map((f) => f.path).sort()).toEqual(['app.css', 'app.js', 'index.html']);
    expect(run(out).document.getElementById('out')!.textContent).toBe('Hello, founder!');
  });

  it('builds an entry whose name exists beside the builder on disk (esbuild passes it as "./name")', async () => {
    const out = await buildProject('vanilla-js', [
      { path: 'index.html', content: '<html><head></head><body><script type="module" src="builder.ts"></script></body></html>' },
      { path: 'builder.ts', content: "document.body.dataset.ok = 'yes';\n" },
    ]);
    expect(run(out).document.body.dataset.ok).toBe('yes');
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

  it('refuses a form that asks for a password or a card number (phishing), whoever wrote it', async () => {
    const { files } = offlineProject('A contact form with name, email and message', 'react-app');
    const withPassword = files.map((f) => (f.path === 'src/app-spec.json' ? { ...f, content: f.content.replace('"label":"Message"', '"label":"Password"').replace('"type":"textarea"', '"type":"password"') } : f));
    const err = (await buildProject('react-app', withPassword).catch((e: unknown) => e)) as BuildError;
    expect(err).toBeInstanceOf(BuildError);
    expect(err.errors[0]).toMatchObject({ file: 'src/app-spec.json', message: expect.stringContaining('passwords or card numbers') });
    const card = [{ path: 'index.html', content: '<form><label>Card number<input autocomplete="cc-number"></label></form>' }];
    expect(((await buildProject('vanilla-js', card).catch((e: unknown) => e)) as BuildError).errors.length).toBeGreaterThan(0);
    // The same app without those fields builds.
    expect((await buildProject('react-app', files)).files.map((f) => f.path)).toContain('app.js');
  });

  it('serves a static page when index.html loads no script', async () => {
    const out = await buildProject('vanilla-js', [{ path: 'index.html', content: '<!DOCTYPE html><html><head><title>Hi</title></head><body><h1>Static</h1></body></html>' }]);
    expect(out.files.find((f) => f.path === 'index.html')!.body).toContain('<h1>Static</h1>');
  });
});
