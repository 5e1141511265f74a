import { PreferencesSchema } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';
import { useAuth } from './auth';

/**
 * The signed-in user's preferences (Profile → Preferences), read by every feature that honours
 * them: the chat's default agent and mode, the live page's read-aloud voice, the date formatter's
 * time zone. Same query key as the profile feature's query, so a save shows everywhere at once.
 */
export const PREFERENCES_KEY = ['profile', 'preferences'] as const;

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: PREFERENCES_KEY,
    queryFn: ({ signal }) => api.get('/api/v1/profile/preferences', { schema: PreferencesSchema, signal }),
    // Fetched once per visit; the profile feature updates the cache when they are saved.
    staleTime: Infinity,
    // Everything has a default, so a failed fetch is never worth a toast.
    meta: { silent: true },
  });

/** Only asked for when signed in: pages without a user keep the defaults. */
export function useStoredPreferences() {
  const { isAuthenticated } = useAuth();
  return useQuery({ ...preferencesQueryOptions(), enabled: isAuthenticated });
}
