export const liveQueryKeys = {
  all: ['live'] as const,
  config: () => [...liveQueryKeys.all, 'config'] as const,
  sessions: (page: number) => [...liveQueryKeys.all, 'sessions', page] as const,
  session: (id: string) => [...liveQueryKeys.all, 'session', id] as const,
};
