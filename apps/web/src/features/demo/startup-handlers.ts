import { RebuildStartupModelBodySchema, SaveStartupModelBodySchema, type ErrorBody, type StartupModelResponse, type StartupModelVersionList, type StartupProfile } from '@uc/contract';
import { buildStartupModel, inputText, openQuestions, setArchetype, type StartupModel } from '@uc/startup-model';
import { http, HttpResponse, type HttpHandler } from 'msw';

const fail = (status: number, detail: string) => HttpResponse.json<ErrorBody>({ detail }, { status });
const CONFLICT = 'The startup model was changed elsewhere. Reload it and apply your changes again.';

/**
 * The demo's startup model: built in the browser from the sample founder's profile with the
 * same package the server uses, versioned like the server does; gone when the tab closes.
 */
export function createStartupHandlers(profile: () => StartupProfile): { handlers: HttpHandler[]; model: () => StartupModel } {
  let saved: { model: StartupModel; version: number; updated_at: string } | null = null;
  const versions: { version: number; source: 'edit' | 'rebuild' | 'archetype'; created_at: string; model: StartupModel }[] = [];
  const current = (): StartupModelResponse => {
    const base = saved ? { ...saved, profile: profile() } : { model: buildStartupModel(profile()), version: 0, updated_at: null, profile: profile() };
    return { ...base, questions: openQuestions(base.model, inputText(profile())) };
  };
  const store = (model: StartupModel, source: 'edit' | 'rebuild' | 'archetype') => {
    const version = (saved?.version ?? 0) + 1;
    saved = { model, version, updated_at: new Date().toISOString() };
    versions.unshift({ version, source, created_at: saved.updated_at, model });
    return HttpResponse.json(current());
  };

  const handlers = [
    http.get('*/api/v1/startup/model', () => HttpResponse.json<StartupModelResponse>(current())),
    http.put('*/api/v1/startup/model', async ({ request }) => {
      const parsed = SaveStartupModelBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, 'Invalid startup model');
      if (parsed.data.base_version !== (saved?.version ?? 0)) return fail(409, CONFLICT);
      return store(parsed.data.model, 'edit');
    }),
    http.post('*/api/v1/startup/model/rebuild', async ({ request }) => {
      const parsed = RebuildStartupModelBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, 'Invalid request');
      if (parsed.data.base_version !== (saved?.version ?? 0)) return fail(409, CONFLICT);
      const { archetype } = parsed.data;
      const model = archetype ? { ...setArchetype(current().model, archetype), archetype_source: 'founder' as const } : buildStartupModel(profile());
      return store(model, archetype ? 'archetype' : 'rebuild');
    }),
    http.get('*/api/v1/startup/model/versions/:version', ({ params }) => {
      const found = versions.find((v) => v.version === Number(params.version));
      return found ? HttpResponse.json({ ...found, archetype: found.model.archetype, currency: found.model.currency }) : fail(404, 'Version not found');
    }),
    http.get('*/api/v1/startup/model/versions', () =>
      HttpResponse.json<StartupModelVersionList>({
        items: versions.map(({ model, ...v }) => ({ ...v, archetype: model.archetype, currency: model.currency })),
        total: versions.length,
        page: 1,
        page_size: 20,
      }),
    ),
  ];
  // What the documents, the live agents and the chat read: the saved model, else the profile's.
  return { handlers, model: () => current().model };
}
