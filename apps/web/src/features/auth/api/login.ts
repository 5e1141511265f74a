import { TokenSchema } from '@uc/contract';
import { api } from '@/lib/api-client';

/** The spec's login: form-encoded username (the e-mail) and password. */
export const login = ({ email, password }: { email: string; password: string }) =>
  api.post('/api/v1/auth/login', { form: { username: email, password }, schema: TokenSchema, auth: false });
