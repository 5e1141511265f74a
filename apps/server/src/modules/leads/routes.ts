import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import {
  AddLeadsBodySchema,
  AddLeadsResultSchema,
  CollectionLeadParamsSchema,
  CollectionLeadsQuerySchema,
  CollectionParamsSchema,
  CreateCollectionBodySchema,
  ErrorBodySchema,
  LeadCollectionListSchema,
  LeadCollectionSchema,
  LeadImportReportSchema,
  LeadPageSchema,
  LeadSearchBodySchema,
  LeadSearchResultSchema,
} from '@uc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError } from '../../errors';
import { exportCsv, importCsv } from './csv-service';
import { IMPORT_MAX_BYTES } from './csv-stream';
import * as leadsService from './service';

const bearer = [{ bearerAuth: [] }];
const tags = ['Leads'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const NoContent = z.null().meta({ description: 'Deleted' });
/** The CSV of an import request as a stream: a text body (text/csv, text/plain) or a multipart part named `file`. */
async function csvSource(req: FastifyRequest): Promise<Readable> {
  if (req.body instanceof Readable) return req.body;
  if (!req.isMultipart()) throw new HttpError(400, 'Send the CSV as text/csv, text/plain or a multipart file named "file".');
  const part = await req.file();
  if (!part) throw new HttpError(400, 'No file in the upload.');
  return part.file;
}

export const leadRoutes: FastifyPluginAsyncZod<{ deps: leadsService.LeadDeps }> = async (app, { deps }) => {
  // Scoped here: CSV bodies and multipart are accepted by the import route only. The body stays
  // a stream; readCsvRows counts its bytes (one past the limit, so the overflow is seen).
  await app.register(multipart, { limits: { fileSize: IMPORT_MAX_BYTES + 1, files: 1 } });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser(['text/csv', 'text/plain'], (_req, payload, done) => done(null, payload));
  const { db } = deps;

  app.post(
    '/apollo/search',
    {
      schema: {
        tags,
        summary: 'Search leads',
        description:
          'With APOLLO_API_KEY on the server: Apollo\'s people search, results normalised to the Lead shape and kept in your saved leads (`source: "apollo"`). Without it: the same filters over your own saved leads (`source: "saved"`) — never invented people.',
        security: bearer,
        body: LeadSearchBodySchema,
        response: { 200: LeadSearchResultSchema, ...errors(401, 422, 502) },
      },
    },
    async (req) => leadsService.searchLeads(deps, req.user!.id, req.body),
  );

  app.get(
    '/apollo/collections',
    { schema: { tags, summary: 'List lead collections', description: 'The lead collections you created.', security: bearer, response: { 200: LeadCollectionListSchema, ...errors(401) } } },
    async (req) => ({ items: await leadsService.listCollections(db, req.user!.id) }),
  );

  app.post(
    '/apollo/collections',
    { schema: { tags, summary: 'Create a lead collection', description: 'A named list to save leads into.', security: bearer, body: CreateCollectionBodySchema, response: { 201: LeadCollectionSchema, ...errors(401, 422) } } },
    async (req, reply) => reply.status(201).send(await leadsService.createCollection(db, req.user!.id, req.body)),
  );

  app.get(
    '/apollo/collections/:id',
    { schema: { tags, summary: 'Get a lead collection', description: 'The collection with its lead count; another user’s collection is 404.', security: bearer, params: CollectionParamsSchema, response: { 200: LeadCollectionSchema, ...errors(401, 404, 422) } } },
    async (req) => leadsService.getCollection(db, req.user!.id, req.params.id),
  );

  app.delete(
    '/apollo/collections/:id',
    {
      schema: { tags, summary: 'Delete a lead collection', description: 'The saved leads themselves stay.', security: bearer, params: CollectionParamsSchema, response: { 204: NoContent, ...errors(401, 404, 422) } },
    },
    async (req, reply) => {
      await leadsService.deleteCollection(db, req.user!.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/apollo/collections/:id/leads',
    {
      schema: {
        tags,
        summary: 'Leads of a collection',
        description: 'Paginated, newest additions first; `q` filters by name, e-mail, company, title, location, industry or tag.',
        security: bearer,
        params: CollectionParamsSchema,
        querystring: CollectionLeadsQuerySchema,
        response: { 200: LeadPageSchema, ...errors(401, 404, 422) },
      },
    },
    async (req) => leadsService.collectionLeadPage(db, req.user!.id, req.params.id, req.query),
  );

  app.post(
    '/apollo/collections/:id/leads',
    {
      schema: {
        tags,
        summary: 'Add leads to a collection',
        description: 'Adds your saved leads by id; ids already in the collection are skipped (`count` is the number newly added).',
        security: bearer,
        params: CollectionParamsSchema,
        body: AddLeadsBodySchema,
        response: { 200: AddLeadsResultSchema, ...errors(401, 404, 422) },
      },
    },
    async (req) => leadsService.addLeads(db, req.user!.id, req.params.id, req.body.lead_ids),
  );

  app.delete(
    '/apollo/collections/:id/leads/:leadId',
    {
      schema: { tags, summary: 'Remove a lead from a collection', description: 'Takes the lead out of this collection.', security: bearer, params: CollectionLeadParamsSchema, response: { 204: NoContent, ...errors(401, 404, 422) } },
    },
    async (req, reply) => {
      await leadsService.removeLead(db, req.user!.id, req.params.id, req.params.leadId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/apollo/collections/:id/import',
    {
      bodyLimit: IMPORT_MAX_BYTES,
      config: { userRateLimit: 'uploads' },
      schema: {
        tags,
        summary: 'Import leads from CSV',
        description:
          'A CSV as the body (text/csv or text/plain) or a multipart file named `file`, at most 10 MB, 20 000 rows and 200 columns, read as it arrives: a file past a limit is refused (413 for size and rows, 422 for columns) as soon as the limit is crossed. Columns are matched by header name, case-insensitively: First Name, Last Name, Email, Company, Title, Phone, LinkedIn, Industry, Company Size, Location, Tags (separated by ;). Rows are de-duplicated by e-mail case-insensitively; the report counts imported, duplicate and rejected rows (with the line and reason of the first 200 rejections).',
        security: bearer,
        consumes: ['text/csv', 'text/plain', 'multipart/form-data'],
        params: CollectionParamsSchema,
        response: { 200: LeadImportReportSchema, ...errors(400, 401, 404, 413, 415, 422) },
      },
    },
    async (req) => importCsv(db, req.user!.id, req.params.id, await csvSource(req)),
  );

  app.get(
    '/apollo/collections/:id/export',
    {
      schema: {
        tags,
        summary: 'Export a collection as CSV',
        description: 'The same columns as the import. Cells starting with = + - @ are prefixed with an apostrophe so spreadsheets do not run them as formulas.',
        security: bearer,
        params: CollectionParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().meta({ description: 'CSV' }), ...errors(401, 404, 422) },
      },
    },
    async (req, reply) => {
      const { filename, csv } = await exportCsv(db, req.user!.id, req.params.id);
      return reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store').send(csv);
    },
  );
};
