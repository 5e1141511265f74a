/** Every query key of the app builder. */
export const projectKeys = {
  all: ['projects'] as const,
  list: () => [...projectKeys.all, 'list'] as const,
  detail: (id: string) => [...projectKeys.all, 'detail', id] as const,
  submissionsOf: (id: string) => [...projectKeys.all, 'submissions', id] as const,
  submissions: (id: string, page: number) => [...projectKeys.submissionsOf(id), page] as const,
};
