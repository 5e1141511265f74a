import {
  AGENT_IDS,
  CREDIT_PRICES,
  RenameThreadBodySchema,
  SendChatBodySchema,
  StartupProfileBodySchema,
  type ChatMessage,
  type ErrorBody,
  type Health,
  type OrchestratorStatus,
  type PublicConfig,
  type Token,
} from '@uc/contract';
import { delay, http, HttpResponse, type DefaultBodyType, type HttpHandler, type PathParams } from 'msw';
import { createChatPreviewHandlers, demoAppStream } from './app-stream';
import { demoChatStream } from './chat-stream';
import type { DemoContext } from './context';
import { createBillingHandlers } from './billing-handlers';
import { createDataRoomHandlers } from './dataroom-handlers';
import { createDocumentHandlers } from './document-handlers';
import { createIntegrationHandlers } from './integration-handlers';
import { createLeadHandlers } from './lead-handlers';
import { createLiveHandlers } from './live-handlers';
import { createProfileHandlers } from './profile-handlers';
import { createProjectHandlers } from './project-handlers';
import { createStartupHandlers } from './startup-handlers';
import {
  DEMO_EMAIL,
  DEMO_PASSWORD,
  DEMO_TOKEN,
  demoFiles,
  demoFolders,
  demoOverview,
  demoProfile,
  demoThreads,
  demoUser,
} from './data';

/** Latencies of the prototype's demo layer (spec 000 §9). */
export const DEMO_LATENCY = { auth: 500, list: 300, create: 1000, deploy: 2000, chat: 1500 } as const;

const fail = (status: number, detail: string) => HttpResponse.json<ErrorBody>({ detail }, { status });
const signedIn = (request: Request) => request.headers.get('authorization') === `Bearer ${DEMO_TOKEN}`;

/**
 * The in-browser mock API of the demo. State (threads, credits, profile) lives in this closure:
 * it survives navigation inside the demo and is gone when the tab is closed — nothing is saved.
 */
export function createDemoHandlers(): HttpHandler[] {
  const threads = structuredClone(demoThreads);
  const files = structuredClone(demoFiles);
  let profile = { ...demoProfile };
  let balance = demoOverview.available_credits;
  const startup = createStartupHandlers(() => profile);
  // The demo founder's password: changeable on the Security tab, for this tab.
  const password = { current: DEMO_PASSWORD };
  let planLeft = 0;
  // Set just below: billing owns the subscription.
  const billing = { paid: () => false };
  const ctx: DemoContext = {
    profile: () => profile,
    model: startup.model,
    balance: () => balance,
    spend: (n) => {
      balance -= n;
      planLeft = Math.max(0, planLeft - n);
    },
    grant: (n, kind) => {
      balance += n;
      if (kind === 'plan') planLeft += n;
    },
    planCredits: () => Math.min(planLeft, balance),
    paidPlan: () => billing.paid(),
    threads,
    files,
    contents: new Map(),
  };

  return [
    http.get('*/health', () => HttpResponse.json<Health>({ status: 'healthy', database: 'ok', version: 'demo' })),
    http.get('*/api/v1/config', () => HttpResponse.json<PublicConfig>({ signup_credits: 100, password_min_length: 8, mail_mode: 'outbox', dev_mailbox: false, version: 'demo', integrations: { total: 16, ready: 3 }, video_studio: false, live_mode: 'local' })),

    http.post<PathParams, DefaultBodyType, Token | ErrorBody>('*/api/v1/auth/login', async ({ request }) => {
      await delay(DEMO_LATENCY.auth);
      const form = new URLSearchParams(await request.text());
      if (form.get('username')?.toLowerCase() !== DEMO_EMAIL || form.get('password') !== password.current) return HttpResponse.json({ detail: 'Invalid email or password' }, { status: 401 });
      return HttpResponse.json({ access_token: DEMO_TOKEN, token_type: 'bearer', expires_in: 3600 });
    }),
    http.post('*/api/v1/auth/register', async () => {
      await delay(DEMO_LATENCY.auth);
      return fail(400, 'Email already registered');
    }),
    http.get('*/api/v1/auth/me', ({ request }) => (signedIn(request) ? HttpResponse.json(demoUser) : fail(401, 'Not authenticated'))),
    http.post('*/api/v1/auth/logout', () => HttpResponse.json({ message: 'Successfully logged out' })),

    http.get('*/api/v1/orchestrator/status', () =>
      HttpResponse.json<OrchestratorStatus>({ status: 'operational', agents_available: 5, active_sessions: 0, integrations_connected: 0, timestamp: new Date().toISOString(), llm: { mode: 'offline', provider: 'offline', model: 'offline-engine' } }),
    ),

    // Chat
    http.get('*/api/v1/chat/threads', async () => {
      await delay(DEMO_LATENCY.list);
      return HttpResponse.json({ threads: threads.map(({ messages: _messages, ...t }) => t).sort((a, b) => b.updated_at.localeCompare(a.updated_at)) });
    }),
    http.get('*/api/v1/chat/threads/:id', ({ params }) => {
      const thread = threads.find((t) => t.id === params.id);
      return thread ? HttpResponse.json(thread) : fail(404, 'Thread not found');
    }),
    // The demo's offline answers propose no assumption changes: a thread has no proposal cards.
    http.get('*/api/v1/chat/threads/:id/proposals', ({ params }) =>
      threads.some((t) => t.id === params.id) ? HttpResponse.json({ items: [] }) : fail(404, 'Thread not found')),
    http.patch('*/api/v1/chat/threads/:id', async ({ params, request }) => {
      const thread = threads.find((t) => t.id === params.id);
      if (!thread) return fail(404, 'Thread not found');
      const parsed = RenameThreadBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Title is required');
      thread.title = parsed.data.title;
      const { messages: _messages, ...summary } = thread;
      return HttpResponse.json(summary);
    }),
    http.delete('*/api/v1/chat/threads/:id', async ({ params }) => {
      await delay(DEMO_LATENCY.list);
      const i = threads.findIndex((t) => t.id === params.id);
      if (i < 0) return fail(404, 'Thread not found');
      threads.splice(i, 1);
      return HttpResponse.json({ message: 'Thread deleted' });
    }),
    http.get('*/api/v1/chat/startup-profile', () => HttpResponse.json(profile)),
    http.put('*/api/v1/chat/startup-profile', async ({ request }) => {
      const parsed = StartupProfileBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, 'Invalid startup profile');
      profile = { ...profile, ...parsed.data };
      return HttpResponse.json(profile);
    }),
    ...startup.handlers,
    ...createChatPreviewHandlers(ctx),
    http.post('*/api/v1/chat/stream', async ({ request }) => {
      const parsed = SendChatBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, 'Message is required');
      const body = parsed.data;
      const app = body.mode !== 'team' && body.output === 'app';
      const cost = app ? CREDIT_PRICES.app_generation : body.mode === 'team' ? (body.agent_ids ?? AGENT_IDS).length : 1;
      if (balance < cost) return fail(402, `This needs ${cost} credits; you have ${balance}`);
      const now = new Date().toISOString();
      let thread = threads.find((t) => t.id === body.thread_id);
      if (!thread) {
        thread = { id: crypto.randomUUID(), title: body.message.slice(0, 60), created_at: now, updated_at: now, messages: [] };
        threads.unshift(thread);
      }
      const userMessage: ChatMessage = { id: crypto.randomUUID(), thread_id: thread.id, role: 'user', agent_id: null, kind: 'text', content: body.message, status: 'complete', credits: null, created_at: now };
      thread.messages.push(userMessage);
      thread.updated_at = now;
      const target = thread;
      if (app) return new HttpResponse(demoAppStream(ctx, target, userMessage), { headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' } });
      const stream = demoChatStream({
        body,
        turn: { threadId: target.id, title: target.title, userMessage },
        profile,
        balance: () => balance,
        spend: ctx.spend,
        onAnswer: (m) => target.messages.push(m),
        generationMs: DEMO_LATENCY.chat,
      });
      return new HttpResponse(stream, { headers: { 'content-type': 'text/event-stream', 'x-vercel-ai-ui-message-stream': 'v1' } });
    }),

    // Data room and documents
    ...createDataRoomHandlers(ctx, structuredClone(demoFolders)),
    ...createDocumentHandlers(ctx),

    ...createBillingHandlers(ctx, billing),

    // Integrations and leads
    ...createIntegrationHandlers(),
    ...createLeadHandlers(),

    // Demo-only errors of the prototype (spec 000 §8).
    http.get('*/api/v1/tavus/avatars/:agentId', ({ params }) => {
      const agentId = String(params.agentId);
      if (!(AGENT_IDS as readonly string[]).includes(agentId)) return fail(404, 'Invalid agent ID for Tavus avatar');
      // The illustrated avatars the product ships (no video provider in the demo).
      return HttpResponse.json({ id: `local-${agentId}`, agent_id: agentId, name: agentId, description: '', videoUrl: null, thumbnailUrl: `/avatars/${agentId}.svg`, status: 'ready', provider: 'local' });
    }),
    http.get('*/api/v1/tavus/videos', () => HttpResponse.json({ items: [], configured: false, total: 0, page: 1, page_size: 12 })),
    ...createProjectHandlers(ctx),
    ...createProfileHandlers(ctx, password),
    ...createLiveHandlers(ctx),

    // Everything else under /api answers, never reaches a server.
    http.all('*/api/*', ({ request }) => fail(404, `Mock API does not support this ${request.method} request`)),
  ];
}
