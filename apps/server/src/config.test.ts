import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { DATA_DIR: '/tmp/uc-config-test' };

describe('loadConfig', () => {
  it('has safe local defaults', () => {
    const c = loadConfig({ ...base, JWT_SECRET: 'x'.repeat(32) });
    expect(c).toMatchObject({ port: 8000, signupCredits: 100, passwordMinLength: 8, accessTokenTtlSeconds: 3600, appUrl: 'http://localhost:8000', env: 'development' });
    expect(c.databaseUrl).toBeUndefined();
  });

  it('refuses to start in production without JWT_SECRET', () => {
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...base, NODE_ENV: 'production' })).toThrow(/JWT_SECRET/);
  });

  it('rejects short secrets and invalid numbers with a clear message', () => {
    expect(() => loadConfig({ ...base, JWT_SECRET: 'short' })).toThrow(/at least 32/);
    expect(() => loadConfig({ ...base, JWT_SECRET: 'x'.repeat(32), PORT: 'eighty' })).toThrow(/PORT/);
  });

  it('generates and keeps a local secret in development', () => {
    const a = loadConfig({ DATA_DIR: `/tmp/uc-config-test-${process.pid}` });
    const b = loadConfig({ DATA_DIR: `/tmp/uc-config-test-${process.pid}` });
    expect(a.jwtSecret.length).toBeGreaterThanOrEqual(32);
    expect(b.jwtSecret).toBe(a.jwtSecret);
  });
});
