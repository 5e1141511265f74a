import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import type { ViewerGate, ViewerState } from '@uc/contract';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  dataroomShareEmailCodes,
  dataroomShareNdaAcceptances,
  dataroomShares,
  dataroomShareVisits,
  userProfiles,
  users,
  type DataroomShareRow,
  type DataroomShareVisitRow,
} from '../../db/schema';
import { HttpError } from '../../errors';
import type { Mailer } from '../../providers/mail';
import { verifyPassword } from '../auth/passwords';

/** One answer for a wrong token, a revoked link and an expired one: nothing tells them apart. */
export const LINK_NOT_FOUND = 'This link does not exist or is no longer available';
export const OPEN_FIRST = 'Open the link first';
export const GATES_FIRST = 'Pass the steps of this link first';
export const WRONG_PASSWORD = 'Incorrect password';
export const WRONG_CODE = 'Incorrect or expired code';
export const ADDRESS_REFUSED = 'This link is not shared with this address';
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_ATTEMPTS = 5;
export const CODES_PER_HOUR = 5;

export type ViewerDeps = { db: Db; mailer: Mailer; appUrl: string };
export type ViewerContext = { share: DataroomShareRow; visit: DataroomShareVisitRow };

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

export async function loadLiveShare(db: Db, token: string): Promise<DataroomShareRow> {
  const [row] = await db.select().from(dataroomShares).where(eq(dataroomShares.token, token));
  if (!row || row.revokedAt || (row.expiresAt && row.expiresAt <= new Date())) throw new HttpError(404, LINK_NOT_FOUND);
  return row;
}

/** The visit a token belongs to, only within this link: a visit of another link is refused. */
export async function loadVisit(db: Db, share: DataroomShareRow, visitToken: string | undefined): Promise<DataroomShareVisitRow> {
  if (!visitToken) throw new HttpError(401, OPEN_FIRST);
  const [visit] = await db
    .select()
    .from(dataroomShareVisits)
    .where(and(eq(dataroomShareVisits.tokenHash, sha256(visitToken)), eq(dataroomShareVisits.shareId, share.id)));
  if (!visit) throw new HttpError(403, 'This visit does not belong to this link');
  return visit;
}

/** The gates a visit still has to pass, in the order the viewer shows them. */
export function remainingGates(share: DataroomShareRow, visit: DataroomShareVisitRow): ViewerGate[] {
  const left: ViewerGate[] = [];
  if (share.passwordHash && !visit.passwordOkAt) left.push('password');
  if (share.emailGate && !visit.emailVerifiedAt) left.push('email');
  if (share.ndaText && !visit.ndaAcceptedAt) left.push('nda');
  return left;
}

/** A gate may be passed once the gates before it are: a code cannot skip the password. */
function requireTurn(ctx: ViewerContext, gate: ViewerGate) {
  const left = remainingGates(ctx.share, ctx.visit);
  if (left.length > 0 && left[0] !== gate && left.includes(gate)) throw new HttpError(403, GATES_FIRST);
}

export function requireAllGates(ctx: ViewerContext) {
  if (remainingGates(ctx.share, ctx.visit).length > 0) throw new HttpError(403, GATES_FIRST);
}

/** Opens a visit (or resumes the caller's own visit of this link) and tells what is left to pass. */
export async function openVisit(
  deps: ViewerDeps,
  share: DataroomShareRow,
  input: { visitToken?: string; ip: string; userAgent: string },
): Promise<{ state: ViewerState; firstOpen: boolean }> {
  let token = input.visitToken;
  let visit: DataroomShareVisitRow | undefined;
  if (token) {
    [visit] = await deps.db
      .update(dataroomShareVisits)
      .set({ lastSeenAt: new Date() })
      .where(and(eq(dataroomShareVisits.tokenHash, sha256(token)), eq(dataroomShareVisits.shareId, share.id)))
      .returning();
  }
  if (!visit) {
    token = randomBytes(24).toString('base64url');
    [visit] = await deps.db
      .insert(dataroomShareVisits)
      .values({ shareId: share.id, userId: share.userId, tokenHash: sha256(token), ip: input.ip, userAgent: input.userAgent.slice(0, 300) })
      .returning();
  }
  // Claimed in the database: the founder hears about the first open once, whichever instance serves it.
  const claimed = await deps.db
    .update(dataroomShares)
    .set({ firstOpenedAt: new Date() })
    .where(and(eq(dataroomShares.id, share.id), isNull(dataroomShares.firstOpenedAt)))
    .returning({ id: dataroomShares.id });
  return { state: await viewerState(deps.db, share, visit!, token!), firstOpen: claimed.length > 0 };
}

export async function viewerState(db: Db, share: DataroomShareRow, visit: DataroomShareVisitRow, token: string): Promise<ViewerState> {
  const [owner] = await db
    .select({ name: users.name, company: userProfiles.company, logoKey: userProfiles.logoKey })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, share.userId));
  // The version in the address: a replaced logo is a new URL, so a short cache never shows the old one.
  const logoUrl = owner?.logoKey ? `/api/v1/s/${encodeURIComponent(share.token)}/logo?v=${encodeURIComponent(owner.logoKey.split('/').pop() ?? '')}` : null;
  return {
    visit_token: token,
    remaining: remainingGates(share, visit),
    title: share.label || 'Shared documents',
    owner: { name: owner?.name ?? '', company: owner?.company || null, logo_url: logoUrl },
    nda_text: share.ndaText,
    viewer_email: visit.viewerEmail,
    allow_download: share.allowDownload,
  };
}

export async function checkPassword(db: Db, ctx: ViewerContext, password: string): Promise<DataroomShareVisitRow> {
  requireTurn(ctx, 'password');
  if (!ctx.share.passwordHash || ctx.visit.passwordOkAt) return ctx.visit;
  if (!(await verifyPassword(ctx.share.passwordHash, password))) throw new HttpError(401, WRONG_PASSWORD);
  const [visit] = await db.update(dataroomShareVisits).set({ passwordOkAt: new Date() }).where(eq(dataroomShareVisits.id, ctx.visit.id)).returning();
  return visit!;
}

/** Deny wins; with an allow list, only what it names. An entry is an address or a domain (subdomains included). */
export function addressAllowed(share: Pick<DataroomShareRow, 'allowList' | 'denyList'>, email: string): boolean {
  const address = email.toLowerCase();
  const domain = address.split('@')[1] ?? '';
  const matches = (entry: string) => (entry.includes('@') ? entry === address : domain === entry || domain.endsWith(`.${entry}`));
  if (share.denyList.some(matches)) return false;
  return share.allowList.length === 0 || share.allowList.some(matches);
}

const codeHash = (visitId: string, code: string) => sha256(`${visitId}:${code}`);

export async function sendEmailCode(deps: ViewerDeps, ctx: ViewerContext, rawEmail: string): Promise<number> {
  requireTurn(ctx, 'email');
  if (!ctx.share.emailGate) throw new HttpError(409, 'This link does not ask for an e-mail address');
  const email = rawEmail.trim().toLowerCase();
  if (!addressAllowed(ctx.share, email)) throw new HttpError(403, ADDRESS_REFUSED);
  const recent = await deps.db
    .select({ id: dataroomShareEmailCodes.id })
    .from(dataroomShareEmailCodes)
    .where(and(eq(dataroomShareEmailCodes.visitId, ctx.visit.id), gt(dataroomShareEmailCodes.createdAt, new Date(Date.now() - 3_600_000))));
  if (recent.length >= CODES_PER_HOUR) throw new HttpError(429, 'Too many codes requested. Please try again later.');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await deps.db.insert(dataroomShareEmailCodes).values({
    visitId: ctx.visit.id,
    email,
    codeHash: codeHash(ctx.visit.id, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MS),
  });
  const [owner] = await deps.db.select({ name: users.name }).from(users).where(eq(users.id, ctx.share.userId));
  const who = owner?.name || 'A founder';
  await deps.mailer.send({
    to: email,
    subject: `Your code to view ${ctx.share.label || 'shared documents'}: ${code}`,
    text: `${who} shared documents with you on Ultimate Co-founder.\n\nYour code: ${code}\n\nIt expires in 10 minutes. If you did not ask for it, ignore this mail.`,
    html: `<!doctype html><html><body style="font-family:system-ui,sans-serif"><p>Your code to view the shared documents:</p><p style="font-size:24px;letter-spacing:4px"><b>${code}</b></p><p>It expires in 10 minutes. If you did not ask for it, ignore this mail.</p></body></html>`,
  });
  return CODE_TTL_MS / 1000;
}

/** The latest open code of the visit; each wrong try counts, and a code dies after a few. */
export async function verifyEmailCode(db: Db, ctx: ViewerContext, code: string): Promise<DataroomShareVisitRow> {
  requireTurn(ctx, 'email');
  const [row] = await db
    .select()
    .from(dataroomShareEmailCodes)
    .where(and(eq(dataroomShareEmailCodes.visitId, ctx.visit.id), isNull(dataroomShareEmailCodes.consumedAt)))
    .orderBy(desc(dataroomShareEmailCodes.createdAt))
    .limit(1);
  if (!row || row.expiresAt <= new Date() || row.attempts >= CODE_ATTEMPTS) throw new HttpError(401, WRONG_CODE);
  const expected = Buffer.from(row.codeHash, 'hex');
  const given = Buffer.from(codeHash(ctx.visit.id, code), 'hex');
  if (!timingSafeEqual(expected, given)) {
    await db.update(dataroomShareEmailCodes).set({ attempts: sql`${dataroomShareEmailCodes.attempts} + 1` }).where(eq(dataroomShareEmailCodes.id, row.id));
    throw new HttpError(401, WRONG_CODE);
  }
  if (!addressAllowed(ctx.share, row.email)) throw new HttpError(403, ADDRESS_REFUSED); // the lists may have changed since
  return db.transaction(async (tx) => {
    await tx.update(dataroomShareEmailCodes).set({ consumedAt: new Date() }).where(eq(dataroomShareEmailCodes.id, row.id));
    const [visit] = await tx
      .update(dataroomShareVisits)
      .set({ viewerEmail: row.email, emailVerifiedAt: new Date() })
      .where(eq(dataroomShareVisits.id, ctx.visit.id))
      .returning();
    return visit!;
  });
}

/** Recorded with the text agreed to, the address (proven by the code, or as typed), the time and the IP. */
export async function acceptNda(
  db: Db,
  ctx: ViewerContext,
  input: { email?: string; ip: string; userAgent: string },
): Promise<DataroomShareVisitRow> {
  requireTurn(ctx, 'nda');
  if (!ctx.share.ndaText) throw new HttpError(409, 'This link has no NDA');
  if (ctx.visit.ndaAcceptedAt) return ctx.visit;
  const verified = ctx.visit.emailVerifiedAt !== null && ctx.visit.viewerEmail !== null;
  const email = verified ? ctx.visit.viewerEmail! : input.email?.trim().toLowerCase();
  if (!email) throw new HttpError(400, 'Enter your e-mail address to accept the NDA');
  if (!addressAllowed(ctx.share, email)) throw new HttpError(403, ADDRESS_REFUSED);
  return db.transaction(async (tx) => {
    await tx.insert(dataroomShareNdaAcceptances).values({
      shareId: ctx.share.id,
      visitId: ctx.visit.id,
      userId: ctx.share.userId,
      email,
      emailVerified: verified,
      ndaText: ctx.share.ndaText!,
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 300),
    });
    const [visit] = await tx
      .update(dataroomShareVisits)
      .set({ ndaAcceptedAt: new Date(), viewerEmail: email })
      .where(eq(dataroomShareVisits.id, ctx.visit.id))
      .returning();
    return visit!;
  });
}
