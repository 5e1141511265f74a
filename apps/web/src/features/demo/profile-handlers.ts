import {
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  NotificationSettingsSchema,
  PreferencesSchema,
  UpdateProfileBodySchema,
  type ActiveSessionList,
  type ApiKeyList,
  type Profile,
} from '@uc/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail } from './context';
import { demoUser } from './data';

const DEMO_SESSION_ID = '30000000-0000-4000-8000-000000000001';

/** Profile and settings of the demo founder: edits are kept in the tab, like everything in the demo. */
export function createProfileHandlers(): HttpHandler[] {
  let profile: Profile = {
    name: demoUser.name,
    email: demoUser.email,
    phone: '',
    company: 'PawPal',
    location: 'Berlin',
    bio: 'Building PawPal: dog walks booked in two taps.',
    website: '',
    linkedin: '',
    avatar_url: null,
    joinDate: demoUser.created_at,
  };
  let notifications = { ...DEFAULT_NOTIFICATIONS };
  let preferences = { ...DEFAULT_PREFERENCES };

  return [
    http.get('*/api/v1/profile', () => HttpResponse.json(profile)),
    http.put('*/api/v1/profile', async ({ request }) => {
      const parsed = UpdateProfileBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid profile');
      await delay(300);
      const { email: _email, ...rest } = parsed.data;
      profile = { ...profile, ...rest };
      return HttpResponse.json(profile);
    }),
    http.get('*/api/v1/profile/notifications', () => HttpResponse.json(notifications)),
    http.put('*/api/v1/profile/notifications', async ({ request }) => {
      const parsed = NotificationSettingsSchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, 'Invalid notification settings');
      notifications = parsed.data;
      return HttpResponse.json(notifications);
    }),
    http.get('*/api/v1/profile/preferences', () => HttpResponse.json(preferences)),
    http.put('*/api/v1/profile/preferences', async ({ request }) => {
      const parsed = PreferencesSchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid preferences');
      preferences = parsed.data;
      return HttpResponse.json(preferences);
    }),
    // This tab is the demo's only sign-in.
    http.get('*/api/v1/profile/sessions', () =>
      HttpResponse.json<ActiveSessionList>({ items: [{ id: DEMO_SESSION_ID, device: `${navigator.userAgent.includes('Chrome') ? 'Chrome' : 'This browser'} (demo)`, created_at: new Date().toISOString(), last_used_at: new Date().toISOString(), current: true }] }),
    ),
    http.post('*/api/v1/profile/sessions/revoke-others', () => HttpResponse.json({ message: 'No other sessions to sign out' })),
    http.get('*/api/v1/api-keys', () => HttpResponse.json<ApiKeyList>({ items: [] })),
  ];
}
