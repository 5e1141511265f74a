import { randomUUID } from 'node:crypto';
import { Mailbox, VERIFY_SUBJECT } from './mailbox';

export type TestUser = { name: string; email: string; password: string };

export function newUser(prefix = 'e2e'): TestUser {
  const id = randomUUID().slice(0, 8);
  return { name: `Ada Founder ${id}`, email: `${prefix}-${id}@example.com`, password: `Launch-day-${id}!` };
}

/** Registers and verifies an account through the API (for specs whose subject is not sign-up). */
export async function createVerifiedUser(baseURL: string, user: TestUser = newUser()): Promise<TestUser> {
  const reg = await fetch(`${baseURL}/api/v1/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: user.name, email: user.email, password: user.password }),
  });
  if (reg.status !== 201) throw new Error(`register answered ${reg.status}: ${await reg.text()}`);
  const link = await new Mailbox(baseURL).linkFor(user.email, '/verify-email', { subject: VERIFY_SUBJECT });
  const token = new URL(link).searchParams.get('token')!;
  const verify = await fetch(`${baseURL}/api/v1/auth/verify-email?token=${encodeURIComponent(token)}`, { method: 'POST' });
  if (verify.status !== 200) throw new Error(`verify-email answered ${verify.status}: ${await verify.text()}`);
  return user;
}

/** An access token for API calls made beside the browser (set-up and checks). */
export async function tokenFor(baseURL: string, user: TestUser): Promise<string> {
  const res = await fetch(`${baseURL}/api/v1/auth/login`, { method: 'POST', body: new URLSearchParams({ username: user.email, password: user.password }) });
  if (res.status !== 200) throw new Error(`login answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}
