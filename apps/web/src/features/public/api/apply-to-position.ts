import { JobApplicationReceiptSchema, type JobApplicationBody } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const applyToPosition = ({ positionId, body }: { positionId: string; body: JobApplicationBody }) =>
  api.post(`/api/v1/careers/${encodeURIComponent(positionId)}/apply`, { json: body, schema: JobApplicationReceiptSchema, auth: false });

export const useApplyToPosition = () => useMutation({ mutationFn: applyToPosition });
