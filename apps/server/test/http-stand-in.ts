import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StandInRequest = { method: string; path: string; query: URLSearchParams; headers: http.IncomingHttpHeaders; body: string; json: unknown };
export type StandInAnswer = { status?: number; body?: unknown; text?: string };
export type StandInHandler = (req: StandInRequest) => StandInAnswer | Promise<StandInAnswer>;

/** Listens on a free port of 127.0.0.1; close() also ends open streams (a stalled model's). */
export async function listenOnLoopback(server: http.Server): Promise<{ port: number; close: () => Promise<void> }> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { port, close };
}

/**
 * A small HTTP server on 127.0.0.1 for third-party stand-ins: records each request and answers
 * with the handler of "METHOD /path" (":name" matches a segment, a final "*" the rest).
 */
export async function startHttpStandIn(routes: Record<string, StandInHandler>) {
  const requests: StandInRequest[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', async () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      let json: unknown = null;
      try {
        json = raw ? JSON.parse(raw) : null;
      } catch {
        json = null;
      }
      const call = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body: raw, json };
      requests.push(call);
      const key = `${call.method} ${call.path}`;
      const handler = routes[key] ?? Object.entries(routes).find(([pattern]) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+').replace(/\*$/, '.*')}$`).test(key))?.[1];
      const answer = handler ? await handler(call) : { status: 404, body: { message: `No stand-in for ${key}` } };
      if (answer.text !== undefined) {
        res.writeHead(answer.status ?? 200, { 'content-type': 'text/plain' });
        res.end(answer.text);
      } else {
        res.writeHead(answer.status ?? 200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(answer.body ?? {}));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type HttpStandIn = Awaited<ReturnType<typeof startHttpStandIn>>;
