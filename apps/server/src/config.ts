import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const int = (def: number) => z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(def));

/** Every setting the server reads; `.env.example` documents the same list. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(8000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString,
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  JWT_SECRET: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: int(3600),
  SIGNUP_CREDITS: int(100),
  PASSWORD_MIN_LENGTH: int(8),
  ADMIN_EMAIL: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Ultimate Co-founder <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_PER_EMAIL: int(10),
  LOGIN_MAX_PER_IP: int(60),
  AUTH_MAX_PER_IP: int(30),
  SESSION_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(15_000)),
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  dataDir: string;
  databaseUrl?: string;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  signupCredits: number;
  passwordMinLength: number;
  adminEmail?: string;
  smtpUrl?: string;
  mailFrom: string;
  logLevel: string;
  rateLimits: { loginPerEmail: number; loginPerIp: number; authPerIp: number };
  /** How long a validated session is trusted without asking the database (0 disables). */
  sessionCacheTtlMs: number;
  trustProxy: boolean;
  version: string;
};

export class ConfigError extends Error {}

/** A dev secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && !e.JWT_SECRET) {
    throw new ConfigError('JWT_SECRET must be set in production (at least 32 random characters).');
  }
  if (e.JWT_SECRET && e.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl: (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    signupCredits: e.SIGNUP_CREDITS,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    logLevel: e.LOG_LEVEL,
    rateLimits: { loginPerEmail: e.LOGIN_MAX_PER_EMAIL, loginPerIp: e.LOGIN_MAX_PER_IP, authPerIp: e.AUTH_MAX_PER_IP },
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    trustProxy: e.TRUST_PROXY,
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
