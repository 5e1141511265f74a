import { ApiError, buildUrl } from './api-client';
import { getToken } from './auth-storage';

/** Hands bytes the page already has to the browser as a file download. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** The file name the server sent in Content-Disposition (RFC 5987 `filename*` first), if any. */
function serverFileName(disposition: string | null): string | undefined {
  const encoded = disposition?.match(/filename\*=UTF-8''([^;]+)/i)?.[1];
  if (encoded) return decodeURIComponent(encoded);
  return disposition?.match(/filename="([^"]+)"/)?.[1];
}

/**
 * Downloads that need the bearer header cannot be plain links: the file is fetched and handed
 * to the browser under the server's name (or `fallbackName`). Returns the name used.
 */
export async function downloadWithAuth(path: string, fallbackName: string): Promise<string> {
  const token = getToken();
  const res = await fetch(buildUrl(path), { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new ApiError(res.status, body?.detail ?? `Download failed (${res.status})`);
  }
  const name = serverFileName(res.headers.get('content-disposition')) ?? fallbackName;
  saveBlob(await res.blob(), name);
  return name;
}
