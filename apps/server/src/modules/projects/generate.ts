import {
  CREDIT_PRICES,
  GenerateProjectBodySchema,
  isBrowserTemplate,
  ModelProjectSchema,
  type ModelProjectAnswer,
  PROJECT_MAX_FILES,
  type GenerateProjectBody,
  type GenerateProjectResponse,
  type ProjectTemplate,
} from '@uc/contract';
import { appBusiness, diffFiles, NEEDS_MODEL, offlineEdit, offlineProject, templateForPrompt } from '@uc/offline-engine';
import { z } from 'zod';
import { HttpError } from '../../errors';
import type { ChatTurn } from '../../providers/llm';
import { operatorText, providerFailureText } from '../../providers/llm/errors';
import { appPricesText, profileText } from '../agents/runner';
import { relabelReservation, release, reserve, settle } from '../billing/ledger';
import { usageLabel } from '../billing/usage';
import { getStartupModelForUser } from '../startup/service';
import { recordUsage, usageRows } from '../usage/service';
import { integrationsForPrompt } from './app-integrations';
import type { ProjectDeps } from './deps';
import { checkFileSet, toProjectFiles } from './project-files';
import { ownedProject } from './service';

const PRICE = CREDIT_PRICES.app_generation;
const DEFAULT_TIMEOUT_MS = 120_000;

export const MODEL_INVALID_DETAIL = 'The model did not return a valid project (twice). Nothing was charged: try again or simplify the request.';
export const MODEL_TIMEOUT_DETAIL = 'The model took too long to write the project. Nothing was charged: try again.';
export const MODEL_UNAVAILABLE_DETAIL = 'The model is unavailable right now. Nothing was charged: try again in a moment.';


const RUNTIME: Record<ProjectTemplate, string> = {
  'react-app': 'React 19 + Vite. index.html at the root loads <script type="module" src="/src/main.jsx">; JSX in .jsx files; import only react and react-dom.',
  'vue-app': 'Vue 3 single-file components + Vite. index.html loads <script type="module" src="/src/main.js">; import only vue.',
  'svelte-app': 'Svelte 5 (runes) + Vite. index.html loads <script type="module" src="/src/main.js"> which calls mount() from svelte; import only svelte.',
  'vanilla-js': 'Plain JavaScript + Vite, no framework. index.html loads <script type="module" src="/main.js">; no npm imports.',
  'nextjs-app': 'Next.js 15 App Router as a static export (next.config.mjs: output "export"; app/layout.jsx, app/page.jsx as a client component); import only react, react-dom and files of the project.',
  'nodejs-api': 'A Node.js 20 HTTP API with package.json scripts dev and start; prefer node:http and no dependencies.',
};

function systemPrompt(template: ProjectTemplate, agentIds: string[], technical: boolean): string {
  return `You are the technical co-founder on a startup team, writing a complete, working small app.
Answer with one JSON object only (no prose, no code fences):
{"name": string, "description": string, "files": [{"path": string, "content": string}], "technicalGuidance": string, "suggestions": [string]}
Template: ${template}. ${RUNTIME[template]}
Rules: paths are relative ("src/App.jsx"), at most ${PROJECT_MAX_FILES} files, each under 150 KB; include package.json and README.md; state lives in memory (the preview has no storage or cookies); never include secrets.
"technicalGuidance": ${technical ? 'your notes on the architecture and next technical steps (2-5 sentences).' : 'an empty string.'}
"suggestions": up to 5 short next steps${agentIds.length ? `, from the viewpoint of these co-founders: ${agentIds.join(', ')}` : ''}.
When current files are given, return the whole new file set with the requested change applied.`;
}

type Checked = { ok: true; project: ModelProjectAnswer } | { ok: false; reason: string };

/** The model's structured answer as a project, or the reason it is not one (fed back on the retry). */
export function checkModelProject(raw: unknown, template: ProjectTemplate): Checked {
  const parsed = ModelProjectSchema.safeParse(raw);
  if (!parsed.success) return { ok: false, reason: parsed.error.issues.slice(0, 3).map((i) => `${i.path.join('.')}: ${i.message}`).join('; ') };
  if (isBrowserTemplate(template) && template !== 'nextjs-app' && !parsed.data.files.some((f) => f.path === 'index.html')) return { ok: false, reason: 'index.html is missing at the project root.' };
  try {
    checkFileSet(parsed.data.files);
  } catch (err) {
    return { ok: false, reason: err instanceof HttpError ? err.detail : 'The files break the limits.' };
  }
  return { ok: true, project: parsed.data };
}

/** The same from the answer's text, for a provider whose structured output did not hold (a JSON object in prose or fences). */
export function parseModelProject(text: string, template: ProjectTemplate): Checked {
  const json = text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1);
  let raw: unknown;
  try {
    raw = JSON.parse(json);
  } catch {
    return { ok: false, reason: 'The answer was not a JSON object.' };
  }
  return checkModelProject(raw, template);
}

async function askModel(deps: ProjectDeps, userId: string, system: string, messages: ChatTurn[], template: ProjectTemplate, request: string): Promise<ModelProjectAnswer> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), deps.generationTimeoutMs ?? DEFAULT_TIMEOUT_MS);
  try {
    let turns = messages;
    for (let attempt = 0; attempt < 2; attempt++) {
      // Structured output with the project's schema; an answer that did not fit it comes back as text.
      const result = await deps.llm.generateText({ system, messages: turns, maxOutputTokens: 16_000, signal: controller.signal, purpose: { kind: 'app', request }, schema: ModelProjectSchema });
      // Every call is metered (an invalid answer too: the provider counted its tokens); metering never fails the request.
      await recordUsage(deps.db, usageRows({ userId, feature: 'app', reference: null, result })).catch((e: unknown) => deps.log?.error(e, 'app generation: recording model usage failed'));
      const parsed = result.object !== undefined ? checkModelProject(result.object, template) : parseModelProject(result.text, template);
      if (parsed.ok) return parsed.project;
      turns = [...messages, { role: 'assistant', content: result.text.slice(0, 20_000) }, { role: 'user', content: `That answer was not a valid project: ${parsed.reason} Answer again with the JSON object only.` }];
    }
    throw new HttpError(502, MODEL_INVALID_DETAIL);
  } catch (err) {
    if (err instanceof HttpError) throw err;
    if (controller.signal.aborted) throw new HttpError(504, MODEL_TIMEOUT_DETAIL);
    // The operator reads that the key is wrong; the founder, that the AI is busy (for how long) or unavailable.
    deps.log?.error(err, operatorText(err, 'app generation: the model failed'));
    const known = providerFailureText(err);
    throw new HttpError(502, known ? `${known}. Nothing was charged.` : MODEL_UNAVAILABLE_DETAIL);
  } finally {
    clearTimeout(timer);
  }
}

const AGENT_SUGGESTIONS: Record<string, string> = {
  strategic: 'Strategic: decide the one metric this app must move, and show it on the first screen',
  product: 'Product: watch three target users try it and note where they hesitate',
  operations: 'Operations: add an export so the data can leave the app',
  marketing: 'Marketing: add a landing section with a waitlist form',
};

export const PLACEHOLDER_DETAIL = 'Replace the "…" in the suggestion with what you want first. Nothing was charged.';
export const MODEL_NO_CHANGE_DETAIL = 'The model changed no file. Nothing was charged: say more precisely what to change.';

/**
 * The startup profile with the startup model's currency and business (name, audience, prices with
 * their provenance): money in an app is in the startup's currency unless the prompt names another,
 * and a landing or pricing page shows the model's prices, its defaults labelled as examples.
 */
async function startupForApps(deps: ProjectDeps, userId: string) {
  const { profile, model } = await getStartupModelForUser(deps.db, userId);
  return { ...profile, currency: model.currency, business: appBusiness(model, profile) };
}

/** The startup profile and the model's prices (the founder's, or defaults to show as examples) for the model's prompt. */
async function startupForModel(deps: ProjectDeps, userId: string): Promise<string> {
  const { profile, model } = await getStartupModelForUser(deps.db, userId);
  return `\n\nStartup profile:\n${profileText(profile)}${appPricesText(model)}`;
}

/** Offline: a new project from the prompt and the startup profile, or an edit of the current one's spec. */
async function offlineAnswer(deps: ProjectDeps, userId: string, body: z.infer<typeof GenerateProjectBodySchema>, template: ProjectTemplate, current: { files: { path: string; content: string }[]; name: string; description: string } | null) {
  if (current) {
    // A suggestion still holding its "…" says nothing yet ("Set the title to "…"").
    if (body.prompt.includes('…')) throw new HttpError(422, PLACEHOLDER_DETAIL);
    // The profile only matters to a project made before app specs, which is planned again from its prompt.
    const edit = offlineEdit(body.prompt, current.files, template, await startupForApps(deps, userId));
    if (!edit) throw new HttpError(422, NEEDS_MODEL);
    const name = edit.spec.title !== current.name && /^Title changed/.test(edit.summary) ? edit.spec.title : current.name;
    return { name, description: current.description, files: edit.files, technicalGuidance: '', suggestions: [edit.summary], notes: edit.notes };
  }
  const offline = offlineProject(body.prompt, template, await startupForApps(deps, userId));
  const extra = body.agent_ids.map((a) => AGENT_SUGGESTIONS[a]).filter((s): s is string => Boolean(s));
  return { ...offline, suggestions: [...extra, ...offline.suggestions].slice(0, 5) };
}

/**
 * Writes a project from a prompt (or changes the given project's files on a follow-up): the
 * configured model, or the offline engine without one. Charged 5 credits, reserved first and
 * kept only when a valid project comes back and, on a follow-up, at least one file changed.
 * Nothing is saved: the client creates or updates the project with the files it receives.
 */
export async function generateProject(deps: ProjectDeps, userId: string, input: GenerateProjectBody): Promise<GenerateProjectResponse> {
  const body = GenerateProjectBodySchema.parse(input);
  const current = body.project_id ? await ownedProject(deps, userId, body.project_id) : null;
  const template = (current?.template as ProjectTemplate | undefined) ?? body.template ?? templateForPrompt(body.prompt);
  // The usage row names the app: the project's name, or the new app's once it is written.
  const reservation = await reserve(deps.db, { userId, feature: 'app_generation', reference: usageLabel('App', current?.name ?? 'new app') });
  try {
    let project: ModelProjectAnswer & { notes?: string[] };
    if (deps.llm.kind === 'offline') {
      project = await offlineAnswer(deps, userId, body, template, current);
    } else {
      const filesText = current ? `\n\nCurrent files:\n${current.files.map((f) => `--- ${f.path}\n${f.content}`).join('\n')}` : '';
      const messages: ChatTurn[] = [...body.conversation_history.slice(-10), { role: 'user', content: `${body.prompt}${filesText}` }];
      const system = systemPrompt(template, body.agent_ids, body.include_technical_agent) + (await startupForModel(deps, userId));
      project = await askModel(deps, userId, system, messages, template, body.prompt);
    }
    const files = checkFileSet(project.files);
    const changes = current ? diffFiles(current.files, files) : undefined;
    if (changes && changes.length === 0) throw new HttpError(422, deps.llm.kind === 'offline' ? NEEDS_MODEL : MODEL_NO_CHANGE_DETAIL);
    const { balance } = await settle(deps.db, reservation, PRICE, relabelReservation(deps.db, reservation, usageLabel('App', project.name)));
    return {
      projectData: { name: project.name, description: project.description, template, isPublic: current?.isPublic ?? false },
      files: toProjectFiles(files),
      suggestions: project.suggestions.slice(0, 5),
      technicalGuidance: body.include_technical_agent ? project.technicalGuidance : '',
      composioIntegrations: body.enable_composio_api ? integrationsForPrompt(body.prompt) : [],
      videoCreationTask: null,
      engine: deps.llm.kind === 'offline' ? 'offline' : deps.llm.model,
      credits_charged: PRICE,
      available_credits: balance,
      ...(changes ? { changes } : {}),
      notes: project.notes ?? [],
    };
  } catch (err) {
    await release(deps.db, reservation);
    throw err;
  }
}
