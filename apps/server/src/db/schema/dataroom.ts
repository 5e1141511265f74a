import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** Folders of a user's data room; the six defaults carry a `slug` and a readiness checklist. */
export const dataroomFolders = pgTable(
  'dataroom_folders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => dataroomFolders.id, { onDelete: 'cascade' }),
    slug: text('slug'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    icon: text('icon').notNull().default('folder'),
    color: text('color').notNull().default('blue'),
    isConfidential: boolean('is_confidential').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dataroom_folders_user_parent_idx').on(t.userId, t.parentId),
    uniqueIndex('dataroom_folders_user_slug_key').on(t.userId, t.slug),
    // Deleting a folder cascades to its children through parent_id.
    index('dataroom_folders_parent_idx').on(t.parentId),
  ],
);
export type DataroomFolderRow = typeof dataroomFolders.$inferSelect;

/** The current state of a file; every stored version (including the current) is in dataroom_file_versions. */
export const dataroomFiles = pgTable(
  'dataroom_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folderId: uuid('folder_id').references(() => dataroomFolders.id, { onDelete: 'cascade' }),
    checklistItem: text('checklist_item'),
    name: text('name').notNull(),
    kind: text('kind').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    version: integer('version').notNull().default(1),
    description: text('description').notNull().default(''),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    isConfidential: boolean('is_confidential').notNull().default(false),
    sharedWith: text('shared_with').array().notNull().default(sql`'{}'::text[]`),
    createdBy: text('created_by').notNull().default('You'),
    markedOutdated: boolean('marked_outdated').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    downloadCount: integer('download_count').notNull().default(0),
    /** Text extracted from PDF/DOCX/TXT/MD/CSV (capped), searched together with name, description and tags. */
    extractedText: text('extracted_text').notNull().default(''),
    /** False when text extraction was refused (too large, a zip bomb, a parser that ran out of time or memory). */
    searchable: boolean('searchable').notNull().default(true),
    /** PDFs: one title (or null) per page, ≤ 2 000 pages, each ≤ 120 chars (page-titles.ts); null when not read. */
    pageTitles: jsonb('page_titles').$type<(string | null)[]>(),
    searchVector: tsvector('search_vector'),
    /** The PDF rendering of a generated deck (storage key), what the share viewer shows; null for other files. */
    pdfRenditionKey: text('pdf_rendition_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dataroom_files_user_updated_idx').on(t.userId, t.updatedAt),
    index('dataroom_files_folder_idx').on(t.folderId),
    index('dataroom_files_search_idx').using('gin', t.searchVector),
    index('dataroom_files_checklist_idx').on(t.userId, t.checklistItem).where(sql`${t.checklistItem} is not null`),
    check('dataroom_files_size_nonnegative', sql`${t.size} >= 0`),
  ],
);
export type DataroomFileRow = typeof dataroomFiles.$inferSelect;

export const dataroomFileVersions = pgTable(
  'dataroom_file_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => dataroomFiles.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    name: text('name').notNull(),
    mimeType: text('mime_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dataroom_file_versions_file_version_key').on(t.fileId, t.version),
    index('dataroom_file_versions_user_idx').on(t.userId),
    check('dataroom_file_versions_size_nonnegative', sql`${t.size} >= 0`),
  ],
);
export type DataroomFileVersionRow = typeof dataroomFileVersions.$inferSelect;

/**
 * Bytes a user stores (every kept version), moved in the same transaction as each version row:
 * the quota check and the Storage Used card read one row instead of summing all versions.
 * `version` is moved by database triggers (migration 0018) on every change of the user's files,
 * folders, versions and bytes, by any process: listings are cached under it.
 */
export const dataroomUsage = pgTable(
  'dataroom_usage',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bytes: bigint('bytes', { mode: 'number' }).notNull().default(0),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
    /** When the default folders were created: once per user, never again after the founder deleted them. */
    foldersSeededAt: timestamp('folders_seeded_at', { withTimezone: true }),
  },
  (t) => [check('dataroom_usage_bytes_nonnegative', sql`${t.bytes} >= 0`)],
);

/** A suite of generated documents; `documents` holds each one's status so the UI can poll. */
export const documentJobs = pgTable(
  'document_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startupIdea: text('startup_idea').notNull(),
    status: text('status', { enum: ['running', 'completed', 'partial', 'error'] }).notNull().default('running'),
    documents: jsonb('documents').$type<DocumentJobEntry[]>().notNull(),
    creditsCharged: integer('credits_charged').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('document_jobs_user_created_idx').on(t.userId, t.createdAt), check('document_jobs_status_check', sql`${t.status} in ('running', 'completed', 'partial', 'error')`)],
);
export type DocumentJobEntry = {
  type: string;
  title: string;
  status: 'pending' | 'generating' | 'completed' | 'error';
  fileId: string | null;
  filename: string | null;
  size: number | null;
  error: string | null;
  finishedAt: string | null;
  /** Which engine wrote it ('offline' or the model's name); absent on entries written before issue 11. */
  engine?: string | null;
  /** Suites (issue 18): the open reservation and the charge of the step in progress, so a resumed run settles it once. */
  reservation?: { id: string; userId: string; feature: 'document'; amount: number } | null;
  charge?: number | null;
};
export type DocumentJobRow = typeof documentJobs.$inferSelect;

/**
 * A link that shows files of the data room to people without an account (issue 40): a list of
 * files, one folder (with its sub-folders) or the whole room, behind optional gates.
 * `token` is the link's secret (32 random bytes, base64url); it is shown to the founder again in
 * the list, so it is kept as is (unique), never logged.
 */
export const dataroomShares = pgTable(
  'dataroom_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    label: text('label').notNull().default(''),
    investorEmail: text('investor_email'),
    scope: text('scope', { enum: ['files', 'folder', 'room'] }).notNull(),
    fileIds: uuid('file_ids').array().notNull().default(sql`'{}'::uuid[]`),
    folderId: uuid('folder_id').references(() => dataroomFolders.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    emailGate: boolean('email_gate').notNull().default(false),
    allowList: text('allow_list').array().notNull().default(sql`'{}'::text[]`),
    denyList: text('deny_list').array().notNull().default(sql`'{}'::text[]`),
    ndaText: text('nda_text'),
    allowDownload: boolean('allow_download').notNull().default(false),
    watermark: boolean('watermark').notNull().default(true),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Set once, by the first visit: the founder is told about the first open only. */
    firstOpenedAt: timestamp('first_opened_at', { withTimezone: true }),
    /** When the founder dismissed the in-app notice of the first open. */
    firstOpenSeenAt: timestamp('first_open_seen_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dataroom_shares_token_key').on(t.token),
    index('dataroom_shares_user_created_idx').on(t.userId, t.createdAt),
    index('dataroom_shares_folder_idx').on(t.folderId),
    check('dataroom_shares_scope_check', sql`${t.scope} in ('files', 'folder', 'room')`),
  ],
);
export type DataroomShareRow = typeof dataroomShares.$inferSelect;

/** One opening of a link in one browser; the viewer holds its token (only the hash is stored). */
export const dataroomShareVisits = pgTable(
  'dataroom_share_visits',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => dataroomShares.id, { onDelete: 'cascade' }),
    /** The founder who owns the link (export and erasure find the rows by it). */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    viewerEmail: text('viewer_email'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    passwordOkAt: timestamp('password_ok_at', { withTimezone: true }),
    ndaAcceptedAt: timestamp('nda_accepted_at', { withTimezone: true }),
    ip: text('ip').notNull().default(''),
    userAgent: text('user_agent').notNull().default(''),
    eventCount: integer('event_count').notNull().default(0),
    /** Page time recorded so far: never more than the visit has lasted. */
    trackedMs: bigint('tracked_ms', { mode: 'number' }).notNull().default(0),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dataroom_share_visits_token_key').on(t.tokenHash),
    index('dataroom_share_visits_share_idx').on(t.shareId, t.startedAt),
    index('dataroom_share_visits_user_idx').on(t.userId),
  ],
);
export type DataroomShareVisitRow = typeof dataroomShareVisits.$inferSelect;

/** A file a visit was served, with its page count: page events are accepted for these pages only. */
export const dataroomShareVisitFiles = pgTable(
  'dataroom_share_visit_files',
  {
    visitId: uuid('visit_id')
      .notNull()
      .references(() => dataroomShareVisits.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => dataroomFiles.id, { onDelete: 'cascade' }),
    pages: integer('pages').notNull().default(0),
    views: integer('views').notNull().default(0),
    downloads: integer('downloads').notNull().default(0),
    firstViewedAt: timestamp('first_viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dataroom_share_visit_files_pk', columns: [t.visitId, t.fileId] }), index('dataroom_share_visit_files_file_idx').on(t.fileId)],
);

/** Time a visit spent on one page of one file (summed over its page events). */
export const dataroomSharePageViews = pgTable(
  'dataroom_share_page_views',
  {
    visitId: uuid('visit_id')
      .notNull()
      .references(() => dataroomShareVisits.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => dataroomFiles.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    ms: bigint('ms', { mode: 'number' }).notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'dataroom_share_page_views_pk', columns: [t.visitId, t.fileId, t.page] }),
    index('dataroom_share_page_views_file_idx').on(t.fileId),
    check('dataroom_share_page_views_page_check', sql`${t.page} >= 1`),
  ],
);

/** A click-through of a link's NDA: who (address, proven or not), when, from where, and the text agreed to. */
export const dataroomShareNdaAcceptances = pgTable(
  'dataroom_share_nda_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    shareId: uuid('share_id')
      .notNull()
      .references(() => dataroomShares.id, { onDelete: 'cascade' }),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => dataroomShareVisits.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    ndaText: text('nda_text').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('dataroom_share_nda_share_idx').on(t.shareId),
    index('dataroom_share_nda_visit_idx').on(t.visitId),
    index('dataroom_share_nda_user_idx').on(t.userId),
  ],
);
export type DataroomShareNdaRow = typeof dataroomShareNdaAcceptances.$inferSelect;

/** One-time codes that prove a viewer's address (hash only; expire; a few attempts each). */
export const dataroomShareEmailCodes = pgTable(
  'dataroom_share_email_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    visitId: uuid('visit_id')
      .notNull()
      .references(() => dataroomShareVisits.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dataroom_share_email_codes_visit_idx').on(t.visitId, t.createdAt)],
);
