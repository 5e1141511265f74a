import {
  CREDIT_PRICES,
  CreateProjectBodySchema,
  GenerateProjectBodySchema,
  UpdateProjectBodySchema,
  type DeployResponse,
  isBrowserTemplate,
  type GenerateProjectResponse,
  type Project,
  type ProjectList,
  type ProjectTemplate,
} from '@uc/contract';
import { appHtml, diffFiles, NEEDS_MODEL, offlineEdit, offlineProject, templateForPrompt, type AppSpec } from '@uc/offline-engine';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail, needCredits, type DemoContext } from './context';
import { deployApp, previewUrl, undeployApp } from './preview';
import { zipFiles } from './zip';

const PRICE = CREDIT_PRICES.app_generation;
const NOT_FOUND = 'Project not found';
const DEMO_DEPLOY_MS = 800;
const slugBase = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'app';

const AGENT_SUGGESTIONS: Record<string, string> = {
  strategic: 'Strategic: decide the one metric this app must move, and show it on the first screen',
  product: 'Product: watch three target users try it and note where they hesitate',
  operations: 'Operations: add an export so the data can leave the app',
  marketing: 'Marketing: add a landing section with a waitlist form',
};

const languageOf = (path: string) => {
  const ext = path.split('.').pop() ?? '';
  return ({ js: 'javascript', jsx: 'javascript', mjs: 'javascript', ts: 'typescript', tsx: 'typescript', json: 'json', html: 'html', css: 'css', md: 'markdown', vue: 'vue', svelte: 'svelte' } as Record<string, string>)[ext] ?? 'plaintext';
};
const toFiles = (files: { path: string; content: string }[]) => files.map((f) => ({ path: f.path, content: f.content, type: 'file' as const, language: languageOf(f.path) }));

/** The app a project's files describe (its app-spec.json), as one HTML page for the preview frame. */
function projectHtml(project: Project): string | null {
  const specFile = project.files.find((f) => f.path.endsWith('app-spec.json'));
  if (!specFile) return null;
  try {
    return appHtml(JSON.parse(specFile.content) as AppSpec);
  } catch {
    return null;
  }
}

/**
 * The App Builder in the demo: the offline engine writes and edits projects in the browser (the
 * same package the server uses without a model); projects live in the tab. The preview shows the
 * app its app-spec.json describes, built in the browser (the demo has no bundler).
 */
export function createProjectHandlers(ctx: DemoContext): HttpHandler[] {
  const projects: Project[] = [];
  // A project keeps its address across redeploys (the server's slug).
  const slugs = new Map<string, string>();
  const find = (id: unknown) => projects.find((p) => p.id === id);
  const summary = ({ files, ...p }: Project) => ({ ...p, file_count: files.length });

  return [
    http.get('*/api/v1/bolt/projects', async () => {
      await delay(300);
      return HttpResponse.json<ProjectList>({ projects: projects.map(summary) });
    }),
    http.get('*/api/v1/bolt/projects/:id', ({ params }) => {
      const p = find(params.id);
      return p ? HttpResponse.json(p) : fail(404, NOT_FOUND);
    }),
    http.post('*/api/v1/bolt/projects', async ({ request }) => {
      const parsed = CreateProjectBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid project');
      const now = new Date().toISOString();
      const files = toFiles(parsed.data.files);
      const project: Project = { id: crypto.randomUUID(), ...parsed.data, files, status: 'ready', url: null, previewUrl: null, createdAt: now, lastModified: now, deployed_at: null, collaborators: [], file_count: files.length };
      projects.unshift(project);
      return HttpResponse.json(project, { status: 201 });
    }),
    http.put('*/api/v1/bolt/projects/:id', async ({ params, request }) => {
      const p = find(params.id);
      if (!p) return fail(404, NOT_FOUND);
      const parsed = UpdateProjectBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid project');
      const { files, ...rest } = parsed.data;
      Object.assign(p, rest, files ? { files: toFiles(files), file_count: files.length } : {}, { lastModified: new Date().toISOString() });
      return HttpResponse.json(p);
    }),
    http.delete('*/api/v1/bolt/projects/:id', ({ params }) => {
      const i = projects.findIndex((p) => p.id === params.id);
      if (i < 0) return fail(404, NOT_FOUND);
      const slug = slugs.get(projects[i]!.id);
      if (slug) undeployApp(slug);
      projects.splice(i, 1);
      return HttpResponse.json({ message: 'Project deleted' });
    }),
    http.post('*/api/v1/bolt/chat/generate', async ({ request }) => {
      const parsed = GenerateProjectBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid request');
      const body = parsed.data;
      const current = body.project_id ? find(body.project_id) : null;
      if (body.project_id && !current) return fail(404, NOT_FOUND);
      if (ctx.balance() < PRICE) return needCredits(PRICE, ctx.balance());
      await delay(1000);
      const template: ProjectTemplate = current?.template ?? body.template ?? templateForPrompt(body.prompt);
      let project: { name: string; description: string; files: { path: string; content: string }[]; technicalGuidance: string; suggestions: string[]; notes: string[] };
      if (current) {
        const edit = offlineEdit(body.prompt, current.files, template);
        if (!edit) return fail(422, NEEDS_MODEL);
        const name = edit.spec.title !== current.name && /^Title changed/.test(edit.summary) ? edit.spec.title : current.name;
        project = { name, description: current.description, files: edit.files, technicalGuidance: '', suggestions: [edit.summary], notes: [] };
      } else {
        const offline = offlineProject(body.prompt, template, ctx.profile());
        const extra = body.agent_ids.map((a) => AGENT_SUGGESTIONS[a]).filter((s): s is string => Boolean(s));
        project = { ...offline, suggestions: [...extra, ...offline.suggestions].slice(0, 5) };
      }
      const changes = current ? diffFiles(current.files, project.files) : undefined;
      if (changes && changes.length === 0) return fail(422, NEEDS_MODEL);
      ctx.spend(PRICE);
      return HttpResponse.json<GenerateProjectResponse>({
        projectData: { name: project.name, description: project.description, template, isPublic: current?.isPublic ?? false },
        files: toFiles(project.files),
        suggestions: project.suggestions.slice(0, 5),
        technicalGuidance: body.include_technical_agent ? project.technicalGuidance : '',
        composioIntegrations: [],
        videoCreationTask: null,
        engine: 'offline',
        credits_charged: PRICE,
        available_credits: ctx.balance(),
        ...(changes ? { changes } : {}),
        notes: project.notes,
      });
    }),
    http.get('*/api/v1/bolt/projects/:id/export', ({ params }) => {
      const p = find(params.id);
      if (!p) return fail(404, NOT_FOUND);
      const name = `${p.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'project'}.zip`;
      return new HttpResponse(zipFiles(p.files), { headers: { 'content-type': 'application/zip', 'content-disposition': `attachment; filename="${name}"` } });
    }),
    // Deploying publishes the app at a demo address (/demo/apps/{slug}/, shown by the demo's
    // preview frame); a redeploy replaces it at the same address, deleting the project takes it down.
    http.post('*/api/v1/bolt/projects/:id/deploy', async ({ params }) => {
      const p = find(params.id);
      if (!p) return fail(404, NOT_FOUND);
      const html = isBrowserTemplate(p.template) ? projectHtml(p) : null;
      if (!html) return HttpResponse.json({ detail: 'The demo deploys apps from their app-spec.json; this project has none.', build_errors: [{ file: 'app-spec.json', line: null, column: null, message: 'Missing or not valid JSON' }], build_log: [] }, { status: 422 });
      await delay(DEMO_DEPLOY_MS);
      const slug = (slugs.get(p.id) ?? `${slugBase(p.name)}-${crypto.randomUUID().slice(0, 8)}`);
      slugs.set(p.id, slug);
      const url = deployApp(slug, html);
      const now = new Date().toISOString();
      Object.assign(p, { url, deployed_at: now, status: 'deployed' });
      return HttpResponse.json<DeployResponse>({ url, deployed_at: now, build_log: ['Demo: the app of app-spec.json, rendered in the browser (the demo has no bundler)', `Published at ${url} (while this demo tab is open)`] });
    }),
    http.post('*/api/v1/bolt/projects/:id/preview', ({ params }) => {
      const p = find(params.id);
      if (!p) return fail(404, NOT_FOUND);
      const html = isBrowserTemplate(p.template) ? projectHtml(p) : null;
      if (!html) return HttpResponse.json({ detail: 'The demo previews apps from their app-spec.json; this project has none.', build_errors: [{ file: 'app-spec.json', line: null, column: null, message: 'Missing or not valid JSON' }], build_log: [] }, { status: 422 });
      p.previewUrl = previewUrl(`project-${p.id}-${Date.now()}`, html);
      return HttpResponse.json({ preview_url: p.previewUrl, build_log: ['Demo: the app of app-spec.json, rendered in the browser (the demo has no bundler)'] });
    }),
  ];
}
