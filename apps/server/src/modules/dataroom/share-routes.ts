import {
  CreateShareBodySchema,
  ErrorBodySchema,
  IdParamsSchema,
  ShareAnalyticsSchema,
  ShareListSchema,
  ShareSchema,
  UpdateShareBodySchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { shareAnalytics } from './share-analytics';
import * as shares from './shares-service';

const bearer = [{ bearerAuth: [] }];
const tags = ['Data Room Sharing'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const Revoked = z.null().meta({ description: 'Revoked' });

/** The founder's side of share links (issue 40): create, list, update, revoke, analytics. */
export const shareRoutes: FastifyPluginAsyncZod<{ deps: shares.ShareDeps }> = async (app, { deps }) => {
  app.post(
    '/data-room/shares',
    {
      schema: {
        tags,
        summary: 'Create a share link',
        description:
          'A link to some files (`file_ids`), a folder with its sub-folders (`folder_id`) or the whole room (`whole_room: true`), with optional gates: `expires_at` (any future time), `password`, `email_gate` (a numeric code mailed to the viewer; `allow_list`/`deny_list` of addresses or domains turn it on), `nda_text` (click-through, recorded with address, time and IP), `allow_download` (off: refused by the server) and `watermark` (the viewer\'s address and time on every PDF page). The answer carries the public `url` (`<origin>/s/{token}`, 256 random bits).',
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
        description: 'Every link of the signed-in founder, newest first, with its status (active, expired, revoked) and visit count.',
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
};
