import { UserSchema, type RegisterBody } from '@uc/contract';
import { api } from '@/lib/api-client';

export const register = (body: RegisterBody) => api.post('/api/v1/auth/register', { json: body, schema: UserSchema, auth: false });
