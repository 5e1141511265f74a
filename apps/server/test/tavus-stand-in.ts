import http from 'node:http';
import type { AddressInfo } from 'node:net';

export type TavusCall = { method: string; path: string; body: Record<string, unknown> | null; apiKey: string };

/**
 * A Tavus API stand-in on 127.0.0.1 (v2 replicas, videos, conversations): records calls with
 * their x-api-key; a created video is 'generating' until `finish(videoId)` marks it ready.
 */
export async function startTavusStandIn() {
  const calls: TavusCall[] = [];
  const videos = new Map<string, { status: string; hosted_url: string | null }>();
  let next = 0;
  const server = http.createServer((req, res) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stand-in');
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method ?? 'GET', path: url.pathname, body, apiKey: String(req.headers['x-api-key'] ?? '') });
      const send = (status: number, json: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(json));
      };
      if (req.headers['x-api-key'] !== 'tavus-test-key') return send(401, { message: 'Invalid access token' });
      if (req.method === 'GET' && url.pathname === '/v2/replicas') {
        return send(200, {
          data: [
            { replica_id: 'r-alex', replica_name: 'Alex Strategic', thumbnail_video_url: 'https://tavus.example/alex.mp4', status: 'completed' },
            { replica_id: 'r-sam', replica_name: 'Sam Product', thumbnail_video_url: 'https://tavus.example/sam.mp4', status: 'completed' },
          ],
          total_count: 2,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v2/videos') {
        const id = `v-${++next}`;
        videos.set(id, { status: 'generating', hosted_url: `https://videos.tavus.example/${id}` });
        return send(200, { video_id: id, video_name: body?.video_name, status: 'queued', hosted_url: `https://videos.tavus.example/${id}` });
      }
      const video = url.pathname.match(/^\/v2\/videos\/([\w-]+)$/);
      if (req.method === 'GET' && video && videos.has(video[1])) return send(200, { video_id: video[1], ...videos.get(video[1]) });
      if (req.method === 'POST' && url.pathname === '/v2/conversations') {
        return send(200, { conversation_id: 'c-1', conversation_url: 'https://tavus.daily.co/c-1', status: 'active' });
      }
      send(404, { message: `no stand-in for ${req.method} ${url.pathname}` });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    calls,
    finish: (id: string) => videos.set(id, { ...videos.get(id)!, status: 'ready' }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
