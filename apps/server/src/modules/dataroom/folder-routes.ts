import { CreateFolderBodySchema, DataRoomFolderSchema, DeleteFolderQuerySchema, ErrorBodySchema, IdParamsSchema, UpdateFolderBodySchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DataRoomDeps } from './deps';
import * as folders from './folders-service';

const bearer = [{ bearerAuth: [] }];
const tags = ['Data Room'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

export const folderRoutes: FastifyPluginAsyncZod<{ deps: DataRoomDeps }> = async (app, { deps }) => {
  app.post(
    '/data-room/folders',
    {
      schema: {
        tags,
        summary: 'Create a folder',
        description: 'A folder at the root or inside `parent_id`. The name must not be empty, nor the name of another folder in the same parent (409, case-insensitive).',
        security: bearer,
        body: CreateFolderBodySchema,
        response: { 201: DataRoomFolderSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (req, reply) => reply.status(201).send(await folders.createFolder(deps, req.user!.id, req.body)),
  );

  app.patch(
    '/data-room/folders/:id',
    {
      schema: {
        tags,
        summary: 'Rename or describe a folder',
        description: 'Changes the name (409 when another folder in the same parent has it), description or confidential flag.',
        security: bearer,
        params: IdParamsSchema,
        body: UpdateFolderBodySchema,
        response: { 200: DataRoomFolderSchema, ...errors(401, 404, 409, 422) },
      },
    },
    async (req) => folders.updateFolder(deps, req.user!.id, req.params.id, req.body),
  );

  app.delete(
    '/data-room/folders/:id',
    {
      schema: {
        tags,
        summary: 'Delete a folder',
        description: 'An empty folder is deleted at once; a folder with files or sub-folders answers 409 unless `confirm=true`, which deletes everything inside it.',
        security: bearer,
        params: IdParamsSchema,
        querystring: DeleteFolderQuerySchema,
        response: { 204: z.null().meta({ description: 'Deleted' }), ...errors(401, 404, 409, 422) },
      },
    },
    async (req, reply) => {
      await folders.deleteFolder(deps, req.user!.id, req.params.id, req.query.confirm === 'true');
      return reply.status(204).send(null);
    },
  );
};
