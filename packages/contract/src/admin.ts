import { z } from 'zod';
import { IsoDateSchema, paginated, PaginationQuerySchema } from './common';

/** Both spec variants of the admin stats (dashboard tab and /superuser page) in one body. */
const ModelTokensSchema = z.object({
  input_tokens: z.number().int(),
  output_tokens: z.number().int(),
  cost_usd: z.number().nullable().meta({ description: 'From the price table of the models used; null when a model has no known price (its tokens are still counted).' }),
});
export const ModelUsageStatsSchema = ModelTokensSchema.extend({
  by_feature: z.array(ModelTokensSchema.extend({ feature: z.string() })),
  by_user: z.array(ModelTokensSchema.extend({ user_id: z.string(), email: z.string() })).meta({ description: 'The 20 users with the most tokens.' }),
}).meta({ id: 'ModelUsageStats', description: 'Model tokens as the providers reported them (answers, tool calls, documents).' });
export type ModelUsageStats = z.infer<typeof ModelUsageStatsSchema>;

export const AdminStatsSchema = z
  .object({
    total_users: z.number().int(),
    active_users: z.number().int(),
    users_today: z.number().int(),
    total_credits_allocated: z.number().int(),
    total_credits_used: z.number().int(),
    activity_today: z.number().int(),
    total_revenue: z.number().meta({ description: 'Every paid invoice (credit packages, subscription periods, plan changes) net of refunds, in dollars.' }),
    conversion_rate: z.number().meta({ description: 'Percent of verified users with at least one paid payment.' }),
    model_usage: ModelUsageStatsSchema.optional(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStatsSchema>;

/** One account, carrying both spec row shapes (dashboard admin user and standalone user row). */
export const AdminUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string(),
    is_active: z.boolean(),
    is_superuser: z.boolean(),
    email_verified: z.boolean(),
    available_credits: z.number().int(),
    used_credits: z.number().int(),
    created_at: IsoDateSchema,
    last_login: IsoDateSchema.nullable(),
    credits_used: z.number().int(),
    total_credits: z.number().int(),
    messages_sent: z.number().int(),
    documents_generated: z.number().int(),
    total_spent: z.number(),
  })
  .meta({ id: 'AdminUser' });
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const AdminUserStatusFilterSchema = z.enum(['all', 'active', 'inactive']);
export const AdminUsersQuerySchema = PaginationQuerySchema.extend({
  search: z.string().trim().max(200).optional(),
  status: AdminUserStatusFilterSchema.default('all'),
});
export type AdminUsersQuery = z.infer<typeof AdminUsersQuerySchema>;
export const AdminUserListSchema = paginated(AdminUserSchema).meta({ id: 'AdminUserList' });
export type AdminUserList = z.infer<typeof AdminUserListSchema>;

export const AdminUserParamsSchema = z.object({ id: z.uuid({ message: 'User not found' }) });

/** A ledger movement or an admin action. credits_used is negative for credits added. */
export const AdminActivitySchema = z
  .object({
    id: z.string(),
    user_email: z.string(),
    feature: z.string(),
    credits_used: z.number().int(),
    description: z.string(),
    created_at: IsoDateSchema,
  })
  .meta({ id: 'AdminActivity' });
export type AdminActivity = z.infer<typeof AdminActivitySchema>;
export const AdminActivityListSchema = paginated(AdminActivitySchema).meta({ id: 'AdminActivityList' });
export type AdminActivityList = z.infer<typeof AdminActivityListSchema>;

export const AdminPaymentSchema = z.object({
  id: z.string(),
  amount: z.number(),
  status: z.string(),
  description: z.string(),
  created_at: IsoDateSchema,
});
export const AdminSessionSchema = z.object({
  id: z.string(),
  created_at: IsoDateSchema,
  expires_at: IsoDateSchema,
  revoked: z.boolean(),
});
export const AdminUserDetailSchema = z
  .object({
    user: AdminUserSchema,
    activity: z.array(AdminActivitySchema),
    payments: z.array(AdminPaymentSchema),
    sessions: z.array(AdminSessionSchema),
  })
  .meta({ id: 'AdminUserDetail' });
export type AdminUserDetail = z.infer<typeof AdminUserDetailSchema>;

/** Largest single allocation (either sign): a typo should not mint millions of credits. */
export const MAX_ADMIN_CREDIT_ALLOCATION = 1_000_000;

export const AllocateCreditsBodySchema = z
  .object({
    user_id: z.uuid().optional(),
    credits: z.coerce
      .number()
      .int('Credits must be a whole number')
      .refine((n) => n !== 0, 'Credits must not be zero')
      .refine((n) => Math.abs(n) <= MAX_ADMIN_CREDIT_ALLOCATION, `At most ${MAX_ADMIN_CREDIT_ALLOCATION} credits at once`),
    reason: z.string().trim().min(1, 'Reason is required').max(500, 'Reason is too long'),
    request_key: z.string().trim().min(1).max(100).optional().meta({ description: 'Idempotency key; the Idempotency-Key header also works.' }),
  })
  .meta({ example: { credits: 100, reason: 'Hackathon prize' } });
export type AllocateCreditsBody = z.infer<typeof AllocateCreditsBodySchema>;

export const AllocateCreditsResponseSchema = z.object({
  message: z.string(),
  user_id: z.string(),
  credits: z.number().int(),
  available_credits: z.number().int(),
  applied: z.boolean(),
});
export type AllocateCreditsResponse = z.infer<typeof AllocateCreditsResponseSchema>;

export const UserStatusBodySchema = z.object({ is_active: z.boolean() });
export type UserStatusBody = z.infer<typeof UserStatusBodySchema>;
export const UserStatusResponseSchema = z.object({ message: z.string(), user: AdminUserSchema });

/** Messages from the contact page and job applications, for superusers. */
export const AdminContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  company: z.string().nullable(),
  reason: z.string(),
  subject: z.string(),
  message: z.string(),
  created_at: IsoDateSchema,
});
export const AdminContactMessageListSchema = paginated(AdminContactMessageSchema).meta({ id: 'AdminContactMessageList' });
export type AdminContactMessageList = z.infer<typeof AdminContactMessageListSchema>;
export const AdminJobApplicationSchema = z.object({
  id: z.string(),
  position_id: z.string(),
  position_title: z.string(),
  name: z.string(),
  email: z.string(),
  links: z.array(z.string()),
  cover_note: z.string(),
  created_at: IsoDateSchema,
});
export const AdminJobApplicationListSchema = paginated(AdminJobApplicationSchema).meta({ id: 'AdminJobApplicationList' });
export type AdminJobApplicationList = z.infer<typeof AdminJobApplicationListSchema>;

/** Exactly the spec's CSV header. */
export const ADMIN_CSV_COLUMNS = ['Email', 'Name', 'Created', 'Last Login', 'Credits Used', 'Messages', 'Documents', 'Revenue'] as const;

/**
 * Stripe events that need the admin (kept in `payment_events`): a refund that could not take back
 * every credit (they were spent), or a validly signed event of a shape we cannot apply.
 */
export const PAYMENT_EVENT_ISSUES = ['shortfall', 'unappliable'] as const;
export const PaymentEventIssueSchema = z.enum(PAYMENT_EVENT_ISSUES);
export type PaymentEventIssue = z.infer<typeof PaymentEventIssueSchema>;

export const AdminPaymentEventSchema = z
  .object({
    id: z.string().meta({ description: "Stripe's event id (or `unreadable_…` for a body without one)." }),
    type: z.string().meta({ description: "The event's type as we read it (`payment_refunded`, `unappliable`, …)." }),
    outcome: PaymentEventIssueSchema,
    detail: z.string().nullable().meta({ description: 'The unrecovered credits, or why the event could not be applied.' }),
    payload: z.string().nullable().meta({ description: 'The body as received (unappliable events only; truncated at 16 000 characters).' }),
    received_at: IsoDateSchema,
  })
  .meta({
    id: 'AdminPaymentEvent',
    example: { id: 'evt_1Q', type: 'payment_refunded', outcome: 'shortfall', detail: '100 of 100 credits not recovered (already spent)', payload: null, received_at: '2026-01-31T12:00:00.000Z' },
  });
export type AdminPaymentEvent = z.infer<typeof AdminPaymentEventSchema>;
export const AdminPaymentEventListSchema = paginated(AdminPaymentEventSchema).meta({ id: 'AdminPaymentEventList' });
export type AdminPaymentEventList = z.infer<typeof AdminPaymentEventListSchema>;
export const AdminPaymentEventsQuerySchema = PaginationQuerySchema.extend({ outcome: PaymentEventIssueSchema.optional() });
export type AdminPaymentEventsQuery = z.infer<typeof AdminPaymentEventsQuerySchema>;
