/** Every route of the app in one place; screens link through these, never through string literals. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  pricing: { path: '/pricing', getHref: () => '/pricing' },
  about: { path: '/about', getHref: () => '/about' },
  contact: { path: '/contact', getHref: () => '/contact' },
  careers: { path: '/careers', getHref: () => '/careers' },
  company: { path: '/company', getHref: () => '/company' },
  documentation: { path: '/documentation', getHref: () => '/documentation' },
  apiDocs: { path: '/api', getHref: () => '/api' },
  aiCofounders: { path: '/ai-cofounders', getHref: () => '/ai-cofounders' },
  useCase: {
    path: '/use-cases/:slug',
    getHref: (slug: 'product-strategy' | 'go-to-market' | 'fundraising' | 'operations') => `/use-cases/${slug}`,
  },
  termsOfService: { path: '/terms-of-service', getHref: () => '/terms-of-service' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },

  auth: {
    auth: { path: '/auth', getHref: (mode?: 'register') => (mode ? `/auth?mode=${mode}` : '/auth') },
    signIn: { path: '/signin', getHref: () => '/signin' },
    signUp: { path: '/signup', getHref: () => '/signup' },
    verifyEmail: { path: '/verify-email', getHref: (token: string) => `/verify-email?token=${encodeURIComponent(token)}` },
    resetPassword: { path: '/reset-password', getHref: (token: string) => `/reset-password?token=${encodeURIComponent(token)}` },
    signInLink: { path: '/sign-in-link', getHref: (token: string) => `/sign-in-link?token=${encodeURIComponent(token)}` },
  },

  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    startup: { path: '/dashboard/startup', getHref: () => '/dashboard/startup' },
    dataRoom: { path: '/dashboard/data-room', getHref: () => '/dashboard/data-room' },
    appBuilder: {
      path: '/dashboard/app-builder',
      /** `from` opens an app the chat made (threadId/messageId); `project` opens a saved project. */
      getHref: (q?: { from?: string; project?: string }) => {
        const search = new URLSearchParams(Object.entries(q ?? {}).filter((e): e is [string, string] => Boolean(e[1]))).toString();
        return `/dashboard/app-builder${search ? `?${search}` : ''}`;
      },
    },
    integrations: { path: '/dashboard/integrations', getHref: () => '/dashboard/integrations' },
    leads: { path: '/dashboard/leads', getHref: () => '/dashboard/leads' },
    billing: { path: '/dashboard/billing', getHref: () => '/dashboard/billing' },
    admin: { path: '/dashboard/admin', getHref: () => '/dashboard/admin' },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    videoStudio: { path: '/dashboard/video-studio', getHref: () => '/dashboard/video-studio' },
    live: { path: '/dashboard/live', getHref: (query?: { agents?: string[]; type?: string; join?: string }) => `/dashboard/live${query ? `?${new URLSearchParams(Object.entries({ agents: query.agents?.join(','), type: query.type, join: query.join }).filter((e): e is [string, string] => Boolean(e[1])))}` : ''}` },
  },

  legacy: {
    dataRoom: { path: '/data-room' },
    integrations: { path: '/integrations' },
    billing: { path: '/billing' },
    profile: { path: '/profile' },
    superuser: { path: '/superuser' },
  },
  /** The standalone admin's per-user view (superusers only). */
  superuserUser: { path: '/superuser/users/:id', getHref: (id: string) => `/superuser/users/${encodeURIComponent(id)}` },

  /** The public viewer of a data-room share link (no account, no product chrome). */
  shareViewer: { path: '/s/:token', getHref: (token: string) => `/s/${encodeURIComponent(token)}` },

  /** The in-browser demo (its own entry: main.tsx starts it for any path under /demo). */
  demo: { path: '/demo', getHref: () => '/demo' },
  systemHealth: { path: '/system-health', getHref: () => '/system-health' },
  livekitTest: { path: '/livekit-test', getHref: () => '/livekit-test' },
  livekitDebug: { path: '/livekit-debug', getHref: () => '/livekit-debug' },
  agentServiceTest: { path: '/suna-test', getHref: () => '/suna-test' },
  devMailbox: { path: '/dev/mail', getHref: () => '/dev/mail' },
} as const;
