import { useMutation } from '@tanstack/react-query';
import { ApiError, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/** The PDF needs the bearer header, so it is fetched and handed to the browser as a blob. */
export async function downloadInvoice({ id, number }: { id: string; number: string }): Promise<void> {
  const token = getToken();
  const res = await fetch(buildUrl(`/api/v1/billing/invoices/${encodeURIComponent(id)}/download`), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiError(res.status, body?.detail ?? `Download failed (${res.status})`);
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `invoice-${number}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
