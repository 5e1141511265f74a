import type { ListFilesQuery } from '@uc/contract';

/** Every query key of the data room, so mutations can invalidate exactly what they change. */
export const dataRoomKeys = {
  all: ['data-room'] as const,
  lists: () => [...dataRoomKeys.all, 'list'] as const,
  list: (query: ListFilesQuery) => [...dataRoomKeys.lists(), query] as const,
  file: (id: string) => [...dataRoomKeys.all, 'file', id] as const,
  versions: (id: string) => [...dataRoomKeys.all, 'versions', id] as const,
};

export const documentKeys = {
  all: ['documents'] as const,
  list: () => [...documentKeys.all, 'list'] as const,
  job: (id: string) => [...documentKeys.all, 'job', id] as const,
  defaults: () => [...documentKeys.all, 'defaults'] as const,
};
