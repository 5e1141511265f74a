import type { PublicConfig } from '@uc/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { loadApi } from './load-api';

/** Used until /api/v1/config answers; the server default password policy. */
export const DEFAULT_PASSWORD_MIN_LENGTH = 8;

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['public-config'],
    queryFn: async ({ signal }) => {
      const { api, contract } = await loadApi();
      return api.get('/api/v1/config', { schema: contract.PublicConfigSchema, signal, globalErrors: false });
    },
    staleTime: Infinity,
    retry: 1,
    meta: { silent: true },
  });

export function usePublicConfig(): {
  config: PublicConfig | undefined;
  passwordMinLength: number;
  /** Undefined while unknown: screens then speak of "free credits" without a number. */
  signupCredits: number | undefined;
} {
  const { data } = useQuery(publicConfigQueryOptions());
  return {
    config: data,
    passwordMinLength: data?.password_min_length ?? DEFAULT_PASSWORD_MIN_LENGTH,
    signupCredits: data?.signup_credits,
  };
}
