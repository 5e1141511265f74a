import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

/**
 * A minimal path-style S3 stand-in on 127.0.0.1: PUT, GET (with `Range: bytes=a-b`) and DELETE on
 * /bucket/key, in memory. `stop()` closes it (the store becomes unreachable), `start()` reopens
 * it on the same port.
 */
export type S3StandIn = {
  endpoint: string;
  objects: Map<string, Buffer>;
  requests: { method: string; url: string; auth: boolean; range?: string }[];
  stop(): Promise<void>;
  start(): Promise<void>;
};

export async function startS3StandIn(): Promise<S3StandIn> {
  const objects = new Map<string, Buffer>();
  const requests: S3StandIn['requests'] = [];
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = async () => {
    server = createServer(async (req, res) => {
      requests.push({ method: req.method!, url: req.url!, auth: String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256'), range: req.headers.range });
      const chunks: Buffer[] = [];
      for await (const c of req) chunks.push(c as Buffer);
      const key = decodeURIComponent(req.url!.split('?')[0]);
      if (req.method === 'PUT') {
        objects.set(key, Buffer.concat(chunks));
        res.writeHead(200, { etag: '"x"' }).end();
      } else if (req.method === 'GET') {
        const body = objects.get(key);
        if (!body) {
          res.writeHead(404, { 'content-type': 'application/xml' }).end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>missing</Message></Error>');
          return;
        }
        const range = /^bytes=(\d+)-(\d*)$/.exec(req.headers.range ?? '');
        if (range) {
          const start = Number(range[1]);
          const end = Math.min(range[2] ? Number(range[2]) : body.length - 1, body.length - 1);
          const part = body.subarray(start, end + 1);
          res.writeHead(206, { 'content-length': part.length, 'content-range': `bytes ${start}-${end}/${body.length}`, 'content-type': 'application/octet-stream' }).end(part);
          return;
        }
        res.writeHead(200, { 'content-length': body.length, 'content-type': 'application/octet-stream' }).end(body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
    server.on('connection', (s) => {
      sockets.add(s);
      s.on('close', () => sockets.delete(s));
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  };
  await listen();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    objects,
    requests,
    start: listen,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const s of sockets) s.destroy();
        server.close(() => resolve());
      }),
  };
}
