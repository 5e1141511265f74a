import { AvatarParamsSchema, AvatarSchema, AvatarVideoListSchema, AvatarVideoSchema, ErrorBodySchema, GenerateVideoBodySchema, GenerateVideoResponseSchema, SessionListQuerySchema } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { agentAvatar, generateVideo, getVideo, listVideos, type AvatarDeps } from './service';

const tags = ['Avatars'];
const security = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

export const avatarRoutes: FastifyPluginAsyncZod<{ deps: AvatarDeps }> = async (app, { deps }) => {
  app.get(
    '/tavus/avatars/:agentId',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'An agent’s avatar', description: 'The agent’s Tavus replica when TAVUS_API_KEY is set, else the illustrated portrait the product ships. Unknown agent: 404.', params: AvatarParamsSchema, response: { 200: AvatarSchema, ...errors(401, 404, 502) } } },
    async (req) => agentAvatar(deps, req.params.agentId),
  );

  app.post(
    '/tavus/generate',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'Generate an avatar video', description: 'Tavus renders the agent’s replica speaking the script (10 credits, kept only when Tavus accepts the job). 503 when Tavus is not configured.', body: GenerateVideoBodySchema, response: { 200: GenerateVideoResponseSchema, ...errors(401, 402, 422, 502, 503) } },
    },
    async (req) => generateVideo(deps, req.user!.id, req.body),
  );

  app.get(
    '/tavus/videos',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'Your avatar videos', description: 'Newest first, paginated; configured says whether Tavus is set up.', querystring: SessionListQuerySchema, response: { 200: AvatarVideoListSchema, ...errors(401, 422) } } },
    async (req) => listVideos(deps, req.user!.id, req.query.page, req.query.page_size),
  );

  app.get(
    '/tavus/videos/:id',
    { config: { auth: 'user' }, schema: { tags, security, summary: 'One avatar video', description: 'Its status refreshed from Tavus while it renders.', params: z.object({ id: z.string().uuid() }), response: { 200: AvatarVideoSchema, ...errors(401, 404, 422, 502) } } },
    async (req) => getVideo(deps, req.user!.id, req.params.id),
  );
};
