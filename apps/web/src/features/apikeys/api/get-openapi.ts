import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import type { OpenApiDocument } from '../model/openapi';
import { apiKeysQueryKeys } from './query-keys';

/** Only the envelope is checked: the rest is read defensively by model/openapi.ts. */
const OpenApiEnvelopeSchema = z.looseObject({ openapi: z.string(), paths: z.record(z.string(), z.unknown()) });

export const getOpenApi = async ({ signal }: { signal?: AbortSignal } = {}) =>
  (await api.get('/api/v1/openapi.json', { schema: OpenApiEnvelopeSchema, signal, auth: false })) as OpenApiDocument;

export const getOpenApiQueryOptions = () => queryOptions({ queryKey: apiKeysQueryKeys.openapi(), queryFn: getOpenApi, staleTime: Infinity });

export const useOpenApi = () => useQuery(getOpenApiQueryOptions());
