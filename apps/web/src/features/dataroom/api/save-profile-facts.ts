import { StartupProfileSchema, type StartupProfileBody } from '@uc/contract';
import { api } from '@/lib/api-client';

/**
 * The generator's facts are the startup profile's: the ones the founder edited in the form are
 * saved back before the suite runs, so the startup model (and every later document, chat and
 * the Startup screen) reads them too.
 */
export const saveProfileFacts = (body: StartupProfileBody) => api.put('/api/v1/chat/startup-profile', { json: body, schema: StartupProfileSchema, globalErrors: true });
