import { createServer, type Server, type ServerResponse } from 'node:http';
import pg from 'pg';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, startServer, tempDir, type RunningServer } from '../../../scripts/lib/server.mjs';
import { buildServer } from './instances';

// Issue 43: a document suite interrupted by kill -9 must not stay "running" after the restart, on
// the embedded database and on PostgreSQL (TEST_DATABASE_URL or the local server, a throwaway database).
const PG_ADMIN = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
describe.each(['pglite', 'postgres'] as const)('a document suite killed mid-way (%s)', (kind) => {
  let databaseUrl = '';
  const dataDir = tempDir('uc-suite-crash-');
  let server: RunningServer | undefined;
  let model: Server;
  let modelUrl = '';
  let requests = 0;
  const streams = new Set<ServerResponse>();

  beforeAll(async () => {
    buildServer();
    // A model that never finishes: the suite is mid-document when the server dies.
    model = createServer((req, res) => {
      req.resume();
      req.on('end', () => {
        requests++;
        streams.add(res);
        res.writeHead(200, { 'content-type': 'text/event-stream' });
        const ping = setInterval(() => res.write(': ping\n\n'), 200);
        res.on('close', () => (clearInterval(ping), streams.delete(res)));
      });
    });
    await new Promise<void>((r) => model.listen(0, '127.0.0.1', r));
    modelUrl = `http://127.0.0.1:${(model.address() as AddressInfo).port}/v1`;
    if (kind === 'postgres') {
      const name = `uc_suite_crash_${process.pid}`;
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.query(`CREATE DATABASE ${name}`);
      await admin.end();
      const url = new URL(PG_ADMIN);
      url.pathname = `/${name}`;
      databaseUrl = url.toString();
    }
  }, 180_000);
  afterAll(async () => {
    await server?.stop();
    await new Promise<void>((r) => (model.closeAllConnections(), model.close(() => r())));
    removeDir(dataDir);
    if (databaseUrl) {
      const admin = new pg.Client({ connectionString: PG_ADMIN });
      await admin.connect();
      await admin.query(`DROP DATABASE IF EXISTS ${new URL(databaseUrl).pathname.slice(1)} WITH (FORCE)`);
      await admin.end();
    }
  });

  const base = () => ({ JWT_SECRET: 'suite-crash-test-secret-0123456789abcdef', DATABASE_URL: databaseUrl, REDIS_URL: '' });
  const stalling = () => ({ ...base(), LLM_PROVIDER: 'openai-compatible', LLM_BASE_URL: modelUrl, LLM_MODEL: 'stalling-model', LLM_API_KEY: 'k' });

  it('after the restart the suite resumes and ends; the balance is charged exactly what was filed', async () => {
    server = await startServer({ dataDir, env: stalling(), echo: false });
    const api = `${server.url}/api/v1`;
    const email = `suite-crash-${kind}@example.com`;
    const post = (url: string, path: string, body: unknown, token?: string) =>
      fetch(`${url}/api/v1${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) });
    expect((await post(server.url, '/auth/register', { email, password: 'a-long-enough-password', name: 'Suite Crash' })).status).toBe(201);
    const mails = (await (await fetch(`${server.url}/dev/mail.json`)).json()) as { to: string; text: string }[];
    const verify = mails.find((m) => m.to === email)!.text.match(/token=([A-Za-z0-9_-]+)/)![1];
    const token = ((await (await fetch(`${api}/auth/verify-email?token=${verify}`, { method: 'POST' })).json()) as { access_token: string }).access_token;
    const started = await post(server.url, '/documents/generate-suite', { startup_idea: 'Scheduling software for independent physiotherapy clinics at $149 a month' }, token);
    expect(started.status).toBe(202);
    const jobId = ((await started.json()) as { job_id?: string; id?: string }).job_id ?? '';
    expect(jobId).not.toBe('');
    await expect.poll(() => requests, { timeout: 30_000 }).toBeGreaterThan(0);

    server.child.kill('SIGKILL');
    await new Promise((resolve) => server!.child.once('exit', resolve));
    // Restarted with the same configuration (the model still stalls; a short deadline lets each document end).
    server = await startServer({ dataDir, env: { ...stalling(), GENERATION_TIMEOUT_MS: '2000' }, echo: false });
    const status = async () => ((await (await fetch(`${server!.url}/api/v1/documents/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { status: string }).status;
    // On PostgreSQL another instance takes the job over once its lease lapses (a minute).
    await expect.poll(status, { timeout: 150_000, interval: 500 }).not.toBe('running');
    const balance = ((await (await fetch(`${server.url}/api/v1/billing/balance`, { headers: { authorization: `Bearer ${token}` } })).json()) as { available_credits: number }).available_credits;
    const job = (await (await fetch(`${server.url}/api/v1/documents/jobs/${jobId}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { documents: { status: string }[]; credits_charged: number };
    for (const d of job.documents) expect(['completed', 'error']).toContain(d.status);
    // Charged once for what was filed (documents the offline engine wrote for the stalled model are free), nothing held.
    expect(job.credits_charged).toBeLessThanOrEqual(8 * job.documents.filter((d) => d.status === 'completed').length);
    expect(balance, JSON.stringify(job)).toBe(100 - job.credits_charged);
  }, 300_000);
});
