import type { User } from '@uc/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { clearAuth, getToken, notifySignedIn, setStoredUser, setToken, subscribeToAuth } from './auth-storage';
import { loadApi } from './load-api';
import { useSilentRefresh } from './silent-refresh';

export const authQueryKeys = {
  me: ['auth', 'me'] as const,
};

export async function getMe({ signal }: { signal?: AbortSignal } = {}): Promise<User> {
  const { api, contract } = await loadApi();
  return api.get('/api/v1/auth/me', { schema: contract.UserSchema, signal });
}

export const meQueryOptions = () =>
  queryOptions({
    queryKey: authQueryKeys.me,
    queryFn: getMe,
    retry: false,
    staleTime: 5 * 60_000,
    meta: { silent: true },
  });

type AuthContextValue = {
  user: User | null;
  /** True until the stored token, if any, has been checked against /auth/me. */
  isLoading: boolean;
  isAuthenticated: boolean;
  /** Stores a fresh access token and loads the user it belongs to. */
  signIn: (accessToken: string) => Promise<User>;
  /** Revokes the session on the server (best effort) and forgets it locally. */
  signOut: () => Promise<void>;
};

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setTokenState] = useState(() => getToken());
  const me = useQuery({ ...meQueryOptions(), enabled: token !== null });
  useSilentRefresh(Boolean(token && me.data));

  useEffect(
    () =>
      subscribeToAuth((event) => {
        setTokenState(getToken());
        if (event.type === 'cleared') queryClient.clear();
      }),
    [queryClient],
  );

  // A stored token the server no longer accepts is forgotten (the 401 path does it too).
  useEffect(() => {
    if (token !== null && me.isError) clearAuth('invalid');
  }, [token, me.isError]);

  useEffect(() => {
    if (me.data) setStoredUser(me.data);
  }, [me.data]);

  const signIn = useCallback(
    async (accessToken: string) => {
      setToken(accessToken);
      try {
        const user = await queryClient.fetchQuery({ ...meQueryOptions(), staleTime: 0 });
        setStoredUser(user);
        notifySignedIn();
        return user;
      } catch (error) {
        clearAuth('invalid');
        throw error;
      }
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // Forget the session locally first, so nothing after this click still sees it signed in.
    const token = getToken();
    clearAuth('logout');
    if (!token) return;
    try {
      const { api, contract } = await loadApi();
      await api.post('/api/v1/auth/logout', { schema: contract.MessageSchema, globalErrors: false, bearer: token, keepalive: true });
    } catch {
      // Logging out must work offline or with a dead session: the local session is already gone.
    }
  }, []);

  const value = useMemo<AuthContextValue>(() => {
    const user = token !== null ? (me.data ?? null) : null;
    return {
      user,
      isLoading: token !== null && me.isPending && !me.isError,
      isAuthenticated: user !== null,
      signIn,
      signOut,
    };
  }, [token, me.data, me.isPending, me.isError, signIn, signOut]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth() {
  const context = useContext(AuthContext);
  if (!context) throw new Error('useAuth must be used inside <AuthProvider>');
  return context;
}

/** The signed-in user; only for screens behind the protected route. */
export function useUser() {
  const { user } = useAuth();
  if (!user) throw new Error('useUser needs a signed-in user: render it behind the protected route');
  return user;
}
