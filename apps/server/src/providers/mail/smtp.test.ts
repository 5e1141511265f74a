import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/helpers';
import { startSmtpStandIn } from '../../../test/smtp-stand-in';

let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
let ctx: TestContext;
beforeAll(async () => {
  smtp = await startSmtpStandIn();
  ctx = await createTestApp({ config: { smtpUrl: `smtp://127.0.0.1:${smtp.port}`, mailFrom: 'UC <no-reply@uc.test>' } });
});
afterAll(() => smtp.close());

describe('SMTP mailer', () => {
  it('delivers the verification mail over SMTP and turns the dev mailbox off', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: { email: 'smtp@example.com', password: 'password-123', name: 'Mail' } });
    expect(res.statusCode).toBe(201);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail.from).toContain('no-reply@uc.test');
    expect(mail.to[0]).toContain('smtp@example.com');
    expect(mail.data).toContain('Subject: Verify your Ultimate Co-founder account');
    expect(mail.data.replace(/=\n/g, '')).toContain('verify-email?token=');
    expect((await ctx.app.inject({ method: 'GET', url: '/dev/mail.json' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/config' })).json().mail_mode).toBe('smtp');
  });
});
