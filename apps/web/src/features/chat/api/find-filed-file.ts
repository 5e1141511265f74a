import { ListFilesResponseSchema } from '@uc/contract';
import { api } from '@/lib/api-client';

/** The download path of the data-room file a stored document was filed as: the newest file of exactly that name, or null. */
export async function findFiledFile(name: string): Promise<string | null> {
  const query = new URLSearchParams({ q: name, page_size: '100' });
  const page = await api.get(`/api/v1/data-room/files?${query}`, { schema: ListFilesResponseSchema });
  const file = page.files.find((f) => f.name === name);
  return file ? `/api/v1/data-room/files/${encodeURIComponent(file.id)}/download` : null;
}
