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
  },

  dashboard: {
    root: { path: '/dashboard', getHref: () => '/dashboard' },
    dataRoom: { path: '/dashboard/data-room', getHref: () => '/dashboard/data-room' },
    integrations: { path: '/dashboard/integrations', getHref: () => '/dashboard/integrations' },
    billing: { path: '/dashboard/billing', getHref: () => '/dashboard/billing' },
    admin: { path: '/dashboard/admin', getHref: () => '/dashboard/admin' },
    profile: { path: '/dashboard/profile', getHref: () => '/dashboard/profile' },
    videoStudio: { path: '/dashboard/video-studio', getHref: () => '/dashboard/video-studio' },
  },

  legacy: {
    dataRoom: { path: '/data-room' },
    integrations: { path: '/integrations' },
    billing: { path: '/billing' },
    profile: { path: '/profile' },
    superuser: { path: '/superuser' },
  },

  devMailbox: { path: '/dev/mail', getHref: () => '/dev/mail' },
} as const;
