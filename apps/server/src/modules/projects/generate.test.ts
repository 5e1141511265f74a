import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestContext } from '../../../test/helpers';
import { startOpenAiStandIn, type OpenAiStandIn } from '../../../test/openai-stand-in';
import { creditLedger, modelUsage, users } from '../../db/schema';
import { createLlmProvider, type LlmProvider } from '../../providers/llm';
import { buildProject } from './builder';
import { MODEL_INVALID_DETAIL, MODEL_TIMEOUT_DETAIL } from './generate';

type User = Awaited<ReturnType<typeof signUp>>;
const balanceOf = async (ctx: TestContext, userId: string) => (await ctx.db.select().from(users).where(eq(users.id, userId)))[0].creditBalance;
const generate = (ctx: TestContext, user: User, payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/chat/generate', headers: user.auth, payload });

const VALID = {
  name: 'Tip Splitter App',
  description: 'Split a restaurant bill',
  files: [
    { path: 'index.html', content: '<!DOCTYPE html><html><head><title>Tips</title></head><body><div id="app"></div><script type="module" src="/main.js"></script></body></html>' },
    { path: 'main.js', content: "document.getElementById('app').textContent = 'Split the bill';" },
    { path: 'package.json', content: '{"name":"tips","scripts":{"dev":"vite"}}' },
  ],
  technicalGuidance: 'Keep the maths in one pure function.',
  suggestions: ['Add currency selection'],
};

describe('offline generation', () => {
  let ctx: TestContext;
  let user: User;
  beforeAll(async () => {
    ctx = await createTestApp();
    user = await signUp(ctx);
  });

  it('writes a working project for the prompt and charges 5 credits', async () => {
    const before = await balanceOf(ctx, user.userId);
    const res = await generate(ctx, user, { prompt: 'Create a vue habit tracker for runners', conversation_history: [], include_technical_agent: true, enable_composio_api: false, agent_ids: ['marketing'] });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.projectData).toEqual({ name: 'Create Vue Habit App', description: 'Create a vue habit tracker for runners', template: 'vue-app', isPublic: false });
    expect(body.files.map((f: { path: string }) => f.path)).toEqual(expect.arrayContaining(['index.html', 'src/App.vue', 'src/main.js', 'src/app.js', 'src/app-spec.json', 'package.json', 'README.md']));
    expect(body.files.find((f: { path: string }) => f.path === 'src/app-spec.json').content).toContain('"archetype": "tracker"');
    expect(body.technicalGuidance).toContain('Vue 3');
    expect(body.suggestions[0]).toMatch(/^Marketing:/);
    expect(body).toMatchObject({ composioIntegrations: [], videoCreationTask: null, engine: 'offline', credits_charged: 5, available_credits: before - 5 });
    expect(await balanceOf(ctx, user.userId)).toBe(before - 5);
  });

  it('names the catalogue integrations the app would use when asked to', async () => {
    const res = await generate(ctx, user, { prompt: 'A booking site for dog groomers that takes payments', enable_composio_api: true, template: 'vanilla-js' });
    expect(res.json().composioIntegrations).toEqual([
      { id: 'stripe', name: 'Stripe', reason: 'Take payments and read revenue' },
      { id: 'google-calendar', name: 'Google Calendar', reason: 'Put bookings in a calendar' },
    ]);
  });

  it('leaves out the technical notes when the technical agent is not included', async () => {
    const res = await generate(ctx, user, { prompt: 'A todo list', include_technical_agent: false, template: 'svelte-app' });
    expect(res.json()).toMatchObject({ technicalGuidance: '', projectData: { template: 'svelte-app', name: 'Todo List App' } });
  });

  it('changes an existing project on a follow-up and returns the whole file set', async () => {
    const first = (await generate(ctx, user, { prompt: 'A reading tracker', template: 'react-app' })).json();
    const made = (await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: user.auth, payload: { ...first.projectData, files: first.files } })).json();
    const res = await generate(ctx, user, { prompt: 'Rename it to "Shelf Life"', project_id: made.id, conversation_history: [{ role: 'user', content: 'A reading tracker' }] });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.projectData).toMatchObject({ name: 'Shelf Life', template: 'react-app' });
    expect(body.files).toHaveLength(first.files.length);
    expect(body.files.find((f: { path: string }) => f.path === 'src/app-spec.json').content).toContain('"title": "Shelf Life"');
    expect(body.files.find((f: { path: string }) => f.path === 'index.html').content).toContain('<title>Shelf Life</title>');
    expect(body.changes.map((c: { path: string }) => c.path)).toEqual(expect.arrayContaining(['index.html', 'src/app-spec.json', 'README.md']));
  });

  it('charges the edit price for "Add a phone number field" and nothing for an edit it cannot apply', async () => {
    const user = await signUp(ctx);
    const first = (await generate(ctx, user, { prompt: 'A booking page where patients pick a treatment', template: 'vanilla-js' })).json();
    const made = (await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: user.auth, payload: { ...first.projectData, files: first.files } })).json();
    const before = await balanceOf(ctx, user.userId);
    const res = await generate(ctx, user, { prompt: 'Add a phone number field', project_id: made.id });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ credits_charged: 5, available_credits: before - 5, suggestions: ['Added the phone number field'] });
    expect(res.json().changes).toEqual([expect.objectContaining({ path: 'app-spec.json', status: 'changed' })]);
    expect(res.json().changes[0].diff).toContain('+     {"id":"phoneNumber","label":"Phone number","type":"tel"}');
    expect(res.json().files.find((f: { path: string }) => f.path === 'app-spec.json').content).toContain('"label":"Phone number","type":"tel"');
    expect(await balanceOf(ctx, user.userId)).toBe(before - 5);

    const unfinished = await generate(ctx, user, { prompt: 'Set the title to "…"', project_id: made.id });
    expect(unfinished.statusCode).toBe(422);
    expect(unfinished.json().detail).toBe('Replace the "…" in the suggestion with what you want first. Nothing was charged.');
    const sing = await generate(ctx, user, { prompt: 'make it sing', project_id: made.id });
    expect(sing.statusCode).toBe(422);
    expect(sing.json().detail).toBe('This change needs a connected model. Nothing was charged.');
    expect(await balanceOf(ctx, user.userId)).toBe(before - 5);
  });

  it('edits a project made before app specs: planned again from the prompt its README quotes, and says so', async () => {
    const user = await signUp(ctx);
    // What the offline engine wrote before app specs: a to-do list with the prompt in its README.
    const old = [
      { path: 'package.json', content: '{"name":"booking-page","private":true,"scripts":{"dev":"vite"}}\n' },
      { path: 'index.html', content: '<!DOCTYPE html>\n<html lang="en">\n<head>\n<title>Booking Page</title>\n</head>\n<body>\n<div id="root"></div>\n<script type="module" src="/src/main.jsx"></script>\n</body>\n</html>\n' },
      { path: 'src/main.jsx', content: "import { createRoot } from 'react-dom/client';\nimport App from './App.jsx';\nimport './App.css';\n\ncreateRoot(document.getElementById('root')).render(<App />);\n" },
      { path: 'src/App.jsx', content: "export default function App() {\n  return <main><h1>Booking Page</h1><button>Add a book</button></main>;\n}\n" },
      { path: 'src/App.css', content: 'main{max-width:560px}\n' },
      { path: 'README.md', content: "# Booking Page\n\nA booking page\n\nGenerated by Ultimate Co-founder's App Builder from the prompt:\n\n> A booking page where patients pick a treatment\n\n## Run\n" },
    ];
    const made = (await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: user.auth, payload: { name: 'Booking Page App', description: 'A booking page where patients pick a treatment', template: 'react-app', isPublic: false, files: old } })).json();
    const before = await balanceOf(ctx, user.userId);
    const res = await generate(ctx, user, { prompt: 'Add a phone number field', project_id: made.id });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ credits_charged: 5, available_credits: before - 5, suggestions: ['Added the phone number field'] });
    expect(body.notes[0]).toBe(
      'This project was made before the App Builder kept an app spec, so it was planned again from its original prompt ("A booking page where patients pick a treatment") as a form app, and the change was applied to that plan. The new app replaces the old files; src/App.css was kept as it was. Further changes edit app-spec.json.',
    );
    const file = (p: string) => body.files.find((f: { path: string }) => f.path === p)?.content as string | undefined;
    expect(file('src/app-spec.json')).toContain('{"id":"phoneNumber","label":"Phone number","type":"tel"}');
    expect(file('src/app-spec.json')).toContain('"id":"treatment"');
    expect(file('src/App.jsx')).not.toContain('Add a book');
    expect(file('src/App.css')).toBe('main{max-width:560px}\n');
    const built = await buildProject('react-app', body.files);
    expect(built.files.map((f) => f.path)).toEqual(expect.arrayContaining(['index.html', 'app.js']));
    expect(body.changes.map((c: { path: string }) => c.path)).toEqual(expect.arrayContaining(['src/App.jsx', 'src/app-spec.json', 'src/app.js', 'index.html']));

    // Saved, the next change is an ordinary spec edit.
    await ctx.app.inject({ method: 'PUT', url: `/api/v1/bolt/projects/${made.id}`, headers: user.auth, payload: { name: made.name, description: made.description, isPublic: false, files: body.files } });
    const next = (await generate(ctx, user, { prompt: 'Remove the notes field', project_id: made.id })).json();
    expect(next.notes).toEqual([]);
    expect(next.changes.map((c: { path: string }) => c.path)).toEqual(['src/app-spec.json']);
  });

  it('still leaves a project without a spec or a quoted prompt (written by a model) to a model, free', async () => {
    const user = await signUp(ctx);
    const made = (await ctx.app.inject({ method: 'POST', url: '/api/v1/bolt/projects', headers: user.auth, payload: { name: 'Tips', description: 'Split a bill', template: 'vanilla-js', isPublic: false, files: VALID.files } })).json();
    const before = await balanceOf(ctx, user.userId);
    const res = await generate(ctx, user, { prompt: 'Add a phone number field', project_id: made.id });
    expect(res.statusCode).toBe(422);
    expect(res.json().detail).toBe('This change needs a connected model. Nothing was charged.');
    expect(await balanceOf(ctx, user.userId)).toBe(before);
  });

  it('reads the startup profile for a landing page', async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { startup_name: 'Tidewater', idea: 'Tide tables for sea kayakers' } });
    const res = await generate(ctx, user, { prompt: 'A landing page with a waitlist', template: 'react-app' });
    const spec = res.json().files.find((f: { path: string }) => f.path === 'src/app-spec.json').content;
    expect(spec).toContain('"title": "Tidewater"');
    expect(spec).toContain('Tide tables for sea kayakers');
  });

  it("shows the startup model's price on a pricing page, in its currency, as the founder's (not an example)", async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { startup_name: 'PawPal', idea: 'Dog walking app for busy owners', business_model: 'Subscription at £12 per month' } });
    const res = await generate(ctx, user, { prompt: 'A pricing page', template: 'react-app' });
    const spec = JSON.parse(res.json().files.find((f: { path: string }) => f.path === 'src/app-spec.json').content);
    expect(spec).toMatchObject({ archetype: 'landing', title: 'PawPal', currency: 'GBP', plans: [{ price: 12, per: 'month' }] });
    expect(spec.examplePlans).toBe(false);
  });

  it("starts a calculator's inputs at the startup model's figures, labelled by where they come from", async () => {
    const user = await signUp(ctx);
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: { startup_name: 'PawPal', idea: 'Dog walking app for busy owners', business_model: 'Subscription at £12 per month' } });
    const res = await generate(ctx, user, { prompt: 'A subscription pricing calculator', template: 'react-app' });
    const spec = JSON.parse(res.json().files.find((f: { path: string }) => f.path === 'src/app-spec.json').content);
    expect(spec.currency).toBe('GBP');
    const byLabel = Object.fromEntries(spec.fields.map((f: { label: string }) => [f.label, f]));
    // The founder's price, and the model's default churn shown as an example; "Customers" keeps the engine's value.
    expect(byLabel['Price per month']).toMatchObject({ value: 12, source: 'model' });
    expect(byLabel['Monthly churn']).toMatchObject({ source: 'example' });
    expect(byLabel.Customers.source).toBeUndefined();
  });

  it("prices a calculator in the startup's currency unless the prompt names another", async () => {
    const user = await signUp(ctx);
    const model = (await ctx.app.inject({ method: 'GET', url: '/api/v1/startup/model', headers: user.auth })).json().model;
    const saved = await ctx.app.inject({ method: 'PUT', url: '/api/v1/startup/model', headers: user.auth, payload: { model: { ...model, currency: 'EUR' }, base_version: 0 } });
    expect(saved.statusCode, saved.body).toBe(200);
    const specOf = async (prompt: string) => JSON.parse((await generate(ctx, user, { prompt, template: 'vanilla-js' })).json().files.find((f: { path: string }) => f.path === 'app-spec.json').content);
    expect((await specOf('A no-show cost calculator: cost = missed appointments × average fee')).currency).toBe('EUR');
    expect((await specOf('A savings calculator in pounds')).currency).toBe('GBP');
  });

  it('refuses bad input and an empty balance', async () => {
    expect((await generate(ctx, user, { prompt: '   ' })).statusCode).toBe(422);
    expect((await generate(ctx, user, { prompt: 'x', template: 'flutter-app' })).statusCode).toBe(422);
    const poor = await signUp(ctx);
    await ctx.db.update(users).set({ creditBalance: 4 }).where(eq(users.id, poor.userId));
    const res = await generate(ctx, poor, { prompt: 'A todo list' });
    expect(res.statusCode).toBe(402);
    expect(res.json().detail).toBe('Insufficient credits');
    expect(await balanceOf(ctx, poor.userId)).toBe(4);
  });
});

describe('generation with a model', () => {
  let ctx: TestContext;
  let model: OpenAiStandIn;
  beforeAll(async () => {
    model = await startOpenAiStandIn();
    const llm = await createLlmProvider({ llm: { provider: 'openai-compatible', baseUrl: model.url, model: 'stand-in-model', apiKey: 'test-key' } });
    ctx = await createTestApp({ llm, projectGenerationTimeoutMs: 3000 });
  });
  afterAll(() => model.close());

  it('uses the model\'s files when they validate, and charges 5 credits', async () => {
    const user = await signUp(ctx);
    model.behaviour = { kind: 'ok', chunks: ['```json\n', JSON.stringify(VALID), '\n```'] };
    const res = await generate(ctx, user, { prompt: 'A tip splitter in plain javascript', agent_ids: ['product'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ engine: 'stand-in-model', projectData: { name: 'Tip Splitter App', template: 'vanilla-js' }, technicalGuidance: VALID.technicalGuidance, credits_charged: 5 });
    expect(res.json().files[1]).toMatchObject({ path: 'main.js', language: 'javascript', type: 'file' });
    const request = model.requests.at(-1)!;
    expect(request.messages[0].content).toContain('Template: vanilla-js');
    expect(request.messages[0].content).toContain('product');
    expect(await balanceOf(ctx, user.userId)).toBe(95);
    // The provider's usage report is metered for the admin's model cost (the stand-in: 20 in, one token per chunk).
    const usage = await ctx.db.select().from(modelUsage).where(eq(modelUsage.userId, user.userId));
    expect(usage.map((r) => [r.feature, r.step, r.model, r.inputTokens, r.outputTokens])).toEqual([['app', 'answer', 'stand-in-model', 20, 3]]);
  });

  it("tells the model the startup profile and the model's prices, the founder's marked as such (issue 38 §5)", async () => {
    const user = await signUp(ctx);
    const profile = { startup_name: 'Cadeira', idea: 'Booking with deposits for hair salons', business_model: 'Subscription at €29 per salon per month' };
    await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: user.auth, payload: profile });
    model.behaviour = { kind: 'ok', chunks: [JSON.stringify(VALID)] };
    const res = await generate(ctx, user, { prompt: 'A pricing page' });
    expect(res.statusCode, res.body).toBe(200);
    const system = model.requests.at(-1)!.messages[0].content;
    expect(system).toContain('startup name: Cadeira');
    expect(system).toContain('Booking with deposits for hair salons');
    expect(system).toMatch(/€29(\.00)? \(the founder's price\)/);
    expect(system).toContain('currency EUR');
  });

  it('asks for the project as structured output (JSON with the schema) and takes the parsed object', async () => {
    const user = await signUp(ctx);
    model.behaviour = { kind: 'ok', chunks: [JSON.stringify(VALID)] };
    const res = await generate(ctx, user, { prompt: 'A tip splitter in plain javascript' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().projectData.name).toBe('Tip Splitter App');
    expect(model.requests.at(-1)!.body).toHaveProperty('response_format.type', expect.stringMatching(/^json_/));
  });

  it('retries an invalid answer once, then fails clearly without charging', async () => {
    const user = await signUp(ctx);
    const before = model.requests.length;
    model.behaviour = { kind: 'ok', chunks: ['{"name": "X", "files": [{"path": "../evil.js", "content": "x"}]}'] };
    const res = await generate(ctx, user, { prompt: 'A tip splitter' });
    expect(res.statusCode).toBe(502);
    expect(res.json().detail).toBe(MODEL_INVALID_DETAIL);
    expect(model.requests.length - before).toBe(2);
    expect(model.requests.at(-1)!.messages.at(-1)!.content).toContain('not a valid project');
    // Both calls used the provider's tokens, though nothing was charged.
    expect((await ctx.db.select().from(modelUsage).where(eq(modelUsage.userId, user.userId))).map((r) => r.feature)).toEqual(['app', 'app']);
    expect(await balanceOf(ctx, user.userId)).toBe(100);
    const reasons = (await ctx.db.select().from(creditLedger).where(eq(creditLedger.userId, user.userId))).map((r) => r.reason);
    expect(reasons).toContain('release:app_generation');
  });

  it('a busy provider (429, Retry-After: 7) says when to try again; a refused key says the AI is unavailable; neither is charged', async () => {
    const user = await signUp(ctx);
    model.behaviour = { kind: 'error', status: 429, message: 'Rate limit reached', headers: { 'retry-after': '7' } };
    const busy = await generate(ctx, user, { prompt: 'A tip splitter', template: 'vanilla-js' });
    expect(busy.statusCode).toBe(502);
    expect(busy.json().detail).toBe('The AI provider is busy; try again in 7 s. Nothing was charged.');
    model.behaviour = { kind: 'error', status: 401, message: 'Incorrect API key provided' };
    const refused = await generate(ctx, user, { prompt: 'A tip splitter', template: 'vanilla-js' });
    expect(refused.statusCode).toBe(502);
    expect(refused.json().detail).toBe('The AI is unavailable right now. Nothing was charged.');
    expect(await balanceOf(ctx, user.userId)).toBe(100);
  });

  it('gives up on a slow model without charging', async () => {
    const user = await signUp(ctx);
    model.behaviour = { kind: 'ok', chunks: [JSON.stringify(VALID)], firstTokenDelayMs: 10_000 };
    const res = await generate(ctx, user, { prompt: 'A tip splitter', template: 'vanilla-js' });
    expect(res.statusCode).toBe(504);
    expect(res.json().detail).toBe(MODEL_TIMEOUT_DETAIL);
    expect(await balanceOf(ctx, user.userId)).toBe(100);
  });
});

describe('a model that corrects itself on the retry', () => {
  it('keeps the second, valid answer', async () => {
    const answers = ['Sure! Here is your app.', JSON.stringify(VALID)];
    const seen: string[] = [];
    const llm: LlmProvider = {
      kind: 'openai-compatible',
      model: 'scripted',
      async generateText(req) {
        seen.push(req.messages.at(-1)!.content);
        return { text: answers.shift()!, tokensUsed: 1, model: 'scripted', finishReason: 'stop' };
      },
      streamText() {
        throw new Error('not used');
      },
    };
    const ctx = await createTestApp({ llm });
    const user = await signUp(ctx);
    const res = await generate(ctx, user, { prompt: 'A tip splitter', template: 'vanilla-js' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().projectData.name).toBe('Tip Splitter App');
    expect(seen[1]).toContain('not a JSON object');
    expect(await balanceOf(ctx, user.userId)).toBe(95);
  });
});
