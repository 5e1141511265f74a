import { randomBytes } from 'node:crypto';
import type { CreateProjectBody, Project, ProjectSummary, UpdateProjectBody } from '@uc/contract';
import { CreateProjectBodySchema } from '@uc/contract';
import { and, desc, eq } from 'drizzle-orm';
import { projects, type ProjectRow } from '../../db/schema';
import { notFound } from '../../errors';
import type { ProjectDeps } from './deps';
import { checkFileSet, toProjectFiles } from './project-files';
import { deleteSite } from './site-store';
import { deployedAppUrl } from '../../plugins/app-hosts';

export const PROJECT_NOT_FOUND = 'Project not found';

const slugBase = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'app';
/** The public address: readable, plus a random part so it cannot be guessed from the name. */
const newSlug = (name: string) => `${slugBase(name)}-${randomBytes(4).toString('hex')}`;

export const deployPrefix = (row: Pick<ProjectRow, 'slug'>, deployId: string) => `apps/${row.slug}/${deployId}`;
export const previewPrefix = (row: Pick<ProjectRow, 'id'>, token: string) => `previews/${row.id}/${token}`;

export function toSummary(deps: Pick<ProjectDeps, 'config'>, row: ProjectRow): ProjectSummary {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    template: row.template as ProjectSummary['template'],
    status: row.deployId ? 'deployed' : 'ready',
    url: row.deployId ? deployedAppUrl(deps.config.apps, row.slug) : null,
    previewUrl: row.previewToken ? `${deps.config.apps.origin}/apps/_preview/${row.previewToken}/` : null,
    createdAt: row.createdAt.toISOString(),
    lastModified: row.updatedAt.toISOString(),
    deployed_at: row.deployedAt?.toISOString() ?? null,
    isPublic: row.isPublic,
    collaborators: [],
    file_count: row.files.length,
  };
}

export const toProject = (deps: Pick<ProjectDeps, 'config'>, row: ProjectRow): Project => ({ ...toSummary(deps, row), files: toProjectFiles(row.files) });

/** The caller's project, or 404 (another user's project is indistinguishable from none). */
export async function ownedProject(deps: Pick<ProjectDeps, 'db'>, userId: string, id: string): Promise<ProjectRow> {
  const [row] = await deps.db.select().from(projects).where(and(eq(projects.id, id), eq(projects.userId, userId)));
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return row;
}

export async function listProjects(deps: ProjectDeps, userId: string): Promise<ProjectSummary[]> {
  const rows = await deps.db.select().from(projects).where(eq(projects.userId, userId)).orderBy(desc(projects.updatedAt)).limit(200);
  return rows.map((r) => toSummary(deps, r));
}

export async function createProject(deps: ProjectDeps, userId: string, input: CreateProjectBody): Promise<Project> {
  const body = CreateProjectBodySchema.parse(input);
  const files = checkFileSet(body.files);
  const [row] = await deps.db
    .insert(projects)
    .values({ userId, name: body.name, description: body.description, template: body.template, isPublic: body.isPublic, files, slug: newSlug(body.name) })
    .returning();
  return toProject(deps, row);
}

export async function updateProject(deps: ProjectDeps, userId: string, id: string, body: UpdateProjectBody): Promise<Project> {
  await ownedProject(deps, userId, id);
  const files = body.files ? checkFileSet(body.files.map((f) => ({ path: f.path, content: f.content }))) : undefined;
  const [row] = await deps.db
    .update(projects)
    .set({ name: body.name, description: body.description, isPublic: body.isPublic, files, updatedAt: new Date() })
    .where(and(eq(projects.id, id), eq(projects.userId, userId)))
    .returning();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  return toProject(deps, row);
}

/** Deletes the project, then its deploy and preview files (the row goes first: nothing serves them after). */
export async function deleteProject(deps: ProjectDeps, userId: string, id: string): Promise<void> {
  const [row] = await deps.db.delete(projects).where(and(eq(projects.id, id), eq(projects.userId, userId))).returning();
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  if (row.deployId) await deleteSite(deps.storage, deployPrefix(row, row.deployId));
  if (row.previewToken) await deleteSite(deps.storage, previewPrefix(row, row.previewToken));
}

function exportReadme(row: ProjectRow): string {
  return `# ${row.name}\n\n${row.description}\n\nExported from Ultimate Co-founder's App Builder (template: ${row.template}).\n\n## Run\n\n\`\`\`bash\nnpm install && npm run dev\n\`\`\`\n`;
}

/** A .zip of every file in a folder named after the project, with a README when it has none. */
export async function exportProject(deps: ProjectDeps, userId: string, id: string): Promise<{ filename: string; zip: Buffer }> {
  const row = await ownedProject(deps, userId, id);
  const folder = slugBase(row.name);
  const { default: JSZip } = await import('jszip'); // loaded on first export, not at start-up
  const zip = new JSZip();
  for (const f of row.files) zip.file(`${folder}/${f.path}`, f.content);
  if (!row.files.some((f) => f.path.toLowerCase() === 'readme.md')) zip.file(`${folder}/README.md`, exportReadme(row));
  return { filename: `${folder}.zip`, zip: await zip.generateAsync({ type: 'nodebuffer', compression: 'DEFLATE' }) };
}
