import { useStoredPreferences } from '@/lib/preferences';

/** The user's saved preferences (Profile → Preferences): the read-aloud voice comes from here. */
export const useLivePreferences = useStoredPreferences;
