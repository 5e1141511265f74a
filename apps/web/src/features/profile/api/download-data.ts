import { useMutation } from '@tanstack/react-query';
import { downloadWithAuth } from '@/lib/download';

export async function downloadMyData(): Promise<void> {
  await downloadWithAuth('/api/v1/profile/export', 'ultimate-cofounder-data.zip');
}

export const useDownloadMyData = () => useMutation({ mutationFn: downloadMyData });
