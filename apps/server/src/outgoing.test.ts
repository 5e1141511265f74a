import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, testConfig, type TestContext } from '../test/helpers';
import { FORBIDDEN_TARGET, isForbiddenAddress, outgoingFetch } from './outgoing';

/** A listener that answers every request like an internal admin panel and counts the hits. */
async function internalPanel(host: string) {
  let hits = 0;
  const server = http.createServer((req, res) => {
    hits++;
    if (req.url === '/redirect') return void res.writeHead(302, { location: '/' }).end();
    res.writeHead(403, { 'content-type': 'text/plain' }).end('INTERNAL-ADMIN-PANEL token=s3cr3t');
  });
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  const { port } = server.address() as AddressInfo;
  return { port, hits: () => hits, close: () => new Promise((r) => server.close(r)) };
}

/** This machine's own non-loopback IPv4 address, if it has one. */
const ownAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && !a.internal && a.family === 'IPv4')?.address;

const production = { allowPrivate: false };

describe('outgoing requests in production mode', () => {
  it('refuses every literal form of loopback, private, mapped, NAT64 and IPv4-compatible addresses', async () => {
    const literals = [
      'http://127.0.0.1/',
      'http://2130706433/',
      'http://0x7f.1/',
      'http://0.0.0.0/',
      'http://10.0.0.1/',
      'http://169.254.169.254/latest/meta-data/',
      'http://[::1]/',
      'http://[::]/',
      'http://[::127.0.0.1]/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[::ffff:10.0.0.1]/',
      'http://[64:ff9b::127.0.0.1]/',
      'http://[64:ff9b::a00:1]/',
      'http://[fd00::2]/',
      'http://[fe80::1]/',
    ];
    for (const url of literals) await expect(outgoingFetch(url, {}, production), url).rejects.toThrow(FORBIDDEN_TARGET);
    expect(isForbiddenAddress('93.184.216.34')).toBe(false);
    expect(isForbiddenAddress('2606:4700::6810:85e5')).toBe(false);
  });

  it('refuses a name that resolves to loopback at connect time (the checked address is the one connected to)', async () => {
    const panel = await internalPanel('127.0.0.1');
    await expect(outgoingFetch(`http://localhost:${panel.port}/`, {}, production)).rejects.toThrow(FORBIDDEN_TARGET);
    expect(panel.hits()).toBe(0);
    await panel.close();
  });

  it.skipIf(!ownAddress)("refuses this host's own interface address, by literal and by a name resolving to it", async () => {
    const panel = await internalPanel(ownAddress!);
    await expect(outgoingFetch(`http://${ownAddress}:${panel.port}/`, {}, production)).rejects.toThrow(FORBIDDEN_TARGET);
    expect(panel.hits()).toBe(0);
    // Allowed in development, which proves the listener is there.
    const res = await outgoingFetch(`http://${ownAddress}:${panel.port}/`, {}, { allowPrivate: true });
    expect(res.status).toBe(403);
    expect(panel.hits()).toBe(1);
    await panel.close();
  });

  it('never follows a redirect', async () => {
    const panel = await internalPanel('127.0.0.1');
    const res = await outgoingFetch(`http://127.0.0.1:${panel.port}/redirect`, {}, { allowPrivate: true });
    expect(res.status).toBe(302);
    expect(panel.hits()).toBe(1);
    await panel.close();
  });
});

describe('Slack, Discord and webhook tests through the API', () => {
  let prod: TestContext;
  let dev: TestContext;
  let panel: Awaited<ReturnType<typeof internalPanel>>;
  beforeAll(async () => {
    const base = testConfig();
    prod = await createTestApp({ config: { integrations: { ...base.integrations, allowPrivateUrls: false } } });
    dev = await createTestApp({ config: { integrations: { ...base.integrations, allowPrivateUrls: true } } });
    panel = await internalPanel(ownAddress ?? '127.0.0.1');
  });
  afterAll(() => panel.close());

  it('in production, Slack and Discord connect and the webhook test refuse this host and reach nothing', async () => {
    const u = await signUp(prod);
    const target = `http://${ownAddress ?? '127.0.0.1'}:${panel.port}/hook`;
    for (const provider of ['slack', 'discord']) {
      const res = await prod.app.inject({ method: 'POST', url: `/api/v1/integrations/${provider}/connect`, headers: u.auth, payload: { webhook_url: target } });
      expect(res.statusCode).toBe(422);
      expect(res.json().detail).toBe(FORBIDDEN_TARGET);
    }
    const hook = await prod.app.inject({ method: 'POST', url: '/api/v1/integrations/webhooks', headers: u.auth, payload: { url: target, events: ['document.generated'] } });
    expect(hook.statusCode).toBe(422);
    expect(panel.hits()).toBe(0);
  });

  it("a refusal says the status only, never the answer's body", async () => {
    const u = await signUp(dev);
    const res = await dev.app.inject({ method: 'POST', url: '/api/v1/integrations/slack/connect', headers: u.auth, payload: { webhook_url: `http://${ownAddress ?? '127.0.0.1'}:${panel.port}/hook` } });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toBe('Slack refused the message (HTTP 403)');
  });
});
