import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { ComponentCheck } from '@uc/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { LlmProvider } from '../../providers/llm';
import { operatorError } from '../../providers/llm/errors';
import type { Mailer } from '../../providers/mail';
import type { RoomGateway } from '../../providers/livekit';
import type { PaymentsProvider } from '../../providers/payments/types';
import type { SharedRedis } from '../../providers/redis';
import type { StorageDriver } from '../../providers/storage';
import { AGENT_LIST } from '../agents/catalog';
import { timed, type Finding } from './timing';

export type ComponentDeps = {
  database: Database;
  storage: StorageDriver;
  mailer: Mailer;
  llm: LlmProvider;
  payments: PaymentsProvider;
  /** LiveKit's room service, or null in local mode. */
  rooms: RoomGateway | null;
  /** The Redis several instances share (REDIS_URL); listed only when configured. */
  redis?: Pick<SharedRedis, 'client' | 'prefix'>;
  /** Replaces the live-session check (tests). */
  checkLive?: (signal: AbortSignal) => Promise<Finding>;
};

export const COMPONENT_TIMEOUT_MS = 10_000;

type Check = { component: string; url?: string | null; run: (signal: AbortSignal) => Promise<Finding> };

async function checkDatabase(database: Database): Promise<Finding> {
  const result = (await database.db.execute(sql`select count(*)::int as applied from drizzle.__drizzle_migrations`)) as unknown as { rows: { applied: number }[] };
  const applied = Number(result.rows[0]?.applied ?? 0);
  const name = database.kind === 'pglite' ? 'Embedded PGlite' : 'PostgreSQL';
  return { status: 'success', message: `${name} answered; ${applied} migrations applied`, details: { kind: database.kind, migrations: applied } };
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

/** Writes, reads back and deletes a small probe object under a key no user file can have. */
async function checkStorage(storage: StorageDriver): Promise<Finding> {
  const key = `diagnostics/probe-${randomUUID()}`;
  const body = Buffer.from(`health check ${new Date().toISOString()}`);
  await storage.put(key, Readable.from([body]));
  try {
    const read = await readAll(await storage.get(key));
    if (!read.equals(body)) throw new Error('The probe file read back differs from what was written');
  } finally {
    await storage.delete(key);
  }
  return { status: 'success', message: `Wrote, read back and deleted a probe file (${storage.kind} storage)`, details: { driver: storage.kind, bytes: body.length } };
}

async function checkMail(mailer: Mailer): Promise<Finding> {
  if (mailer.mode === 'outbox' || !mailer.verify) {
    return { status: 'warning', message: 'No SMTP server configured: e-mail is kept in the local outbox (set SMTP_URL to deliver it)', details: { mode: 'outbox' } };
  }
  await mailer.verify();
  return { status: 'success', message: 'The SMTP server accepted the connection', details: { mode: 'smtp' } };
}

async function checkModel(llm: LlmProvider, signal: AbortSignal): Promise<Finding> {
  if (llm.kind === 'offline') {
    return { status: 'warning', message: 'No model configured: answers come from the built-in offline engine (set LLM_PROVIDER to connect one)', details: { provider: 'offline', model: llm.model } };
  }
  const reply = await llm.generateText({ system: 'You are a health check. Reply with the single word OK.', messages: [{ role: 'user', content: 'Reply OK.' }], maxOutputTokens: 5, signal }).catch((e: unknown) => {
    // The operator reads this: a refused key is named as such.
    throw operatorError(e);
  });
  return { status: 'success', message: `${llm.kind} model ${reply.model} answered`, details: { provider: llm.kind, model: reply.model, tokens: reply.tokensUsed } };
}

async function checkPayments(payments: PaymentsProvider): Promise<Finding> {
  if (payments.mode === 'test' || !payments.describeAccount) {
    return { status: 'warning', message: 'Test mode: no Stripe key configured, purchases complete with test cards only (set STRIPE_SECRET_KEY)', details: { mode: 'test' } };
  }
  const account = await payments.describeAccount();
  return { status: 'success', message: `Stripe answered for account ${account.id}${account.livemode ? '' : ' (test keys)'}`, details: { mode: 'stripe', account: account.id, livemode: account.livemode } };
}

async function checkAgents(): Promise<Finding> {
  const ids = AGENT_LIST.map((a) => a.id);
  if (ids.length !== 5) return { status: 'warning', message: `Expected 5 agents, found ${ids.length}`, details: { agents: ids } };
  return { status: 'success', message: '5 agents available', details: { agents: ids } };
}

async function checkLive(rooms: RoomGateway | null): Promise<Finding> {
  if (!rooms) {
    return { status: 'warning', message: 'Local mode: no LiveKit server configured, media stay in the browser (set LIVEKIT_URL, LIVEKIT_API_KEY, LIVEKIT_API_SECRET)', details: { mode: 'local' } };
  }
  const open = await rooms.countRooms();
  return { status: 'success', message: `LiveKit answered: ${open} room${open === 1 ? '' : 's'} open`, details: { mode: 'livekit', url: rooms.url, rooms: open } };
}

async function checkRedis(redis: Pick<SharedRedis, 'client' | 'prefix'>): Promise<Finding> {
  const version = /redis_version:(\S+)/.exec(await redis.client.info('server'))?.[1] ?? 'unknown';
  return { status: 'success', message: `Redis ${version} answered: limits, revocations and chat streams are shared between instances`, details: { version, prefix: redis.prefix } };
}

/** Every component checked in parallel, each with its own deadline; a throw or timeout is an error. */
export async function checkComponents(deps: ComponentDeps, timeoutMs = COMPONENT_TIMEOUT_MS): Promise<ComponentCheck[]> {
  const checks: Check[] = [
    { component: 'Database', run: () => checkDatabase(deps.database) },
    { component: 'File storage', run: () => checkStorage(deps.storage) },
    { component: 'Mail', run: () => checkMail(deps.mailer) },
    { component: 'AI model', run: (signal) => checkModel(deps.llm, signal) },
    { component: 'Payments', run: () => checkPayments(deps.payments) },
    { component: 'Live sessions', url: deps.rooms?.url ?? null, run: deps.checkLive ?? (() => checkLive(deps.rooms)) },
    { component: 'Agents', run: () => checkAgents() },
    ...(deps.redis ? [{ component: 'Redis', run: () => checkRedis(deps.redis!) }] : []),
  ];
  return Promise.all(
    checks.map(async (check): Promise<ComponentCheck> => {
      const t = await timed(timeoutMs, check.run);
      const base = { component: check.component, startTime: t.startTime, endTime: t.endTime, duration: t.duration, url: check.url ?? null };
      if (!t.outcome.ok) return { ...base, status: 'error', message: t.outcome.error, details: null, httpStatus: null };
      const f = t.outcome.value;
      return { ...base, status: f.status, message: f.message, details: f.details ?? null, httpStatus: f.httpStatus ?? null };
    }),
  );
}
