import type { AddedSubmissionsTraction, SubmissionsTraction } from '@uc/contract';
import type { TractionEvidence } from '@uc/startup-model';
import { eq } from 'drizzle-orm';
import { appSubmissions } from '../../db/schema';
import { HttpError } from '../../errors';
import { lazyModule } from '../../lazy-packages';
import type { ProjectDeps } from './deps';
import { ownedProject } from './service';

/**
 * A deployed waitlist's sign-ups as traction on the Startup screen (issue 39), once the founder
 * confirms the count they were shown. A sign-up is a distinct e-mail address among the app's
 * submissions (a visitor who signed up twice counts once; a contact message without an address
 * is not one). Stored as the founder's figure, one per app (a later count replaces it), never as
 * sales: the forecast does not read it.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Beyond this many submissions the count is refused rather than read partly (real lists stay far below). */
const MAX_COUNTED = 200_000;

// The startup model's code loads with the first count, not at start (issue 42).
const startup = lazyModule(() => import('../startup/service'));

const sourceOf = (projectId: string) => `app:${projectId}`;

async function countSignups(deps: Pick<ProjectDeps, 'db'>, userId: string, projectId: string) {
  const project = await ownedProject(deps, userId, projectId);
  const rows = await deps.db
    .select({ fields: appSubmissions.fields })
    .from(appSubmissions)
    .where(eq(appSubmissions.projectId, projectId))
    .limit(MAX_COUNTED + 1);
  if (rows.length > MAX_COUNTED) throw new HttpError(422, 'Too many submissions to count here: export them as CSV.');
  const values = rows.flatMap((r) => Object.values(r.fields).map((v) => v.trim().toLowerCase()));
  const emails = new Set(values.filter((v) => EMAIL.test(v)));
  const value = emails.size;
  const noun = value === 1 ? 'sign-up' : 'sign-ups';
  const quote = `${value.toLocaleString('en-US')} ${noun} from ${project.name}`.slice(0, 200);
  return { project, value, quote };
}

/** What would be added, and what the Startup screen holds from this app now. */
export async function submissionsTraction(
  deps: Pick<ProjectDeps, 'db'>, userId: string, projectId: string,
): Promise<SubmissionsTraction> {
  const { value, quote } = await countSignups(deps, userId, projectId);
  const { model } = await (await startup()).getStartupModelForUser(deps.db, userId);
  return { value, quote, current: model.traction?.find((t) => t.source === sourceOf(projectId)) ?? null };
}

/** Saves the confirmed count as a new version of the startup model ('edit': the founder's own change). */
export async function addSubmissionsTraction(
  deps: Pick<ProjectDeps, 'db'>, userId: string, projectId: string, confirmed: number, now = new Date(),
): Promise<AddedSubmissionsTraction> {
  const { value, quote } = await countSignups(deps, userId, projectId);
  if (value === 0) throw new HttpError(422, 'No sign-ups yet: none of the submissions has an e-mail address.');
  if (value !== confirmed) {
    throw new HttpError(409, `The count changed: ${value} sign-ups now. Check it and add it again.`);
  }
  const { getStartupModelForUser, saveStartupModel } = await startup();
  const { model, version } = await getStartupModelForUser(deps.db, userId);
  const source = sourceOf(projectId);
  const asOf = now.toISOString();
  const evidence: TractionEvidence = { kind: 'signups', value, provenance: 'founder', quote, source, as_of: asOf };
  const traction = [...(model.traction ?? []).filter((t) => t.source !== evidence.source), evidence].slice(-20);
  const saved = await saveStartupModel(deps.db, userId, { ...model, traction }, version, 'edit');
  return { traction: evidence, version: saved.version };
}
