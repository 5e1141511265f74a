import { MessageSchema } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const changePassword = (body: { currentPassword: string; newPassword: string }) => api.post('/api/v1/auth/change-password', { schema: MessageSchema, json: body });

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
