import type { AdminContactMessageList, AdminJobApplicationList } from '@uc/contract';
import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { contactMessages, jobApplications } from '../../db/schema';
import { POSITIONS } from '../public/positions';

type Page = { page: number; page_size: number };

/** Messages sent through the public contact page, newest first. */
export async function listContactMessages(db: Executor, q: Page): Promise<AdminContactMessageList> {
  const [{ total }] = await db.select({ total: count() }).from(contactMessages);
  const rows = await db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(q.page_size).offset((q.page - 1) * q.page_size);
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      phone: r.phone,
      company: r.company,
      reason: r.reason,
      subject: r.subject,
      message: r.message,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function listJobApplications(db: Executor, q: Page): Promise<AdminJobApplicationList> {
  const [{ total }] = await db.select({ total: count() }).from(jobApplications);
  const rows = await db.select().from(jobApplications).orderBy(desc(jobApplications.createdAt)).limit(q.page_size).offset((q.page - 1) * q.page_size);
  const titles = new Map(POSITIONS.map((p) => [p.id, p.title]));
  return {
    items: rows.map((r) => ({
      id: r.id,
      position_id: r.positionId,
      position_title: titles.get(r.positionId) ?? r.positionId,
      name: r.name,
      email: r.email,
      links: r.links,
      cover_note: r.coverNote,
      created_at: r.createdAt.toISOString(),
    })),
    total,
    page: q.page,
    page_size: q.page_size,
  };
}
