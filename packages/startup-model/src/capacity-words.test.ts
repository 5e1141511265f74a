import { describe, expect, it } from 'vitest';
import data from './data/capacity-words.json';
import {
  capacityKindOf, capacityUnitOf, MONTH_THEN_UNIT, UNIT_THEN_MONTH, validateCapacityWords,
} from './capacity-words';

describe('the capacity words table (data/capacity-words.json)', () => {
  it('passes its schema: plain lower-case words, each naming one unit', () => {
    expect(validateCapacityWords(data)).toEqual([]);
  });

  it('the schema catches a word that names two units, a capitalised word and an unknown kind', () => {
    const bad = {
      ...data,
      units: [
        { unit: 'bed', words: ['bed', 'cama'] },
        { unit: 'room', kind: 'household', words: ['room', 'cama', 'Zimmer'] },
      ],
    } as unknown as typeof data;
    expect(validateCapacityWords(bad)).toEqual([
      'unit room: kind account or person',
      '"cama" names both bed and room',
      'unit room: "Zimmer" is not a plain lower-case word',
    ]);
  });

  it('reads a unit in any of its forms as its English name, and knows which units name the account or a person', () => {
    expect(['utilizadores', 'Puestos', 'łóżka', 'пользователя'].map(capacityUnitOf))
      .toEqual(['user', 'desk', 'bed', 'user']);
    expect(capacityUnitOf('invoice')).toBeUndefined();
    expect([capacityKindOf('branch'), capacityKindOf('dog'), capacityKindOf('bed')])
      .toEqual(['account', 'person', undefined]);
  });

  it('finds the unit and the month in either order, and nothing else', () => {
    expect(UNIT_THEN_MONTH.exec(' por vehículo al mes')?.[1]).toBe('vehículo');
    expect(MONTH_THEN_UNIT.exec(' miesięcznie za stanowisko')?.[1]).toBe('stanowisko');
    expect(UNIT_THEN_MONTH.exec(' per camera per month')).toBeNull();
    expect(UNIT_THEN_MONTH.exec(' per room per night')).toBeNull();
    expect(UNIT_THEN_MONTH.exec(' par poste de travail par mois')?.[1]).toBe('poste de travail');
  });
});
