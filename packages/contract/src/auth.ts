import { z } from 'zod';
import { IsoDateSchema } from './common';

/** Upper bounds keep oversize input a 4xx, never a slow hash or a 500. */
const EmailSchema = z.email({ message: 'Enter a valid email address' }).max(254).transform((e) => e.trim().toLowerCase());
/** The minimum length is a server setting (PASSWORD_MIN_LENGTH), checked in the auth service. */
const PasswordSchema = z.string().min(1, 'Password is required').max(256, 'Password is too long');
/**
 * A password being set: the server enforces PASSWORD_MIN_LENGTH (8 by default) itself, so the
 * contract cannot fix the number; the marker lets the served OpenAPI document state the configured one.
 */
const NewPasswordSchema = PasswordSchema.meta({ 'x-new-password': true });

export const UserSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    name: z.string(),
    created_at: IsoDateSchema,
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    email_verified: z.boolean(),
  })
  .meta({
    id: 'User',
    example: {
      id: '3b241101-e2bb-4255-8caf-4136c566a962',
      email: 'ada@example.com',
      name: 'Ada Founder',
      created_at: '2026-01-31T12:00:00.000Z',
      is_active: true,
      is_superuser: false,
      email_verified: true,
    },
  });
export type User = z.infer<typeof UserSchema>;

export const RegisterBodySchema = z
  .object({
    email: EmailSchema,
    password: NewPasswordSchema,
    name: z.string().trim().min(1, 'Full name is required').max(120),
  })
  .meta({ example: { email: 'ada@example.com', password: 'correct-horse-42', name: 'Ada Founder' } });
export type RegisterBody = z.infer<typeof RegisterBodySchema>;

/** JSON login (API docs) uses email; the form-encoded login (web client) uses username. */
export const LoginBodySchema = z
  .object({
    email: EmailSchema.optional(),
    username: EmailSchema.optional(),
    password: PasswordSchema,
  })
  .refine((b) => b.email || b.username, { message: 'Email is required', path: ['email'] })
  .meta({ example: { email: 'ada@example.com', password: 'correct-horse-42' } });
export type LoginBody = z.infer<typeof LoginBodySchema>;

export const TokenSchema = z
  .object({
    access_token: z.string(),
    token_type: z.literal('bearer'),
    expires_in: z.number().int(),
  })
  .meta({ id: 'Token', example: { access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzYjI0In0.c2lnbmF0dXJl', token_type: 'bearer', expires_in: 3600 } });
export type Token = z.infer<typeof TokenSchema>;

export const VerifyEmailQuerySchema = z.object({
  token: z.string().min(1).max(512).meta({ description: 'The token from the verification link.', example: 'Qm9vdHN0cmFwLXZlcmlmeS10b2tlbi0xMjM0NTY' }),
});
export const VerifyEmailResponseSchema = TokenSchema.extend({
  user: z.object({ name: z.string(), email: z.string() }),
}).meta({
  example: {
    access_token: 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiIzYjI0In0.c2lnbmF0dXJl',
    token_type: 'bearer',
    expires_in: 3600,
    user: { name: 'Ada Founder', email: 'ada@example.com' },
  },
});
export type VerifyEmailResponse = z.infer<typeof VerifyEmailResponseSchema>;

export const SignInLinkQuerySchema = z.object({
  token: z.string().min(1).max(512).meta({ description: 'The token from the e-mailed sign-in link.', example: 'U2lnbi1pbi1saW5rLXRva2VuLTEyMzQ1Ng' }),
});

export const EmailBodySchema = z.object({ email: EmailSchema }).meta({ example: { email: 'ada@example.com' } });
export type EmailBody = z.infer<typeof EmailBodySchema>;

export const ResetPasswordBodySchema = z
  .object({
    token: z.string().min(1).max(512),
    new_password: NewPasswordSchema,
  })
  .meta({ example: { token: 'UmVzZXQtdG9rZW4tZnJvbS10aGUtZW1haWwtbGluaw', new_password: 'a-new-strong-password' } });
export type ResetPasswordBody = z.infer<typeof ResetPasswordBodySchema>;

export const ChangePasswordBodySchema = z
  .object({
    currentPassword: PasswordSchema,
    newPassword: NewPasswordSchema,
  })
  .meta({ example: { currentPassword: 'correct-horse-42', newPassword: 'a-new-strong-password' } });
export type ChangePasswordBody = z.infer<typeof ChangePasswordBodySchema>;

export const GoogleOAuthBodySchema = z.object({ credential: z.string().max(4096).optional() }).meta({ example: { credential: 'google-id-token' } });

/** Login failure for an unverified account: the UI offers to resend the mail. */
export const UNVERIFIED_DETAIL = 'Please verify your email address before signing in. Check your inbox or resend the verification email.';
export const BAD_CREDENTIALS_DETAIL = 'Incorrect email or password';

/** A verification link opened again after the address was verified (not an error for the user). */
export const ALREADY_VERIFIED_DETAIL = 'This email address is already verified. You can sign in.';

/** Whether a password-reset link can still be used, checked when the reset page opens. */
export const ResetLinkStatusSchema = z
  .object({ valid: z.boolean(), reason: z.enum(['used', 'expired', 'unknown']).nullable(), message: z.string().nullable() })
  .meta({ id: 'ResetLinkStatus', example: { valid: true, reason: null, message: null } });
export type ResetLinkStatus = z.infer<typeof ResetLinkStatusSchema>;
