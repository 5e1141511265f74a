// A verified user of a running server (development mode: the dev mailbox at /dev/mail.json).
import { randomUUID } from 'node:crypto';

async function json(res) {
  const body = await res.text();
  if (!res.ok) throw new Error(`${res.url} answered ${res.status}: ${body}`);
  return body ? JSON.parse(body) : null;
}

/** Registers, verifies through the dev mailbox and returns the bearer header of the new user. */
export async function signUpVerified(base) {
  const email = `bench-${randomUUID().slice(0, 8)}@example.com`;
  const password = `Bench-${randomUUID()}`;
  const post = (p, body) => fetch(`${base}${p}`, { method: 'POST', headers: body ? { 'content-type': 'application/json' } : {}, body: body && JSON.stringify(body) });
  await json(await post('/api/v1/auth/register', { name: 'Bench Founder', email, password }));
  const mail = (await json(await fetch(`${base}/dev/mail.json`))).find((m) => m.to === email);
  const token = mail?.text.match(/verify-email\?token=([A-Za-z0-9_%-]+)/)?.[1];
  if (!token) throw new Error('no verification mail in /dev/mail.json');
  const { access_token: accessToken } = await json(await post(`/api/v1/auth/verify-email?token=${token}`));
  if (!accessToken) throw new Error('verification gave no access token');
  return { authorization: `Bearer ${accessToken}` };
}
