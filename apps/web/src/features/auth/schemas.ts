import { EmailBodySchema, RegisterBodySchema, ResetPasswordBodySchema } from '@uc/contract';
import { z } from 'zod';

/** Form schemas derived from the contract's request bodies; the length rule comes from the server's config. */

export const signInFormSchema = RegisterBodySchema.pick({ email: true, password: true });
export type SignInFormInput = z.input<typeof signInFormSchema>;

export const passwordTooShortMessage = (min: number) => `Password must be at least ${min} characters`;
export const PASSWORDS_DO_NOT_MATCH = 'Passwords do not match';

export const createRegisterFormSchema = (minLength: number) =>
  RegisterBodySchema.extend({ confirmPassword: z.string().min(1, 'Please confirm your password') })
    .refine((v) => v.password.length >= minLength, { path: ['password'], message: passwordTooShortMessage(minLength) })
    .refine((v) => v.password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type RegisterFormInput = z.input<ReturnType<typeof createRegisterFormSchema>>;

export const emailFormSchema = EmailBodySchema;
export type EmailFormInput = z.input<typeof emailFormSchema>;

export const createResetPasswordFormSchema = (minLength: number) =>
  z
    .object({
      new_password: ResetPasswordBodySchema.shape.new_password,
      confirmPassword: z.string(),
    })
    .refine((v) => v.new_password.length >= minLength, { path: ['new_password'], message: `${passwordTooShortMessage(minLength)} long` })
    .refine((v) => v.new_password === v.confirmPassword, { path: ['confirmPassword'], message: PASSWORDS_DO_NOT_MATCH });
export type ResetPasswordFormInput = z.input<ReturnType<typeof createResetPasswordFormSchema>>;
