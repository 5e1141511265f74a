import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, tempDir, type RunningServer } from '../../../scripts/lib/server.mjs';
import { buildServer } from './instances';

// kill -9 of the BUILT server while three answers stream, on the embedded database: the next start
// releases what the dead process held (reservations, "streaming" answers) before it answers /health.
describe('a killed server on the embedded database', () => {
  const dataDir = tempDir('uc-crash-');
  let server: RunningServer | undefined;
  let model: Server;
  let modelUrl = '';
  let requests = 0;
  const streams = new Set<ServerResponse>();

  beforeAll(async () => {
    buildServer();
    // A model that says a little, then keeps the stream open with pings.
    model = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        requests++;
        streams.add(res);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        res.write(`data: ${JSON.stringify({ choices: [{ index: 0, delta: { role: 'assistant', content: 'Thinking' }, finish_reason: null }] })}\n\n`);
        const ping = setInterval(() => res.write(': ping\n\n'), 200);
        res.on('close', () => (clearInterval(ping), streams.delete(res)));
      });
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((r) => (model.closeAllConnections(), model.close(() => r())));
    removeDir(dataDir);
  });

  const env = () => ({
    JWT_SECRET: 'crash-recovery-test-secret-0123456789abcdef',
    DATABASE_URL: '',
    REDIS_URL: '',
    LLM_PROVIDER: 'openai-compatible',
    LLM_BASE_URL: modelUrl,
    LLM_MODEL: 'stalling-model',
    LLM_API_KEY: 'k',
  });
  const json = async (res: Response) => (await res.json()) as Record<string, unknown>;

  it('releases every reservation and ends every streaming answer within 5 s of /health after a restart', async () => {
    server = await startServer({ dataDir, env: env(), echo: false });
    const base = `${server.url}/api/v1`;
    const email = 'crash@example.com';
    const post = (path: string, body: unknown, token?: string) =>
      fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    expect((await post('/auth/register', { email, password: 'a-long-enough-password', name: 'Crash Test' })).status).toBe(201);
    const mails = (await (await fetch(`${server.url}/dev/mail.json`)).json()) as { to: string; text: string }[];
    const verifyToken = mails.find((m) => m.to === email)!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const token = (await json(await fetch(`${base}/auth/verify-email?token=${verifyToken}`, { method: 'POST' }))).access_token as string;
    const balance = async (url: string) => (await json(await fetch(`${url}/api/v1/billing/balance`, { headers: { authorization: `Bearer ${token}` } }))).available_credits;
    const before = await balance(server.url);

    // Three answers in flight (their bodies are never read to the end: the server dies first).
    const pending = [1, 2, 3].map((i) => post('/chat/stream', { message: `Question ${i}`, agent_id: 'strategic' }, token).catch(() => null));
    await expect.poll(() => requests, { timeout: 20_000 }).toBe(3);
    expect(await balance(server.url)).toBe((before as number) - 3);

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    await Promise.all(pending);
    server = await startServer({ dataDir, env: env(), echo: false });
    const healthyAt = Date.now();
    await expect.poll(() => balance(server!.url), { timeout: 5_000, interval: 100 }).toBe(before);
    expect(Date.now() - healthyAt).toBeLessThan(5_000);
    const threads = (await json(await fetch(`${server.url}/api/v1/chat/threads`, { headers: { authorization: `Bearer ${token}` } }))) as { threads?: { id: string }[] };
    expect(threads.threads).toHaveLength(3);
    for (const t of threads.threads ?? []) {
      const thread = (await json(await fetch(`${server.url}/api/v1/chat/threads/${t.id}`, { headers: { authorization: `Bearer ${token}` } }))) as { messages: { role: string; status?: string }[] };
      expect(thread.messages.filter((m) => m.role !== 'user').map((m) => m.status)).not.toContain('streaming');
    }
  }, 180_000);
});
