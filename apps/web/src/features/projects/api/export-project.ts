import { downloadWithAuth } from '@/lib/download';

/** The project as a .zip under the server's file name. */
export async function exportProject(id: string, fallbackName: string): Promise<void> {
  await downloadWithAuth(`/api/v1/bolt/projects/${id}/export`, fallbackName);
}
