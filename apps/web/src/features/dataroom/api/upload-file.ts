import { DataRoomFileSchema, ErrorBodySchema, type DataRoomFile } from '@uc/contract';
import { ApiError, buildUrl } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';

export type UploadTarget = { folderId?: string; checklistItem?: string; fileId?: string };

/**
 * Uploads one file with XMLHttpRequest, because fetch has no upload progress events.
 * `onProgress` receives 0–100 from the browser's real byte counts. A new version when `fileId` is set.
 */
export function uploadFile(file: File, target: UploadTarget, onProgress: (percent: number) => void, signal?: AbortSignal): Promise<DataRoomFile> {
  const path = target.fileId ? `/api/v1/data-room/files/${target.fileId}/versions` : '/api/v1/data-room/files';
  // The raw file as the body: the server streams it to storage without multipart parsing.
  const url = buildUrl(path, target.fileId ? { filename: file.name } : { filename: file.name, folder_id: target.folderId, checklist_item: target.checklistItem });
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    const token = getToken();
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress(Math.min(100, Math.round((e.loaded / e.total) * 100)));
    };
    xhr.onload = () => {
      let body: unknown = null;
      try {
        body = JSON.parse(xhr.responseText);
      } catch {
        // not JSON: handled below
      }
      if (xhr.status >= 200 && xhr.status < 300) {
        const parsed = DataRoomFileSchema.safeParse(body);
        if (parsed.success) return resolve(parsed.data);
        return reject(new ApiError(xhr.status, 'Unexpected response from the server'));
      }
      const err = ErrorBodySchema.safeParse(body);
      reject(new ApiError(xhr.status, err.success ? err.data.detail : `Upload failed (${xhr.status})`));
    };
    xhr.onerror = () => reject(new ApiError(0, 'Upload failed: the server could not be reached'));
    xhr.onabort = () => reject(new ApiError(0, 'Upload cancelled'));
    signal?.addEventListener('abort', () => xhr.abort());
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.send(file);
  });
}
