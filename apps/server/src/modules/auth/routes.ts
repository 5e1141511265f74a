import {
  ChangePasswordBodySchema,
  EmailBodySchema,
  ErrorBodySchema,
  GoogleOAuthBodySchema,
  LoginBodySchema,
  MessageSchema,
  RegisterBodySchema,
  ResetLinkStatusSchema,
  ResetPasswordBodySchema,
  SignInLinkQuerySchema,
  TokenSchema,
  UserSchema,
  VerifyEmailQuerySchema,
  VerifyEmailResponseSchema,
} from '@uc/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../errors';
import { trackWork } from '../recovery/drain';
import { readRefreshCookie, rotateRefreshToken, setRefreshCookie } from './refresh';
import { admitLoginAttempt, holdsRefreshCookieOf, THROTTLED_DETAIL } from './login-throttle';
import * as auth from './service';
import type { SessionIdentity } from './session-cache';

const bearer = [{ bearerAuth: [] }];

/** Work done after the answer: logged if it fails; a shutdown waits for it. */
const inBackground = (req: FastifyRequest, work: () => Promise<unknown>) =>
  void trackWork(new Promise((r) => setImmediate(r)).then(work)).catch((err) => req.log.error({ err }, 'auth: background work failed'));
/** One-time sign-in links e-mailed to one address per 15 minutes. */
const SIGN_IN_LINKS_PER_EMAIL = 3;
const errors = (...codes: number[]) => Object.fromEntries(codes.map((c) => [c, ErrorBodySchema]));
/**
 * /auth/me's body per identity: the session cache hands every request of a session the same
 * identity object (a new one after any change or revocation), so the JSON is built once per entry,
 * checked against UserSchema and serialised as the route's serializer would; the string is sent as it is.
 */
const meBodies = new WeakMap<SessionIdentity, string>();
const meOf = (user: SessionIdentity) =>
  meBodies.get(user) ?? meBodies.set(user, JSON.stringify(UserSchema.parse(auth.toUserDto(user)))).get(user)!;
const JSON_UTF8 = 'application/json; charset=utf-8';

export const authRoutes: FastifyPluginAsyncZod<{ deps: auth.AuthDeps }> = async (app, { deps }) => {
  const { rateLimits } = deps.config;
  const tooMany = (detail: string) => () => new HttpError(429, detail);
  // Each limiter names its keys: in Redis (REDIS_URL) every app.rateLimit() shares one key space.
  const perIp = app.rateLimit({ max: rateLimits.authPerIp, timeWindow: '1 minute', keyGenerator: (req) => `auth-ip:${req.ip}`, errorResponseBuilder: tooMany('Too many requests. Please wait a minute and try again.') });
  const loginPerIp = app.rateLimit({ max: rateLimits.loginPerIp, timeWindow: '1 minute', keyGenerator: (req) => `login-ip:${req.ip}`, errorResponseBuilder: tooMany('Too many sign-in attempts. Please wait a minute and try again.') });
  // @fastify/rate-limit runs one limiter per request, so the per-address ones are checked by hand.
  // Wrong passwords are counted per (address, IP): a stranger elsewhere cannot lock the owner out.
  // Per account, a growing wait between tries (capped: never a hard lock) slows a spray from many
  // IPs; the owner's own browser (a valid refresh cookie of the account) is exempt from both.
  const loginEmail = (req: FastifyRequest) => {
    const body = req.body as { email?: string; username?: string };
    return String(body?.email ?? body?.username ?? '').trim().toLowerCase();
  };
  const perEmailAndIp = app.createRateLimit({ max: rateLimits.loginPerEmail, timeWindow: '15 minutes', keyGenerator: (req) => `login-email-ip:${loginEmail(req)}|${req.ip}` });
  const loginPerEmail = async (req: FastifyRequest, reply: FastifyReply) => {
    const email = loginEmail(req);
    if (await holdsRefreshCookieOf(deps.db, readRefreshCookie(req), email)) return;
    const limit = await perEmailAndIp(req);
    if (!limit.isAllowed && limit.isExceeded) {
      reply.header('retry-after', String(Math.max(1, Math.ceil(limit.ttl / 1000))));
      throw new HttpError(429, 'Too many sign-in attempts for this account. Please try again in 15 minutes, or get a one-time sign-in link by e-mail.');
    }
    // Twice one IP's budget: a single address spending all of its tries never slows the owner down.
    const wait = await admitLoginAttempt(deps.db, email, rateLimits.loginPerEmail * 2);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, THROTTLED_DETAIL(wait));
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
        // The OAuth2 password form (username + password) is accepted too.
        consumes: ['application/json', 'application/x-www-form-urlencoded'],
        response: { 200: TokenSchema, ...errors(401, 403, 422, 429) },
      },
    },
    async (req, reply) => {
      const session = await auth.login(deps, (req.body.email ?? req.body.username)!, req.body.password);
      setRefreshCookie(reply, deps, session.refreshToken);
      return session.body;
    },
  );

  app.get(
    '/auth/me',
    {
      config: { auth: 'user' },
      schema: { tags: ['Authentication'], summary: 'Current user', description: 'The signed-in user.', security: bearer, response: { 200: UserSchema, ...errors(401) } },
    },
    // A string with a JSON content type skips the serializer (its check was done once, above).
    (req, reply) => {
      reply.type(JSON_UTF8).send(meOf(req.user!) as never);
    },
  );

  app.post(
    '/auth/logout',
    {
      // Logout ends a sign-in session; an API key is revoked through /api-keys instead.
      config: { auth: 'user', apiKey: false },
      schema: { tags: ['Authentication'], summary: 'Sign out', description: 'Revokes the access token used for this request and its refresh-token family, and clears the refresh cookie.', security: bearer, response: { 200: MessageSchema, ...errors(401) } },
    },
    async (req, reply) => {
      await auth.logout(deps, req.user!.sessionId);
      setRefreshCookie(reply, deps, null);
      return { message: 'Successfully logged out' };
    },
  );

  app.post(
    '/auth/refresh',
    {
      // The refresh token is the credential: an httpOnly cookie the browser sends to /api/v1/auth only.
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Refresh the access token',
        description:
          'Spends the rotating refresh token in the `uc_refresh` cookie (httpOnly, SameSite=Strict, path /api/v1/auth; Secure when APP_URL is https; set by sign-in and e-mail verification, 30 days) and returns a new access token with a new refresh cookie. A refresh token used twice revokes its whole family (every session it issued). 401 "Session expired. Please login again." otherwise.',
        response: { 200: TokenSchema, ...errors(401, 429) },
      },
    },
    async (req, reply) => {
      try {
        const session = await rotateRefreshToken(deps, readRefreshCookie(req));
        setRefreshCookie(reply, deps, session.refreshToken);
        return session.body;
      } catch (err) {
        setRefreshCookie(reply, deps, null);
        throw err;
      }
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
        description: 'Consumes the link token from the verification e-mail, activates the account, grants the sign-up credits and signs the user in. A link opened again after the address is verified answers 409 with "already verified".',
        querystring: VerifyEmailQuerySchema,
        response: { 200: VerifyEmailResponseSchema, ...errors(400, 409, 422, 429) },
      },
    },
    async (req, reply) => {
      const session = await auth.verifyEmail(deps, req.query.token);
      setRefreshCookie(reply, deps, session.refreshToken);
      return session.body;
    },
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
      // Answer first, then look the address up and mail: the same path and timing whether or not it has an account.
      inBackground(req, () => auth.resendVerification(deps, req.body.email));
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
      inBackground(req, () => auth.forgotPassword(deps, req.body.email)); // answer first (no timing difference)
      return { message: auth.FORGOT_PASSWORD_MESSAGE };
    },
  );

  // A few links per address (the answer stays the same, so it says nothing about the account).
  const linksPerEmail = app.createRateLimit({ max: SIGN_IN_LINKS_PER_EMAIL, timeWindow: '15 minutes', keyGenerator: (req) => `sign-in-link-email:${loginEmail(req)}` });
  app.post(
    '/auth/sign-in-link',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'E-mail a one-time sign-in link',
        description: `E-mails a link that signs in without the password (valid 15 minutes, single use; the newest one only) when a verified, active account has this address: what a 429 from sign-in offers. At most ${SIGN_IN_LINKS_PER_EMAIL} links per address in 15 minutes. The answer is the same either way.`,
        body: EmailBodySchema,
        response: { 200: MessageSchema, ...errors(422, 429) },
      },
    },
    async (req) => {
      const limit = await linksPerEmail(req);
      if (limit.isAllowed || !limit.isExceeded) inBackground(req, () => auth.sendSignInLink(deps, req.body.email));
      return { message: auth.SIGN_IN_LINK_MESSAGE };
    },
  );

  app.post(
    '/auth/sign-in-link/verify',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Sign in with an e-mailed link',
        description: 'Spends the token of a one-time sign-in link and signs in: an access token in the body and the refresh cookie, as a password sign-in would. The account\'s failed sign-in attempts are forgotten. 400 for a used, replaced or expired link.',
        querystring: SignInLinkQuerySchema,
        response: { 200: TokenSchema, ...errors(400, 403, 422, 429) },
      },
    },
    async (req, reply) => {
      const session = await auth.signInWithLink(deps, req.query.token);
      setRefreshCookie(reply, deps, session.refreshToken);
      return session.body;
    },
  );

  app.get(
    '/auth/reset-password/status',
    {
      config: { auth: 'public' },
      onRequest: perIp,
      schema: {
        tags: ['Authentication'],
        summary: 'Check a reset link',
        description: 'Whether the reset link token can still be used (unused and not expired). Consumes nothing; the reset page disables its form when it cannot.',
        querystring: VerifyEmailQuerySchema,
        response: { 200: ResetLinkStatusSchema, ...errors(422, 429) },
      },
    },
    async (req) => auth.resetLinkStatus(deps, req.query.token),
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
        // Not offered, so not in the API document (an operation with no success is not one a client can use);
        // the route stays so that an old client hears why.
        hide: true,
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
