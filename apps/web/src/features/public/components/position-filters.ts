import type { Position } from '@uc/contract';

export const ALL = 'all';

export type PositionFilter = { query: string; department: string; location: string };

/** Case-insensitive match on title, department and description, combined with the two selects. */
export function filterPositions(positions: Position[], { query, department, location }: PositionFilter): Position[] {
  const needle = query.trim().toLowerCase();
  return positions.filter(
    (p) =>
      (department === ALL || p.department === department) &&
      (location === ALL || p.location === location) &&
      (!needle || [p.title, p.department, p.description].some((text) => text.toLowerCase().includes(needle))),
  );
}

export const distinct = (values: string[]) => [...new Set(values)].sort((a, b) => a.localeCompare(b));
