import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, jobApplications } from '../../db/schema';
import { createTestApp } from '../../../test/helpers';

const ctx = await createTestApp({ config: { rateLimits: { publicFormsPerIp: 8 } } });

const contact = {
  name: 'Ada Founder',
  email: 'Ada@Example.com',
  reason: 'sales',
  subject: 'Plans for a team',
  message: 'Which plan fits three founders?',
};

describe('public site', () => {
  it('lists the five open positions', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/v1/careers' });
    expect(res.statusCode).toBe(200);
    const titles = res.json().items.map((p: { title: string }) => p.title);
    expect(titles).toEqual(['AI Research Scientist', 'Senior Frontend Engineer', 'Product Manager', 'Backend Engineer', 'Marketing Manager']);
  });

  it('stores a contact message and rejects bad input', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { ...contact, company: '' } });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().id));
    expect(row).toMatchObject({ name: 'Ada Founder', email: 'ada@example.com', reason: 'sales', company: null, phone: null });

    const badReason = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { ...contact, reason: 'spam' } });
    expect(badReason.statusCode).toBe(422);
    expect(badReason.json().detail).toBeTypeOf('string');
    const noMessage = await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: { ...contact, message: '   ' } });
    expect(noMessage.statusCode).toBe(422);
  });

  it('stores a job application for a known position only', async () => {
    const payload = { name: 'Grace', email: 'grace@example.com', links: ['https://github.com/grace'], cover_note: 'I love building for founders.' };
    const res = await ctx.app.inject({ method: 'POST', url: '/api/v1/careers/backend-engineer/apply', payload });
    expect(res.statusCode).toBe(201);
    const [row] = await ctx.db.select().from(jobApplications).where(eq(jobApplications.id, res.json().id));
    expect(row).toMatchObject({ positionId: 'backend-engineer', links: ['https://github.com/grace'], coverNote: 'I love building for founders.' });

    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/v1/careers/chief-vibes-officer/apply', payload });
    expect(unknown.statusCode).toBe(404);
    const badLink = await ctx.app.inject({ method: 'POST', url: '/api/v1/careers/backend-engineer/apply', payload: { ...payload, links: ['javascript:alert(1)'] } });
    expect(badLink.statusCode).toBe(422);
  });

  it('rate-limits the forms per IP', async () => {
    // Eight submissions (valid or not) are allowed per 10 minutes in this file; earlier tests used some.
    let last = 0;
    for (let i = 0; i < 9; i++) {
      last = (await ctx.app.inject({ method: 'POST', url: '/api/v1/contact', payload: contact })).statusCode;
    }
    expect(last).toBe(429);
    // Reading the positions is not limited.
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v1/careers' })).statusCode).toBe(200);
  });
});
