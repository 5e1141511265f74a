import { AdminAppReportListSchema, AppTakedownStateSchema } from '@uc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './query-keys';

export const APP_REPORTS_PAGE_SIZE = 20;

export const getAppReports = (page: number, signal?: AbortSignal) =>
  api.get('/api/v1/admin/app-reports', { schema: AdminAppReportListSchema, signal, query: { page, page_size: APP_REPORTS_PAGE_SIZE } });

export const useAppReports = (page: number) =>
  useQuery({ queryKey: adminQueryKeys.appReports(page), queryFn: ({ signal }) => getAppReports(page, signal), placeholderData: keepPreviousData });

/** Takes a deployed app down (it answers 410) or serves it again. */
export const setAppTakedown = ({ slug, down, reason = '' }: { slug: string; down: boolean; reason?: string }) => {
  const path = `/api/v1/admin/apps/${encodeURIComponent(slug)}/takedown`;
  return down ? api.post(path, { schema: AppTakedownStateSchema, json: { reason } }) : api.delete(path, { schema: AppTakedownStateSchema });
};

export function useSetAppTakedown() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: setAppTakedown, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminQueryKeys.all }) });
}
