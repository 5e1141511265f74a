import { AvatarVideoSchema } from '@uc/contract';
import { api } from '@/lib/api-client';

/** Asks the server to refresh one video's status from Tavus. */
export const refreshVideo = (id: string) => api.get(`/api/v1/tavus/videos/${id}`, { schema: AvatarVideoSchema, globalErrors: false });
