import { z } from 'zod';
import { IsoDateSchema } from './common';

/** The eight categories of the marketplace (spec 001 §3). */
export const INTEGRATION_CATEGORIES = ['Communication', 'Development', 'Productivity', 'Storage', 'Analytics', 'Finance', 'CRM', 'Security'] as const;
export const IntegrationCategorySchema = z.enum(INTEGRATION_CATEGORIES);
export type IntegrationCategory = z.infer<typeof IntegrationCategorySchema>;

/** Events a connection or a webhook endpoint can subscribe to. */
export const WEBHOOK_EVENT_TYPES = ['document.generated', 'dataroom.file_uploaded', 'payment.succeeded', 'session.ended'] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'document.generated': 'Document generated',
  'dataroom.file_uploaded': 'File uploaded',
  'payment.succeeded': 'Payment received',
  'session.ended': 'Session summary',
};

/**
 * How connecting works: `webhook` (Slack, Discord: an incoming-webhook URL), `token` (GitHub: a
 * fine-grained token), `composio` (everything else, through Composio when the server has a key).
 */
export const ConnectKindSchema = z.enum(['webhook', 'token', 'composio']);
export type ConnectKind = z.infer<typeof ConnectKindSchema>;

export const IntegrationStatusSchema = z.enum(['connected', 'disconnected', 'error']);
export type IntegrationStatus = z.infer<typeof IntegrationStatusSchema>;

export const IntegrationSchema = z
  .object({
    id: z.string().meta({ example: 'slack' }),
    name: z.string().meta({ example: 'Slack' }),
    description: z.string(),
    category: IntegrationCategorySchema,
    icon: z.string().meta({ description: 'A lucide icon name.', example: 'message-square' }),
    features: z.array(z.string()),
    popular: z.boolean(),
    new: z.boolean(),
    connect_kind: ConnectKindSchema,
    /** False for Composio integrations while the server has no COMPOSIO_API_KEY. */
    available: z.boolean().meta({ description: 'Whether this server can connect it now (Composio integrations need COMPOSIO_API_KEY).' }),
    availability_note: z.string().nullable().meta({ example: 'Available with Composio' }),
    status: IntegrationStatusSchema,
    lastSync: IsoDateSchema.nullable(),
    favorite: z.boolean(),
    events: z.array(WebhookEventTypeSchema).meta({ description: 'Events this connection posts about (Slack, Discord).' }),
    account: z.string().nullable().meta({ description: 'Who the connection acts as, e.g. the GitHub login; never a secret.' }),
    error: z.string().nullable(),
    pending_url: z.string().nullable().meta({ description: 'Composio: where to finish the authorisation.' }),
  })
  .meta({ id: 'Integration' });
export type Integration = z.infer<typeof IntegrationSchema>;

export const IntegrationListSchema = z
  .object({ items: z.array(IntegrationSchema), composio_enabled: z.boolean() })
  .meta({ id: 'IntegrationList' });
export type IntegrationList = z.infer<typeof IntegrationListSchema>;

export const IntegrationParamsSchema = z.object({ id: z.string().min(1).max(40) });

const url = z.string().trim().max(2000).url('Enter a valid URL');
export const ConnectIntegrationBodySchema = z
  .object({
    webhook_url: url.optional().meta({ description: 'Slack or Discord: the incoming-webhook URL.' }),
    events: z.array(WebhookEventTypeSchema).max(WEBHOOK_EVENT_TYPES.length).optional(),
    token: z.string().trim().min(1).max(500).optional().meta({ description: 'GitHub: a fine-grained personal access token.' }),
  })
  .meta({ id: 'ConnectIntegrationBody', example: { webhook_url: 'https://hooks.slack.com/services/T000/B000/XXXX', events: ['document.generated'] } });
export type ConnectIntegrationBody = z.infer<typeof ConnectIntegrationBodySchema>;

export const SyncResultSchema = z
  .object({ integration: IntegrationSchema, items: z.array(z.string()).meta({ description: 'What the sync found, e.g. GitHub repositories.' }) })
  .meta({ id: 'IntegrationSyncResult' });
export type SyncResult = z.infer<typeof SyncResultSchema>;

export const SyncAllResultSchema = z
  .object({ synced: z.number().int(), failed: z.number().int(), items: z.array(IntegrationSchema) })
  .meta({ id: 'IntegrationSyncAllResult' });
export type SyncAllResult = z.infer<typeof SyncAllResultSchema>;

export const IntegrationExportSchema = z
  .object({
    exported_at: IsoDateSchema,
    connections: z.array(z.object({ id: z.string(), name: z.string(), status: IntegrationStatusSchema, lastSync: IsoDateSchema.nullable(), favorite: z.boolean(), events: z.array(WebhookEventTypeSchema), account: z.string().nullable() })),
    webhooks: z.array(z.object({ id: z.string(), url: z.string(), events: z.array(WebhookEventTypeSchema), created_at: IsoDateSchema })),
  })
  .meta({ id: 'IntegrationExport' });
export type IntegrationExport = z.infer<typeof IntegrationExportSchema>;

/**
 * GitHub's own rules: an owner is 1–39 letters, digits or single hyphens, not starting with one; a
 * repository name is letters, digits, `.`, `_` and `-`, never `.` or `..` (which would walk the
 * API's path out of /repos/{owner}/{name}/).
 */
export const GithubRepositorySchema = z
  .string()
  .trim()
  .max(140)
  .regex(/^[A-Za-z0-9](?:[A-Za-z0-9]|-(?=[A-Za-z0-9])){0,38}\/[A-Za-z0-9._-]{1,100}$/, 'Use owner/name')
  .refine((r) => !['.', '..'].includes(r.split('/')[1]), 'Use owner/name')
  .meta({ example: 'ada-founder/pitch' });

export const GithubExportBodySchema = z
  .object({
    repository: GithubRepositorySchema,
    file_ids: z.array(z.uuid()).min(1).max(50).optional().meta({ description: 'Data-room files; all of the latest when absent.' }),
    project_id: z.uuid().optional().meta({ description: 'An app-builder project: its files are exported instead of data-room files.' }),
    path: z
      .string()
      .trim()
      .max(200)
      .regex(/^[\w./ -]*$/, 'Invalid path')
      .refine((p) => !p.startsWith('/') && !p.split('/').includes('..'), 'Use a folder inside the repository (no leading / and no ..)')
      .default('ultimate-cofounder')
      .meta({ description: 'A folder inside the repository, relative to its root; `..` and absolute paths are refused.' }),
  })
  .meta({ id: 'GithubExportBody' });
export type GithubExportBody = z.infer<typeof GithubExportBodySchema>;

export const GithubExportResultSchema = z
  .object({ repository: z.string(), files: z.array(z.object({ path: z.string(), url: z.string().nullable() })) })
  .meta({ id: 'GithubExportResult' });
export type GithubExportResult = z.infer<typeof GithubExportResultSchema>;

// ---- Outgoing webhooks (Standard Webhooks) ----

export const WebhookEndpointSchema = z
  .object({
    id: z.string(),
    /** Masked: scheme, host and the last four characters; the full URL (it often carries a token) is stored encrypted. */
    url: z.string().meta({ example: 'https://hooks.example.com/…a1b2' }),
    events: z.array(WebhookEventTypeSchema),
    created_at: IsoDateSchema,
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.object({ items: z.array(WebhookEndpointSchema) }).meta({ id: 'WebhookEndpointList' });
export type WebhookEndpointList = z.infer<typeof WebhookEndpointListSchema>;

export const CreateWebhookBodySchema = z
  .object({
    url: url.refine((u) => /^https?:\/\//i.test(u), 'Only http and https URLs are allowed'),
    events: z.array(WebhookEventTypeSchema).min(1, 'Pick at least one event').max(WEBHOOK_EVENT_TYPES.length),
  })
  .meta({ id: 'CreateWebhookBody', example: { url: 'https://example.com/hooks/uc', events: ['document.generated'] } });
export type CreateWebhookBody = z.infer<typeof CreateWebhookBodySchema>;

/** The only response that carries the signing secret. */
export const CreatedWebhookSchema = WebhookEndpointSchema.extend({
  secret: z.string().meta({ description: 'whsec_ + base64. Shown once.', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
}).meta({ id: 'CreatedWebhook' });
export type CreatedWebhook = z.infer<typeof CreatedWebhookSchema>;

export const WebhookParamsSchema = z.object({ id: z.uuid({ message: 'Invalid webhook id' }) });

export const WebhookDeliverySchema = z
  .object({
    id: z.string().meta({ description: 'The webhook-id header value.', example: 'msg_2b1c…' }),
    event_type: z.string(),
    status: z.enum(['pending', 'succeeded', 'failed']),
    attempts: z.number().int(),
    response_code: z.number().int().nullable(),
    error: z.string().nullable(),
    next_attempt_at: IsoDateSchema.nullable(),
    created_at: IsoDateSchema,
    updated_at: IsoDateSchema,
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookDeliveryListSchema = z.object({ items: z.array(WebhookDeliverySchema) }).meta({ id: 'WebhookDeliveryList' });
export type WebhookDeliveryList = z.infer<typeof WebhookDeliveryListSchema>;
