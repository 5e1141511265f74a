import type { AdminAppReportList, AppReportBody, AppTakedownState, PaginationQuery } from '@uc/contract';
import { count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appReports, projects, users } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit, type Actor } from '../admin/actions-service';

export const APP_NOT_FOUND = 'App not found';

/** A deployed app by its public address; taken-down apps included (their reports still count). */
export async function deployedApp(db: Db, slug: string) {
  const [row] = await db.select({ id: projects.id, slug: projects.slug, deployId: projects.deployId, takenDownAt: projects.takenDownAt }).from(projects).where(eq(projects.slug, slug));
  return row?.deployId ? row : null;
}

export async function fileAppReport(db: Db, slug: string, body: AppReportBody): Promise<void> {
  const app = await deployedApp(db, slug);
  if (!app) throw notFound(APP_NOT_FOUND);
  await db.insert(appReports).values({ projectId: app.id, reason: body.reason, details: body.details });
}

export async function listAppReports(db: Db, query: PaginationQuery): Promise<AdminAppReportList> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ report: appReports, slug: projects.slug, name: projects.name, takenDownAt: projects.takenDownAt, ownerEmail: users.email })
      .from(appReports)
      .innerJoin(projects, eq(projects.id, appReports.projectId))
      .innerJoin(users, eq(users.id, projects.userId))
      .orderBy(desc(appReports.createdAt), desc(appReports.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    db.select({ total: count() }).from(appReports),
  ]);
  return {
    items: rows.map((r) => ({
      id: r.report.id,
      slug: r.slug,
      project_name: r.name,
      owner_email: r.ownerEmail,
      reason: r.report.reason,
      details: r.report.details,
      created_at: r.report.createdAt.toISOString(),
      taken_down_at: r.takenDownAt?.toISOString() ?? null,
    })),
    total,
    page: query.page,
    page_size: query.page_size,
  };
}

/** Takes a deployed app down (410 from then on) or restores it; both are written to the admin audit log. */
export async function setAppTakedown(db: Db, args: { actor: Actor; slug: string; down: boolean; reason?: string }): Promise<AppTakedownState> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(projects)
      .set(args.down ? { takenDownAt: new Date(), takedownReason: args.reason ?? '' } : { takenDownAt: null, takedownReason: null })
      .where(eq(projects.slug, args.slug))
      .returning({ slug: projects.slug, userId: projects.userId, takenDownAt: projects.takenDownAt });
    if (!row) throw notFound(APP_NOT_FOUND);
    const [owner] = await tx.select({ id: users.id, email: users.email }).from(users).where(eq(users.id, row.userId));
    await writeAudit(tx, { actor: args.actor, action: args.down ? 'take_down_app' : 'restore_app', target: owner, reason: args.reason ?? '', details: { slug: row.slug } });
    return { slug: row.slug, taken_down_at: row.takenDownAt?.toISOString() ?? null };
  });
}
