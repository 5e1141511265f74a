import { z } from 'zod';
import { IsoDateSchema } from './common';

/** The fixed startup idea every health check runs the agents on (spec 001 §2.11). */
export const HEALTH_CHECK_TEST_IDEA =
  'A mobile app that helps small restaurants reduce food waste by predicting daily demand and suggesting discounted end-of-day bundles.';

/** Agents the health check lists; the last two run only in the browser (spec §9). */
export const HEALTH_CHECK_AGENT_IDS = ['strategic', 'product', 'technical', 'operations', 'marketing', 'dataroom', 'pitch'] as const;

export const HealthCheckStatusSchema = z.enum(['success', 'warning', 'error', 'skipped']);
export type HealthCheckStatus = z.infer<typeof HealthCheckStatusSchema>;

export const ComponentCheckSchema = z
  .object({
    component: z.string(),
    status: HealthCheckStatusSchema,
    startTime: IsoDateSchema,
    endTime: IsoDateSchema,
    duration: z.number().int().meta({ description: 'Milliseconds' }),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).nullable(),
    httpStatus: z.number().int().nullable(),
    url: z.string().nullable(),
  })
  .meta({ id: 'ComponentCheck' });
export type ComponentCheck = z.infer<typeof ComponentCheckSchema>;

export const HealthCheckReportSchema = z
  .object({ components: z.array(ComponentCheckSchema) })
  .meta({
    id: 'HealthCheckReport',
    example: {
      components: [
        {
          component: 'Database',
          status: 'success',
          startTime: '2026-01-31T12:00:00.000Z',
          endTime: '2026-01-31T12:00:00.004Z',
          duration: 4,
          message: 'PGlite answered; 6 migrations applied',
          details: { kind: 'pglite', migrations: 6 },
          httpStatus: null,
          url: null,
        },
      ],
    },
  });
export type HealthCheckReport = z.infer<typeof HealthCheckReportSchema>;

export const AgentCheckSchema = z
  .object({
    agentId: z.string(),
    agentName: z.string(),
    status: HealthCheckStatusSchema,
    startTime: IsoDateSchema,
    endTime: IsoDateSchema,
    duration: z.number().int(),
    result: z.string().nullable().meta({ description: 'The answer, cut to 200 characters' }),
    error: z.string().nullable(),
    liveKitUrl: z.string().nullable(),
  })
  .meta({ id: 'AgentCheck' });
export type AgentCheck = z.infer<typeof AgentCheckSchema>;

export const AgentChecksSchema = z.object({ agents: z.array(AgentCheckSchema) }).meta({ id: 'AgentChecks' });
export type AgentChecks = z.infer<typeof AgentChecksSchema>;

export const ServiceCheckSchema = z
  .object({
    name: z.string(),
    status: z.enum(['success', 'error', 'skipped']),
    message: z.string(),
    details: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'ServiceCheck' });
export type ServiceCheck = z.infer<typeof ServiceCheckSchema>;

export const AgentServiceChecksSchema = z
  .object({ configured: z.boolean(), checks: z.array(ServiceCheckSchema) })
  .meta({ id: 'AgentServiceChecks' });
export type AgentServiceChecks = z.infer<typeof AgentServiceChecksSchema>;
