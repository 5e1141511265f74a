import {
  ConfirmAssumptionChangeBodySchema,
  ErrorBodySchema,
  PaginationQuerySchema,
  RebuildStartupModelBodySchema,
  SaveStartupModelBodySchema,
  StartupModelResponseSchema,
  StartupModelVersionListSchema,
  StartupModelVersionParamsSchema,
  StartupModelVersionSchema,
} from '@uc/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { getStartupProfile } from '../chat/startup-profile';
import { settleProposalsOnSave } from '../chat/proposals';
import type { LlmProvider } from '../../providers/llm';
import { lazyModule, startupModel } from '../../lazy-packages';
import type * as Service from './service';

// The startup model and the code around it load with the first request that needs them (issue 42).
const code = lazyModule(async () => {
  const [service, check, keep, figures, model] = await Promise.all([
    import('./service'),
    import('./check-model'),
    import('./keep-founder-values'),
    import('./model-figures'),
    startupModel(),
  ]);
  return { ...service, ...check, ...keep, ...figures, inputText: model.inputText };
});

const security = [{ bearerAuth: [] }];
const tags = ['Startup'];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

/** The startup model of the signed-in founder: read, save (versioned, optimistic), rebuild, history. */
export const startupRoutes: FastifyPluginAsyncZod<{ llm?: LlmProvider }> = async (app, opts) => {
  // The offline reader's questions, plus (with a model configured) the model's figures that passed the reader's check.
  const respond = async (s: Parameters<typeof Service.withQuestions>[0]) => {
    const { withQuestions, modelFigureQuestions, inputText, profileInput } = await code();
    const base = withQuestions(s);
    const extra = await modelFigureQuestions(opts.llm, s.model, inputText(profileInput(s.profile)), base.questions);
    return extra.length ? { ...base, questions: [...base.questions, ...extra].slice(0, 100) } : base;
  };

  app.get(
    '/startup/model',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Your startup model',
        description: 'The saved model (archetype, assumptions with provenance, team and funding), or one built from your startup profile when none is saved yet (version 0). Edits of the profile are merged in; the values you set are kept. `questions` lists the figures of your profile the model did not take; with a language model configured, also the figures it read that occur in your words (to confirm: none counts as yours until you answer). A saved value outside its bounds reads as its default; a saved model that cannot be read at all answers 409 (rebuild it).',
        response: { 200: StartupModelResponseSchema, ...errors(401, 409) },
      },
    },
    async (req) => respond(await (await code()).getStartupModelForUser(app.db, req.user!.id)),
  );

  app.put(
    '/startup/model',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Save your startup model',
        description: 'Saves a new version. `base_version` is the version the edit started from; if the model was saved elsewhere since, answers 409 and nothing is written. Assumptions must be drivers of the archetype, within its bounds.',
        body: SaveStartupModelBodySchema,
        response: { 200: StartupModelResponseSchema, ...errors(401, 409, 422) },
      },
    },
    async (req) => {
      const model = (await code()).checkStartupModel(req.body.model, await getStartupProfile(app.db, req.user!.id));
      return respond(await (await code()).saveStartupModel(app.db, req.user!.id, model, req.body.base_version));
    },
  );

  app.post(
    '/startup/model/assumption',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Confirm a proposed assumption change',
        description: 'Sets one assumption to the value an agent proposed in the chat, once you confirm its card. Saves a new version; a stale `base_version` answers 409, an unknown key or a value outside the bounds 422.',
        body: ConfirmAssumptionChangeBodySchema,
        response: { 200: StartupModelResponseSchema, ...errors(401, 409, 422) },
      },
    },
    async (req) => {
      const saved = await (await code()).confirmAssumptionChange(app.db, req.user!.id, req.body);
      // The chat's stored cards of this assumption are settled by the save.
      await settleProposalsOnSave(app.db, req.user!.id, { key: req.body.key, value: req.body.value, from: req.body.base_version, to: saved.version });
      return respond(saved);
    },
  );

  app.post(
    '/startup/model/rebuild',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        security,
        summary: 'Rebuild from the profile, or set the archetype',
        description: 'With `archetype`: your pick of business model, kept over the classification. Without: classified again from your startup profile. Defaults are recomputed; the values you set are kept. Saves a new version (409 on a stale `base_version`). Also recovers a saved model that cannot be read.',
        body: RebuildStartupModelBodySchema,
        response: { 200: StartupModelResponseSchema, ...errors(401, 409) },
      },
    },
    async (req) => respond(await (await code()).rebuildStartupModel(app.db, req.user!.id, req.body.base_version, req.body.archetype)),
  );

  app.get(
    '/startup/model/versions',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'Saved versions of your startup model', description: 'Newest first, paginated.', querystring: PaginationQuerySchema, response: { 200: StartupModelVersionListSchema, ...errors(401) } },
    },
    async (req) => (await code()).listStartupModelVersions(app.db, req.user!.id, req.query),
  );

  app.get(
    '/startup/model/versions/:version',
    {
      config: { auth: 'user' },
      schema: { tags, security, summary: 'One saved version', description: 'The model as it was saved in that version.', params: StartupModelVersionParamsSchema, response: { 200: StartupModelVersionSchema, ...errors(401, 404) } },
    },
    async (req) => (await code()).getStartupModelVersion(app.db, req.user!.id, req.params.version),
  );
};
