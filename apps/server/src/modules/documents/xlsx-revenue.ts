import type { DocView } from '@uc/offline-engine';
import type { Assumption, MonthRow, StartupModel } from '@uc/startup-model';
import type { Workbook } from 'exceljs';

export type SheetContext = { v: DocView; wb: Workbook; moneyFmt: string; major: (minor: number) => number };
/** A formula cell with its computed value stored, so previewers that do not recalculate still show numbers. */
export const f = (formula: string, result: number) => ({ formula, result });
export const col = (n: number): string => (n <= 26 ? String.fromCharCode(64 + n) : col(Math.floor((n - 1) / 26)) + String.fromCharCode(65 + ((n - 1) % 26)));


/**
 * How a revenue stream is written in the spreadsheet: as the archetype's mechanics (a driver
 * column × a price or rate from the Assumptions sheet: take rate × GMV, units × price, installed
 * base × monthly fee) when the model's numbers are exactly that product in every month, so the
 * formula recomputes to the model's value; otherwise as the model's computed value.
 */
export type StreamRecipe = { stream: string; driver: string; assumption: Assumption } | { stream: string; driver: null; assumption: null };

/** The multiplier an assumption contributes to a formula (percent as a fraction; money in major units). */
export const cellValue = (a: Assumption, minorUnits: number) => (a.unit === 'percent' ? a.value / 100 : a.unit === 'money' ? a.value / 10 ** minorUnits : a.value);

const tokens = (s: string) => new Set(s.toLowerCase().split(/[^a-z]+/).filter((t) => t.length > 2));
const affinity = (a: string, b: string) => [...tokens(a)].filter((t) => tokens(b).has(t)).length;

export function streamRecipes(model: StartupModel, months: MonthRow[], streams: string[]): StreamRecipe[] {
  const drivers = Object.keys(months[0]?.drivers ?? {});
  const rates = model.assumptions.filter((a) => a.group === 'revenue' && (a.unit === 'money' || a.unit === 'percent'));
  return streams.map((stream) => {
    const candidates = drivers
      .flatMap((driver) => rates.map((assumption) => ({ driver, assumption })))
      .sort((x, y) => affinity(stream, y.driver) + affinity(stream, y.assumption.key) - (affinity(stream, x.driver) + affinity(stream, x.assumption.key)));
    for (const c of candidates) {
      // In minor units: driver × rate (a money rate is already in minor units; a percent is divided by 100).
      const factor = c.assumption.unit === 'percent' ? c.assumption.value / 100 : c.assumption.value;
      const fits = months.every((m) => Math.abs((m.drivers[c.driver] ?? 0) * factor - (m.revenue[stream] ?? 0)) <= 1);
      const nonTrivial = months.some((m) => (m.revenue[stream] ?? 0) !== 0);
      if (fits && nonTrivial) return { stream, ...c };
    }
    return { stream, driver: null, assumption: null };
  });
}

/** Drivers that are amounts of money (GMV, payment volume, grants): shown in major units like every amount. */
export const isMoneyDriver = (key: string, recipes: StreamRecipe[]) =>
  recipes.some((r) => r.driver === key && r.assumption?.unit === 'percent') || /gmv|volume|value|amount|donation|grant|float|spend/i.test(key);
