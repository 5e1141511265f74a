// The baseline for `npm run bench`: a bare Fastify (the server's own copy) answering the same JSON
// the real server gave for GET /health and GET /api/v1/auth/me, with no plugins, database or auth.
// Env: PORT, HEALTH_JSON, ME_JSON; HEADERS_JSON (optional): headers /auth/me sets too, so a run can tell what
// the real server's own response headers (the security headers) cost from what its code costs.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const require = createRequire(new URL('../../apps/server/package.json', import.meta.url));
const { default: Fastify } = await import(pathToFileURL(require.resolve('fastify')).href);

const health = JSON.parse(process.env.HEALTH_JSON ?? '{}');
const me = JSON.parse(process.env.ME_JSON ?? '{}');
const headers = process.env.HEADERS_JSON ? JSON.parse(process.env.HEADERS_JSON) : null;
const app = Fastify({ logger: false });
app.get('/health', async () => health);
app.get('/api/v1/auth/me', async (req, reply) => {
  if (!req.headers.authorization?.startsWith('Bearer ')) return reply.status(401).send({ detail: 'Not authenticated' });
  if (headers) reply.headers(headers);
  return me;
});
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
for (const s of ['SIGTERM', 'SIGINT']) process.on(s, () => app.close().then(() => process.exit(0)));
