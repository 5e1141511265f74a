import type { ChecklistItem, ListFilesResponse } from '@uc/contract';

export type FolderRef = ListFilesResponse['all_folders'][number];
export type FolderOption = { id: string; label: string };

/** Every folder as "Parent / Child", in the server's order, for destination and move pickers. */
export function folderOptions(folders: FolderRef[]): FolderOption[] {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const path = (f: FolderRef): string => {
    const names = [f.name];
    let parent = f.parent_id ? byId.get(f.parent_id) : undefined;
    // A depth cap guards against a cycle in bad data.
    for (let i = 0; parent && i < 50; i++) {
      names.unshift(parent.name);
      parent = parent.parent_id ? byId.get(parent.parent_id) : undefined;
    }
    return names.join(' / ');
  };
  return folders.map((f) => ({ id: f.id, label: path(f) })).sort((a, b) => a.label.localeCompare(b.label));
}

export const checklistLabel = (checklist: ChecklistItem[], key: string | null) => (key ? (checklist.find((i) => i.key === key)?.label ?? key) : null);
