import { AppSubmissionListSchema } from '@uc/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { downloadWithAuth } from '@/lib/download';
import { projectKeys } from './query-keys';

export const SUBMISSIONS_PAGE_SIZE = 20;

/** What visitors sent through a deployed app's forms, newest first (GET /bolt/projects/{id}/submissions). */
export const getSubmissions = (id: string, page: number, signal?: AbortSignal) =>
  api.get(`/api/v1/bolt/projects/${id}/submissions`, { schema: AppSubmissionListSchema, signal, query: { page, page_size: SUBMISSIONS_PAGE_SIZE } });

export const useSubmissions = (id: string, page: number, enabled = true) =>
  useQuery({ queryKey: projectKeys.submissions(id, page), queryFn: ({ signal }) => getSubmissions(id, page, signal), placeholderData: keepPreviousData, enabled });

export const deleteSubmission = ({ id, submissionId }: { id: string; submissionId: string }) =>
  api.delete(`/api/v1/bolt/projects/${id}/submissions/${submissionId}`);

export function useDeleteSubmission() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: deleteSubmission, onSuccess: (_, { id }) => qc.invalidateQueries({ queryKey: projectKeys.submissionsOf(id) }) });
}

/** Every submission as a CSV file (formula-like cells are escaped by the server). */
export const exportSubmissions = (id: string) => downloadWithAuth(`/api/v1/bolt/projects/${id}/submissions.csv`, 'submissions.csv');
