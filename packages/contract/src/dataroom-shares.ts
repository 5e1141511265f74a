import { z } from 'zod';
import { IsoDateSchema } from './common';
import { FileKindSchema } from './dataroom';

/**
 * Share links of the data room (issue 40): a REST resource at /api/v1/data-room/shares for the
 * founder, and a public viewer API at /api/v1/s/{token}/… for people without an account.
 */

/** An e-mail address or a bare domain ("fund.com", "@fund.com") in an allow or deny list. */
export const ShareListEntrySchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(3)
  .max(254)
  .regex(/^(?:[^\s@]+@)?@?[a-z0-9-]+(?:\.[a-z0-9-]+)+$/, 'An e-mail address or a domain such as fund.com');
export const SHARE_PASSWORD_MIN = 4;
export const SHARE_NDA_MAX = 20_000;
export const SHARE_MAX_FILES = 200;

const gates = {
  label: z.string().trim().max(120),
  /** The investor this link is for (shown in analytics; not a gate by itself). */
  investor_email: z.email().max(254).nullable(),
  /** Any time: the link answers as not found from that instant. */
  expires_at: z.iso.datetime({ offset: true }).nullable(),
  /** Stored as an argon2 hash; null removes it. */
  password: z.string().min(SHARE_PASSWORD_MIN).max(200).nullable(),
  /** The viewer proves an address with a numeric code sent by mail. */
  email_gate: z.boolean(),
  allow_list: z.array(ShareListEntrySchema).max(100),
  deny_list: z.array(ShareListEntrySchema).max(100),
  /** Click-through text; null for none. */
  nda_text: z.string().trim().min(1).max(SHARE_NDA_MAX).nullable(),
  /** Off: the server refuses downloads; the viewer only shows pages. */
  allow_download: z.boolean(),
  /** The viewer's address (or "viewer") and the time, printed on every PDF page served; PNG/JPEG images are served as a one-page PDF carrying it. */
  watermark: z.boolean(),
};

export const CreateShareBodySchema = z
  .object({
    file_ids: z.array(z.uuid()).min(1).max(SHARE_MAX_FILES).optional(),
    folder_id: z.uuid().optional(),
    whole_room: z.literal(true).optional(),
    label: gates.label.default(''),
    investor_email: gates.investor_email.optional(),
    expires_at: gates.expires_at.optional(),
    password: gates.password.optional(),
    email_gate: gates.email_gate.default(false),
    allow_list: gates.allow_list.default([]),
    deny_list: gates.deny_list.default([]),
    nda_text: gates.nda_text.optional(),
    allow_download: gates.allow_download.default(false),
    watermark: gates.watermark.default(true),
  })
  .refine((b) => [b.file_ids, b.folder_id, b.whole_room].filter((x) => x !== undefined).length === 1, {
    message: 'Give exactly one of file_ids, folder_id or whole_room',
  })
  .meta({ id: 'CreateShareBody' });
export type CreateShareBody = z.input<typeof CreateShareBodySchema>;

export const UpdateShareBodySchema = z
  .object({
    label: gates.label.optional(),
    investor_email: gates.investor_email.optional(),
    expires_at: gates.expires_at.optional(),
    password: gates.password.optional(),
    email_gate: gates.email_gate.optional(),
    allow_list: gates.allow_list.optional(),
    deny_list: gates.deny_list.optional(),
    nda_text: gates.nda_text.optional(),
    allow_download: gates.allow_download.optional(),
    watermark: gates.watermark.optional(),
  })
  .meta({ id: 'UpdateShareBody' });
export type UpdateShareBody = z.input<typeof UpdateShareBodySchema>;

export const ShareStatusSchema = z.enum(['active', 'expired', 'revoked']);
export const ShareSchema = z
  .object({
    id: z.string(),
    /** The public link: `<origin>/s/{token}`. */
    url: z.string().meta({ example: 'https://app.example.com/s/3q2-7wEXAMPLEtoken' }),
    label: z.string(),
    investor_email: z.string().nullable(),
    scope: z.enum(['files', 'folder', 'room']),
    file_ids: z.array(z.string()),
    folder_id: z.string().nullable(),
    expires_at: IsoDateSchema.nullable(),
    has_password: z.boolean(),
    email_gate: z.boolean(),
    allow_list: z.array(z.string()),
    deny_list: z.array(z.string()),
    nda_text: z.string().nullable(),
    allow_download: z.boolean(),
    watermark: z.boolean(),
    status: ShareStatusSchema,
    revoked_at: IsoDateSchema.nullable(),
    visit_count: z.number().int(),
    last_visit_at: IsoDateSchema.nullable(),
    /** When the link was first opened; null until then. */
    first_opened_at: IsoDateSchema.nullable(),
    /**
     * The in-app notice of the first open ("New: opened by … at …") until the founder marks it seen;
     * null once seen, before any open, or with in-app notifications off. `viewer_email`: the first
     * visit's address once it gave one (null before).
     */
    new_open: z.object({ at: IsoDateSchema, viewer_email: z.string().nullable() }).nullable().default(null),
    created_at: IsoDateSchema,
    updated_at: IsoDateSchema,
  })
  .meta({ id: 'Share' });
export type Share = z.infer<typeof ShareSchema>;
export const ShareListSchema = z.object({ items: z.array(ShareSchema) }).meta({ id: 'ShareList' });

export const PageTimeSchema = z.object({ file_id: z.string(), page: z.number().int(), ms: z.number().int() });
export const ShareVisitSchema = z
  .object({
    id: z.string(),
    viewer: z.object({ email: z.string().nullable(), email_verified: z.boolean() }),
    started_at: IsoDateSchema,
    last_seen_at: IsoDateSchema,
    total_ms: z.number().int(),
    /** Every page shown with the time spent on it, in file and page order. */
    pages: z.array(PageTimeSchema),
    /** Where the viewer stopped: the page shown last. */
    last_page: z.object({ file_id: z.string(), page: z.number().int() }).nullable(),
    /** The highest page number reached in any file. */
    max_page: z.number().int(),
    downloads: z.number().int(),
    nda_accepted_at: IsoDateSchema.nullable(),
  })
  .meta({ id: 'ShareVisit' });
export type ShareVisit = z.infer<typeof ShareVisitSchema>;

export const ShareAnalyticsSchema = z
  .object({
    share_id: z.string(),
    visit_count: z.number().int(),
    viewer_count: z.number().int(),
    downloads: z.number().int(),
    visits: z.array(ShareVisitSchema),
    /** Per file and page: visits that reached it and the time spent there in all visits. */
    files: z.array(
      z.object({
        file_id: z.string(),
        name: z.string(),
        page_count: z.number().int(),
        pages: z.array(z.object({ page: z.number().int(), visits: z.number().int(), ms: z.number().int() })),
      }),
    ),
    nda_acceptances: z.array(
      z.object({ email: z.string(), email_verified: z.boolean(), ip: z.string(), accepted_at: IsoDateSchema }),
    ),
  })
  .meta({ id: 'ShareAnalytics' });
export type ShareAnalytics = z.infer<typeof ShareAnalyticsSchema>;

// ---- The public viewer (no account) ----

export const ShareTokenParamsSchema = z.object({ token: z.string().min(16).max(64).regex(/^[A-Za-z0-9_-]+$/) });
export const ShareFileParamsSchema = ShareTokenParamsSchema.extend({ fileId: z.uuid() });
/** Sent by the viewer on every call after open (the visit it belongs to). */
export const VISIT_TOKEN_HEADER = 'x-visit-token';

export const ViewerGateSchema = z.enum(['password', 'email', 'nda']);
export type ViewerGate = z.infer<typeof ViewerGateSchema>;
export const ViewerStateSchema = z
  .object({
    visit_token: z.string(),
    /** Gates still to pass, in order; empty when the files can be read. */
    remaining: z.array(ViewerGateSchema),
    title: z.string(),
    /** Who shares: `logo_url` is the company logo under this link's token, null when none. */
    owner: z.object({ name: z.string(), company: z.string().nullable(), logo_url: z.string().nullable() }),
    nda_text: z.string().nullable(),
    viewer_email: z.string().nullable(),
    allow_download: z.boolean(),
  })
  .meta({ id: 'ViewerState' });
export type ViewerState = z.infer<typeof ViewerStateSchema>;

export const ViewerPasswordBodySchema = z.object({ password: z.string().min(1).max(200) });
export const ViewerEmailBodySchema = z.object({ email: z.email().max(254) });
export const ViewerEmailSentSchema = z.object({ sent: z.literal(true), expires_in_seconds: z.number().int() });
export const SHARE_CODE_LENGTH = 6;
export const ViewerCodeBodySchema = z.object({ code: z.string().trim().regex(/^\d{6}$/, 'The code is 6 digits') });
/** `email`: the address the NDA is accepted for, when no e-mail gate proved one. */
export const ViewerNdaBodySchema = z.object({ accept: z.literal(true), email: z.email().max(254).optional() });

export const ViewerFileSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    type: FileKindSchema,
    size: z.number().int(),
    /** PDFs and images are shown in the browser. */
    viewable: z.boolean(),
    view_url: z.string().nullable(),
    /** Null when the link does not allow downloads (the server refuses them too). */
    download_url: z.string().nullable(),
  })
  .meta({ id: 'ViewerFile' });
export type ViewerFile = z.infer<typeof ViewerFileSchema>;
export const ViewerFileListSchema = z.object({ files: z.array(ViewerFileSchema) });

export const SHARE_EVENTS_PER_BATCH = 50;
/** One page's time on screen since the last report (the viewer reports at most every few seconds). */
export const PageEventSchema = z.object({
  file_id: z.uuid(),
  page: z.number().int().min(1).max(10_000),
  ms: z.number().int().min(0).max(600_000),
});
/** The visit token is in the body: navigator.sendBeacon cannot set headers. */
export const ViewerEventsBodySchema = z.object({
  visit_token: z.string().min(16).max(64),
  events: z.array(PageEventSchema).min(1).max(SHARE_EVENTS_PER_BATCH),
});
export type ViewerEventsBody = z.infer<typeof ViewerEventsBodySchema>;

// ---- Readiness that learns: how investors read each checklist document ----

export const DocumentEngagementSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    file_id: z.string(),
    file_name: z.string(),
    /** Pages of the file as last served through a link; 0 when no link served it yet. */
    page_count: z.number().int(),
    /** Distinct viewers who opened it through any link (a proven or typed address, else one per visit). */
    viewers: z.number().int(),
    /** Visits that reported page time for it. */
    timed_visits: z.number().int(),
    /** Median of the time each timed visit spent on the file; null without a timed visit. */
    median_ms: z.number().int().nullable(),
    /**
     * The page where most timed visits stopped before the last page; null when none stopped early.
     * `title`: the page's title from the PDF (its bookmark, else a title-like first line); null when unknown.
     */
    drop_off: z.object({ page: z.number().int(), visits: z.number().int(), title: z.string().nullable() }).nullable(),
    /** What to look at, from these figures only; null when there is too little to say. */
    suggestion: z.string().nullable(),
  })
  .meta({ id: 'DocumentEngagement' });
export type DocumentEngagement = z.infer<typeof DocumentEngagementSchema>;
export const ReadinessEngagementSchema = z
  .object({
    /** Each checklist item that has a file, in checklist order. */
    items: z.array(DocumentEngagementSchema),
  })
  .meta({ id: 'ReadinessEngagement' });
export type ReadinessEngagement = z.infer<typeof ReadinessEngagementSchema>;

/** What a superuser sees of sharing: counts over every account, never an address, a file or a link. */
export const AdminShareCountsSchema = z
  .object({
    links: z.number().int(),
    active_links: z.number().int(),
    visits: z.number().int(),
    nda_acceptances: z.number().int(),
    founders_sharing: z.number().int(),
  })
  .meta({ id: 'AdminShareCounts' });
export type AdminShareCounts = z.infer<typeof AdminShareCountsSchema>;
