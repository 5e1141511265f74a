import {
  BulkDeleteBodySchema,
  CreateFolderBodySchema,
  DATAROOM_FILE_KINDS,
  FILE_KIND_MIME,
  fileKindOf,
  UpdateFileBodySchema,
  UpdateFolderBodySchema,
  type DataRoomFile,
  type DataRoomFolder,
  type FileVersion,
  type ListFilesResponse,
} from '@uc/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';
import { fail, type DemoContext } from './context';
import { demoChecklist, NEW_FILE } from './data';

const hex = (buf: ArrayBuffer) => [...new Uint8Array(buf)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * The demo's data room: listing with the readiness checklist computed from the files, uploads
 * (kept as bytes in the tab, so they download again), folders, edits and deletes.
 */
export function createDataRoomHandlers(ctx: DemoContext, folders: DataRoomFolder[]): HttpHandler[] {
  const { files, contents } = ctx;
  /** Earlier versions of each file (the current one is the file itself). */
  const history = new Map<string, FileVersion[]>();
  const versionOf = (f: DataRoomFile): FileVersion => ({ version: f.version, name: f.name, size: f.size, sha256: f.sha256, created_by: f.created_by, created_at: f.last_modified, download_url: `/api/v1/data-room/files/${f.id}/download` });
  const folderName = (id: string | null) => folders.find((f) => f.id === id)?.name ?? null;
  const remove = (id: string) => {
    const i = files.findIndex((f) => f.id === id);
    if (i < 0) return false;
    files.splice(i, 1);
    contents.delete(id);
    return true;
  };

  return [
    // The demo has no share links, so no investor has read anything yet.
    http.get('*/api/v1/data-room/readiness/engagement', () => HttpResponse.json({ items: [] })),
    http.get('*/api/v1/data-room/files', async ({ request }) => {
      await delay(300);
      const url = new URL(request.url);
      const folderId = url.searchParams.get('folder_id');
      const q = url.searchParams.get('q')?.toLowerCase();
      const found = files.filter((f) => (!folderId || f.folder_id === folderId) && (!q || `${f.name} ${f.description} ${f.tags.join(' ')}`.toLowerCase().includes(q)));
      const folder = folders.find((f) => f.id === folderId);
      const checklist = demoChecklist.map((i) => {
        const file = files.find((f) => f.checklist_item === i.key);
        return file ? { ...i, status: 'present' as const, file_id: file.id } : { ...i, status: 'missing' as const, file_id: null };
      });
      const present = checklist.filter((i) => i.status === 'present').length;
      const listed = folders.map((f) => ({ ...f, file_count: files.filter((x) => x.folder_id === f.id).length }));
      const listing: ListFilesResponse = {
        files: found,
        total: found.length,
        page: 1,
        page_size: 24,
        folders: folderId ? [] : listed,
        breadcrumb: folder ? [{ id: folder.id, name: folder.name }] : [],
        missing: checklist.filter((i) => i.status === 'missing' && (!folderId || i.folder_id === folderId)),
        readiness: { total: checklist.length, present, missing: checklist.length - present, outdated: 0, completion_percent: Math.round((present / checklist.length) * 100), attention_needed: checklist.length - present },
        all_folders: folders.map(({ id, name, parent_id }) => ({ id, name, parent_id })),
        checklist,
        stats: { total_files: files.length, folders: folders.length, storage_used_bytes: files.reduce((n, f) => n + f.size, 0), storage_quota_bytes: 1024 * 1024 * 1024, confidential: files.filter((f) => f.is_confidential).length },
      };
      return HttpResponse.json(listing);
    }),
    http.post('*/api/v1/data-room/files', async ({ request }) => {
      const url = new URL(request.url);
      const name = url.searchParams.get('filename')?.trim();
      if (!name) return fail(422, 'A file name is required');
      const kind = fileKindOf(name);
      if (!kind) return fail(415, `This file type is not accepted. Allowed: ${DATAROOM_FILE_KINDS.join(', ')}`);
      const bytes = await request.arrayBuffer();
      const folderId = url.searchParams.get('folder_id') || null;
      const now = new Date().toISOString();
      const file: DataRoomFile = {
        id: crypto.randomUUID(),
        name,
        type: kind,
        mime_type: FILE_KIND_MIME[kind],
        size: bytes.byteLength,
        folder_id: folderId,
        folder_name: folderName(folderId),
        ...NEW_FILE,
        checklist_item: url.searchParams.get('checklist_item') || null,
        sha256: hex(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))),
        searchable: kind === 'txt' || kind === 'md' || kind === 'csv',
        created_at: now,
        last_modified: now,
      };
      files.unshift(file);
      contents.set(file.id, new Uint8Array(bytes));
      return HttpResponse.json(file, { status: 201 });
    }),
    http.get('*/api/v1/data-room/files/:id', ({ params }) => {
      const file = files.find((f) => f.id === params.id);
      return file ? HttpResponse.json(file) : fail(404, 'File not found');
    }),
    http.get('*/api/v1/data-room/files/:id/versions', ({ params }) => {
      const f = files.find((x) => x.id === params.id);
      if (!f) return fail(404, 'File not found');
      return HttpResponse.json({ versions: [versionOf(f), ...(history.get(f.id) ?? [])] });
    }),
    // A new version replaces the bytes and keeps the file's name (the uploaded name is not taken).
    http.post('*/api/v1/data-room/files/:id/versions', async ({ params, request }) => {
      const f = files.find((x) => x.id === params.id);
      if (!f) return fail(404, 'File not found');
      const uploaded = new URL(request.url).searchParams.get('filename') ?? f.name;
      if (fileKindOf(uploaded) !== f.type) return fail(415, `A new version must be a .${f.type} file, like the current one`);
      const bytes = await request.arrayBuffer();
      const previous = versionOf(f);
      previous.download_url = `/api/v1/data-room/files/${f.id}/versions/${f.version}/download`;
      const old = contents.get(f.id);
      if (old) contents.set(`${f.id}@${f.version}`, old);
      history.set(f.id, [previous, ...(history.get(f.id) ?? [])]);
      Object.assign(f, { version: f.version + 1, size: bytes.byteLength, sha256: hex(await crypto.subtle.digest('SHA-256', new Uint8Array(bytes))), created_by: 'You', last_modified: new Date().toISOString(), status: 'present', marked_outdated: false });
      contents.set(f.id, new Uint8Array(bytes));
      return HttpResponse.json(f, { status: 201 });
    }),
    http.patch('*/api/v1/data-room/files/:id', async ({ params, request }) => {
      const file = files.find((f) => f.id === params.id);
      if (!file) return fail(404, 'File not found');
      const parsed = UpdateFileBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid change');
      const { folder_id, checklist_item, ...rest } = parsed.data;
      Object.assign(file, rest, { last_modified: new Date().toISOString() });
      if (folder_id !== undefined) Object.assign(file, { folder_id, folder_name: folderName(folder_id) });
      if (checklist_item !== undefined) {
        // An item has one file: the previous one is unlinked.
        for (const other of files) if (checklist_item && other.checklist_item === checklist_item) other.checklist_item = null;
        file.checklist_item = checklist_item;
      }
      return HttpResponse.json(file);
    }),
    http.delete('*/api/v1/data-room/files/:id', ({ params }) => (remove(String(params.id)) ? HttpResponse.json({ message: 'File deleted' }) : fail(404, 'File not found'))),
    http.post('*/api/v1/data-room/files/bulk-delete', async ({ request }) => {
      const parsed = BulkDeleteBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, 'Invalid request');
      return HttpResponse.json({ deleted: parsed.data.ids.filter(remove).length });
    }),
    http.get('*/api/v1/data-room/files/:id/download', ({ params }) => {
      const file = files.find((f) => f.id === params.id);
      if (!file) return fail(404, 'File not found');
      const body = contents.get(file.id);
      // The sample files are listed only: the demo holds no bytes for them.
      if (!body) return fail(404, 'This file has no content in the demo.');
      file.download_count++;
      return new HttpResponse(body, { headers: { 'content-type': file.mime_type, 'content-disposition': `attachment; filename="${encodeURIComponent(file.name)}"; filename*=UTF-8''${encodeURIComponent(file.name)}` } });
    }),
    http.get('*/api/v1/data-room/files/:id/versions/:version/download', ({ params }) => {
      const f = files.find((x) => x.id === params.id);
      const body = f && (Number(params.version) === f.version ? contents.get(f.id) : contents.get(`${f.id}@${String(params.version)}`));
      if (!f || !body) return fail(404, 'Version not found');
      return new HttpResponse(body, { headers: { 'content-type': f.mime_type, 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(f.name)}` } });
    }),
    http.post('*/api/v1/data-room/folders', async ({ request }) => {
      const parsed = CreateFolderBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid folder');
      const now = new Date().toISOString();
      const folder: DataRoomFolder = { id: crypto.randomUUID(), name: parsed.data.name, description: parsed.data.description ?? '', parent_id: parsed.data.parent_id ?? null, icon: 'folder', color: 'slate', is_confidential: false, file_count: 0, last_modified: now, created_at: now };
      folders.push(folder);
      return HttpResponse.json(folder, { status: 201 });
    }),
    http.patch('*/api/v1/data-room/folders/:id', async ({ params, request }) => {
      const folder = folders.find((f) => f.id === params.id);
      if (!folder) return fail(404, 'Folder not found');
      const parsed = UpdateFolderBodySchema.safeParse(await request.json());
      if (!parsed.success) return fail(422, parsed.error.issues[0]?.message ?? 'Invalid folder');
      Object.assign(folder, parsed.data, { last_modified: new Date().toISOString() });
      for (const f of files) if (f.folder_id === folder.id) f.folder_name = folder.name;
      return HttpResponse.json(folder);
    }),
    http.delete('*/api/v1/data-room/folders/:id', ({ params, request }) => {
      const i = folders.findIndex((f) => f.id === params.id);
      if (i < 0) return fail(404, 'Folder not found');
      const inside = files.filter((f) => f.folder_id === params.id);
      if (inside.length && new URL(request.url).searchParams.get('confirm') !== 'true') return fail(409, `This folder holds ${inside.length} file(s): confirm to delete them with it`);
      inside.forEach((f) => remove(f.id));
      folders.splice(i, 1);
      return HttpResponse.json({ message: 'Folder deleted' });
    }),
  ];
}
