import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../../scripts/lib/server.mjs';
import { buildServer, createCluster, multiInstanceSkipReason, type Cluster } from './instances';
import { startOpenAiStandIn, type OpenAiStandIn } from './openai-stand-in';
import { migrationsFolder } from './paths';
import { parseSse, streamedText } from './sse';

/**
 * Issue 18: two built server processes behind an imaginary load balancer, on one PostgreSQL
 * database and one Redis. The tests run in order on one pair of instances (starting servers is
 * the slow part); the kill and the graceful stop come last and replace the instance they end.
 */

const ANSWER = ['Talk', ' to', ' ten', ' customers', ' before', ' you', ' write', ' any', ' code', '.'];
/** A slow model: an answer takes ~1.8 s, so a stream is still running when resumed or drained. */
const SLOW = { kind: 'ok', chunks: ANSWER, firstTokenDelayMs: 300, chunkDelayMs: 150 } as const;

type Chunk = ReturnType<typeof parseSse>[number];
type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

async function call(server: RunningServer, p: string, opts: { method?: string; token?: string; body?: unknown } = {}) {
  const res = await fetch(`${server.url}/api/v1${p}`, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: { ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await res.text();
  return { status: res.status, body: (text && res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text) as Json };
}

let signUps = 0;
/** Registers on one instance and verifies through the dev mailbox; returns the access token. */
async function signUp(server: RunningServer): Promise<{ email: string; token: string }> {
  const email = `multi-${++signUps}-${Date.now()}@example.com`;
  const reg = await call(server, '/auth/register', { body: { name: 'Ada Founder', email, password: 'correct-horse-42' } });
  expect(reg.status).toBe(201);
  const mails = (await (await fetch(`${server.url}/dev/mail.json`)).json()) as { to: string; text: string }[];
  const verifyToken = mails.find((m) => m.to === email)?.text.match(/token=([A-Za-z0-9_-]+)/)?.[1];
  const verified = await call(server, `/auth/verify-email?token=${verifyToken}`, { method: 'POST' });
  expect(verified.status).toBe(200);
  return { email, token: verified.body.access_token };
}

/** An SSE response read chunk by chunk; `until` resolves once a chunk matches. */
function readStream(res: Response) {
  const chunks: Chunk[] = [];
  const waiters: { test: (c: Chunk) => boolean; resolve: (c: Chunk) => void }[] = [];
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const part of res.body!) {
      buffer += decoder.decode(part, { stream: true });
      const blocks = buffer.split('\n\n');
      buffer = blocks.pop()!;
      for (const chunk of parseSse(blocks.join('\n\n'))) {
        chunks.push(chunk);
        for (const w of [...waiters]) {
          if (!w.test(chunk)) continue;
          waiters.splice(waiters.indexOf(w), 1);
          w.resolve(chunk);
        }
      }
    }
    return chunks;
  })();
  const until = (test: (c: Chunk) => boolean) => {
    const seen = chunks.find(test);
    return seen ? Promise.resolve(seen) : new Promise<Chunk>((resolve) => waiters.push({ test, resolve }));
  };
  return { status: res.status, chunks, done, until };
}

async function chat(server: RunningServer, token: string, message: string) {
  const res = await fetch(`${server.url}/api/v1/chat/stream`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'text/event-stream' },
    body: JSON.stringify({ message, agent_id: 'strategic' }),
  });
  return readStream(res);
}

/** Polls `check` every `everyMs` until it returns a value other than undefined, or fails after `timeoutMs`. */
async function eventually<T>(check: () => Promise<T | undefined>, timeoutMs: number, everyMs = 100): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, everyMs));
  }
}

const exited = (server: RunningServer) =>
  new Promise<number | null>((resolve) => (server.child.exitCode !== null ? resolve(server.child.exitCode) : server.child.once('exit', (code) => resolve(code))));

describe.skipIf(multiInstanceSkipReason)(`two instances on one PostgreSQL and Redis${multiInstanceSkipReason ? ` (skipped: ${multiInstanceSkipReason})` : ''}`, () => {
  let cluster: Cluster;
  let model: OpenAiStandIn;
  let a: RunningServer;
  let b: RunningServer;

  beforeAll(async () => {
    buildServer();
    model = await startOpenAiStandIn(SLOW);
    cluster = await createCluster({
      LLM_PROVIDER: 'openai-compatible',
      LLM_BASE_URL: model.url,
      LLM_MODEL: 'stand-in',
      LLM_API_KEY: 'stand-in',
      API_KEY_MAX_PER_MINUTE: '100',
      SIGNUP_CREDITS: '500',
      STORAGE_DRIVER: 'local',
      // A killed instance's suite is taken over once its lease lapses: short here, 30 s by default.
      JOB_LEASE_MS: '8000',
    });
  }, 300_000);

  afterAll(async () => {
    await cluster?.close();
    await model?.close();
  }, 60_000);

  it('two instances started at the same moment on an empty database both come up', async () => {
    [a, b] = await Promise.all([cluster.start(), cluster.start()]);
    for (const s of [a, b]) {
      const ready = await fetch(`${s.url}/health/ready`);
      expect(ready.status).toBe(200);
      expect((await ready.json()).checks).toMatchObject({ database: 'ok', redis: 'ok' });
    }
    // Migrated once, under the advisory lock: one row per migration, none applied twice.
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const [{ count }] = await cluster.query<{ count: string }>('select count(*) from drizzle.__drizzle_migrations');
    expect(Number(count)).toBe(journal.entries.length);
  }, 180_000);

  it('says at start that local files are per instance once another instance shares the database', async () => {
    // Whichever of the two checked last saw the other one.
    await eventually(async () => ([a, b].some((s) => s.logs().includes('local files are per instance')) ? true : undefined), 10_000);
  }, 20_000);

  it('an API key limited to 100/min gets 100 successes from 120 requests spread over both', async () => {
    const { token } = await signUp(a);
    const created = await call(a, '/api-keys', { token, body: { name: 'limits' } });
    expect(created.status).toBe(201);
    const key = created.body.key as string;
    const statuses: number[] = [];
    for (let round = 0; round < 15; round++) {
      // 8 at a time, alternating instances: a round-robin balancer.
      const batch = await Promise.all(Array.from({ length: 8 }, (_, i) => call(i % 2 ? b : a, '/auth/me', { token: key })));
      statuses.push(...batch.map((r) => r.status));
    }
    const ok = statuses.filter((s) => s === 200).length;
    expect(statuses.filter((s) => s !== 200 && s !== 429)).toEqual([]);
    // One window, opened by the first hit and counted in one place: exactly the limit, not 100 per instance.
    expect(ok).toBe(100);
  }, 60_000);

  it('a logout on one instance is refused by the other within 300 ms although its cache was warm', async () => {
    const { token } = await signUp(a);
    for (let i = 0; i < 2; i++) expect((await call(b, '/auth/me', { token })).status).toBe(200); // b has it cached now
    expect((await call(a, '/auth/logout', { method: 'POST', token })).status).toBe(200);
    const loggedOutAt = performance.now();
    const refusedAfter = await eventually(async () => ((await call(b, '/auth/me', { token })).status === 401 ? performance.now() - loggedOutAt : undefined), 3_000, 10);
    expect(refusedAfter).toBeLessThan(300);
  }, 30_000);

  it('a chat stream started on one instance is resumed on the other and completes', async () => {
    model.behaviour = SLOW;
    const { token } = await signUp(a);
    const original = await chat(a, token, 'How do I find my first customers?');
    expect(original.status).toBe(200);
    const thread = await original.until((c) => c.type === 'data-thread');
    await original.until((c) => c.type === 'text-delta');
    const threadId = (thread.data as { thread_id: string }).thread_id;
    const resumedRes = await fetch(`${b.url}/api/v1/chat/stream/${threadId}/stream`, { headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } });
    expect(resumedRes.status).toBe(200);
    const resumed = await readStream(resumedRes).done;
    expect(streamedText(resumed)).toBe(ANSWER.join(''));
    expect(resumed.some((c) => c.type === 'data-done' && (c.data as { status: string }).status === 'complete')).toBe(true);
    expect(resumed.at(-1)?.type).toBe('finish');
    expect(streamedText(await original.done)).toBe(ANSWER.join(''));
  }, 30_000);

  it('a renewal due now runs once although both instances check for it', async () => {
    const { token } = await signUp(a);
    const created = await call(a, '/billing/create-subscription', { token, body: { plan_id: 'developer' } });
    expect(created.status).toBe(200);
    const card = { card_number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2040, cvc: '123' };
    expect((await call(a, '/billing/test/confirm-payment', { token, body: { ...card, client_secret: created.body.client_secret } })).status).toBe(200);
    const subscriptionId = created.body.subscription_id as string;
    await cluster.query(`update subscriptions set current_period_end = now() - interval '1 minute' where id = $1`, [subscriptionId]);
    // The hourly renewal check, due now twice at once (say, a retry while the first still runs):
    // the instances claim them from the shared queue, and the renewal itself happens once.
    const jobs = await cluster.query<{ id: string }>(`insert into background_jobs (name, data) values ('billing.renewals', '{}'), ('billing.renewals', '{}') returning id`);
    const states = () => cluster.query<{ state: string; attempts: number }>(`select state, attempts from background_jobs where id = any($1)`, [jobs.map((j) => j.id)]);
    await eventually(async () => ((await states()).every((j) => j.state === 'completed') ? true : undefined), 30_000, 200);
    expect((await states()).map((j) => j.attempts)).toEqual([1, 1]);
    const renewals = await cluster.query(`select id from credit_ledger where idempotency_key like $1`, [`invoice:renewal:${subscriptionId}:%`]);
    expect(renewals).toHaveLength(1);
    expect((await call(b, '/billing/invoices', { token })).body.invoices).toHaveLength(2); // the first payment and the renewal
  }, 60_000);

  it('a document suite whose instance is killed mid-way is finished by the other', async () => {
    // Each model call takes a second (its answer is not a document: the offline engine writes it), so the suite runs for seconds.
    model.behaviour = { kind: 'ok', chunks: ['{}'], firstTokenDelayMs: 1_000 };
    const { token } = await signUp(a);
    const started = await call(a, '/documents/generate-suite', { token, body: { startup_idea: 'A marketplace for used lab equipment' } });
    expect(started.status).toBe(202);
    const jobId = started.body.job_id as string;
    const midway = await eventually(async () => {
      const job = (await call(b, `/documents/jobs/${jobId}`, { token })).body;
      return job.documents?.some((d: Json) => d.status !== 'pending') ? job : undefined;
    }, 30_000);
    a.child.kill('SIGKILL');
    expect(midway.status).toBe('running');
    expect(midway.documents.filter((d: Json) => d.status === 'pending').length).toBeGreaterThan(0);
    await exited(a);
    const finished = await eventually(async () => {
      const job = (await call(b, `/documents/jobs/${jobId}`, { token })).body;
      return ['completed', 'partial', 'error'].includes(job.status) ? job : undefined;
    }, 150_000, 500);
    expect(finished.documents.map((d: Json) => d.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
    expect(finished.status).toBe('completed');
  }, 240_000);

  it('an instance killed mid-answer has its reservation and "streaming" answer released by the other once its heartbeat lapses', async () => {
    if (a.child.exitCode !== null || a.child.signalCode !== null) a = await cluster.start(); // replaces the one killed above
    // An answer that would take minutes: its reservation and its "streaming" row are held by a.
    model.behaviour = { kind: 'ok', chunks: ANSWER, firstTokenDelayMs: 300, chunkDelayMs: 20_000 };
    const { email, token } = await signUp(a);
    const stream = await chat(a, token, 'What should I build first?');
    expect(stream.status).toBe(200);
    await stream.until((c) => c.type === 'text-delta');
    stream.done.catch(() => undefined); // the kill cuts it
    const held = () =>
      cluster.query<{ reservations: number; streaming: number; owner: string | null }>(
        `select (select count(*)::int from credit_ledger r where r.user_id = u.id and r.idempotency_key like 'reserve:%'
                   and not exists (select 1 from credit_ledger c where c.idempotency_key = 'close:' || substr(r.idempotency_key, 9))) as reservations,
                (select count(*)::int from chat_messages m join chat_threads t on t.id = m.thread_id where t.user_id = u.id and m.status = 'streaming') as streaming,
                (select max(r.instance_id) from credit_ledger r where r.user_id = u.id and r.idempotency_key like 'reserve:%') as owner
           from users u where u.email = $1`,
        [email],
      );
    const [before] = await held();
    expect(before).toMatchObject({ reservations: 1, streaming: 1 });
    expect(before.owner).toMatch(/:\d+:/); // the instance that took it (hostname:pid:random)
    a.child.kill('SIGKILL');
    await exited(a);
    // b's heartbeat (every 5 s) finds a's row 30 s old and releases what a held; nothing waits for the 4-minute sweep.
    await eventually(async () => {
      const [now] = await held();
      return now.reservations === 0 && now.streaming === 0 ? now : undefined;
    }, 60_000, 500);
    const instances = await cluster.query<{ id: string }>('select id from app_instances');
    expect(instances.map((i) => i.id)).not.toContain(before.owner);
    model.behaviour = SLOW;
  }, 120_000);

  it('one instance stopped gracefully loses no request in flight, and the other serves new ones', async () => {
    model.behaviour = SLOW;
    if (a.child.exitCode !== null || a.child.signalCode !== null) a = await cluster.start(); // replaces the one killed above
    const { token } = await signUp(a);
    const streams = await Promise.all([1, 2, 3].map((i) => chat(a, token, `Question ${i} before the restart`)));
    await Promise.all(streams.map((s) => s.until((c) => c.type === 'text-delta')));
    const meInFlight = Promise.all(Array.from({ length: 5 }, () => call(a, '/auth/me', { token })));
    a.child.kill('SIGTERM');
    const code = exited(a);
    for (const s of streams) {
      expect(s.status).toBe(200);
      const chunks = await s.done;
      expect(streamedText(chunks)).toBe(ANSWER.join(''));
      expect(chunks.some((c) => c.type === 'data-done' && (c.data as { status: string }).status === 'complete')).toBe(true);
    }
    for (const r of await meInFlight) expect([200, 503]).toContain(r.status); // sent together with the signal: served, or refused as draining
    expect((await call(b, '/auth/me', { token })).status).toBe(200);
    const after = await chat(b, token, 'And after the restart?');
    expect(streamedText(await after.done)).toBe(ANSWER.join(''));
    expect(await code).toBe(0);
  }, 150_000);
});
