import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { parseWildcardOrigin, slugOfHost, type PerAppOrigins } from './plugins/app-hosts';

const SWITCH_ON = ['on', 'true', '1', 'yes'];
const SWITCH_OFF = ['off', 'false', '0', 'no'];
const emptyAsUndefined = (v: unknown) => (v === '' ? undefined : v);
const optionalString = z.preprocess(emptyAsUndefined, z.string().optional());
const int = (def: number) => z.preprocess(emptyAsUndefined, z.coerce.number().int().positive().default(def));

/** Every setting the server reads; `.env.example` documents the same list. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: int(8000),
  HOST: z.string().default('0.0.0.0'),
  APP_URL: optionalString,
  /** Where deployed apps and previews are served: their own origin, never the product's (required in production). */
  APPS_ORIGIN: optionalString,
  /** A second port of this server that serves only apps and previews; default PORT+1 when APPS_ORIGIN is unset outside production. */
  APPS_PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).optional()),
  /** Reports of deployed apps per IP per 10 minutes (the "Report" link of their footer). */
  APP_REPORT_MAX_PER_IP: int(5),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalString,
  /** The embedded database's buffer pool, resident for the life of the process (unused with DATABASE_URL). */
  PGLITE_SHARED_BUFFERS_MB: int(16),
  /** Shared state of several instances (limits, revocations, resumable streams); unset: kept in this process. */
  REDIS_URL: optionalString,
  REDIS_PREFIX: z.preprocess(emptyAsUndefined, z.string().default('uc:')),
  JWT_SECRET: optionalString,
  ACCESS_TOKEN_TTL_SECONDS: int(3600),
  SIGNUP_CREDITS: int(100),
  PASSWORD_MIN_LENGTH: int(8),
  ADMIN_EMAIL: optionalString,
  /** Where contact messages and job applications are announced (default: ADMIN_EMAIL; unset: stored only). */
  CONTACT_INBOX: optionalString,
  SMTP_URL: optionalString,
  MAIL_FROM: z.string().default('Ultimate Co-founder <no-reply@localhost>'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOGIN_MAX_PER_EMAIL: int(10),
  LOGIN_MAX_PER_IP: int(60),
  AUTH_MAX_PER_IP: int(30),
  API_KEY_MAX_PER_MINUTE: int(100),
  PUBLIC_FORM_MAX_PER_IP: int(10),
  SESSION_CACHE_TTL_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(15_000)),
  /** Background jobs: how long a dead instance's job waits before another takes it over, and how often instances look for work. */
  JOB_LEASE_MS: int(30_000),
  JOB_POLL_MS: int(1_000),
  JOB_FIRST_TICK_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).default(3_000)),
  GENERATION_TIMEOUT_MS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1_000).default(180_000)),
  TRUST_PROXY: z.preprocess((v) => v === 'true' || v === '1', z.boolean()).default(false),
  LLM_PROVIDER: z.preprocess(emptyAsUndefined, z.enum(['openai', 'anthropic', 'openai-compatible', 'local']).optional()),
  /** LLM_PROVIDER=local: where the GGUF model comes from and its SHA-256 (checked before the file is used). */
  LLM_LOCAL_MODEL_URL: optionalString,
  LLM_LOCAL_MODEL_SHA256: optionalString,
  LLM_MODEL: optionalString,
  LLM_API_KEY: optionalString,
  LLM_BASE_URL: optionalString,
  /** `off` for a model or server without tool calling (many local models): the agents answer without tools. */
  // A switch in any usual spelling (on/off, true/false, 1/0, yes/no); anything else stops the start.
  LLM_TOOLS: z.preprocess((v) => {
    const word = typeof v === 'string' ? v.trim().toLowerCase() : v;
    if (word === '' || word === undefined) return undefined;
    return SWITCH_ON.includes(word as string) ? 'on' : SWITCH_OFF.includes(word as string) ? 'off' : word;
  }, z.enum(['on', 'off'], { message: 'Use on or off (true/false, 1/0, yes/no also work)' }).default('on')),
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
  // Integrations, outgoing webhooks and leads (issue 14).
  INTEGRATIONS_SECRET: optionalString,
  COMPOSIO_API_KEY: optionalString,
  COMPOSIO_BASE_URL: z.string().default('https://backend.composio.dev'),
  GITHUB_API_URL: z.string().default('https://api.github.com'),
  APOLLO_API_KEY: optionalString,
  APOLLO_BASE_URL: z.string().default('https://api.apollo.io'),
  WEBHOOK_ALLOW_PRIVATE_URLS: z.preprocess(emptyAsUndefined, z.enum(['true', 'false', '1', '0']).optional()),
  LIVEKIT_URL: optionalString,
  LIVEKIT_API_KEY: optionalString,
  LIVEKIT_API_SECRET: optionalString,
  LIVE_SESSION_MAX_MINUTES: int(60),
  TAVUS_API_KEY: optionalString,
  TAVUS_BASE_URL: z.string().default('https://tavusapi.com'),
  AGENT_SERVICE_URL: optionalString,
  AGENT_SERVICE_KEY: optionalString,
  TAVILY_API_KEY: optionalString,
  TAVILY_API_URL: z.string().default('https://api.tavily.com'),
  FIRECRAWL_API_KEY: optionalString,
  FIRECRAWL_API_URL: z.string().default('https://api.firecrawl.dev'),
  DAYTONA_API_KEY: optionalString,
  DAYTONA_API_URL: z.string().default('https://app.daytona.io/api'),
  QSTASH_TOKEN: optionalString,
  QSTASH_URL: z.string().default('https://qstash.upstash.io'),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  /**
   * Deployed apps and previews live on their own origin (APPS_ORIGIN), so a generated page can
   * never pose as the product on its domain. `port`: a second listener serving only them (APPS_PORT).
   */
  apps: { origin: string; perApp?: PerAppOrigins; port?: number; reportsPerIp: number };
  dataDir: string;
  databaseUrl?: string;
  pgliteSharedBuffersMb: number;
  /** Redis shared by every instance (REDIS_URL); `prefix` starts every key and channel name (REDIS_PREFIX). */
  redis?: { url: string; prefix: string };
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  signupCredits: number;
  passwordMinLength: number;
  adminEmail?: string;
  contactInbox?: string;
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
    /** Per-user requests per minute for expensive work (defaults in plugins/user-rate-limit.ts; harden, issue 10). */
    expensive?: Partial<Record<'chat' | 'documents' | 'uploads' | 'app_generation', number>>;
    /** Data-room share viewer, per IP and link (defaults in modules/dataroom/viewer-routes.ts; tests lower them). */
    shareViewer?: { callsPerMinute?: number; attemptsPer10Minutes?: number; eventsPerMinute?: number };
  };
  /** How long a validated session is trusted without asking the database (0 disables). */
  sessionCacheTtlMs: number;
  /** firstTickMs: recurring jobs (the sweeps) first run this long after start, not while the first requests are served. */
  jobs: { leaseMs: number; pollMs: number; firstTickMs: number };
  trustProxy: boolean;
  /** Language model; `provider` unset means the built-in offline engine. */
  llm: LlmConfig;
  /** SSE heartbeat interval of chat streams (default 15 s; tests shorten it; interop, issue 10). */
  chatHeartbeatMs?: number;
  /** Every model call (chat, documents, apps, live sessions) stops after this long (providers/llm/deadline.ts). */
  generationTimeoutMs: number;
  /** extractTimeoutMs: how long text extraction of one upload may take (default 20 s; harden, issue 10). */
  dataroom: { quotaBytes: number; outdatedDays: number; extractTimeoutMs?: number };
  /** Where uploaded and generated files live: under DATA_DIR/files, or an S3-compatible bucket. */
  storage: StorageConfig;
  /** Stripe when `secretKey` is set; otherwise the built-in test-payments provider ("Test mode"). */
  stripe: { secretKey?: string; publishableKey?: string; webhookSecret?: string };
  /** Integrations (issue 14): credentials key, Composio, GitHub, Apollo, webhook URL policy. */
  integrations: IntegrationsConfig;
  /** LiveKit when all three are set; otherwise live sessions run in local mode (live, issue 12). */
  livekit: { url?: string; apiKey?: string; apiSecret?: string; maxSessionMinutes: number };
  /** Tavus avatars and videos when `apiKey` is set; `baseUrl` points at the API (a stand-in in tests). */
  tavus: { apiKey?: string; baseUrl: string };
  /** The external agent service (spec 001 §7) and the four services its agents use; all optional. */
  agentService: AgentServiceConfig;
  version: string;
};

export type ThirdPartyService = { id: 'web_search' | 'web_scraping' | 'dev_environment' | 'message_queue'; name: string; keyVariable: string; key?: string; baseUrl: string; healthPath: string };
export type AgentServiceConfig = { url?: string; key?: string; timeoutMs: number; services: ThirdPartyService[] };

function agentServiceConfig(e: z.infer<typeof EnvSchema>): AgentServiceConfig {
  return {
    url: e.AGENT_SERVICE_URL?.replace(/\/$/, ''),
    key: e.AGENT_SERVICE_KEY,
    timeoutMs: 30_000,
    services: [
      { id: 'web_search', name: 'Tavily', keyVariable: 'TAVILY_API_KEY', key: e.TAVILY_API_KEY, baseUrl: e.TAVILY_API_URL, healthPath: '/usage' },
      { id: 'web_scraping', name: 'Firecrawl', keyVariable: 'FIRECRAWL_API_KEY', key: e.FIRECRAWL_API_KEY, baseUrl: e.FIRECRAWL_API_URL, healthPath: '/v1/team/credit-usage' },
      { id: 'dev_environment', name: 'Daytona', keyVariable: 'DAYTONA_API_KEY', key: e.DAYTONA_API_KEY, baseUrl: e.DAYTONA_API_URL, healthPath: '/sandbox' },
      { id: 'message_queue', name: 'QStash', keyVariable: 'QSTASH_TOKEN', key: e.QSTASH_TOKEN, baseUrl: e.QSTASH_URL, healthPath: '/v2/topics' },
    ],
  };
}

export type IntegrationsConfig = {
  /** AES-256-GCM key material for stored third-party credentials. */
  secret: string;
  composio: { apiKey?: string; baseUrl: string };
  githubApiUrl: string;
  apollo: { apiKey?: string; baseUrl: string };
  /** Whether webhook and Slack/Discord URLs may point at private or loopback addresses. */
  allowPrivateUrls: boolean;
  /** Waits before each retry of a failed webhook delivery; its length bounds the retries. */
  webhookRetryDelaysMs: number[];
};

function integrationsConfig(e: z.infer<typeof EnvSchema>, dataDir: string): IntegrationsConfig {
  const allow = e.WEBHOOK_ALLOW_PRIVATE_URLS;
  return {
    secret: e.INTEGRATIONS_SECRET ?? localSecretFile(dataDir, 'integrations-secret'),
    composio: { apiKey: e.COMPOSIO_API_KEY, baseUrl: e.COMPOSIO_BASE_URL.replace(/\/$/, '') },
    githubApiUrl: e.GITHUB_API_URL.replace(/\/$/, ''),
    apollo: { apiKey: e.APOLLO_API_KEY, baseUrl: e.APOLLO_BASE_URL.replace(/\/$/, '') },
    allowPrivateUrls: allow === undefined ? e.NODE_ENV !== 'production' : allow === 'true' || allow === '1',
    webhookRetryDelaysMs: [30_000, 120_000, 600_000, 3_600_000, 6 * 3_600_000],
  };
}

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
  provider?: 'openai' | 'anthropic' | 'openai-compatible' | 'local';
  model?: string;
  /** The local model's source and checksum (defaults in providers/llm/local/local-model.ts). */
  localModelUrl?: string;
  localModelSha256?: string;
  apiKey?: string;
  baseUrl?: string;
  /** false: the model is never offered the agents' tools (LLM_TOOLS=off). */
  tools?: boolean;
};

function llmConfig(e: z.infer<typeof EnvSchema>): LlmConfig {
  const local = { localModelUrl: e.LLM_LOCAL_MODEL_URL, localModelSha256: e.LLM_LOCAL_MODEL_SHA256 };
  if (e.LLM_LOCAL_MODEL_SHA256 && !/^[0-9a-fA-F]{64}$/.test(e.LLM_LOCAL_MODEL_SHA256)) {
    throw new ConfigError('LLM_LOCAL_MODEL_SHA256 must be 64 hexadecimal characters (SHA-256).');
  }
  if (!e.LLM_PROVIDER) return local;
  if (e.LLM_PROVIDER === 'local') return { ...local, provider: 'local', tools: e.LLM_TOOLS === 'on' };
  if (e.LLM_PROVIDER === 'openai-compatible' && (!e.LLM_BASE_URL || !e.LLM_MODEL)) {
    throw new ConfigError('LLM_PROVIDER=openai-compatible needs LLM_BASE_URL and LLM_MODEL.');
  }
  if (e.LLM_PROVIDER !== 'openai-compatible' && !e.LLM_API_KEY) {
    throw new ConfigError(`LLM_PROVIDER=${e.LLM_PROVIDER} needs LLM_API_KEY.`);
  }
  return { ...local, provider: e.LLM_PROVIDER, model: e.LLM_MODEL, apiKey: e.LLM_API_KEY, baseUrl: e.LLM_BASE_URL, tools: e.LLM_TOOLS === 'on' };
}

function livekitConfig(e: z.infer<typeof EnvSchema>): Config['livekit'] {
  const set = [e.LIVEKIT_URL, e.LIVEKIT_API_KEY, e.LIVEKIT_API_SECRET].filter(Boolean).length;
  if (set > 0 && set < 3) throw new ConfigError('LiveKit needs all of LIVEKIT_URL, LIVEKIT_API_KEY and LIVEKIT_API_SECRET (or none for local mode).');
  return { url: e.LIVEKIT_URL, apiKey: e.LIVEKIT_API_KEY, apiSecret: e.LIVEKIT_API_SECRET, maxSessionMinutes: e.LIVE_SESSION_MAX_MINUTES };
}

export class ConfigError extends Error {}

/** APPS_ORIGIN, or outside production the product's host on a second port (PORT+1 unless APPS_PORT says). */
function appsConfig(e: z.infer<typeof EnvSchema>, appUrl: string): Config['apps'] {
  const reportsPerIp = e.APP_REPORT_MAX_PER_IP;
  if (!e.APPS_ORIGIN) {
    if (e.NODE_ENV === 'production') {
      throw new ConfigError('APPS_ORIGIN must be set in production (e.g. https://apps.example.com): deployed apps are served from their own origin, never the product\'s.');
    }
    const port = e.APPS_PORT ?? e.PORT + 1;
    const product = new URL(appUrl);
    return { origin: `${product.protocol}//${product.hostname}:${port}`, port, reportsPerIp };
  }
  // `https://*.apps.example.com`: each deployed app on its own origin ({slug}.apps.example.com), where it may keep
  // its visitors' state in storage; previews, reports and the chat's Live Preview stay on apps.example.com.
  const perApp = parseWildcardOrigin(e.APPS_ORIGIN) ?? undefined;
  let origin: string;
  try {
    origin = new URL(perApp ? `${perApp.protocol}//${perApp.host}` : e.APPS_ORIGIN).origin;
  } catch {
    throw new ConfigError(
      `APPS_ORIGIN must be an origin such as https://apps.example.com or https://*.apps.example.com (got "${e.APPS_ORIGIN}").`,
    );
  }
  if (origin === 'null' || !/^https?:$/.test(new URL(origin).protocol)) throw new ConfigError('APPS_ORIGIN must be an http(s) origin.');
  const product = new URL(appUrl);
  if (origin === product.origin) {
    throw new ConfigError('APPS_ORIGIN must differ from APP_URL: apps on the product\'s origin could imitate its pages.');
  }
  if (perApp && slugOfHost(perApp, product.host)) {
    throw new ConfigError('APP_URL must not be one of the per-app origins of APPS_ORIGIN.');
  }
  // A page on its own origin can set cookies for its parent domains: in production they must not be the product's.
  if (perApp && e.NODE_ENV === 'production' && sameSite(new URL(origin).hostname, product.hostname)) {
    throw new ConfigError(
      `APPS_ORIGIN with a wildcard must be on another domain than APP_URL (e.g. https://*.example-apps.com): an app on ` +
        `its own origin could set cookies for ${product.hostname}'s domain.`,
    );
  }
  return { origin, ...(perApp && { perApp }), port: e.APPS_PORT, reportsPerIp };
}

/** Whether two host names share their last two labels (the registrable domain of most names; stricter for co.uk). */
const sameSite = (a: string, b: string) => a.split('.').slice(-2).join('.') === b.split('.').slice(-2).join('.');

/** A dev secret is generated once and kept in DATA_DIR so sessions survive restarts. */
function localJwtSecret(dataDir: string): string {
  return localSecretFile(dataDir, 'jwt-secret');
}

function localSecretFile(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
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
  if (e.NODE_ENV === 'production' && !e.INTEGRATIONS_SECRET) {
    throw new ConfigError('INTEGRATIONS_SECRET must be set in production (at least 32 random characters): it encrypts integration credentials.');
  }
  if (e.JWT_SECRET && e.JWT_SECRET.length < 32) {
    throw new ConfigError('JWT_SECRET must be at least 32 characters long.');
  }
  const dataDir = path.resolve(e.DATA_DIR);
  const appUrl = (e.APP_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, '');
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    appUrl,
    apps: appsConfig(e, appUrl),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteSharedBuffersMb: e.PGLITE_SHARED_BUFFERS_MB,
    redis: e.REDIS_URL ? { url: e.REDIS_URL, prefix: e.REDIS_PREFIX } : undefined,
    jwtSecret: e.JWT_SECRET ?? localJwtSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    signupCredits: e.SIGNUP_CREDITS,
    passwordMinLength: e.PASSWORD_MIN_LENGTH,
    adminEmail: e.ADMIN_EMAIL?.trim().toLowerCase(),
    contactInbox: (e.CONTACT_INBOX ?? e.ADMIN_EMAIL)?.trim().toLowerCase() || undefined,
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
    jobs: { leaseMs: e.JOB_LEASE_MS, pollMs: e.JOB_POLL_MS, firstTickMs: e.JOB_FIRST_TICK_MS },
    generationTimeoutMs: e.GENERATION_TIMEOUT_MS,
    trustProxy: e.TRUST_PROXY,
    llm: llmConfig(e),
    dataroom: { quotaBytes: e.DATAROOM_QUOTA_MB * 1024 * 1024, outdatedDays: e.DATAROOM_OUTDATED_DAYS },
    storage: storageConfig(e),
    stripe: { secretKey: e.STRIPE_SECRET_KEY, publishableKey: e.STRIPE_PUBLISHABLE_KEY, webhookSecret: e.STRIPE_WEBHOOK_SECRET },
    integrations: integrationsConfig(e, dataDir),
    livekit: livekitConfig(e),
    tavus: { apiKey: e.TAVUS_API_KEY, baseUrl: e.TAVUS_BASE_URL.replace(/\/$/, '') },
    agentService: agentServiceConfig(e),
    version: process.env.npm_package_version ?? '0.1.0',
  };
}
