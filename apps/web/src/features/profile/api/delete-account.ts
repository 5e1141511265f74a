import { MessageSchema } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const deleteAccount = () => api.delete('/api/v1/auth/delete-account', { schema: MessageSchema });

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
