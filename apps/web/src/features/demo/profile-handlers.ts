import {
  ChangePasswordBodySchema,
  DEFAULT_NOTIFICATIONS,
  DEFAULT_PREFERENCES,
  LOGO_MAX_BYTES,
  LOGO_MAX_PX,
  NotificationSettingsSchema,
  PreferencesSchema,
  UpdateProfileBodySchema,
  type ActiveSessionList,
  type ApiKeyList,
  type Profile,
} from '@uc/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail, type DemoContext } from './context';
import { demoUser } from './data';
import { zipFiles } from './zip';

const DEMO_SESSION_ID = '30000000-0000-4000-8000-000000000001';

/** The logo's kind read from its first bytes, as the server checks it (the declared type is not trusted). */
function logoKind(bytes: Uint8Array): 'image/png' | 'image/jpeg' | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (png.every((b, i) => bytes[i] === b)) return 'image/png';
  return bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff ? 'image/jpeg' : null;
}

/** The server's answer to a logo it refuses (413, 415, 422), or null when the logo is kept. */
async function refusedLogo(bytes: Uint8Array) {
  if (bytes.byteLength > LOGO_MAX_BYTES) return fail(413, 'The logo must be at most 512 KB');
  const type = logoKind(bytes);
  if (!type) return fail(415, 'The logo must be a PNG or JPEG image');
  // The browser measures the picture where it can (the tests' DOM cannot decode images).
  if (typeof createImageBitmap !== 'function') return null;
  const size = await createImageBitmap(new Blob([bytes as BlobPart], { type })).catch(() => null);
  if (!size) return fail(422, 'The logo could not be read as an image');
  const { width, height } = size;
  size.close();
  if (width <= LOGO_MAX_PX && height <= LOGO_MAX_PX) return null;
  return fail(422, `The logo must be at most ${LOGO_MAX_PX} × ${LOGO_MAX_PX} px (this one is ${width} × ${height})`);
}

/** Profile and settings of the demo founder: edits are kept in the tab, like everything in the demo. */
export function createProfileHandlers(ctx: DemoContext, password: { current: string }): HttpHandler[] {
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
    company_logo_url: null,
    joinDate: demoUser.created_at,
  };
  let logo: { bytes: Uint8Array; type: string } | null = null;
  let logoVersion = 0;
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
    http.post('*/api/v1/auth/change-password', async ({ request }) => {
      const parsed = ChangePasswordBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid password');
      if (parsed.data.currentPassword !== password.current) return fail(400, 'Current password is incorrect');
      password.current = parsed.data.newPassword;
      return HttpResponse.json({ message: 'Password changed successfully' });
    }),
    // Nothing of the demo account is stored anywhere: there is nothing to delete.
    // The demo session ends; the page then starts a new one with the sample data (nothing was saved).
    http.delete('*/api/v1/auth/delete-account', () => HttpResponse.json({ message: 'The demo session ended and its data was reset' })),
    // "Download my data": what this tab holds, as the server's export does for an account (a .zip of JSON).
    http.get('*/api/v1/profile/export', () => {
      const json = (v: unknown) => JSON.stringify(v, null, 2);
      const zip = zipFiles([
        { path: 'profile.json', content: json({ profile, notifications, preferences, startup_profile: ctx.profile() }) },
        { path: 'chat-threads.json', content: json(ctx.threads) },
        { path: 'data-room.json', content: json(ctx.files) },
      ]);
      return new HttpResponse(zip, { headers: { 'content-type': 'application/zip', 'content-disposition': 'attachment; filename="ultimate-cofounder-data.zip"' } });
    }),
    http.post('*/api/v1/profile/avatar', async ({ request }) => {
      const type = request.headers.get('content-type') ?? '';
      if (!/^image\/(png|jpeg|webp|gif)$/.test(type)) return fail(415, 'The picture must be a PNG, JPEG, WebP or GIF image');
      const bytes = await request.arrayBuffer();
      if (bytes.byteLength > 2 * 1024 * 1024) return fail(413, 'Avatar must be at most 2 MB');
      if (profile.avatar_url?.startsWith('blob:')) URL.revokeObjectURL(profile.avatar_url);
      profile = { ...profile, avatar_url: URL.createObjectURL(new Blob([bytes], { type })) };
      return HttpResponse.json(profile);
    }),
    // The logo investors see on share links: kept in the tab and served at a versioned address, as the server does.
    http.post('*/api/v1/profile/logo', async ({ request }) => {
      const bytes = new Uint8Array(await request.arrayBuffer());
      const refused = await refusedLogo(bytes);
      if (refused) return refused;
      logo = { bytes, type: logoKind(bytes)! };
      logoVersion += 1;
      profile = { ...profile, company_logo_url: `/api/v1/profile/logo?v=demo-${logoVersion}` };
      return HttpResponse.json(profile);
    }),
    http.get('*/api/v1/profile/logo', () => {
      if (!logo) return fail(404, 'No logo');
      const headers = { 'content-type': logo.type, 'cache-control': 'private, max-age=60' };
      return new HttpResponse(logo.bytes as BodyInit, { headers });
    }),
    http.delete('*/api/v1/profile/logo', () => {
      logo = null;
      profile = { ...profile, company_logo_url: null };
      return HttpResponse.json(profile);
    }),
    http.delete('*/api/v1/profile/avatar', () => {
      if (profile.avatar_url?.startsWith('blob:')) URL.revokeObjectURL(profile.avatar_url);
      profile = { ...profile, avatar_url: null };
      return HttpResponse.json(profile);
    }),
  ];
}
