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
  API_KEY_MAX_PER_MINUTE: int(100),
  PUBLIC_FORM_MAX_PER_IP: int(10),
  SESSION_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(15_000)),
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  LLM_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['openai', 'anthropic', 'openai-compatible']).optional()),
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_BASE_URL: optionalString,
  DATAROOM_QUOTA_MB: int(1024),
  DATAROOM_OUTDATED_DAYS: int(90),
  STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: optionalString,
  S3_REGION: z.string().default('us-east-1'),
  S3_ENDPOINT: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  S3_FORCE_PATH_STYLE: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  STRIPE_SECRET_KEY: optionalString,
  STRIPE_PUBLISHABLE_KEY: optionalString,
  STRIPE_WEBHOOK_SECRET: optionalString,
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
  rateLimits: {
    loginPerEmail: number;
    loginPerIp: number;
    authPerIp: number;
    /** Requests per minute for each API key. */
    apiKeyPerMinute: number;
    /** Contact messages and job applications per IP per 10 minutes. */
    publicFormsPerIp: number;
  };
  /** How long a validated session is trusted without asking the database (0 disables). */
  sessionCacheTtlMs: number;
  trustProxy: boolean;
  /** Language model; `provider` unset means the built-in offline engine. */
  llm: LlmConfig;
  dataroom: { quotaBytes: number; outdatedDays: number };
  /** Where uploaded and generated files live: under DATA_DIR/files, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Stripe when `secretKey` is set; otherwise the built-in test-payments provider ("Test mode"). */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  version: string;
};

export type StorageConfig =
  | { driver: 'local' }
  | { driver: 's3'; bucket: string; region: string; endpoint?: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };

function storageConfig(e: z.infer<typeof EnvSchema>): StorageConfig {
  if (e.STORAGE_DRIVER === 'local') return { driver: 'local' };
  if (!e.S3_BUCKET) throw new ConfigError('STORAGE_DRIVER=s3 needs S3_BUCKET.');
  return {
    driver: 's3',
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    endpoint: e.S3_ENDPOINT,
    accessKeyId: e.S3_ACCESS_KEY_ID,
    secretAccessKey: e.S3_SECRET_ACCESS_KEY,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
  };
}

export type LlmConfig = {
  provider?: 'openai' | 'anthropic' | 'openai-compatible';
  model?: string;
  apiKey?: string;
  baseUrl?: string;
};

function llmConfig(e: z.infer<typeof EnvSchema>): LlmConfig {
  if (!e.LLM_PROVIDER) return {};
  if (e.LLM_PROVIDER === 'openai-compatible' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    throw new ConfigError('LLM_PROVIDER=openai-compatible needs LLM_BASE_URL and LLM_MODEL.');
  }
  if (e.LLM_PROVIDER !== 'openai-compatible' && !e.LLM_API_KEY) {
    throw new ConfigError(`LLM_PROVIDER=${e.LLM_PROVIDER} needs LLM_API_KEY.`);
  }
  return { provider: e.LLM_PROVIDER, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, baseUrl: e.LLM_BASE_URL };
}

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
  if (e.NODE_ENV === 'production' && e.STRIPE_SECRET_KEY && !e.STRIPE_WEBHOOK_SECRET) {
    throw new ConfigError('STRIPE_WEBHOOK_SECRET must be set with STRIPE_SECRET_KEY in production: credits are granted only by signed webhooks.');
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
    rateLimits: {
      loginPerEmail: e.LOGIN_MAX_PER_EMAIL,
      loginPerIp: e.LOGIN_MAX_PER_IP,
      authPerIp: e.AUTH_MAX_PER_IP,
      apiKeyPerMinute: e.API_KEY_MAX_PER_MINUTE,
      publicFormsPerIp: e.PUBLIC_FORM_MAX_PER_IP,
    },
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    trustProxy: e.TRUST_PROXY,
    llm: llmConfig(e),
    dataroom: { quotaBytes: e.DATAROOM_QUOTA_MB * 1024 * 1024, outdatedDays: e.DATAROOM_OUTDATED_DAYS },
    storage: storageConfig(e),
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
