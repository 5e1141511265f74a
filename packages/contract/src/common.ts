import { z } from 'zod';

/** Every non-2xx response body. `errors` is present for validation failures. */
export const ErrorBodySchema = z
  .object({
    detail: z.string(),
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  })
  .meta({ id: 'Error', example: { detail: 'Could not validate credentials' } });
export type ErrorBody = z.infer<typeof ErrorBodySchema>;

export const MessageSchema = z.object({ message: z.string() }).meta({ id: 'Message', example: { message: 'Successfully logged out' } });
export type Message = z.infer<typeof MessageSchema>;

export const PaginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(20),
});
export type PaginationQuery = z.infer<typeof PaginationQuerySchema>;

export const paginated = <T extends z.ZodTypeAny>(item: T) =>
  z.object({ items: z.array(item), total: z.number().int(), page: z.number().int(), page_size: z.number().int() });

export const IsoDateSchema = z.string().meta({ format: 'date-time', example: '2026-01-31T12:00:00.000Z' });
