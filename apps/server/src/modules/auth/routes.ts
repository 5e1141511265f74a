import {
  ChangePasswordBodySchema,
  EmailBodySchema,
  ErrorBodySchema,
  GoogleOAuthBodySchema,
  LoginBodySchema,
  MessageSchema,
  RegisterBodySchema,
  ResetPasswordBodySchema,
  TokenSchema,
  UserSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResponseSchema,
} from '@uc/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import * as auth from './service';

const bearer = [{ bearerAuth: [] }];
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));

export const authRoutes: FastifyPluginAsyncZod<{ deps: auth.AuthDeps }> = async (app, { deps }) => {
  const { rateLimits } = deps.config;
  const tooMany = (detail: string) => () => new HttpError(429, detail);
  const perIp = app.rateLimit({ max: rateLimits.authPerIp, timeWindow: '1 minute', errorResponseBuilder: tooMany('Too many requests. Please wait a minute and try again.') });
  const loginPerIp = app.rateLimit({ max: rateLimits.loginPerIp, timeWindow: '1 minute', errorResponseBuilder: tooMany('Too many sign-in attempts. Please wait a minute and try again.') });
  // @fastify/rate-limit runs one limiter per request, so the per-address one is checked by hand.
  const loginPerEmailLimit = app.createRateLimit({
    max: rateLimits.loginPerEmail,
    timeWindow: '15 minutes',
    keyGenerator: (req) => {
      const body = req.body as { email?: string; username?: string };
      return `login-email:${String(body?.email ?? body?.username ?? '').trim().toLowerCase()}`;
    },
  });
  const loginPerEmail = async (req: FastifyRequest) => {
    const limit = await loginPerEmailLimit(req);
    if (!limit.isAllowed && limit.isExceeded) {
      throw new HttpError(429, 'Too many sign-in attempts for this account. Please try again in 15 minutes or reset your password.');
    }
  };

  app.post(
    '/auth/register',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Create an account',
        description: 'Creates an unverified account and e-mails a verification link (valid 24 hours). Sign-in works once the address is verified.',
        body: RegisterBodySchema,
        response: { 201: UserSchema, ...errors(400, 422, 429) },
      },
    },
    async (req, reply) => reply.status(201).send(await auth.register(deps, req.body)),
  );

  app.post(
    '/auth/login',
    {
      config: { auth: 'public' },
      onRequest: loginPerIp,
      preHandler: loginPerEmail,
      schema: {
        tags: ['Authentication'],
        summary: 'Sign in',
        description:
          'Exchanges e-mail and password for a bearer access token (1 hour). Accepts JSON `{email, password}` or a form-encoded `username` + `password`. Rate-limited per IP and per e-mail.',
        body: LoginBodySchema,
        response: { 200: TokenSchema, ...errors(401, 403, 422, 429) },
      },
    },
    async (req) => auth.login(deps, (req.body.email ?? req.body.username)!, req.body.password),
  );

  app.get(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { tags: ['Authentication'], summary: 'Current user', description: 'The signed-in user.', security: bearer, response: { 200: UserSchema, ...errors(401) } },
    },
    async (req) => auth.toUserDto(req.user!),
  );

  app.post(
    '/auth/logout',
    {
      // Logout ends a sign-in session; an API key is revoked through /api-keys instead.
      config: { auth: 'user', apiKey: false },
      schema: { tags: ['Authentication'], summary: 'Sign out', description: 'Revokes the access token used for this request.', security: bearer, response: { 200: MessageSchema, ...errors(401) } },
    },
    async (req) => {
      await auth.logout(deps, req.user!.sessionId);
      return { message: 'Successfully logged out' };
    },
  );

  app.post(
    '/auth/verify-email',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Verify e-mail address',
        description: 'Consumes the link token from the verification e-mail, activates the account, grants the sign-up credits and signs the user in.',
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResponseSchema, ...errors(400, 422, 429) },
      },
    },
    async (req) => auth.verifyEmail(deps, req.query.token),
  );

  app.post(
    '/auth/resend-verification',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Resend verification e-mail',
        description: 'Sends a new verification link when an unverified account has this address. The answer is the same either way.',
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...errors(422, 429) },
      },
    },
    async (req) => {
      await auth.resendVerification(deps, req.body.email);
      return { message: auth.RESEND_MESSAGE };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Request a password reset',
        description: 'E-mails a reset link valid for 1 hour, single use, when an account has this address. The answer is the same either way.',
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...errors(422, 429) },
      },
    },
    async (req) => {
      await auth.forgotPassword(deps, req.body.email);
      return { message: auth.FORGOT_PASSWORD_MESSAGE };
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Set a new password',
        description: 'Consumes the reset link token and sets the new password. Every open session of the account is signed out.',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, ...errors(400, 422, 429) },
      },
    },
    async (req) => {
      await auth.resetPassword(deps, req.body.token, req.body.new_password);
      return { message: 'Password reset successfully' };
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { auth: 'user', apiKey: false },
      schema: {
        tags: ['Authentication'],
        summary: 'Change password',
        description: 'Changes the password after checking the current one. Other sessions are signed out; this one stays. Needs a password sign-in: API keys are refused (403).',
        security: bearer,
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...errors(400, 401, 403, 422) },
      },
    },
    async (req) => {
      await auth.changePassword(deps, req.user!.id, req.user!.sessionId, req.body.currentPassword, req.body.newPassword);
      return { message: 'Password changed successfully' };
    },
  );

  app.delete(
    '/auth/delete-account',
    {
      config: { auth: 'user', apiKey: false },
      schema: {
        tags: ['Authentication'],
        summary: 'Delete account',
        description: 'Deletes the account and all its data, and revokes every session and API key. This cannot be undone. Needs a password sign-in: API keys are refused (403).',
        security: bearer,
        response: { 200: MessageSchema, ...errors(401, 403) },
      },
    },
    async (req) => {
      await auth.deleteAccount(deps, req.user!.id);
      return { message: 'Account deleted successfully' };
    },
  );

  app.post(
    '/auth/google-oauth',
    {
      config: { auth: 'public' },
      schema: {
        tags: ['Authentication'],
        summary: 'Google sign-in (not available)',
        description: 'Social sign-in is not offered; this endpoint always answers 501.',
        body: GoogleOAuthBodySchema.optional(),
        response: { 501: ErrorBodySchema },
      },
    },
    async () => {
      throw new HttpError(501, 'Google sign-in is not available. Please sign in with your email and password.');
    },
  );
};
