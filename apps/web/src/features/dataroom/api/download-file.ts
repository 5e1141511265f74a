import { downloadWithAuth } from '@/lib/download';

/** Downloads need the bearer header: the file is fetched and saved under the name the server sent. */
export async function downloadFile(downloadPath: string, fallbackName: string): Promise<void> {
  await downloadWithAuth(downloadPath, fallbackName);
}
