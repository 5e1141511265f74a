import type { BuildErrorBody, GenerateProjectResponse, Project } from '@uc/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_TOKEN, testConfig } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderApp } from '@/testing/render-app';

const ID = '22222222-2222-4222-8222-222222222222';
const FILES = [
  { path: 'index.html', content: '<div id="root"></div><script type="module" src="/src/main.jsx"></script>', type: 'file' as const, language: 'html' },
  { path: 'src/App.jsx', content: 'export default function App() { return <h1>Habit Tracker</h1>; }', type: 'file' as const, language: 'javascript' },
  { path: 'src/main.jsx', content: "import App from './App.jsx';", type: 'file' as const, language: 'javascript' },
];
const project = (extra: Partial<Project> = {}): Project => ({
  id: ID,
  name: 'Habit Tracker App',
  description: 'A habit tracker',
  template: 'react-app',
  status: 'ready',
  url: null,
  previewUrl: null,
  createdAt: '2026-01-31T12:00:00.000Z',
  lastModified: '2026-01-31T12:00:00.000Z',
  deployed_at: null,
  isPublic: false,
  collaborators: [],
  file_count: FILES.length,
  files: FILES,
  ...extra,
});
const generated: GenerateProjectResponse = {
  projectData: { name: 'Habit Tracker App', description: 'A habit tracker', template: 'react-app', isPublic: false },
  files: FILES,
  suggestions: ['Add a streak counter'],
  technicalGuidance: 'Keep state in App.jsx for now.',
  composioIntegrations: [{ id: 'stripe', name: 'Stripe', reason: 'Take payments and read revenue' }],
  videoCreationTask: null,
  engine: 'offline',
  credits_charged: 5,
  available_credits: 95,
};

function serveProjects({ list = [] as Project[], build }: { list?: Project[]; build?: () => Response } = {}) {
  const calls: { method: string; path: string; body?: unknown }[] = [];
  const log = async (request: Request) => {
    const url = new URL(request.url);
    calls.push({ method: request.method, path: url.pathname, body: request.method === 'GET' || request.method === 'DELETE' ? undefined : await request.clone().json().catch(() => undefined) });
  };
  server.use(
    http.get('*/api/v1/bolt/projects', async ({ request }) => (await log(request), HttpResponse.json({ projects: list }))),
    http.post('*/api/v1/bolt/chat/generate', async ({ request }) => (await log(request), HttpResponse.json(generated))),
    http.post('*/api/v1/bolt/projects', async ({ request }) => (await log(request), HttpResponse.json(project(), { status: 201 }))),
    http.get(`*/api/v1/bolt/projects/${ID}`, async ({ request }) => (await log(request), HttpResponse.json(project()))),
    http.put(`*/api/v1/bolt/projects/${ID}`, async ({ request }) => (await log(request), HttpResponse.json(project()))),
    http.delete(`*/api/v1/bolt/projects/${ID}`, async ({ request }) => (await log(request), new HttpResponse(null, { status: 204 }))),
    http.post(`*/api/v1/bolt/projects/${ID}/preview`, async ({ request }) => (await log(request), build ? build() : HttpResponse.json({ preview_url: '/apps/_preview/abc/', build_log: ['Bundled'] }))),
    http.post(`*/api/v1/bolt/projects/${ID}/deploy`, async ({ request }) =>
      (await log(request), HttpResponse.json({ url: 'http://localhost/apps/habit-tracker-app-1a2b3c4d/', deployed_at: '2026-01-31T12:00:00.000Z', build_log: ['Bundled 13 modules', 'Deployed'] })),
    ),
  );
  return calls;
}

// jsdom has no layout: CodeMirror measures text ranges when it scrolls to a line.
beforeAll(() => {
  Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
});

describe('app builder', () => {
  it('shows the empty state with the templates, then generates a project and opens it with a sandboxed preview', async () => {
    const calls = serveProjects();
    const { user } = renderApp('/dashboard/app-builder', { token: TEST_TOKEN });
    expect(await screen.findByText('No projects yet', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText(/React App, Vanilla JS, Vue App, Svelte App, Next\.js App, Node\.js API/)).toBeInTheDocument();

    await user.type(screen.getByLabelText('Describe the app you want'), 'A habit tracker');
    await user.click(screen.getByLabelText('Suggest integrations from the marketplace'));
    await user.click(screen.getByRole('button', { name: /Generate app · 5 credits/ }));

    expect(await screen.findByText('Keep state in App.jsx for now.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add a streak counter' })).toBeInTheDocument();
    expect(screen.getByText('Integrations this app could use').parentElement).toHaveTextContent('Stripe: Take payments and read revenue');
    expect(screen.getByText(/Generated Habit Tracker App: 3 files \(offline engine\)/)).toBeInTheDocument();
    const tree = screen.getByRole('navigation', { name: 'Project files' });
    expect(within(tree).getByRole('button', { name: 'App.jsx' })).toHaveAttribute('aria-current', 'true');
    const frame = await screen.findByTitle('App preview');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame).toHaveAttribute('src', '/apps/_preview/abc/');
    // The sandbox has no storage and no network: the pane says what that means for the app.
    expect(screen.getByText(/forms send nothing \(submissions are collected once the app is deployed\)/)).toBeInTheDocument();

    expect(calls.find((c) => c.path.endsWith('/chat/generate'))!.body).toMatchObject({ prompt: 'A habit tracker', include_technical_agent: true, enable_composio_api: true });
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/bolt/projects')!.body).toMatchObject({ name: 'Habit Tracker App', template: 'react-app', files: FILES });
  });

  it('shows build errors by file and line, deploys with the URL and build log, and deletes after confirming', async () => {
    const failure: BuildErrorBody = { detail: 'Build failed: src/main.jsx:1:7: Expected ";"', build_errors: [{ file: 'src/main.jsx', line: 1, column: 7, message: 'Expected ";"' }], build_log: [] };
    const calls = serveProjects({ list: [project()], build: () => HttpResponse.json(failure, { status: 422 }) });
    const { user } = renderApp(`/dashboard/app-builder?project=${ID}`, { token: TEST_TOKEN });
    const alert = await screen.findByText('Build failed', {}, { timeout: 5000 });
    expect(alert.closest('[role=alert]')).toHaveTextContent('Expected ";"');
    await user.click(screen.getByRole('button', { name: 'src/main.jsx:1:7' }));
    expect(within(screen.getByRole('navigation', { name: 'Project files' })).getByRole('button', { name: 'main.jsx' })).toHaveAttribute('aria-current', 'true');

    await user.click(screen.getByRole('button', { name: 'Deploy' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('deploy-url')).toHaveAttribute('href', 'http://localhost/apps/habit-tracker-app-1a2b3c4d/');
    expect(within(dialog).getByText(/Bundled 13 modules/)).toBeInTheDocument();
    // Without an origin per app the app keeps nothing across a reload, and the dialog says so.
    expect(within(dialog).getByTestId('deploy-state-note')).toHaveTextContent(/lasts until they reload the page/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(await screen.findByRole('button', { name: 'Delete project' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE')).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Your projects' })).toBeInTheDocument();
  });

  it('says a deployed app keeps what visitors add across reloads when each app has its own origin', async () => {
    serveProjects({ list: [project()] });
    server.use(http.get('*/api/v1/config', () => HttpResponse.json({ ...testConfig, apps_keep_state: true })));
    const { user } = renderApp(`/dashboard/app-builder?project=${ID}`, { token: TEST_TOKEN });
    await user.click(await screen.findByRole('button', { name: 'Deploy' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('deploy-state-note')).toHaveTextContent(/stays in their browser when they reload/);
  });

  it('opens an app the chat made as a Vanilla JS project', async () => {
    const calls = serveProjects();
    const THREAD = '33333333-3333-4333-8333-333333333333';
    const html = '<!DOCTYPE html><html><head><title>Tip Splitter</title></head><body><h1>Split</h1></body></html>';
    const message = (id: string, role: 'user' | 'assistant', kind: 'text' | 'app', content: string) => ({ id, thread_id: THREAD, role, agent_id: null, kind, content, status: 'complete', created_at: '2026-01-31T12:00:00.000Z' });
    server.use(
      http.get(`*/api/v1/chat/threads/${THREAD}`, () =>
        HttpResponse.json({ id: THREAD, title: 'Tips', created_at: '2026-01-31T12:00:00.000Z', updated_at: '2026-01-31T12:00:00.000Z', messages: [message('m1', 'user', 'text', 'Build a tip splitter'), message('m2', 'assistant', 'app', html)] }),
      ),
    );
    renderApp(`/dashboard/app-builder?from=${THREAD}/m2`, { token: TEST_TOKEN });
    expect(await screen.findByText('Opened the app from the chat as a Vanilla JS project.', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/v1/bolt/projects')!.body).toEqual({
      name: 'Tip Splitter',
      description: 'Build a tip splitter',
      template: 'vanilla-js',
      files: [{ path: 'index.html', content: html }],
    });
  });

  it('applies a change: names the changed files, shows their diff and saves them; an edit it cannot apply costs nothing', async () => {
    const calls = serveProjects({ list: [project()] });
    const spec = { path: 'src/app-spec.json', content: '{"fields": []}', type: 'file' as const, language: 'json' };
    const diff = '  {\n+     {"id":"phoneNumber","label":"Phone number","type":"tel"}';
    server.use(
      http.post('*/api/v1/bolt/chat/generate', async ({ request }) => {
        const body = (await request.json()) as { prompt: string };
        if (body.prompt === 'make it sing') return HttpResponse.json({ detail: 'This change needs a connected model. Nothing was charged.' }, { status: 422 });
        return HttpResponse.json({ ...generated, files: [...FILES, spec], suggestions: ['Added the phone number field'], changes: [{ path: 'src/app-spec.json', status: 'changed', added: 1, removed: 0, diff }] });
      }),
    );
    const { user } = renderApp(`/dashboard/app-builder?project=${ID}`, { token: TEST_TOKEN });
    const prompt = await screen.findByLabelText('Ask for a change', {}, { timeout: 5000 });
    await user.type(prompt, 'Add a phone number field');
    await user.click(screen.getByRole('button', { name: /Apply change · 5 credits/ }));
    expect(await screen.findByText(/Added the phone number field: 1 file changed \(src\/app-spec\.json\)\. 5 credits used\./, {}, { timeout: 5000 })).toBeInTheDocument();
    const last = screen.getByRole('region', { name: 'Last change' });
    expect(within(last).getByText('src/app-spec.json')).toBeInTheDocument();
    expect(within(last).getByText(/"label":"Phone number"/)).toHaveClass('text-emerald-300');
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ files: [...FILES, spec] }));

    await user.type(screen.getByLabelText('Ask for a change'), 'make it sing');
    await user.click(screen.getByRole('button', { name: /Apply change · 5 credits/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This change needs a connected model. Nothing was charged.');
    expect(screen.getByRole('tablist', { name: 'Workspace panes' })).toBeInTheDocument();
  });

  it('says plainly that Node.js projects run on the user\'s machine', async () => {
    serveProjects();
    server.use(http.get(`*/api/v1/bolt/projects/${ID}`, () => HttpResponse.json(project({ template: 'nodejs-api' }))));
    renderApp(`/dashboard/app-builder?project=${ID}`, { token: TEST_TOKEN });
    expect(await screen.findByRole('heading', { name: 'No in-browser preview for Node.js API' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('npm install && npm run dev')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deploy' })).not.toBeInTheDocument();
  });
});
