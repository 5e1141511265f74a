import { GithubExportResultSchema, type GithubExportBody } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const exportToGithub = (body: Partial<GithubExportBody> & { repository: string }) =>
  api.post('/api/v1/integrations/github/export', { json: body, schema: GithubExportResultSchema, globalErrors: false, timeoutMs: 120_000 });

export const useExportToGithub = () => useMutation({ mutationFn: exportToGithub });
