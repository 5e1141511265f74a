import { z } from 'zod';

/** Admin → AI (issue 37): which engine answers, its connections (keys write-only) and the local model. */
export const AiEngineSchema = z.enum(['offline', 'local', 'openai', 'anthropic', 'openai-compatible']).meta({ id: 'AiEngine' });
export type AiEngine = z.infer<typeof AiEngineSchema>;
export const AiProviderSchema = z.enum(['openai', 'anthropic', 'openai-compatible']).meta({ id: 'AiProvider' });
export type AiProvider = z.infer<typeof AiProviderSchema>;

export const AiConnectionSchema = z
  .object({
    provider: AiProviderSchema,
    base_url: z.string().nullable(),
    model: z.string().nullable(),
    has_api_key: z.boolean().meta({ description: 'Whether a key is stored; the key itself is never returned.' }),
    tools: z.boolean(),
    structured_output: z.boolean(),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AiConnection' });
export type AiConnection = z.infer<typeof AiConnectionSchema>;

export const LocalModelStatusSchema = z
  .object({
    state: z.enum(['absent', 'downloading', 'ready', 'failed']),
    model: z.string(),
    downloaded_bytes: z.number(),
    total_bytes: z.number().nullable(),
    bytes_per_second: z.number().nullable(),
    seconds_left: z.number().nullable(),
    error: z.string().nullable(),
    machine: z.object({
      ram_needed_bytes: z.number(),
      total_ram_bytes: z.number(),
      cpu_cores: z.number(),
      expected_tokens_per_second: z.number().nullable(),
    }),
  })
  .meta({ id: 'LocalModelStatus' });
export type LocalModelStatus = z.infer<typeof LocalModelStatusSchema>;

export const AiSettingsSchema = z
  .object({
    engine: AiEngineSchema.meta({ description: 'The engine answering now.' }),
    model: z.string().meta({ description: 'The model answering now (the offline engine has a name too).' }),
    source: z.enum(['environment', 'screen', 'default']).meta({
      description: '`environment`: LLM_PROVIDER is set and wins over the screen; `screen`: saved here; `default`: nothing chosen, the built-in offline engine.',
    }),
    chosen_engine: AiEngineSchema.meta({ description: 'The engine saved on this screen (may differ from `engine` when the environment wins or the local model is not ready).' }),
    note: z.string().nullable().meta({ description: 'Why the engine answering differs from the one chosen, in plain words; else null.' }),
    connections: z.array(AiConnectionSchema),
    local_model: LocalModelStatusSchema.nullable().meta({ description: 'null when this server has no local engine.' }),
    updated_at: z.string().nullable(),
  })
  .meta({ id: 'AiSettings' });
export type AiSettings = z.infer<typeof AiSettingsSchema>;

const baseUrl = z.url({ protocol: /^https?$/ }).max(500);
const model = z.string().trim().min(1).max(200);
const apiKey = z.string().trim().min(1).max(500);

export const AiConnectionInputSchema = z
  .object({
    provider: AiProviderSchema,
    base_url: baseUrl.nullable().optional(),
    model: model.nullable().optional(),
    api_key: apiKey.nullable().optional().meta({ description: 'Write-only. Omitted: the stored key is kept; null: removed.' }),
    tools: z.boolean().optional(),
    structured_output: z.boolean().optional(),
  })
  .strict()
  .meta({ description: 'A connection as posted: fields left out keep their saved value.' });
export type AiConnectionInput = z.infer<typeof AiConnectionInputSchema>;

export const AiSettingsUpdateSchema = z
  .object({ engine: AiEngineSchema, connection: AiConnectionInputSchema.optional() })
  .strict()
  .meta({ id: 'AiSettingsUpdate' });
export type AiSettingsUpdate = z.infer<typeof AiSettingsUpdateSchema>;

export const AiTestResultSchema = z
  .object({
    ok: z.boolean(),
    provider: AiProviderSchema,
    model: z.string(),
    latency_ms: z.number().int(),
    reply: z.string().nullable().meta({ description: "The model's reply (at most 500 characters)." }),
    error: z.string().nullable().meta({ description: 'What went wrong, in plain words.' }),
    error_kind: z.enum(['wrong_key', 'unreachable', 'model_not_found', 'timeout', 'no_model', 'other']).nullable(),
  })
  .meta({ id: 'AiTestResult' });
export type AiTestResult = z.infer<typeof AiTestResultSchema>;

export const AiModelListSchema = z.object({ provider: AiProviderSchema, models: z.array(z.string()) }).meta({ id: 'AiModelList' });
export type AiModelList = z.infer<typeof AiModelListSchema>;
