import { ApiError, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

/**
 * Downloads need the bearer header, so a plain link cannot be used: the file is fetched
 * and handed to the browser as a blob under the name the server sent.
 */
export async function downloadFile(downloadPath: string, fallbackName: string): Promise<void> {
  const token = getToken();
  const res = await fetch(buildUrl(downloadPath), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    let detail = `Download failed (${res.status})`;
    try {
      detail = ((await res.json()) as { detail?: string }).detail ?? detail;
    } catch {
      // keep the generic text
    }
    throw new ApiError(res.status, detail);
  }
  const disposition = res.headers.get('content-disposition') ?? '';
  const encoded = disposition.match(/filename\*=UTF-8''([^;]+)/)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : fallbackName;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
