import { ErrorBodySchema, LeadImportReportSchema } from '@uc/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { leadQueryKeys } from './query-keys';

/** Sends the CSV text as text/csv (the JSON client does not send other bodies). */
export async function importLeads({ collectionId, csv }: { collectionId: string; csv: string }) {
  const token = getToken();
  let res: Response;
  try {
    res = await fetch(buildUrl(`/api/v1/apollo/collections/${collectionId}/import`), {
      method: 'POST',
      headers: { 'Content-Type': 'text/csv', Accept: 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      body: csv,
    });
  } catch {
    throw new ApiError(0, 'The import could not reach the server');
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const err = ErrorBodySchema.safeParse(body);
    throw new ApiError(res.status, err.success ? err.data.detail : `Import failed (${res.status})`);
  }
  return LeadImportReportSchema.parse(body);
}

export function useImportLeads() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: importLeads, onSuccess: () => qc.invalidateQueries({ queryKey: leadQueryKeys.all }) });
}
