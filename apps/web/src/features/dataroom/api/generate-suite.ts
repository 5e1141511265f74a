import { SuiteJobSchema, type GenerateSuiteBody } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const generateSuite = (body: GenerateSuiteBody) => api.post('/api/v1/documents/generate-suite', { json: body, schema: SuiteJobSchema });

export const useGenerateSuite = () => useMutation({ mutationFn: generateSuite });
