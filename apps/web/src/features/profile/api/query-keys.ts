export const profileQueryKeys = {
  all: ['profile'] as const,
  profile: () => [...profileQueryKeys.all, 'details'] as const,
  notifications: () => [...profileQueryKeys.all, 'notifications'] as const,
  preferences: () => [...profileQueryKeys.all, 'preferences'] as const,
  sessions: () => [...profileQueryKeys.all, 'sessions'] as const,
};
