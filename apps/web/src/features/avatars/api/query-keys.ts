export const avatarQueryKeys = {
  all: ['avatars'] as const,
  videos: (page: number) => [...avatarQueryKeys.all, 'videos', page] as const,
  video: (id: string) => [...avatarQueryKeys.all, 'video', id] as const,
};
