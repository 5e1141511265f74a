import { z } from 'zod';

export const HealthSchema = z
  .object({
    status: z.enum(['healthy', 'unhealthy']),
    database: z.enum(['ok', 'error']),
    version: z.string(),
  })
  .meta({ id: 'Health', example: { status: 'healthy', database: 'ok', version: '0.1.0' } });
export type Health = z.infer<typeof HealthSchema>;

/** GET /health/ready: whether this instance can serve traffic now (for load balancers). */
export const ReadinessProbeSchema = z
  .object({
    status: z.enum(['ready', 'not_ready']),
    checks: z.record(z.string(), z.enum(['ok', 'error'])),
    version: z.string(),
  })
  .meta({ id: 'ReadinessProbe', example: { status: 'ready', checks: { database: 'ok' }, version: '0.1.0' } });
export type ReadinessProbe = z.infer<typeof ReadinessProbeSchema>;

/** Public settings the web app needs to tell the truth (free credits, password policy, modes). */
export const PublicConfigSchema = z
  .object({
    signup_credits: z.number().int(),
    password_min_length: z.number().int(),
    mail_mode: z.enum(['smtp', 'outbox']),
    dev_mailbox: z.boolean(),
    version: z.string(),
    /** The integrations catalogue: how many there are and how many connect without a connector key (Composio). */
    integrations: z.object({ total: z.number().int(), ready: z.number().int() }).default({ total: 0, ready: 0 }),
    /** The video studio needs a Tavus key; without one it cannot make videos. */
    video_studio: z.boolean().default(false),
    /** Live sessions through a LiveKit server, or local mode (the browser's own camera and microphone). */
    live_mode: z.enum(['livekit', 'local']).default('local'),
    /** The origin that serves deployed apps and previews (never the product's own). */
    apps_origin: z.string().optional(),
    /** Each deployed app on its own origin (APPS_ORIGIN with a wildcard): what visitors add in it survives a reload. */
    apps_keep_state: z.boolean().optional(),
  })
  .meta({
    id: 'PublicConfig',
    examples: [{ signup_credits: 100, password_min_length: 8, mail_mode: 'outbox', dev_mailbox: true, version: '0.1.0', integrations: { total: 16, ready: 3 }, video_studio: false, live_mode: 'local' }],
  });
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
