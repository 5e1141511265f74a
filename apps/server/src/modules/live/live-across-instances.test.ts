import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { liveSessions } from '../../db/schema';
import { signUp } from '../../../test/helpers';
import { createTwoInstances, describeWithRedis, type TwoInstances } from '../../../test/redis';
import { endStaleSessions, UNSEEN_AFTER_MS } from './sessions-service';

/** Live-session events cross instances through Redis; abandoned sessions end as disconnected. */
describeWithRedis('live sessions on two instances', () => {
  let two: TwoInstances;
  beforeAll(async () => {
    two = await createTwoInstances({ name: 'live' });
    await two.a.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => two.close());

  it('a message posted through B reaches the event stream open on A', async () => {
    const user = await signUp(two.a);
    const s = (await two.a.app.inject({ method: 'POST', url: '/api/v1/livekit/sessions', headers: user.auth, payload: { agent_ids: ['strategic'], session_type: 'voice' } })).json();
    const { port } = two.a.app.server.address() as AddressInfo;
    const received: string[] = [];
    let stream: http.IncomingMessage | undefined;
    await new Promise<void>((resolve) => {
      http.get(`http://127.0.0.1:${port}/api/v1/livekit/sessions/${s.id}/events?token=${s.token}`, (res) => {
        stream = res;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => received.push(chunk));
        resolve();
      });
    });
    await two.b.app.inject({ method: 'POST', url: `/api/v1/livekit/sessions/${s.id}/start`, headers: user.auth, payload: { audio_enabled: true } });
    const sent = await two.b.app.inject({ method: 'POST', url: `/api/v1/livekit/sessions/${s.id}/messages`, headers: user.auth, payload: { participant_id: user.userId, message: 'Across instances?' } });
    expect(sent.statusCode).toBeLessThan(300);
    await expect.poll(() => received.join(''), { timeout: 5_000 }).toContain('Across instances?');
    // The agent's reply follows through Redis a moment later: a loaded machine has seen the message alone first.
    await expect.poll(() => received.join(''), { timeout: 5_000 }).toContain('reply-delta');
    stream?.destroy();
  });

  it('a session no page has watched for a minute ends as disconnected', async () => {
    const user = await signUp(two.a);
    const s = (await two.a.app.inject({ method: 'POST', url: '/api/v1/livekit/sessions', headers: user.auth, payload: { agent_ids: ['strategic'], session_type: 'voice' } })).json();
    const deps = { db: two.a.db, config: two.a.config } as Parameters<typeof endStaleSessions>[0];
    expect(await endStaleSessions({ ...deps, hub: { publish: () => undefined } } as never, new Date())).toBe(0);
    await endStaleSessions({ ...deps, hub: { publish: () => undefined }, log: { warn: () => undefined } } as never, new Date(Date.now() + UNSEEN_AFTER_MS + 1_000));
    const [row] = await two.a.db.select().from(liveSessions).where(eq(liveSessions.id, s.id));
    expect(row.status).toBe('disconnected');
  });
});
