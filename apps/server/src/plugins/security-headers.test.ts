import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../../test/helpers';
import { livekitOrigins } from './security-headers';

const webRoot = mkdtempSync(path.join(os.tmpdir(), 'uc-web-'));
writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Ultimate Co-founder</title><div id="root"></div>');

const connectSrc = (csp: string | undefined) => csp?.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src')) ?? '';

describe('the document CSP and LiveKit', () => {
  it("with LIVEKIT_URL=wss://lk.example.test, connect-src allows that origin's WebSocket and https", async () => {
    const ctx = await createTestApp({ webRoot, config: { livekit: { ...testConfig().livekit, url: 'wss://lk.example.test' } } });
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard/live' });
    expect(connectSrc(res.headers['content-security-policy'] as string)).toBe("connect-src 'self' wss://lk.example.test https://lk.example.test");
  });

  it("without LiveKit, connect-src is 'self' only", async () => {
    const ctx = await createTestApp({ webRoot });
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard/live' });
    expect(connectSrc(res.headers['content-security-policy'] as string)).toBe("connect-src 'self'");
  });

  it('allows images the product serves only: no remote image is ever fetched by rendering (issue 43)', async () => {
    const ctx = await createTestApp({ webRoot });
    const res = await ctx.app.inject({ method: 'GET', url: '/dashboard/chat' });
    const imgSrc = (res.headers['content-security-policy'] as string).split(';').map((d) => d.trim()).find((d) => d.startsWith('img-src'));
    expect(imgSrc).toBe("img-src 'self' data: blob:");
  });

  it('keeps ports and maps ws/http URLs to their plain schemes', () => {
    expect(livekitOrigins('ws://localhost:7880')).toEqual(['ws://localhost:7880', 'http://localhost:7880']);
    expect(livekitOrigins('https://lk.example.test/rtc')).toEqual(['wss://lk.example.test', 'https://lk.example.test']);
    expect(livekitOrigins('not a url')).toEqual([]);
  });
});
