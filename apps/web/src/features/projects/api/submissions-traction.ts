import { AddedSubmissionsTractionSchema, SubmissionsTractionSchema } from '@uc/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { projectKeys } from './query-keys';

/** The sign-ups among an app's submissions, as they would be added to the Startup screen. */
export const getSubmissionsTraction = (id: string, signal?: AbortSignal) =>
  api.get(`/api/v1/bolt/projects/${id}/submissions/traction`, { schema: SubmissionsTractionSchema, signal });

export const useSubmissionsTraction = (id: string, enabled: boolean) =>
  useQuery({
    queryKey: [...projectKeys.submissionsOf(id), 'traction'],
    queryFn: ({ signal }) => getSubmissionsTraction(id, signal),
    enabled,
  });

/** The founder confirmed the count they were shown: saved as traction of their startup model. */
export const addSubmissionsTraction = ({ id, value }: { id: string; value: number }) =>
  api.post(`/api/v1/bolt/projects/${id}/submissions/traction`, {
    json: { value },
    schema: AddedSubmissionsTractionSchema,
  });

export function useAddSubmissionsTraction() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: addSubmissionsTraction,
    onSuccess: (_, { id }) => {
      void qc.invalidateQueries({ queryKey: projectKeys.submissionsOf(id) });
      // The Startup screen's model (its feature's key, ['startup', …]: features do not import each other).
      void qc.invalidateQueries({ queryKey: ['startup'] });
    },
  });
}
