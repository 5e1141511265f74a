import {
  BuildErrorBodySchema,
  CreateProjectBodySchema,
  DeployResponseSchema,
  ErrorBodySchema,
  GenerateProjectBodySchema,
  GenerateProjectResponseSchema,
  PreviewResponseSchema,
  ProjectIdParamsSchema,
  ProjectListSchema,
  ProjectSchema,
  UpdateProjectBodySchema,
} from '@uc/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BuildError } from './builder';
import type { ProjectDeps } from './deps';
import { lazyModule } from '../../lazy-packages';
import { deployProject, previewProject } from './publish';
import { submissionOwnerRoutes } from './submission-routes';
import { createProject, deleteProject, exportProject, listProjects, ownedProject, toProject, updateProject } from './service';

// Writing an app (the engine's templates) loads with the first request that asks for one (issue 42).
const generate = lazyModule(() => import('./generate'));
const tags = ['App Builder'];
const security = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
/** A project's JSON may carry up to 800 KB of files, more than the API's default body limit. */
const PROJECT_BODY_LIMIT = 2 * 1024 * 1024;

/** A failed build is 422 with the compiler's messages, so the editor can point at the line. */
async function orBuildError<T>(reply: FastifyReply, work: () => Promise<T>) {
  try {
    return await work();
  } catch (err) {
    if (!(err instanceof BuildError)) throw err;
    return reply.status(422).send({ detail: err.message, build_errors: err.errors, build_log: [...err.log, err.message] });
  }
}

export const projectRoutes: FastifyPluginAsyncZod<{ deps: ProjectDeps }> = async (app, { deps }) => {
  await app.register(submissionOwnerRoutes, { deps });
  app.post(
    '/bolt/chat/generate',
    {
      config: { userRateLimit: 'app_generation' }, // per-user budget (harden, issue 10)
      schema: {
        tags,
        security,
        summary: 'Generate an app from a prompt',
        description:
          'The configured model (or the offline engine) writes a whole project for the prompt in a template (chosen from the prompt when omitted). With `project_id`, a follow-up: the answer carries that project\'s whole new file set. Nothing is saved (create or update the project with the files). Costs 5 credits, charged only when a valid project comes back and, on a follow-up, at least one file changed (the answer lists the changes with a line diff); an invalid model answer is retried once, then 502. Offline, a follow-up is applied as an edit of the app (fields, columns, sections, title, copy, colours, currency, charts, formula); one it cannot apply answers 422 \"This change needs a connected model\" and costs nothing.',
        body: GenerateProjectBodySchema,
        response: { 200: GenerateProjectResponseSchema, ...errors(401, 402, 404, 413, 422, 502, 504) },
      },
    },
    async (req) => (await generate()).generateProject(deps, req.user!.id, req.body),
  );

  app.get(
    '/bolt/projects',
    { schema: { tags, security, summary: 'Your projects', description: 'Most recently changed first (up to 200), without file contents.', response: { 200: ProjectListSchema, ...errors(401) } } },
    async (req) => ({ projects: await listProjects(deps, req.user!.id) }),
  );

  app.post(
    '/bolt/projects',
    {
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Create a project',
        description: 'Project data and files. Paths are relative (no `..`, no leading `/`, no control characters). Over 60 files, 200 KB per file or 800 KB in all: 413.',
        body: CreateProjectBodySchema,
        response: { 201: ProjectSchema, ...errors(401, 413, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await createProject(deps, req.user!.id, req.body)),
  );

  app.get(
    '/bolt/projects/:id',
    { schema: { tags, security, summary: 'Open a project', description: 'The project with its files.', params: ProjectIdParamsSchema, response: { 200: ProjectSchema, ...errors(401, 404, 422) } } },
    async (req) => toProject(deps, await ownedProject(deps, req.user!.id, req.params.id)),
  );

  app.put(
    '/bolt/projects/:id',
    {
      bodyLimit: PROJECT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Rename a project or save its files',
        description: '`files` replaces the whole file set. Same limits as creating (413).',
        params: ProjectIdParamsSchema,
        body: UpdateProjectBodySchema,
        response: { 200: ProjectSchema, ...errors(401, 404, 413, 422) },
      },
    },
    async (req) => updateProject(deps, req.user!.id, req.params.id, req.body),
  );

  app.delete(
    '/bolt/projects/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a project',
        description: 'Deletes the project, its preview and its deployed app.',
        params: ProjectIdParamsSchema,
        response: { 204: z.null().meta({ description: 'Deleted' }), ...errors(401, 404, 422) },
      },
    },
    async (req, reply) => {
      await deleteProject(deps, req.user!.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/bolt/projects/:id/export',
    {
      schema: {
        tags,
        security,
        summary: 'Export a project as .zip',
        description: 'Every file in a folder named after the project, plus a README.md when the project has none.',
        params: ProjectIdParamsSchema,
        response: { 200: z.string().meta({ format: 'binary', contentMediaType: 'application/zip', description: 'The .zip' }), ...errors(401, 404, 422) },
      },
    },
    async (req, reply) => {
      const { filename, zip } = await exportProject(deps, req.user!.id, req.params.id);
      // A binary body: sent as-is, outside the JSON serializer.
      return (reply as FastifyReply)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(zip);
    },
  );

  app.post(
    '/bolt/projects/:id/preview',
    {
      schema: {
        tags,
        security,
        summary: 'Build the editor preview',
        description: 'Bundles the saved files (esbuild; Vue and Svelte through their compilers) and serves them at a private address under /apps/_preview/. Build errors: 422 with the compiler\'s file, line and message. Next.js and Node.js projects are not built here (422).',
        params: ProjectIdParamsSchema,
        response: { 200: PreviewResponseSchema, 422: BuildErrorBodySchema.or(ErrorBodySchema), ...errors(401, 404) },
      },
    },
    async (req, reply) => orBuildError(reply, () => previewProject(deps, req.user!.id, req.params.id)),
  );

  app.post(
    '/bolt/projects/:id/deploy',
    {
      // Builds take a core each: deploys share the app-generation budget.
      config: { userRateLimit: 'app_generation' },
      schema: {
        tags,
        security,
        summary: 'Deploy a project',
        description:
          'Builds the saved files and publishes them at /apps/{slug}/ (public, sandboxed with `Content-Security-Policy: sandbox allow-scripts allow-forms`). The previous deploy keeps serving until the new one is complete. Build errors: 422 with the compiler\'s file, line and message.',
        params: ProjectIdParamsSchema,
        response: { 200: DeployResponseSchema, 422: BuildErrorBodySchema.or(ErrorBodySchema), ...errors(401, 404) },
      },
    },
    async (req, reply) => orBuildError(reply, () => deployProject(deps, req.user!.id, req.params.id)),
  );
};
