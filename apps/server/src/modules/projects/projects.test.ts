import { PROJECT_MAX_FILE_BYTES, PROJECT_MAX_FILES } from '@uc/contract';
import { eq } from 'drizzle-orm';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onAppsOrigin, signUp, type TestContext } from '../../../test/helpers';
import { projects } from '../../db/schema';
import { offlineProject } from '@uc/offline-engine';

let ctx: TestContext;
let owner: Awaited<ReturnType<typeof signUp>>;
let other: Awaited<ReturnType<typeof signUp>>;

beforeAll(async () => {
  ctx = await createTestApp();
  owner = await signUp(ctx);
  other = await signUp(ctx);
});

const PROMPT = 'A reading list for book club members';

async function create(files = offlineProject(PROMPT, 'react-app').files, template = 'react-app', name = 'Reading List App') {
  const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name, description: PROMPT, template, files } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; files: { path: string; content: string; language: string }[] };
}

describe('projects CRUD', () => {
  it('creates, lists, opens, renames and saves a project', async () => {
    const made = await create();
    expect(made.files.find((f) => f.path === 'src/App.jsx')).toMatchObject({ language: 'javascript', type: 'file' });

    const list = await ctx.app.inject({ url: '/api/v1/bolt/projects', headers: owner.auth });
    expect(list.statusCode).toBe(200);
    expect(list.json().projects[0]).toMatchObject({ id: made.id, name: 'Reading List App', template: 'react-app', status: 'ready', url: null, file_count: made.files.length });

    const files = made.files.map((f) => (f.path === 'src/App.jsx' ? { ...f, content: f.content.replace('React draws it', 'Save') } : f));
    const put = await ctx.app.inject({ method: 'PUT', url: `/api/v1/bolt/projects/${made.id}`, headers: owner.auth, payload: { name: 'Book Club', files } });
    expect(put.statusCode).toBe(200);
    expect(put.json().name).toBe('Book Club');

    const got = await ctx.app.inject({ url: `/api/v1/bolt/projects/${made.id}`, headers: owner.auth });
    expect(got.json().files.find((f: { path: string }) => f.path === 'src/App.jsx').content).toContain('Save');
  });

  it('answers 404 for another user\'s project on every endpoint', async () => {
    const made = await create();
    const urls = [
      ['GET', ''],
      ['PUT', ''],
      ['DELETE', ''],
      ['GET', '/export'],
      ['POST', '/deploy'],
      ['POST', '/preview'],
    ] as const;
    for (const [method, suffix] of urls) {
      const res = await ctx.app.inject({ method, url: `/api/v1/bolt/projects/${made.id}${suffix}`, headers: other.auth, ...(method === 'PUT' ? { payload: { name: 'Mine' } } : {}) });
      expect(res.statusCode, `${method} ${suffix}`).toBe(404);
      expect(res.json().detail).toBe('Project not found');
    }
    const gen = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/chat/generate', headers: other.auth, payload: { prompt: 'Rename it', project_id: made.id } });
    expect(gen.statusCode).toBe(404);
    expect((await ctx.app.inject({ url: '/api/v1/bolt/projects', headers: other.auth })).json().projects).toEqual([]);
  });

  it('refuses bad input: unknown template, empty name, bad ids, no sign-in', async () => {
    const bad = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'X', template: 'angular-app', files: [] } });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().detail).toContain('template');
    const empty = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: '  ', template: 'react-app' } });
    expect(empty.statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/api/v1/bolt/projects/not-a-uuid', headers: owner.auth })).statusCode).toBe(422);
    expect((await ctx.app.inject({ url: '/api/v1/bolt/projects' })).statusCode).toBe(401);
  });

  it.each([['../secret.js'], ['/etc/passwd'], ['src/../../x.js'], ['src/a\u0000.js'], ['C:/x.js'], ['src//a.js'], ['src\\a.js']])('refuses the path %j', async (path) => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'X', template: 'vanilla-js', files: [{ path, content: 'x' }] } });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toMatch(/path/i);
  });

  it('answers 413 over the limits on files, bytes per file and duplicate paths 422', async () => {
    const big = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'X', template: 'vanilla-js', files: [{ path: 'big.js', content: 'a'.repeat(PROJECT_MAX_FILE_BYTES + 1) }] } });
    expect(big.statusCode).toBe(413);
    expect(big.json().detail).toContain('big.js');
    const many = Array.from({ length: PROJECT_MAX_FILES + 1 }, (_, i) => ({ path: `f${i}.js`, content: '' }));
    const tooMany = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'X', template: 'vanilla-js', files: many } });
    expect(tooMany.statusCode).toBe(413);
    const total = Array.from({ length: 5 }, (_, i) => ({ path: `f${i}.js`, content: 'a'.repeat(PROJECT_MAX_FILE_BYTES - 10) }));
    const tooBig = await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: owner.auth, payload: { name: 'X', template: 'vanilla-js', files: total } });
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json().detail).toMatch(/at most/);
    const made = await create();
    const dup = await ctx.app.inject({ method: 'PUT', url: `/api/v1/bolt/projects/${made.id}`, headers: owner.auth, payload: { files: [{ path: 'a.js', content: '' }, { path: 'A.js', content: '' }] } });
    expect(dup.statusCode).toBe(422);
  });
});

describe('export', () => {
  it('zips every file with a README', async () => {
    const files = offlineProject(PROMPT, 'vue-app').files.filter((f) => f.path !== 'README.md');
    const made = await create(files, 'vue-app');
    const res = await ctx.app.inject({ url: `/api/v1/bolt/projects/${made.id}/export`, headers: owner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toContain('reading-list-app.zip');
    const zip = await JSZip.loadAsync(res.rawPayload);
    for (const f of files) expect(await zip.file(`reading-list-app/${f.path}`)!.async('string')).toBe(f.content);
    expect(await zip.file('reading-list-app/README.md')!.async('string')).toContain('npm install && npm run dev');
  });
});

describe('deploy and preview', () => {
  it('deploys to /apps/{slug}/ with the sandbox CSP, and a redeploy replaces it', async () => {
    const made = await create();
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.id}/deploy`, headers: owner.auth });
    expect(res.statusCode, res.body).toBe(200);
    const { url, build_log } = res.json();
    expect(url).toMatch(/^http:\/\/app\.test:8001\/apps\/reading-list-app-[0-9a-f]{8}\/$/);
    expect(build_log.join('\n')).toContain('Bundled');
    const path = new URL(url).pathname;

    const page = await ctx.app.inject({ url: path, headers: onAppsOrigin(ctx) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe("sandbox allow-scripts allow-forms; connect-src 'none'; form-action 'none'; frame-ancestors http://app.test");
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<script defer src="./app.js"></script>');
    const js = await ctx.app.inject({ url: `${path}app.js`, headers: onAppsOrigin(ctx) });
    expect(js.statusCode).toBe(200);
    expect(js.headers['content-security-policy']).toBe("sandbox allow-scripts allow-forms; connect-src 'none'; form-action 'none'; frame-ancestors http://app.test");
    expect(js.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(js.body).toContain('"Reading list"');
    expect((await ctx.app.inject({ url: path.slice(0, -1), headers: onAppsOrigin(ctx) })).headers.location).toBe(path);

    const [before] = await ctx.db.select().from(projects).where(eq(projects.id, made.id));
    const files = made.files.map((f) => (f.path === 'src/app-spec.json' ? { ...f, content: f.content.replace('"title": "Reading list"', '"title": "Second deploy"') } : f));
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/bolt/projects/${made.id}`, headers: owner.auth, payload: { files } });
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.id}/deploy`, headers: owner.auth })).statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `${path}app.js`, headers: onAppsOrigin(ctx) })).body).toContain('Second deploy');
    const [after] = await ctx.db.select().from(projects).where(eq(projects.id, made.id));
    expect(after.deployId).not.toBe(before.deployId);

    const listed = (await ctx.app.inject({ url: '/api/v1/bolt/projects', headers: owner.auth })).json().projects.find((p: { id: string }) => p.id === made.id);
    expect(listed).toMatchObject({ status: 'deployed', url });
  });

  it('keeps the previous deploy when a build fails, and reports the file and line', async () => {
    const made = await create();
    expect((await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.id}/deploy`, headers: owner.auth })).statusCode).toBe(200);
    const files = made.files.map((f) => (f.path === 'src/App.jsx' ? { ...f, content: 'export default function App() {\n  return <div>{</div>;\n}\n' } : f));
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/bolt/projects/${made.id}`, headers: owner.auth, payload: { files } });
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.id}/deploy`, headers: owner.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().build_errors[0]).toMatchObject({ file: 'src/App.jsx', line: 2 });
    expect(res.json().detail).toContain('src/App.jsx:2');
    const [row] = await ctx.db.select().from(projects).where(eq(projects.id, made.id));
    expect((await ctx.app.inject({ url: `/apps/${row.slug}/`, headers: onAppsOrigin(ctx) })).statusCode).toBe(200);
  });

  it('does not build Node.js API projects, and says how they run', async () => {
    const made = await create(offlineProject(PROMPT, 'nodejs-api').files, 'nodejs-api');
    const res = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.id}/deploy`, headers: owner.auth });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toContain('npm install && npm run dev');
  });

  it('builds a private preview, and delete removes the project and its apps', async () => {
    const made = await create(offlineProject(PROMPT, 'svelte-app').files, 'svelte-app');
    const preview = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.id}/preview`, headers: owner.auth });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().preview_url).toMatch(/^http:\/\/app\.test:8001\/apps\/_preview\/[0-9a-f]{24}\/$/);
    const previewUrl = new URL(preview.json().preview_url as string).pathname;
    const page = await ctx.app.inject({ url: previewUrl, headers: onAppsOrigin(ctx) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toBe("sandbox allow-scripts allow-forms; connect-src 'none'; form-action 'none'; frame-ancestors http://app.test");
    const deploy = await ctx.app.inject({ method: 'POST', url: `/api/v1/bolt/projects/${made.id}/deploy`, headers: owner.auth });
    const appPath = new URL(deploy.json().url).pathname;

    const del = await ctx.app.inject({ method: 'DELETE', url: `/api/v1/bolt/projects/${made.id}`, headers: owner.auth });
    expect(del.statusCode).toBe(204);
    expect((await ctx.app.inject({ url: `/api/v1/bolt/projects/${made.id}`, headers: owner.auth })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: previewUrl, headers: onAppsOrigin(ctx) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: appPath, headers: onAppsOrigin(ctx) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `${appPath}app.js`, headers: onAppsOrigin(ctx) })).statusCode).toBe(404);
  });

  it('answers 404 for unknown apps and odd addresses', async () => {
    for (const url of ['/apps/nope-00000000/', '/apps/..%2F..%2Fetc/', '/apps/_preview/zz/', '/apps/_preview/0123456789abcdef01234567/index.html']) {
      const res = await ctx.app.inject({ url, headers: onAppsOrigin(ctx) });
      expect(res.statusCode, url).toBe(404);
    }
  });
});
