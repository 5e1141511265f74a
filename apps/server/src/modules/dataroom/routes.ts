import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  BulkDeleteBodySchema,
  BulkDeleteResponseSchema,
  DATAROOM_MAX_FILE_BYTES,
  DataRoomFileSchema,
  ErrorBodySchema,
  FileVersionListSchema,
  IdParamsSchema,
  ListFilesQuerySchema,
  ListFilesResponseSchema,
  UpdateFileBodySchema,
  UploadQuerySchema,
  VersionParamsSchema,
  VersionUploadQuerySchema,
} from '@uc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { RangeNotSatisfiableError } from '../../http-range';
import type { DataRoomDeps } from './deps';
import * as files from './files-service';
import { folderRoutes } from './folder-routes';
import { ensureDefaultFolders } from './folders-service';
import { createListingCache } from './listing-cache';
import { listFilesJson } from './listing-service';

const bearer = [{ bearerAuth: [] }];
const tags = ['Data Room'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
/** Sent with the file's own media type, so any type may come. */
const BinarySchema = z.string().meta({ contentMediaType: '*/*', description: 'The file content, with its own media type' });
const PartSchema = z.string().meta({ contentMediaType: '*/*', description: 'The requested bytes of the file (`Range: bytes=a-b`, `a-` or `-n`), with `Content-Range`' });
const NoContent = z.null().meta({ description: 'Deleted' });

/** attachment; with an ASCII fallback and the exact UTF-8 name (RFC 6266 / 5987). */
export function contentDisposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** JSON already serialized (and checked against the response schema): Fastify passes a string with a JSON content type through as is. */
const sendJson = (reply: FastifyReply, json: string) => reply.type('application/json; charset=utf-8').send(json);

async function sendDownload(reply: FastifyReply, open: () => Promise<files.Download>) {
  let d: files.Download;
  try {
    d = await open();
  } catch (err) {
    if (err instanceof RangeNotSatisfiableError) reply.header('content-range', `bytes */${err.size}`);
    throw err;
  }
  const length = d.range ? d.range.end - d.range.start + 1 : d.size;
  if (d.range) reply.code(206).header('content-range', `bytes ${d.range.start}-${d.range.end}/${d.size}`);
  return reply
    .header('content-type', d.mimeType)
    .header('content-length', String(length))
    .header('accept-ranges', 'bytes')
    .header('content-disposition', contentDisposition(d.name))
    .header('cache-control', 'private, no-store')
    .send(d.stream);
}

/**
 * The uploaded file of a request: a multipart part named `file`, or the raw body
 * (application/octet-stream) named by the `filename` query parameter. 400 when there is none.
 */
async function uploadedFile(req: FastifyRequest, filename: string | undefined): Promise<{ filename: string; file: Readable }> {
  if (req.body instanceof Readable) {
    if (!filename) throw new HttpError(400, 'Name the file with the filename query parameter.');
    return { filename, file: req.body };
  }
  if (!req.isMultipart()) throw new HttpError(400, 'Send the file as multipart/form-data (field "file") or as application/octet-stream with ?filename=.');
  const part = await req.file({ limits: { fileSize: DATAROOM_MAX_FILE_BYTES + 1, files: 1, fields: 10 } });
  if (!part) throw new HttpError(400, 'No file in the upload.');
  return part;
}

/** The body's declared size (an upper bound of the file's, for multipart): the quota is reserved for it. */
const declaredLength = (header: string | undefined) => (header && /^\d+$/.test(header) ? Number(header) : undefined);

export const dataroomRoutes: FastifyPluginAsyncZod<{ deps: DataRoomDeps }> = async (app, { deps }) => {
  // Registered in this scope only: the rest of the API keeps rejecting multipart bodies.
  await app.register(multipart, { limits: { fileSize: DATAROOM_MAX_FILE_BYTES + 1, files: 1 } });
  // A raw body is handed over as the request stream itself (no multipart parsing, no buffering);
  // the size limit is enforced while streaming to storage.
  app.addContentTypeParser('application/octet-stream', (_req, payload, done) => done(null, payload));
  // The first data-room action of any kind (listing, upload, folders; UI or API) seeds the default folders once.
  app.addHook('preHandler', async (req) => {
    if (req.user) await ensureDefaultFolders(deps.db, req.user.id);
  });
  await app.register(folderRoutes, { deps });
  // One per app: the version check makes it correct whatever other instances write.
  const listingCache = createListingCache();

  app.get(
    '/data-room/files',
    {
      schema: {
        tags,
        summary: 'List data-room files and folders',
        description:
          'One page of the signed-in user\'s files (filtered by folder, type, status and a full-text search over name, description, tags and the text inside PDF/DOCX/PPTX/XLSX/TXT/MD/CSV files; sorted), the sub-folders of the current folder, its breadcrumb, the missing checklist items, the readiness summary and the stat cards. Creates the six default folders on first access.',
        security: bearer,
        querystring: ListFilesQuerySchema,
        response: { 200: ListFilesResponseSchema, ...errors(401, 404, 422) },
      },
    },
    async (req, reply) => sendJson(reply, await listFilesJson(deps, listingCache, req.user!.id, req.query)),
  );

  app.post(
    '/data-room/files',
    {
      config: { userRateLimit: 'uploads' },
      schema: {
        tags,
        summary: 'Upload a file',
        description:
          'The file as multipart/form-data (one part named `file`) or as the raw body (application/octet-stream, name in `filename`), streamed to storage. Allowed: PDF, DOCX, XLSX, PPTX, JPG, PNG, TXT, MD, CSV, checked by name and content (415 otherwise). At most 50 MB per file and within the storage quota (413 otherwise). With `checklist_item`, fills that readiness item (a new version when it already has a file).',
        security: bearer,
        consumes: ['multipart/form-data', 'application/octet-stream'],
        querystring: UploadQuerySchema,
        response: { 201: DataRoomFileSchema, ...errors(400, 401, 404, 413, 415, 422) },
      },
    },
    async (req, reply) => {
      const part = await uploadedFile(req, req.query.filename);
      const file = await files.createFile(deps, {
        userId: req.user!.id,
        fileName: part.filename,
        body: part.file,
        declaredBytes: declaredLength(req.headers['content-length']),
        folderId: req.query.folder_id,
        checklistItem: req.query.checklist_item,
      });
      // Issue 14: integrations (webhooks, Slack/Discord) react to uploads; emitted after the rows are committed.
      app.events.emit('dataroom.file_uploaded', { userId: req.user!.id, fileId: file.id, name: file.name, folderId: file.folder_id, size: file.size });
      return reply.status(201).send(file);
    },
  );

  app.post(
    '/data-room/files/bulk-delete',
    {
      schema: {
        tags,
        summary: 'Delete several files',
        description: 'Deletes the listed files of the signed-in user with all their versions; ids of other users are ignored.',
        security: bearer,
        body: BulkDeleteBodySchema,
        response: { 200: BulkDeleteResponseSchema, ...errors(401, 422) },
      },
    },
    async (req) => ({ deleted: await files.deleteFiles(deps, req.user!.id, req.body.ids) }),
  );

  app.get(
    '/data-room/files/:id',
    {
      schema: { tags, summary: 'File details', description: 'The file\'s details; counts one view.', security: bearer, params: IdParamsSchema, response: { 200: DataRoomFileSchema, ...errors(401, 404, 422) } },
    },
    async (req) => files.viewFile(deps, req.user!.id, req.params.id),
  );

  app.patch(
    '/data-room/files/:id',
    {
      schema: {
        tags,
        summary: 'Update file details',
        description:
          'Name, description, tags, confidential flag, audiences it is shared with, folder, the outdated mark, or the readiness checklist item it fills (`checklist_item`, null to unlink; the item\'s previous file is unlinked). 400 for an unknown item.',
        security: bearer,
        params: IdParamsSchema,
        body: UpdateFileBodySchema,
        response: { 200: DataRoomFileSchema, ...errors(400, 401, 404, 422) },
      },
    },
    async (req) => files.updateFile(deps, req.user!.id, req.params.id, req.body),
  );

  app.delete(
    '/data-room/files/:id',
    {
      schema: { tags, summary: 'Delete a file', description: 'Deletes the file and all its versions.', security: bearer, params: IdParamsSchema, response: { 204: NoContent, ...errors(401, 404, 422) } },
    },
    async (req, reply) => {
      await files.deleteFile(deps, req.user!.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/data-room/files/:id/download',
    {
      schema: {
        tags,
        summary: 'Download a file',
        description:
          'Streams the current version as an attachment with its own media type and counts the download. Honours one `Range` (206 with `Content-Range`; 416 when it starts past the end; several ranges get the whole file), so downloads resume and media can seek.',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: BinarySchema, 206: PartSchema, ...errors(401, 404, 416, 422) },
      },
    },
    async (req, reply) => sendDownload(reply, () => files.openDownload(deps, req.user!.id, req.params.id, undefined, req.headers.range)),
  );

  app.get(
    '/data-room/files/:id/versions',
    {
      schema: { tags, summary: 'Version history', description: 'Every stored version, newest first.', security: bearer, params: IdParamsSchema, response: { 200: FileVersionListSchema, ...errors(401, 404, 422) } },
    },
    async (req) => ({ versions: await files.listVersions(deps, req.user!.id, req.params.id) }),
  );

  app.post(
    '/data-room/files/:id/versions',
    {
      config: { userRateLimit: 'uploads' },
      schema: {
        tags,
        summary: 'Upload a new version',
        description: 'Re-uploads the file (multipart, part `file`, same rules as an upload); the previous versions are kept. The new version must be of the same type as the file (415 with the reason otherwise).',
        security: bearer,
        consumes: ['multipart/form-data', 'application/octet-stream'],
        params: IdParamsSchema,
        querystring: VersionUploadQuerySchema,
        response: { 201: DataRoomFileSchema, ...errors(400, 401, 404, 413, 415, 422) },
      },
    },
    async (req, reply) => {
      await files.getOwnedFile(deps.db, req.user!.id, req.params.id);
      const part = await uploadedFile(req, req.query.filename);
      const file = await files.addVersion(deps, { userId: req.user!.id, fileId: req.params.id, fileName: part.filename, body: part.file, declaredBytes: declaredLength(req.headers['content-length']) });
      return reply.status(201).send(file);
    },
  );

  app.get(
    '/data-room/files/:id/versions/:version/download',
    {
      schema: {
        tags,
        summary: 'Download one version',
        description: 'Streams a stored version of the file as an attachment with its own media type; honours one `Range` like the file download.',
        security: bearer,
        params: VersionParamsSchema,
        response: { 200: BinarySchema, 206: PartSchema, ...errors(401, 404, 416, 422) },
      },
    },
    async (req, reply) => sendDownload(reply, () => files.openDownload(deps, req.user!.id, req.params.id, req.params.version, req.headers.range)),
  );
};
