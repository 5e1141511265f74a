import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type StripeCall = { method: string; path: string; params: URLSearchParams };
type Handler = (call: StripeCall) => { status?: number; body: unknown };

/**
 * A small Stripe API stand-in on 127.0.0.1: records every call the SDK makes (form-encoded,
 * as Stripe receives them) and answers with the handler registered for "METHOD /path".
 */
export async function startStripeStandIn(routes: Record<string, Handler>) {
  const calls: StripeCall[] = [];
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const params = new URLSearchParams(req.method === 'GET' || req.method === 'DELETE' ? url.search : raw);
      const call = { method: req.method ?? 'GET', path: url.pathname, params };
      calls.push(call);
      const key = `${call.method} ${call.path}`;
      const handler = routes[key] ?? Object.entries(routes).find(([pattern]) => new RegExp(`^${pattern.replace(/:\w+/g, '[^/]+')}$`).test(key))?.[1];
      const answer = handler ? handler(call) : { status: 404, body: { error: { type: 'invalid_request_error', message: `No stand-in for ${key}` } } };
      res.writeHead(answer.status ?? 200, { 'content-type': 'application/json', 'request-id': 'req_standin' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
