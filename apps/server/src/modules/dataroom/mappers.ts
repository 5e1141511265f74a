import type { DataRoomFile, DataRoomFolder, FileKind } from '@uc/contract';
import { getTableColumns } from 'drizzle-orm';
import { dataroomFiles, type DataroomFileRow, type DataroomFolderRow } from '../../db/schema';

export const isOutdated = (row: Pick<DataroomFileRow, 'markedOutdated' | 'updatedAt'>, outdatedDays: number, now = Date.now()) =>
  row.markedOutdated || now - row.updatedAt.getTime() > outdatedDays * 86_400_000;

/** A file row without the heavy search columns (what listings select). */
export type FileRowLite = Omit<DataroomFileRow, 'extractedText' | 'searchVector' | 'pageTitles'>;
/**
 * Every column but the extracted text (up to 300 000 characters), its search vector and the page
 * titles (up to 2 000): no read or RETURNING needs them, and on PGlite each copy crosses the WASM
 * boundary and stays in memory.
 */
const { extractedText: _text, searchVector: _vector, pageTitles: _titles, ...fileColumns } =
  getTableColumns(dataroomFiles);
export const FILE_COLUMNS = fileColumns;

export function toFileDto(row: FileRowLite, folderName: string | null, outdatedDays: number): DataRoomFile {
  return {
    id: row.id,
    name: row.name,
    type: row.kind as FileKind,
    mime_type: row.mimeType,
    size: row.size,
    folder_id: row.folderId,
    folder_name: folderName,
    checklist_item: row.checklistItem,
    suggested_checklist_item: null,
    status: isOutdated(row, outdatedDays) ? 'outdated' : 'present',
    marked_outdated: row.markedOutdated,
    version: row.version,
    description: row.description,
    tags: row.tags,
    is_confidential: row.isConfidential,
    shared_with: row.sharedWith as DataRoomFile['shared_with'],
    created_by: row.createdBy,
    view_count: row.viewCount,
    download_count: row.downloadCount,
    sha256: row.sha256,
    searchable: row.searchable,
    created_at: row.createdAt.toISOString(),
    last_modified: row.updatedAt.toISOString(),
  };
}

export function toFolderDto(row: DataroomFolderRow, fileCount: number, lastFileChange: Date | null): DataRoomFolder {
  const last = lastFileChange && lastFileChange > row.updatedAt ? lastFileChange : row.updatedAt;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    parent_id: row.parentId,
    icon: row.icon,
    color: row.color,
    is_confidential: row.isConfidential,
    file_count: fileCount,
    last_modified: last.toISOString(),
    created_at: row.createdAt.toISOString(),
  };
}
