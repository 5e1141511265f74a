import type { AddLeadsResult, CreateCollectionBody, LeadCollection, LeadPage, LeadSearchBody, LeadSearchResult } from '@uc/contract';
import { and, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { collectionLeads, leadCollections, leads, type LeadCollectionRow } from '../../db/schema';
import { notFound } from '../../errors';
import { searchApollo, type ApolloPerson } from './apollo';
import { toLead } from './mappers';
import { OPERATOR_URL } from '../../outgoing';

export type LeadDeps = { db: Db; config: Pick<Config, 'integrations'> };

const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Free text over the fields a founder would look in. */
export function leadTextFilter(q: string): SQL {
  const p = like(q);
  return or(
    ilike(sql`${leads.firstName} || ' ' || ${leads.lastName}`, p),
    ilike(leads.email, p),
    ilike(leads.company, p),
    ilike(leads.title, p),
    ilike(leads.location, p),
    ilike(leads.industry, p),
    ilike(sql`${leads.tags}::text`, p),
  )!;
}

/**
 * With APOLLO_API_KEY: Apollo's people search; the people found are kept in the user's leads so
 * they can be added to collections. Without it: the same filters over the user's saved leads.
 */
export async function searchLeads(deps: LeadDeps, userId: string, body: LeadSearchBody & { limit: number }): Promise<LeadSearchResult> {
  const { apiKey, baseUrl } = deps.config.integrations.apollo;
  const filters = { ...body, companySize: body.companySize || undefined };
  if (apiKey) {
    const found = await searchApollo({ apiKey, baseUrl, allowPrivate: OPERATOR_URL }, filters);
    return { leads: (await keepApolloPeople(deps.db, userId, found.people)).map(toLead), total: found.total, source: 'apollo' };
  }
  const where = and(
    eq(leads.userId, userId),
    filters.industry ? ilike(leads.industry, like(filters.industry)) : undefined,
    filters.companySize ? eq(leads.companySize, filters.companySize) : undefined,
    filters.location ? ilike(leads.location, like(filters.location)) : undefined,
    filters.title ? ilike(leads.title, like(filters.title)) : undefined,
    filters.keywords ? leadTextFilter(filters.keywords) : undefined,
  );
  const [{ total }] = await deps.db.select({ total: count() }).from(leads).where(where);
  const rows = await deps.db.select().from(leads).where(where).orderBy(desc(leads.createdAt), leads.id).limit(body.limit);
  return { leads: rows.map(toLead), total, source: 'saved' };
}

async function keepApolloPeople(db: Db, userId: string, people: ApolloPerson[]) {
  if (people.length === 0) return [];
  await db
    .insert(leads)
    .values(people.map((p) => ({ ...p, userId, emailKey: p.email?.toLowerCase() ?? null, source: 'apollo' as const })))
    .onConflictDoNothing();
  const emails = people.flatMap((p) => (p.email ? [p.email.toLowerCase()] : []));
  const rows = await db
    .select()
    .from(leads)
    .where(and(eq(leads.userId, userId), or(inArray(leads.externalId, people.map((p) => p.externalId)), emails.length ? inArray(leads.emailKey, emails) : undefined)));
  const byKey = new Map(rows.flatMap((r) => [[`x:${r.externalId}`, r] as const, [`e:${r.emailKey}`, r] as const]));
  return people.map((p) => byKey.get(`x:${p.externalId}`) ?? byKey.get(`e:${p.email?.toLowerCase()}`)).filter((r) => r !== undefined);
}

// ---- Collections ----

const leadCount = sql<number>`(select count(*)::int from ${collectionLeads} where ${collectionLeads.collectionId} = ${leadCollections.id})`;

const toCollection = (r: LeadCollectionRow, n: number): LeadCollection => ({
  id: r.id,
  name: r.name,
  description: r.description,
  leadCount: Number(n),
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});

export async function listCollections(db: Db, userId: string): Promise<LeadCollection[]> {
  const rows = await db.select({ c: leadCollections, n: leadCount }).from(leadCollections).where(eq(leadCollections.userId, userId)).orderBy(desc(leadCollections.createdAt));
  return rows.map((r) => toCollection(r.c, r.n));
}

export async function createCollection(db: Db, userId: string, body: CreateCollectionBody): Promise<LeadCollection> {
  const [row] = await db.insert(leadCollections).values({ userId, name: body.name, description: body.description ?? '' }).returning();
  return toCollection(row, 0);
}

export async function ownedCollection(db: Db, userId: string, id: string): Promise<LeadCollectionRow> {
  const [row] = await db.select().from(leadCollections).where(and(eq(leadCollections.id, id), eq(leadCollections.userId, userId)));
  if (!row) throw notFound('Collection not found');
  return row;
}

export async function getCollection(db: Db, userId: string, id: string): Promise<LeadCollection> {
  const [row] = await db.select({ c: leadCollections, n: leadCount }).from(leadCollections).where(and(eq(leadCollections.id, id), eq(leadCollections.userId, userId)));
  if (!row) throw notFound('Collection not found');
  return toCollection(row.c, row.n);
}

/** The collection goes; its leads stay saved (they may be in other collections). */
export async function deleteCollection(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db.delete(leadCollections).where(and(eq(leadCollections.id, id), eq(leadCollections.userId, userId))).returning({ id: leadCollections.id });
  if (deleted.length === 0) throw notFound('Collection not found');
}

export async function collectionLeadPage(db: Db, userId: string, id: string, q: { page: number; page_size: number; q?: string }): Promise<LeadPage> {
  await ownedCollection(db, userId, id);
  const where = and(eq(collectionLeads.collectionId, id), q.q ? leadTextFilter(q.q) : undefined);
  const [{ total }] = await db.select({ total: count() }).from(collectionLeads).innerJoin(leads, eq(leads.id, collectionLeads.leadId)).where(where);
  const rows = await db
    .select({ lead: leads })
    .from(collectionLeads)
    .innerJoin(leads, eq(leads.id, collectionLeads.leadId))
    .where(where)
    .orderBy(desc(collectionLeads.addedAt), leads.id)
    .limit(q.page_size)
    .offset((q.page - 1) * q.page_size);
  return { items: rows.map((r) => toLead(r.lead)), total, page: q.page, page_size: q.page_size };
}

/** Adds the user's own leads; ids already in the collection are skipped and not counted. */
export async function addLeads(db: Db, userId: string, id: string, leadIds: string[]): Promise<AddLeadsResult> {
  await ownedCollection(db, userId, id);
  const unique = [...new Set(leadIds)];
  const mine = await db.select({ id: leads.id }).from(leads).where(and(eq(leads.userId, userId), inArray(leads.id, unique)));
  if (mine.length !== unique.length) throw notFound('Lead not found');
  const added = await db
    .insert(collectionLeads)
    .values(mine.map((l) => ({ collectionId: id, leadId: l.id })))
    .onConflictDoNothing()
    .returning({ leadId: collectionLeads.leadId });
  await db.update(leadCollections).set({ updatedAt: new Date() }).where(eq(leadCollections.id, id));
  return { success: true, count: added.length };
}

export async function removeLead(db: Db, userId: string, id: string, leadId: string): Promise<void> {
  await ownedCollection(db, userId, id);
  const removed = await db
    .delete(collectionLeads)
    .where(and(eq(collectionLeads.collectionId, id), eq(collectionLeads.leadId, leadId)))
    .returning({ leadId: collectionLeads.leadId });
  if (removed.length === 0) throw notFound('Lead not found in this collection');
  await db.update(leadCollections).set({ updatedAt: new Date() }).where(eq(leadCollections.id, id));
}

