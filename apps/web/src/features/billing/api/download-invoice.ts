import { useMutation } from '@tanstack/react-query';
import { downloadWithAuth } from '@/lib/download';

export async function downloadInvoice({ id, number }: { id: string; number: string }): Promise<void> {
  await downloadWithAuth(`/api/v1/billing/invoices/${encodeURIComponent(id)}/download`, `invoice-${number}.pdf`);
}

export const useDownloadInvoice = () => useMutation({ mutationFn: downloadInvoice });
