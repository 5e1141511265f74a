import { describe, expect, it } from 'vitest';
import { createTestApp, latestMail } from '../../../test/helpers';
import { backgroundWorkSettled } from '../recovery/drain';

describe('team notification mail (CONTACT_INBOX)', () => {
  it('mails the inbox for a contact message and a job application, escaping what visitors wrote', async () => {
    const ctx = await createTestApp({ config: { contactInbox: 'team@uc.test' } });
    const contact = { name: 'Ada <b>Founder</b>', email: 'ada@example.com', reason: 'sales', subject: 'Plans for a team', message: 'Which plan fits three founders?' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: contact })).statusCode).toBe(201);
    await backgroundWorkSettled();
    const mail = await latestMail(ctx.db, 'team@uc.test');
    expect(mail.subject).toBe('New contact message (sales): Plans for a team');
    expect(mail.text).toContain('From: Ada <b>Founder</b> <ada@example.com>');
    expect(mail.text).toContain('Which plan fits three founders?');
    expect(mail.html).toContain('Ada &lt;b&gt;Founder&lt;/b&gt;');

    const apply = { name: 'Grace', email: 'grace@example.com', links: ['https://github.com/grace'], cover_note: 'I love building for founders.' };
    expect((await ctx.app.inject({ method: 'POST', url: '/api/v1/careers/backend-engineer/apply', payload: apply })).statusCode).toBe(201);
    await backgroundWorkSettled();
    const application = await latestMail(ctx.db, 'team@uc.test');
    expect(application.subject).toBe('New application: Backend Engineer — Grace');
    expect(application.text).toContain('https://github.com/grace');
  });
});
