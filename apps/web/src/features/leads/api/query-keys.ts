export const leadQueryKeys = {
  all: ['leads'] as const,
  collections: () => [...leadQueryKeys.all, 'collections'] as const,
  collection: (id: string) => [...leadQueryKeys.all, 'collections', id] as const,
  collectionLeads: (id: string, page: number, q: string) => [...leadQueryKeys.all, 'collections', id, 'leads', page, q] as const,
};
