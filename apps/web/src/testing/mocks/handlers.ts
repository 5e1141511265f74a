import { DEFAULT_PREFERENCES } from '@uc/contract';
import type { AgentId, Avatar, AvatarVideoList, Balance, ErrorBody, Health, IntegrationList, OrchestratorStatus, PublicConfig, StartupProfile, ThreadList, User } from '@uc/contract';
import { http, HttpResponse, type PathParams } from 'msw';
import { ADMIN_TOKEN, adminUser, healthy, TEST_TOKEN, testConfig, testUser } from './data';
import { billingHandlers } from './billing-data';
import { sampleOpenApi, testPositions } from './site-data';

const unauthorized = () => HttpResponse.json<ErrorBody>({ detail: 'Not authenticated' }, { status: 401 });

function userFor(request: Request): User | null {
  const header = request.headers.get('authorization');
  if (header === `Bearer ${TEST_TOKEN}`) return testUser;
  if (header === `Bearer ${ADMIN_TOKEN}`) return adminUser;
  return null;
}

/** Default answers of a healthy server; tests override single routes with server.use(). */
/** Chat defaults: the offline engine, no saved threads, an empty startup profile. */
export const offlineStatus: OrchestratorStatus = {
  status: 'operational',
  agents_available: 5,
  active_sessions: 0,
  integrations_connected: 0,
  timestamp: '2026-01-31T12:00:00.000Z',
  llm: { mode: 'offline', provider: 'offline', model: 'offline-engine' },
};
export const emptyStartupProfile: StartupProfile = { startup_name: null, idea: null, stage: null, industry: null, target_customers: null, business_model: null, team_size: null };

export const handlers = [
  ...billingHandlers,
  http.get('*/api/v1/careers', () => HttpResponse.json({ items: testPositions })),
  http.get('*/api/v1/openapi.json', () => HttpResponse.json(sampleOpenApi)),
  http.get('*/health', () => HttpResponse.json<Health>(healthy)),
  http.get('*/api/v1/config', () => HttpResponse.json<PublicConfig>(testConfig)),
  http.get<PathParams, never, User | ErrorBody>('*/api/v1/auth/me', ({ request }) => {
    const user = userFor(request);
    return user ? HttpResponse.json<User>(user) : unauthorized();
  }),
  http.post('*/api/v1/auth/logout', () => HttpResponse.json({ message: 'Successfully logged out' })),
  // No refresh cookie in tests unless a test serves one.
  http.post('*/api/v1/auth/refresh', () => HttpResponse.json({ detail: 'Session expired. Please login again.' }, { status: 401 })),
  http.get('*/api/v1/auth/reset-password/status', () => HttpResponse.json({ valid: true, reason: null, message: null })),
  http.get<PathParams, never, Balance | ErrorBody>('*/api/v1/billing/balance', ({ request }) => (userFor(request) ? HttpResponse.json<Balance>({ available_credits: 100 }) : unauthorized())),
  http.get('*/api/v1/orchestrator/status', () => HttpResponse.json<OrchestratorStatus>(offlineStatus)),
  http.get('*/api/v1/chat/threads', () => HttpResponse.json<ThreadList>({ threads: [] })),
  http.get('*/api/v1/integrations', () => HttpResponse.json<IntegrationList>({ items: [], composio_enabled: false })),
  http.get('*/api/v1/tavus/avatars/:agentId', ({ params }) =>
    HttpResponse.json<Avatar>({ id: `local-${params.agentId}`, agent_id: params.agentId as AgentId, name: String(params.agentId), description: '', videoUrl: null, thumbnailUrl: `/avatars/${params.agentId}.svg`, status: 'ready', provider: 'local' }),
  ),
  http.get('*/api/v1/tavus/videos', () => HttpResponse.json<AvatarVideoList>({ items: [], configured: false, total: 0, page: 1, page_size: 12 })),
  http.get('*/api/v1/chat/startup-profile', () => HttpResponse.json<StartupProfile>(emptyStartupProfile)),
  // Profile → Preferences: the defaults (time zone UTC) unless a test serves its own.
  http.get('*/api/v1/profile/preferences', () => HttpResponse.json(DEFAULT_PREFERENCES)),
  // Data room: no investor has opened a shared document unless a test serves its own figures.
  http.get('*/api/v1/data-room/readiness/engagement', () => HttpResponse.json({ items: [] })),
  // Admin screens (profile-admin): an empty platform unless a test serves its own data.
  http.get('*/api/v1/admin/stats', () =>
    HttpResponse.json({ total_users: 0, active_users: 0, users_today: 0, total_credits_allocated: 0, total_credits_used: 0, activity_today: 0, total_revenue: 0, conversion_rate: 0 }),
  ),
];
