import type { GithubExportBody, GithubExportResult } from '@uc/contract';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { dataroomFiles, integrationConnections } from '../../db/schema';
import { HttpError } from '../../errors';
import { ownedProject } from '../projects/service';
import { createGithubClient } from './github';
import { credentialsOf, type IntegrationDeps } from './service';
import { OPERATOR_URL } from '../../outgoing';

const MAX_EXPORT_BYTES = 20 * 1024 * 1024;

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of stream) chunks.push(Buffer.isBuffer(c) ? c : Buffer.from(c as string));
  return Buffer.concat(chunks);
}

/**
 * A file's path in the repository: folder and name joined, empty and `.` segments dropped. A `..`
 * (in the folder or in a file's own name) would leave the contents API for another endpoint.
 */
export function repoPath(dir: string, name: string): string {
  const segments = `${dir}/${name}`.split(/[/\\]+/).filter((s) => s !== '' && s !== '.');
  if (segments.includes('..') || segments.length === 0) throw new HttpError(422, 'Use a path inside the repository (no leading / and no ..)');
  return segments.join('/');
}

/** Commits an app-builder project, or data-room documents (the chosen ones, or the 20 newest), into `path/` of a repository. */
export async function exportToGithub(deps: IntegrationDeps, userId: string, body: GithubExportBody): Promise<GithubExportResult> {
  const [row] = await deps.db
    .select()
    .from(integrationConnections)
    .where(and(eq(integrationConnections.userId, userId), eq(integrationConnections.integrationId, 'github')));
  const creds = row && row.status !== 'disconnected' ? credentialsOf<{ token: string }>(deps, row) : null;
  if (!creds) throw new HttpError(409, 'Connect GitHub first');
  const github = createGithubClient({ baseUrl: deps.config.integrations.githubApiUrl, token: creds.token, allowPrivate: OPERATOR_URL });
  const at = (name: string) => repoPath(body.path, name);
  if (body.project_id) {
    const project = await ownedProject(deps, userId, body.project_id);
    const out: GithubExportResult['files'] = [];
    for (const f of project.files) out.push({ path: at(f.path), url: await github.putFile(body.repository, at(f.path), Buffer.from(f.content, 'utf8'), `Export ${project.name}: ${f.path}`) });
    return { repository: body.repository, files: out };
  }
  const files = await deps.db
    .select()
    .from(dataroomFiles)
    .where(and(eq(dataroomFiles.userId, userId), body.file_ids ? inArray(dataroomFiles.id, body.file_ids) : undefined))
    .orderBy(desc(dataroomFiles.createdAt))
    .limit(body.file_ids?.length ?? 20);
  if (files.length === 0) throw new HttpError(404, body.file_ids ? 'Files not found' : 'Your data room has no files to export');
  if (files.reduce((n, f) => n + f.size, 0) > MAX_EXPORT_BYTES) throw new HttpError(413, 'Export at most 20 MB at a time');
  const out: GithubExportResult['files'] = [];
  for (const f of files) {
    const content = await readAll(await deps.storage.get(f.storageKey));
    out.push({ path: at(f.name), url: await github.putFile(body.repository, at(f.name), content, `Export ${f.name} from Ultimate Co-founder`) });
  }
  return { repository: body.repository, files: out };
}
