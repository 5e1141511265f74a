import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type ReceivedCall = { method: string; path: string; authorization: string | undefined; body: string };
type Answer = { status?: number; body?: unknown };

/**
 * An agent service (POST /api/agent/run, GET /api/agent/{id}/status, GET /health) and the
 * third-party APIs its agents use, on 127.0.0.1: answers come from `routes` by "METHOD /path"
 * (404 otherwise); every call is recorded with its bearer header.
 */
export async function startAgentServiceStandIn(routes: Record<string, () => Answer>) {
  const calls: ReceivedCall[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://stand-in').pathname;
      calls.push({ method: req.method ?? 'GET', path, authorization: req.headers.authorization, body });
      const answer = routes[`${req.method} ${path}`]?.() ?? { status: 404, body: { error: 'not found' } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, calls, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
