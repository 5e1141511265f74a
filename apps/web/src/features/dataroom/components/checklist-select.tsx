import type { ChecklistItem } from '@uc/contract';
import { NativeSelect } from '@/components/ui/native-select';

/** "Counts as": the readiness checklist item a file fills, grouped by folder; '' = none. */
export function ChecklistSelect({ id, items, value, onChange, disabled }: { id: string; items: ChecklistItem[]; value: string; onChange: (key: string) => void; disabled?: boolean }) {
  const groups = [...new Set(items.map((i) => i.folder_name))];
  return (
    <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled}>
      <option value="">Not a checklist document</option>
      {groups.map((g) => (
        <optgroup key={g} label={g}>
          {items
            .filter((i) => i.folder_name === g)
            .map((i) => (
              <option key={i.key} value={i.key}>
                {i.label}
                {i.status === 'missing' ? ' (missing)' : ''}
              </option>
            ))}
        </optgroup>
      ))}
    </NativeSelect>
  );
}
