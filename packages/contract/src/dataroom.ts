import { z } from 'zod';
import { IsoDateSchema } from './common';

export const DATAROOM_MAX_FILE_BYTES = 50 * 1024 * 1024;
export const DATAROOM_UPLOAD_HINT = 'Supports PDF, DOCX, XLSX, PPTX, JPG, PNG (max 50MB)';
/** Extensions the server accepts; each is also checked by the file's content. */
export const DATAROOM_FILE_KINDS = ['pdf', 'docx', 'xlsx', 'pptx', 'jpg', 'png', 'txt', 'md', 'csv'] as const;
export const FileKindSchema = z.enum(DATAROOM_FILE_KINDS);
export type FileKind = z.infer<typeof FileKindSchema>;
/** Each kind's media type (the server adds `charset=utf-8` to the text kinds it serves). */
export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  jpg: 'image/jpeg',
  png: 'image/png',
  txt: 'text/plain',
  md: 'text/markdown',
  csv: 'text/csv',
};
const EXTENSION_KINDS: Record<string, FileKind> = { ...Object.fromEntries(DATAROOM_FILE_KINDS.map((k) => [k, k])), jpeg: 'jpg', markdown: 'md' };
/** The kind a file name's extension says, or null when the data room does not accept it. */
export function fileKindOf(name: string): FileKind | null {
  const ext = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  return ext ? (EXTENSION_KINDS[ext] ?? null) : null;
}

/** Type filters of the list: each covers kinds the server accepts (video and archive uploads are refused, so no filter for them). */
export const TYPE_FILTERS = ['pdf', 'documents', 'spreadsheets', 'presentations', 'images'] as const;
export type TypeFilter = (typeof TYPE_FILTERS)[number];
export const TYPE_FILTER_LABELS: Record<TypeFilter, string> = {
  pdf: 'PDF',
  documents: 'Documents',
  spreadsheets: 'Spreadsheets',
  presentations: 'Presentations',
  images: 'Images',
};
/** The kinds each type filter covers; together they cover every accepted kind. */
export const TYPE_FILTER_KINDS: Record<TypeFilter, readonly FileKind[]> = {
  pdf: ['pdf'],
  documents: ['docx', 'txt', 'md'],
  spreadsheets: ['xlsx', 'csv'],
  presentations: ['pptx'],
  images: ['jpg', 'png'],
};
export const SHARE_AUDIENCES = ['Investors', 'Team', 'Partners'] as const;
export const ShareAudienceSchema = z.enum(SHARE_AUDIENCES);

export const FileStatusSchema = z.enum(['present', 'outdated']);
export const ChecklistStatusSchema = z.enum(['present', 'missing', 'outdated']);
export type ChecklistStatus = z.infer<typeof ChecklistStatusSchema>;

export const DataRoomFileSchema = z
  .object({
    id: z.string(),
    name: z.string().meta({ example: 'pitch-deck.pdf' }),
    type: FileKindSchema,
    mime_type: z.string(),
    size: z.number().int(),
    folder_id: z.string().nullable(),
    folder_name: z.string().nullable(),
    /** The readiness checklist item this file fills, if any. */
    checklist_item: z.string().nullable(),
    /** An unfilled checklist item the file's name points to (cap-table.pdf → cap_table), offered with one click to accept. */
    suggested_checklist_item: z.string().nullable().default(null),
    status: FileStatusSchema,
    marked_outdated: z.boolean(),
    version: z.number().int(),
    description: z.string(),
    tags: z.array(z.string()),
    is_confidential: z.boolean(),
    shared_with: z.array(ShareAudienceSchema),
    /** 'You', or the co-founder agent that generated it. */
    created_by: z.string(),
    view_count: z.number().int(),
    download_count: z.number().int(),
    sha256: z.string(),
    /** False when the file's text could not be extracted: only its name, description and tags are searched. */
    searchable: z.boolean(),
    created_at: IsoDateSchema,
    last_modified: IsoDateSchema,
  })
  .meta({ id: 'DataRoomFile' });
export type DataRoomFile = z.infer<typeof DataRoomFileSchema>;

export const DataRoomFolderSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    parent_id: z.string().nullable(),
    icon: z.string().meta({ example: 'briefcase' }),
    color: z.string().meta({ example: 'blue' }),
    is_confidential: z.boolean(),
    file_count: z.number().int(),
    last_modified: IsoDateSchema,
    created_at: IsoDateSchema,
  })
  .meta({ id: 'DataRoomFolder' });
export type DataRoomFolder = z.infer<typeof DataRoomFolderSchema>;

/** A document investors expect in a folder, with the file that fills it (if any). */
export const ChecklistItemSchema = z
  .object({
    key: z.string(),
    label: z.string(),
    folder_id: z.string(),
    folder_name: z.string(),
    status: ChecklistStatusSchema,
    file_id: z.string().nullable(),
  })
  .meta({ id: 'ChecklistItem' });
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>;

export const ReadinessSchema = z
  .object({
    total: z.number().int(),
    present: z.number().int(),
    missing: z.number().int(),
    outdated: z.number().int(),
    /** round(present / total * 100); 0 when total is 0. */
    completion_percent: z.number().int(),
    attention_needed: z.number().int(),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof ReadinessSchema>;

export const DataRoomStatsSchema = z
  .object({
    total_files: z.number().int(),
    folders: z.number().int(),
    storage_used_bytes: z.number().int(),
    storage_quota_bytes: z.number().int(),
    confidential: z.number().int(),
  })
  .meta({ id: 'DataRoomStats' });
export type DataRoomStats = z.infer<typeof DataRoomStatsSchema>;

export const SORT_KEYS = ['date', 'name', 'size', 'type'] as const;
export const ListFilesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(24),
  /** Files directly in this folder; omitted = all files. */
  folder_id: z.uuid().optional(),
  q: z.string().trim().max(200).optional(),
  type: z.enum(TYPE_FILTERS).optional(),
  status: z.enum(['all', 'present', 'missing', 'outdated']).default('all'),
  sort: z.enum(SORT_KEYS).default('date'),
  order: z.enum(['asc', 'desc']).default('desc'),
});
/** What a client sends: every field optional (the server applies the defaults). */
export type ListFilesQuery = Partial<z.output<typeof ListFilesQuerySchema>>;

export const ListFilesResponseSchema = z
  .object({
    files: z.array(DataRoomFileSchema),
    total: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    /** Sub-folders of folder_id (root folders when omitted). */
    folders: z.array(DataRoomFolderSchema),
    /** From the root to folder_id; empty at the root. */
    breadcrumb: z.array(z.object({ id: z.string(), name: z.string() })),
    /** Missing checklist items of the folder, or (at the root) those matching the search or the Missing filter; not paginated, a few dozen at most. */
    missing: z.array(ChecklistItemSchema),
    readiness: ReadinessSchema,
    /** Every folder of the user (any depth), for the upload destination and "Move to …" pickers. */
    all_folders: z.array(z.object({ id: z.string(), name: z.string(), parent_id: z.string().nullable() })).default([]),
    /** Every checklist item with its status and file: for "Mark as …" and the upload's item picker. */
    checklist: z.array(ChecklistItemSchema).default([]),
    stats: DataRoomStatsSchema,
  })
  .meta({ id: 'DataRoomListing' });
export type ListFilesResponse = z.infer<typeof ListFilesResponseSchema>;

export const IdParamsSchema = z.object({ id: z.uuid() });
export const VersionParamsSchema = z.object({ id: z.uuid(), version: z.coerce.number().int().min(1) });

export const UploadQuerySchema = z.object({
  folder_id: z.uuid().optional(),
  checklist_item: z.string().max(60).optional(),
  /** The file's name when the body is the raw file (application/octet-stream) instead of multipart. */
  filename: z.string().trim().min(1).max(255).optional(),
});
export const VersionUploadQuerySchema = UploadQuerySchema.pick({ filename: true });

export const UpdateFileBodySchema = z
  .object({
    name: z.string().trim().min(1).max(200).optional(),
    description: z.string().max(2000).optional(),
    tags: z.array(z.string().trim().min(1).max(40)).max(20).optional(),
    is_confidential: z.boolean().optional(),
    shared_with: z.array(ShareAudienceSchema).optional(),
    folder_id: z.uuid().nullable().optional(),
    marked_outdated: z.boolean().optional(),
    /** Link the file to a readiness checklist item ("Mark as …"); null unlinks it. The item's previous file is unlinked. */
    checklist_item: z.string().min(1).max(60).nullable().optional(),
  })
  .meta({ id: 'UpdateFileBody' });
export type UpdateFileBody = z.infer<typeof UpdateFileBodySchema>;

export const BulkDeleteBodySchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export const BulkDeleteResponseSchema = z.object({ deleted: z.number().int() });

export const FileVersionSchema = z
  .object({
    version: z.number().int(),
    name: z.string(),
    size: z.number().int(),
    sha256: z.string(),
    created_by: z.string(),
    created_at: IsoDateSchema,
    download_url: z.string(),
  })
  .meta({ id: 'FileVersion' });
export const FileVersionListSchema = z.object({ versions: z.array(FileVersionSchema) });
export type FileVersion = z.infer<typeof FileVersionSchema>;

export const FOLDER_NAME_REQUIRED = 'Folder name is required';
export const CreateFolderBodySchema = z
  .object({
    name: z.string().trim().min(1, FOLDER_NAME_REQUIRED).max(100),
    description: z.string().trim().max(500).optional(),
    parent_id: z.uuid().nullable().optional(),
  })
  .meta({ id: 'CreateFolderBody' });
export type CreateFolderBody = z.infer<typeof CreateFolderBodySchema>;

export const UpdateFolderBodySchema = z.object({
  name: z.string().trim().min(1, FOLDER_NAME_REQUIRED).max(100).optional(),
  description: z.string().trim().max(500).optional(),
  is_confidential: z.boolean().optional(),
});
export const DeleteFolderQuerySchema = z.object({
  /** Required when the folder still holds files or sub-folders: they are deleted with it. */
  confirm: z.enum(['true', 'false']).default('false'),
});
