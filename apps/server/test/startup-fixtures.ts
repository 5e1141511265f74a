import { expect } from 'vitest';
import type { TestContext } from './helpers';

/** A US dental-clinic scheduling startup with a stated price: the per-turn cache tests change its words. */
export const DENTAL_CLINIC_PROFILE = {
  startup_name: 'ChairTime',
  idea: 'Scheduling and patient reminders for dental clinics in the United States',
  target_customers: 'Independent dental clinics',
  industry: 'dental health software',
  business_model: '$149 per clinic per month subscription',
  stage: 'mvp',
  team_size: 2,
};

/** Saves a founder's startup profile through the API, as the chat's profile form does. */
export async function putStartupProfile(ctx: TestContext, auth: Record<string, string>, profile: Record<string, unknown>) {
  const res = await ctx.app.inject({ method: 'PUT', url: '/api/v1/chat/startup-profile', headers: auth, payload: profile });
  expect(res.statusCode, res.body).toBe(200);
}
