import {
  AdminShareCountsSchema,
  CreateShareBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  ReadinessEngagementSchema,
  ShareAnalyticsSchema,
  ShareListSchema,
  ShareSchema,
  UpdateShareBodySchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminShareCounts } from './share-admin';
import { shareAnalytics } from './share-analytics';
import { readinessEngagement } from './share-engagement';
import * as shares from './shares-service';

const bearer = [{ bearerAuth: [] }];
const tags = ['Data Room Sharing'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const Revoked = z.null().meta({ description: 'Revoked' });
const Seen = z.null().meta({ description: 'Seen' });

/** The founder's side of share links (issue 40): create, list, update, revoke, analytics. */
export const shareRoutes: FastifyPluginAsyncZod<{ deps: shares.ShareDeps }> = async (app, { deps }) => {
  app.post(
    '/data-room/shares',
    {
      schema: {
        tags,
        summary: 'Create a share link',
        description:
          'A link to some files (`file_ids`), a folder with its sub-folders (`folder_id`) or the whole room (`whole_room: true`), with optional gates: `expires_at` (any future time), `password`, `email_gate` (a numeric code mailed to the viewer; `allow_list`/`deny_list` of addresses or domains turn it on), `nda_text` (click-through, recorded with address, time and IP), `allow_download` (off: refused by the server) and `watermark` (the viewer\'s address and time on every PDF page; PNG/JPEG images are then served as a one-page PDF carrying it). The answer carries the public `url` (`<origin>/s/{token}`, 256 random bits).',
        security: bearer,
        body: CreateShareBodySchema,
        response: { 201: ShareSchema, ...errors(400, 401, 404, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await shares.createShare(deps, req.user!.id, req.body)),
  );

  app.get(
    '/data-room/shares',
    {
      schema: {
        tags,
        summary: 'List share links',
        description: 'Every link of the signed-in founder, newest first, with its status (active, expired, revoked), visit count, first open and, until dismissed (`POST …/{id}/seen`) and unless in-app notifications are off, the notice of that first open (`new_open`).',
        security: bearer,
        response: { 200: ShareListSchema, ...errors(401) },
      },
    },
    async (req) => ({ items: await shares.listShares(deps, req.user!.id) }),
  );

  app.get(
    '/data-room/shares/:id',
    { schema: { tags, summary: 'One share link', description: 'The link with its gates, status and visit count.', security: bearer, params: IdParamsSchema, response: { 200: ShareSchema, ...errors(401, 404, 422) } } },
    async (req) => shares.getShare(deps, req.user!.id, req.params.id),
  );

  app.patch(
    '/data-room/shares/:id',
    {
      schema: {
        tags,
        summary: 'Update a share link',
        description: 'Changes its label or gates (`password: null` removes the password, `expires_at: null` the expiry). A revoked link cannot change (409).',
        security: bearer,
        params: IdParamsSchema,
        body: UpdateShareBodySchema,
        response: { 200: ShareSchema, ...errors(400, 401, 404, 409, 422) },
      },
    },
    async (req) => shares.updateShare(deps, req.user!.id, req.params.id, req.body),
  );

  app.delete(
    '/data-room/shares/:id',
    {
      schema: {
        tags,
        summary: 'Revoke a share link',
        description: 'The link stops working at once (its URL answers 404 like one that never existed); its analytics are kept.',
        security: bearer,
        params: IdParamsSchema,
        response: { 204: Revoked, ...errors(401, 404, 422) },
      },
    },
    async (req, reply) => {
      await shares.revokeShare(deps, req.user!.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/data-room/shares/:id/seen',
    {
      schema: {
        tags,
        summary: 'Dismiss the first-open notice',
        description: 'Marks the in-app notice of the link\'s first open as seen: `new_open` is null from then on.',
        security: bearer,
        params: IdParamsSchema,
        response: { 204: Seen, ...errors(401, 404, 422) },
      },
    },
    async (req, reply) => {
      await shares.markOpenSeen(deps, req.user!.id, req.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/data-room/shares/:id/analytics',
    {
      schema: {
        tags,
        summary: 'Share link analytics',
        description: 'Visits with the viewer (address and whether it was proven), every page shown with the time on it, the last page shown and the highest reached, downloads, and NDA acceptances.',
        security: bearer,
        params: IdParamsSchema,
        response: { 200: ShareAnalyticsSchema, ...errors(401, 404, 422) },
      },
    },
    async (req) => shareAnalytics(deps.db, req.user!.id, req.params.id),
  );

  app.get(
    '/data-room/readiness/engagement',
    {
      schema: {
        tags,
        summary: 'How investors read each checklist document',
        description:
          'For every readiness checklist item that has a file: viewers who opened it through any of the founder\'s links, the median time of the visits that reported page time, the page where most of them stopped before the end (`drop_off`) and, with at least two timed visits and half of them stopping at the same page, a suggestion naming that page number and, when the PDF gives one (a bookmark or a title-like first line, read at upload), its title (`drop_off.title`).',
        security: bearer,
        response: { 200: ReadinessEngagementSchema, ...errors(401) },
      },
    },
    async (req) => readinessEngagement(deps.db, req.user!.id),
  );

  app.get(
    '/admin/data-room/shares',
    {
      // Superuser only, and counts only: no address, file or link of any founder.
      config: { auth: 'superuser' as const },
      schema: {
        tags: ['Admin'],
        summary: 'Share link counts',
        description: 'Links (all and active), visits, NDA acceptances and founders with a link, over every account. Never an address, a file or a link.',
        security: bearer,
        response: { 200: AdminShareCountsSchema, ...errors(401, 403) },
      },
    },
    async () => adminShareCounts(deps.db),
  );
};
