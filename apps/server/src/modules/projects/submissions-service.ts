import type { AppSubmission, AppSubmissionList, PaginationQuery } from '@uc/contract';
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { HttpError, notFound } from '../../errors';
import { csvCell } from '../admin/csv-export';
import type { ProjectDeps } from './deps';
import { ownedProject } from './service';
import type { Db } from '../../db/client';
import { appSubmissions } from '../../db/schema';
import { APP_NOT_FOUND, deployedApp } from './moderation-service';

/** Bounds of one visitor's post: a form, not a file drop. */
export const SUBMISSION_LIMITS = { fields: 20, chars: 2000, totalChars: 16_000, nameChars: 64 };
/** Hidden field of the generated forms: people leave it empty, form-filling bots do not. */
export const HONEYPOT = '_honey';

// Split camelCase and separators, so "userPassword", "card-number" and "cc_exp" are all caught.
const words = (name: string) => name.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase().split(/[^a-z0-9]+/).filter(Boolean);
const SENSITIVE = new Set(['password', 'passwd', 'passcode', 'pwd', 'pin', 'cvv', 'cvc', 'cvv2', 'iban', 'creditcard', 'cardnumber', 'ccnum', 'ccnumber', 'cc']);
const isSensitive = (name: string) => {
  const w = words(name);
  return w.some((x) => SENSITIVE.has(x)) || w.join('').includes('cardnumber') || w.join('').includes('password') || (w.includes('card') && w.some((x) => ['number', 'no', 'num', 'expiry', 'exp', 'security'].includes(x)));
};

const refuse = (detail: string) => new HttpError(422, detail);

/** The visitor's fields, checked and bounded; null when the honeypot is filled (accepted, never stored). */
export function cleanSubmission(body: Record<string, unknown>): Record<string, string> | null {
  const fields: Record<string, string> = {};
  let total = 0;
  for (const [name, raw] of Object.entries(body)) {
    const value = Array.isArray(raw) ? raw.map(String).join(', ') : typeof raw === 'string' || typeof raw === 'number' || typeof raw === 'boolean' ? String(raw) : null;
    if (value === null) throw refuse(`Field "${name.slice(0, SUBMISSION_LIMITS.nameChars)}" must be text`);
    if (name === HONEYPOT) {
      if (value.trim()) return null;
      continue;
    }
    if (!name || name.length > SUBMISSION_LIMITS.nameChars) throw refuse(`Field names are 1 to ${SUBMISSION_LIMITS.nameChars} characters`);
    if (isSensitive(name)) throw refuse('Apps cannot collect passwords or card numbers');
    if (value.length > SUBMISSION_LIMITS.chars) throw refuse(`Each field is at most ${SUBMISSION_LIMITS.chars} characters`);
    total += name.length + value.length;
    fields[name] = value;
  }
  const count = Object.keys(fields).length;
  if (count === 0) throw refuse('The form is empty');
  if (count > SUBMISSION_LIMITS.fields) throw refuse(`A form has at most ${SUBMISSION_LIMITS.fields} fields`);
  if (total > SUBMISSION_LIMITS.totalChars) throw refuse(`A form is at most ${SUBMISSION_LIMITS.totalChars} characters`);
  return fields;
}

/** Stores a visitor's post for the owner of the deployed app at `slug` (taken-down apps accept nothing). */
export async function storeSubmission(db: Db, slug: string, body: Record<string, unknown>): Promise<void> {
  const app = await deployedApp(db, slug);
  if (!app || app.takenDownAt) throw notFound(APP_NOT_FOUND);
  const fields = cleanSubmission(body);
  if (fields) await db.insert(appSubmissions).values({ projectId: app.id, fields });
}

/** The owner's view: newest first; another user's project is 404 (ownedProject). */
export async function listSubmissions(deps: Pick<ProjectDeps, 'db'>, userId: string, projectId: string, query: PaginationQuery): Promise<AppSubmissionList> {
  await ownedProject(deps, userId, projectId);
  const where = eq(appSubmissions.projectId, projectId);
  const [rows, [{ total }]] = await Promise.all([
    deps.db.select().from(appSubmissions).where(where).orderBy(desc(appSubmissions.createdAt), desc(appSubmissions.id))
      .limit(query.page_size).offset((query.page - 1) * query.page_size),
    deps.db.select({ total: count() }).from(appSubmissions).where(where),
  ]);
  return { items: rows.map(toSubmission), total, page: query.page, page_size: query.page_size };
}

export async function deleteSubmission(deps: Pick<ProjectDeps, 'db'>, userId: string, projectId: string, id: string): Promise<void> {
  await ownedProject(deps, userId, projectId);
  const gone = await deps.db.delete(appSubmissions).where(and(eq(appSubmissions.projectId, projectId), eq(appSubmissions.id, id))).returning({ id: appSubmissions.id });
  if (!gone.length) throw notFound('Submission not found');
}

/** Every submission as CSV: one column per field name (first seen first), formula-like cells escaped. */
export async function submissionsCsv(deps: Pick<ProjectDeps, 'db'>, userId: string, projectId: string): Promise<string> {
  await ownedProject(deps, userId, projectId);
  const rows = await deps.db.select().from(appSubmissions).where(eq(appSubmissions.projectId, projectId)).orderBy(asc(appSubmissions.createdAt)).limit(MAX_CSV_ROWS);
  const names = [...new Set(rows.flatMap((r) => Object.keys(r.fields)))];
  const lines = [['submitted_at', ...names], ...rows.map((r) => [r.createdAt.toISOString(), ...names.map((n) => r.fields[n] ?? '')])];
  return lines.map((l) => l.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

const MAX_CSV_ROWS = 50_000;
const toSubmission = (r: typeof appSubmissions.$inferSelect): AppSubmission => ({ id: r.id, fields: r.fields, created_at: r.createdAt.toISOString() });
