import multipart from '@fastify/multipart';
import {
  ActiveSessionListSchema,
  AVATAR_MAX_BYTES,
  ErrorBodySchema,
  LOGO_MAX_PX,
  MessageSchema,
  NotificationSettingsSchema,
  PreferencesSchema,
  ProfileSchema,
  SessionParamsSchema,
  UpdateProfileBodySchema,
} from '@uc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { HttpError } from '../../errors';
import type { StorageDriver } from '../../providers/storage';
import type { SessionCache } from '../auth/session-cache';
import { readAvatar, removeAvatar, setAvatar } from './avatar';
import { buildDataExport } from './data-export';
import { LOGO_TOO_LARGE, readLogo, removeLogo, setLogo } from './logo';
import * as profiles from './profile-service';
import { listSessions, revokeOtherSessions, revokeSession } from './sessions-service';

export type ProfileDeps = { db: Db; storage: StorageDriver; sessionCache: SessionCache };

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
const tags = ['Profile'];
const TOO_LARGE = 'Avatar must be at most 2 MB';

/** The image of an avatar or logo upload: a multipart part named `file`, or the raw body (image/png, image/jpeg, image/webp). */
async function uploadedImage(req: FastifyRequest, tooLarge = TOO_LARGE): Promise<Buffer> {
  if (Buffer.isBuffer(req.body)) return req.body;
  if (!req.isMultipart()) throw new HttpError(400, 'Send the image as multipart/form-data (field "file") or as the raw body.');
  const part = await req.file();
  if (!part) throw new HttpError(400, 'No image received');
  try {
    return await part.toBuffer();
  } catch (err) {
    if ((err as { statusCode?: number }).statusCode === 413) throw new HttpError(413, tooLarge);
    throw err;
  }
}

export const profileRoutes: FastifyPluginAsyncZod<{ deps: ProfileDeps }> = async (app, { deps }) => {
  const { db } = deps;
  // Registered in this scope only, like the data room's uploads.
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1 } });
  app.addContentTypeParser(['image/png', 'image/jpeg', 'image/webp'], { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES }, (_req, body, done) => done(null, body));

  app.get(
    '/profile',
    { config: { auth: 'user' }, schema: { tags, summary: 'Your profile', description: 'Name, e-mail (read-only), contact details, avatar and join date.', security: bearer, response: { 200: ProfileSchema, ...errors(401) } } },
    async (req) => profiles.getProfile(db, req.user!.id),
  );

  app.put(
    '/profile',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Update your profile',
        description: 'Saves name, phone, company, location, bio, website and LinkedIn (http/https addresses only). The e-mail address cannot be changed here: a different one in the body is ignored.',
        security: bearer,
        body: UpdateProfileBodySchema,
        response: { 200: ProfileSchema, ...errors(401, 422) },
      },
    },
    async (req) => {
      const profile = await profiles.updateProfile(db, req.user!.id, req.body);
      deps.sessionCache.invalidateUser(req.user!.id); // the cached identity carries the name
      return profile;
    },
  );

  app.post(
    '/profile/avatar',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Upload an avatar',
        description: 'A PNG, JPEG or WebP image up to 2 MB (checked by content, 415 otherwise; 413 when larger), resized to a 256 px square.',
        security: bearer,
        consumes: ['multipart/form-data', 'image/png', 'image/jpeg', 'image/webp'],
        response: { 200: ProfileSchema, ...errors(400, 401, 413, 415) },
      },
    },
    async (req) => setAvatar(deps, req.user!.id, await uploadedImage(req)),
  );

  app.delete(
    '/profile/avatar',
    { config: { auth: 'user' }, schema: { tags, summary: 'Remove your avatar', description: 'Deletes the stored image.', security: bearer, response: { 200: ProfileSchema, ...errors(401) } } },
    async (req) => removeAvatar(deps, req.user!.id),
  );

  app.get(
    '/profile/avatar/:userId',
    {
      config: { auth: 'public' },
      schema: {
        tags,
        summary: 'An avatar image',
        description: 'The 256 px WebP avatar of an account (public, like any profile picture; the address carries the account id).',
        params: z.object({ userId: z.uuid({ message: 'No avatar' }) }),
        response: { 200: z.any().meta({ description: 'WebP image', contentMediaType: 'image/webp' }), ...errors(404, 422) },
      },
    },
    async (req, reply) => {
      const image = await readAvatar(deps, req.params.userId);
      return reply.type('image/webp').header('cache-control', 'public, max-age=300').header('x-content-type-options', 'nosniff').send(image);
    },
  );

  app.post(
    '/profile/logo',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Upload your company logo',
        description: `Shown to investors in the share viewer. A PNG or JPEG (checked by content, 415 otherwise) up to 512 KB (413) and ${LOGO_MAX_PX} px a side (422), stored re-encoded without metadata.`,
        security: bearer,
        consumes: ['multipart/form-data', 'image/png', 'image/jpeg'],
        response: { 200: ProfileSchema, ...errors(400, 401, 413, 415, 422) },
      },
    },
    async (req) => setLogo(deps, req.user!.id, await uploadedImage(req, LOGO_TOO_LARGE)),
  );

  app.delete(
    '/profile/logo',
    { config: { auth: 'user' }, schema: { tags, summary: 'Remove your company logo', description: 'Deletes the stored image; share links then show the name only.', security: bearer, response: { 200: ProfileSchema, ...errors(401) } } },
    async (req) => removeLogo(deps, req.user!.id),
  );

  app.get(
    '/profile/logo',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Your company logo',
        description: 'The stored logo (PNG or JPEG); 404 when none.',
        security: bearer,
        response: { 200: z.any().meta({ description: 'PNG or JPEG image', contentMediaType: 'image/*' }), ...errors(401, 404) },
      },
    },
    async (req, reply) => {
      const logo = await readLogo(deps, req.user!.id);
      return reply.type(logo.mimeType).header('cache-control', 'private, max-age=60').header('x-content-type-options', 'nosniff').send(logo.body);
    },
  );

  app.get(
    '/profile/notifications',
    { config: { auth: 'user' }, schema: { tags, summary: 'Notification settings', description: 'emailNotifications, pushNotifications, marketingEmails, securityAlerts, inAppNotifications (notices inside the product, such as a share link\'s first open).', security: bearer, response: { 200: NotificationSettingsSchema, ...errors(401) } } },
    async (req) => profiles.getNotificationSettings(db, req.user!.id),
  );
  app.put(
    '/profile/notifications',
    {
      config: { auth: 'user' },
      schema: {
        tags,
        summary: 'Update notification settings',
        description: 'With securityAlerts on, a password change, a new API key and an account deletion send an e-mail. Marketing e-mails go only to those with marketingEmails on.',
        security: bearer,
        body: NotificationSettingsSchema,
        response: { 200: NotificationSettingsSchema, ...errors(401, 422) },
      },
    },
    async (req) => profiles.updateNotificationSettings(db, req.user!.id, req.body),
  );

  app.get(
    '/profile/preferences',
    { config: { auth: 'user' }, schema: { tags, summary: 'Preferences', description: 'Stored with the account and honoured: the default agent (or auto) and chat mode start new chats, the time zone dates the web app and invoice PDFs, the read-aloud voice style starts live sessions.', security: bearer, response: { 200: PreferencesSchema, ...errors(401) } } },
    async (req) => profiles.getPreferences(db, req.user!.id),
  );
  app.put(
    '/profile/preferences',
    { config: { auth: 'user' }, schema: { tags, summary: 'Update preferences', description: 'Saves the preferences.', security: bearer, body: PreferencesSchema, response: { 200: PreferencesSchema, ...errors(401, 422) } } },
    async (req) => profiles.updatePreferences(db, req.user!.id, req.body),
  );

  // Sessions are sign-ins: managing them needs a sign-in too, not an API key.
  app.get(
    '/profile/sessions',
    { config: { auth: 'user', apiKey: false }, schema: { tags, summary: 'Active sessions', description: 'Your open sign-ins with device, creation and last use; `current` marks this one.', security: bearer, response: { 200: ActiveSessionListSchema, ...errors(401, 403) } } },
    async (req) => ({ items: await listSessions(db, req.user!.id, req.user!.sessionId) }),
  );
  app.delete(
    '/profile/sessions/:id',
    {
      config: { auth: 'user', apiKey: false },
      schema: { tags, summary: 'Sign out a session', description: 'Revokes one of your sessions at once.', security: bearer, params: SessionParamsSchema, response: { 200: MessageSchema, ...errors(401, 403, 404, 422) } },
    },
    async (req) => {
      await revokeSession(deps, req.user!.id, req.params.id);
      return { message: 'Session signed out' };
    },
  );
  app.post(
    '/profile/sessions/revoke-others',
    { config: { auth: 'user', apiKey: false }, schema: { tags, summary: 'Sign out everywhere else', description: 'Revokes every session except this one.', security: bearer, response: { 200: MessageSchema, ...errors(401, 403) } } },
    async (req) => {
      const n = await revokeOtherSessions(deps, req.user!.id, req.user!.sessionId);
      return { message: `Signed out of ${n} other session${n === 1 ? '' : 's'}` };
    },
  );

  app.get(
    '/profile/export',
    {
      config: { auth: 'user', apiKey: false },
      schema: {
        tags,
        summary: 'Download my data',
        description: 'A .zip with your profile, chat threads, documents, data-room files, invoices and credit ledger (JSON and CSV).',
        security: bearer,
        response: { 200: z.any().meta({ description: 'ZIP archive', contentMediaType: 'application/zip' }), ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      const zip = await buildDataExport(deps, req.user!.id);
      const date = new Date().toISOString().slice(0, 10);
      return reply.type('application/zip').header('content-disposition', `attachment; filename="ultimate-cofounder-data-${date}.zip"`).header('cache-control', 'private, no-store').send(zip);
    },
  );
};
