// A stand-in model host on 127.0.0.1: serves one file with Range support, and can drop a connection
// after some bytes (an interrupted download) or slow down (to observe progress).
import http from 'node:http';
import { listenOnLoopback } from './http-stand-in';

export async function startModelHost(body: Buffer, path = '/models/tiny.gguf') {
  const ranges: (string | undefined)[] = [];
  const control = { cutAfter: null as number | null, chunkDelayMs: 0 };
  const server = http.createServer(async (req, res) => {
    if (req.url !== path) return res.writeHead(404).end();
    ranges.push(req.headers.range);
    const m = /^bytes=(\d+)-$/.exec(req.headers.range ?? '');
    const start = m ? Number(m[1]) : 0;
    if (start >= body.length) return res.writeHead(416, { 'content-range': `bytes */${body.length}` }).end();
    const slice = body.subarray(start);
    res.writeHead(m ? 206 : 200, {
      'content-length': slice.length,
      ...(m && { 'content-range': `bytes ${start}-${body.length - 1}/${body.length}` }),
    });
    const cut = control.cutAfter;
    control.cutAfter = null;
    const end = cut ?? slice.length;
    for (let i = 0; i < end; i += 64 * 1024) {
      await new Promise<void>((r) => res.write(slice.subarray(i, Math.min(i + 64 * 1024, end)), () => r()));
      if (control.chunkDelayMs) await new Promise((r) => setTimeout(r, control.chunkDelayMs));
    }
    if (cut !== null) setTimeout(() => res.destroy(), 50);
    else res.end();
  });
  const { port, close } = await listenOnLoopback(server);
  return { url: `http://127.0.0.1:${port}${path}`, ranges, control, close };
}
