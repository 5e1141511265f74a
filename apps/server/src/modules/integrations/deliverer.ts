import { createHmac, randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema';
import type { CredentialCipher } from './crypto';
import type { JobQueue } from '../jobs/queue';
import { outgoingFetch } from '../../outgoing';
import { assertDeliverableUrl } from './url-guard';

/**
 * Outgoing webhooks per the Standard Webhooks spec (standardwebhooks.com). A delivery is a row
 * first, then attempts, each one a job (issue 18): it runs once across instances, at its time,
 * even when the instance that queued it is gone. The job's key is the delivery and its attempt
 * number, so queueing the same attempt twice (a resume at start on two instances) is harmless.
 */
/** Event payloads are camelCase inside the server; subscribers read snake_case, like the REST API. */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (!value || typeof value !== 'object' || value instanceof Date) return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), snakeCaseKeys(v)]));
}

export type DelivererDeps = { db: Db; jobs: JobQueue; cipher: CredentialCipher; allowPrivateUrls: boolean; retryDelaysMs: number[]; log?: { warn: (o: object, m: string) => void } };
export const DELIVERY_JOB = 'webhooks.deliver';

/** `v1,` + base64 HMAC-SHA256 of `{id}.{timestamp}.{body}`, keyed with the base64-decoded secret. */
export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
}

export function createDeliverer(deps: DelivererDeps) {
  const inFlight = new Set<Promise<unknown>>();

  const track = (p: Promise<unknown>) => {
    const tracked = p.catch((err) => deps.log?.warn({ err }, 'webhook delivery step failed')).finally(() => inFlight.delete(tracked));
    inFlight.add(tracked);
    return tracked;
  };

  /** The attempt after `attempts` earlier ones, at `at`. */
  const schedule = (id: string, attempts: number, at: Date) => deps.jobs.send(DELIVERY_JOB, { id }, { singletonKey: `${id}:${attempts}`, startAfter: at });
  // A job that fails (the database was unreachable) is retried by the queue; the HTTP outcome is the delivery row's.
  deps.jobs.work<{ id: string }>(DELIVERY_JOB, { maxAttempts: 3, backoffMs: 5_000, concurrency: 4 }, (job) => attemptDelivery(job.data.id));

  /** One attempt at one delivery; records the outcome and schedules the next try when one is left. */
  async function attemptDelivery(id: string): Promise<void> {
    const [row] = await deps.db
      .select({ d: webhookDeliveries, url: webhookEndpoints.url, secret: webhookEndpoints.secret })
      .from(webhookDeliveries)
      .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
      .where(eq(webhookDeliveries.id, id));
    if (!row || row.d.status !== 'pending') return;
    const timestamp = Math.floor(Date.now() / 1000);
    let responseCode: number | null = null;
    let error: string | null = null;
    try {
      const url = deps.cipher.decrypt(row.url); // encrypted at rest: it often carries a token
      await assertDeliverableUrl(url, deps.allowPrivateUrls);
      const res = await outgoingFetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'user-agent': 'ultimate-cofounder-webhooks',
          'webhook-id': id,
          'webhook-timestamp': String(timestamp),
          'webhook-signature': signPayload(deps.cipher.decrypt(row.secret), id, timestamp, row.d.payload),
        },
        body: row.d.payload,
        signal: AbortSignal.timeout(15_000),
      }, { allowPrivate: deps.allowPrivateUrls });
      responseCode = res.status;
      await res.body?.cancel().catch(() => {});
      if (res.status < 200 || res.status >= 300) error = `HTTP ${res.status}`;
    } catch (err) {
      error = err instanceof Error ? (err.name === 'TimeoutError' || err.message === 'Timed out' ? 'Timed out after 15 s' : err.message) : 'Delivery failed';
    }
    const attempts = row.d.attempts + 1;
    const delay = deps.retryDelaysMs[attempts - 1];
    const retry = error !== null && delay !== undefined;
    await deps.db
      .update(webhookDeliveries)
      .set({
        attempts,
        responseCode,
        lastError: error,
        status: error === null ? 'succeeded' : retry ? 'pending' : 'failed',
        nextAttemptAt: retry ? new Date(Date.now() + delay) : null,
        updatedAt: new Date(),
      })
      // Only the attempt that read this row's count records it (two processes never double-count).
      .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.attempts, row.d.attempts), eq(webhookDeliveries.status, 'pending')));
    if (retry) await schedule(id, attempts, new Date(Date.now() + delay));
  }

  /**
   * Writes the delivery row and queues its first attempt; `attemptNow` makes the first attempt
   * here and waits for it (the "send a test event" button shows its outcome).
   */
  async function enqueue(endpointId: string, eventType: string, data: unknown, opts: { attemptNow?: boolean } = {}): Promise<string> {
    const id = `msg_${randomBytes(16).toString('hex')}`;
    const payload = JSON.stringify({ type: eventType, timestamp: new Date().toISOString(), data: snakeCaseKeys(data) });
    await deps.db.insert(webhookDeliveries).values({ id, endpointId, eventType, payload, nextAttemptAt: new Date() });
    if (opts.attemptNow) await track(attemptDelivery(id));
    else await schedule(id, 0, new Date());
    return id;
  }

  /** Every endpoint of the user that subscribed to the event gets a delivery. */
  async function deliverEvent(userId: string, eventType: string, data: unknown): Promise<string[]> {
    const endpoints = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.userId, userId));
    const ids: string[] = [];
    for (const e of endpoints) if (e.events.includes(eventType)) ids.push(await enqueue(e.id, eventType, data));
    return ids;
  }

  /** At start: every pending delivery has its next attempt queued (rows older than the job queue, or left by a crash between row and job). */
  async function resumePending(): Promise<number> {
    // Every pending row (a created_at bound against the JS clock missed rows on PostgreSQL, whose timestamps carry microseconds).
    const rows = await deps.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.status, 'pending'));
    for (const r of rows) await schedule(r.id, r.attempts, r.nextAttemptAt ?? new Date());
    return rows.length;
  }

  const close = () => Promise.all([...inFlight]);

  /** For tests and shutdown: waits until no attempt is running. */
  const idle = () => Promise.all([...inFlight]);

  return { enqueue, deliverEvent, attemptDelivery, resumePending, close, idle };
}
export type Deliverer = ReturnType<typeof createDeliverer>;
