export const billingQueryKeys = {
  all: ['billing'] as const,
  balance: () => [...billingQueryKeys.all, 'balance'] as const,
  config: () => [...billingQueryKeys.all, 'config'] as const,
  plans: () => [...billingQueryKeys.all, 'plans'] as const,
  packages: () => [...billingQueryKeys.all, 'packages'] as const,
  status: () => [...billingQueryKeys.all, 'subscription-status'] as const,
  subscriptions: () => [...billingQueryKeys.all, 'subscriptions'] as const,
  overview: () => [...billingQueryKeys.all, 'overview'] as const,
  usage: (days: number) => [...billingQueryKeys.all, 'usage', days] as const,
  invoices: () => [...billingQueryKeys.all, 'invoices'] as const,
  paymentMethods: () => [...billingQueryKeys.all, 'payment-methods'] as const,
};
