import { AiConnectionInputSchema, AiModelListSchema, AiSettingsSchema, AiSettingsUpdateSchema, AiTestResultSchema, ErrorBodySchema, LocalModelStatusSchema, type AiConnectionInput } from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { connectionConfig, loadStored, missingForConnection, settingsView, type AiRuntime, type AiSettingsDeps } from './service';
import { listModels, testConnection } from './probe';

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const tags = ['Admin'];
// Superuser only; API keys are refused (403) by the auth plugin's default for this level.
const config = { auth: 'superuser' as const };

export type AiSettingsRouteDeps = Pick<AiSettingsDeps, 'db' | 'cipher' | 'localModel'> & { runtime: AiRuntime };

export const aiSettingsRoutes: FastifyPluginAsyncZod<{ deps: AiSettingsRouteDeps }> = async (app, { deps }) => {
  const { runtime } = deps;

  /** The posted connection over the stored one (the stored key when none is posted). */
  async function effective(input: AiConnectionInput) {
    const stored = (await loadStored(deps.db)).connections.find((c) => c.provider === input.provider);
    const sameHost = input.base_url === undefined || input.base_url === (stored?.baseUrl ?? null);
    const merged = {
      provider: input.provider,
      baseUrl: input.base_url !== undefined ? input.base_url : (stored?.baseUrl ?? null),
      model: input.model !== undefined ? input.model : (stored?.model ?? null),
      // The saved key only goes to the saved address: posting another base URL must not send it elsewhere.
      apiKey: input.api_key !== undefined ? (input.api_key === null ? null : deps.cipher.encrypt(input.api_key)) : sameHost ? (stored?.apiKey ?? null) : null,
      tools: input.tools ?? stored?.tools ?? true,
    };
    return connectionConfig(merged, deps.cipher);
  }

  app.get(
    '/admin/ai',
    { config, schema: { tags, summary: 'AI settings', description: 'Which engine answers now and why (environment, screen or default), the saved connections (keys never returned: `has_api_key`) and the local model.', security: bearer, response: { 200: AiSettingsSchema, ...errors(401, 403) } } },
    async () => settingsView(runtime, deps),
  );

  app.put(
    '/admin/ai',
    {
      config,
      schema: {
        tags,
        summary: 'Choose the AI engine',
        description: 'Saves the engine and, optionally, one connection (the key is write-only). Takes effect on the next answer on every instance, unless LLM_PROVIDER is set in the environment (it wins).',
        security: bearer,
        body: AiSettingsUpdateSchema,
        response: { 200: AiSettingsSchema, ...errors(401, 403, 422) },
      },
    },
    async (req) => {
      const { engine, connection } = req.body;
      if (connection && engine !== 'offline' && engine !== 'local' && connection.provider !== engine) throw new HttpError(422, 'The connection must be the chosen engine’s.');
      if (engine !== 'offline' && engine !== 'local') {
        const cfg = await effective(connection ?? { provider: engine });
        const missing = missingForConnection({ provider: engine, baseUrl: cfg.baseUrl, model: cfg.model, hasKey: Boolean(cfg.apiKey) });
        if (missing) throw new HttpError(422, missing);
      }
      await runtime.save(req.body, req.user!.id);
      return settingsView(runtime, deps);
    },
  );

  app.post(
    '/admin/ai/test',
    {
      config,
      schema: {
        tags,
        summary: 'Test a connection',
        description: 'A real round trip: one short answer from the posted connection (fields not posted come from the saved one). 200 with `ok: false` and the reason in plain words when it fails.',
        security: bearer,
        body: AiConnectionInputSchema,
        response: { 200: AiTestResultSchema, ...errors(401, 403, 422) },
      },
    },
    async (req) => {
      const cfg = await effective(req.body);
      const missing = missingForConnection({ provider: cfg.provider, baseUrl: cfg.baseUrl, model: cfg.model, hasKey: Boolean(cfg.apiKey) });
      if (missing) return { ok: false, provider: cfg.provider, model: cfg.model ?? '', latency_ms: 0, reply: null, error: missing, error_kind: 'no_model' as const };
      return testConnection(cfg);
    },
  );

  app.post(
    '/admin/ai/models',
    {
      config,
      schema: {
        tags,
        summary: "The provider's models",
        description: 'OpenAI-compatible: GET {base}/models; Anthropic: GET /v1/models. With the posted key or the saved one. 502 with the reason when the provider cannot be asked.',
        security: bearer,
        body: AiConnectionInputSchema,
        response: { 200: AiModelListSchema, ...errors(401, 403, 422, 502) },
      },
    },
    async (req) => {
      const cfg = await effective(req.body);
      if (cfg.provider === 'openai-compatible' && !cfg.baseUrl) throw new HttpError(422, 'Enter the base URL first.');
      if (cfg.provider !== 'openai-compatible' && !cfg.apiKey) throw new HttpError(422, 'Enter the API key first.');
      return listModels(cfg);
    },
  );

  const local = () => {
    if (!deps.localModel) throw new HttpError(503, 'This server has no local engine yet.');
    return deps.localModel;
  };

  app.post(
    '/admin/ai/local-model/download',
    { config, schema: { tags, summary: 'Download the local model', description: 'Starts (or resumes) the download off the request path; poll GET /admin/ai for progress.', security: bearer, response: { 202: LocalModelStatusSchema, ...errors(401, 403, 503) } } },
    async (_req, reply) => {
      const model = local();
      await model.download();
      return reply.status(202).send(model.status());
    },
  );

  app.delete(
    '/admin/ai/local-model',
    { config, schema: { tags, summary: 'Remove the local model', description: 'Cancels a running download and deletes the model file.', security: bearer, response: { 200: LocalModelStatusSchema, ...errors(401, 403, 503) } } },
    async () => {
      const model = local();
      await model.remove();
      return model.status();
    },
  );
};

