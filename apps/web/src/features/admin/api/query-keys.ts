export const adminQueryKeys = {
  all: ['admin'] as const,
  stats: () => [...adminQueryKeys.all, 'stats'] as const,
  users: (q: { search?: string; status?: string; page?: number; page_size?: number }) => [...adminQueryKeys.all, 'users', q] as const,
  user: (id: string) => [...adminQueryKeys.all, 'user', id] as const,
  activity: (page: number) => [...adminQueryKeys.all, 'activity', page] as const,
  contactMessages: (page: number) => [...adminQueryKeys.all, 'contact-messages', page] as const,
  jobApplications: (page: number) => [...adminQueryKeys.all, 'job-applications', page] as const,
  appReports: (page: number) => [...adminQueryKeys.all, 'app-reports', page] as const,
  jobs: (q: { page: number; state?: string }) => [...adminQueryKeys.all, 'jobs', q] as const,
  ai: () => [...adminQueryKeys.all, 'ai'] as const,
  paymentEvents: (q: { page: number; outcome?: string }) => [...adminQueryKeys.all, 'payment-events', q] as const,
};
