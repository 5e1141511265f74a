import { isBrowserTemplate, PROJECT_TEMPLATE_LABELS, type DeployResponse, type PreviewResponse, type ProjectTemplate } from '@uc/contract';
import { and, eq } from 'drizzle-orm';
import { projects, type ProjectRow } from '../../db/schema';
import { concurrencyLimit } from '../../concurrency';
import { HttpError, notFound } from '../../errors';
import { buildProject, type BuildOutput } from './builder';
import type { ProjectDeps } from './deps';
import { deleteSite, newSiteId, writeSite } from './site-store';
import { deployPrefix, ownedProject, previewPrefix, PROJECT_NOT_FOUND } from './service';
import { deployedAppUrl } from '../../plugins/app-hosts';

/** At most two builds at a time: each esbuild run uses a core, and the machine serves everyone else too. */
const MAX_CONCURRENT_BUILDS = 2;
const withBuildSlot = concurrencyLimit(MAX_CONCURRENT_BUILDS);

function buildable(row: ProjectRow): Promise<BuildOutput> {
  const template = row.template as ProjectTemplate;
  if (!isBrowserTemplate(template)) {
    throw new HttpError(422, `${PROJECT_TEMPLATE_LABELS[template]} projects run on your machine, not in the browser: export the .zip and run npm install && npm run dev.`);
  }
  return withBuildSlot(() => buildProject(template, row.files));
}

/**
 * Builds and publishes the project at /apps/{slug}/. The new deploy is written in full before
 * the project points at it, and the previous one is removed only after that switch.
 */
export async function deployProject(deps: ProjectDeps, userId: string, id: string): Promise<DeployResponse> {
  const row = await ownedProject(deps, userId, id);
  const out = await buildable(row);
  const deployId = newSiteId();
  await writeSite(deps.storage, deployPrefix(row, deployId), out.files);
  const deployedAt = new Date();
  const previous = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ deployId: projects.deployId }).from(projects).where(and(eq(projects.id, id), eq(projects.userId, userId))).for('update');
    if (!current) return undefined;
    await tx.update(projects).set({ deployId, deployedAt }).where(eq(projects.id, id));
    return current;
  });
  if (!previous) {
    await deleteSite(deps.storage, deployPrefix(row, deployId));
    throw notFound(PROJECT_NOT_FOUND);
  }
  if (previous.deployId) await deleteSite(deps.storage, deployPrefix(row, previous.deployId));
  const url = deployedAppUrl(deps.config.apps, row.slug);
  return { url, deployed_at: deployedAt.toISOString(), build_log: [...out.log, `Deployed to ${url}`] };
}

/** Builds the saved files for the editor's preview frame (a private, unguessable address). */
export async function previewProject(deps: ProjectDeps, userId: string, id: string): Promise<PreviewResponse> {
  const row = await ownedProject(deps, userId, id);
  const out = await buildable(row);
  const token = newSiteId();
  await writeSite(deps.storage, previewPrefix(row, token), out.files);
  const previous = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select({ token: projects.previewToken }).from(projects).where(and(eq(projects.id, id), eq(projects.userId, userId))).for('update');
    if (!current) return undefined;
    await tx.update(projects).set({ previewToken: token }).where(eq(projects.id, id));
    return current;
  });
  if (!previous) {
    await deleteSite(deps.storage, previewPrefix(row, token));
    throw notFound(PROJECT_NOT_FOUND);
  }
  if (previous.token) await deleteSite(deps.storage, previewPrefix(row, previous.token));
  return { preview_url: `${deps.config.apps.origin}/apps/_preview/${token}/`, build_log: out.log };
}
