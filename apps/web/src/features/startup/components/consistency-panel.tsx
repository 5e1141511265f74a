import { currencyOf, formatMoney, type KeyFigures, type MarketSizing, type StartupModel } from '@uc/startup-model';
import type { ReactNode } from 'react';

const FUNDING_WORDS: Record<KeyFigures['funding_kind'], string> = {
  equity: 'an equity round',
  safe: 'a SAFE',
  grant: 'grant funding',
  debt: 'a loan',
  none: 'no outside money',
};

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[12rem_minmax(0,1fr)]">
      <dt className="text-sm text-slate-400">{label}</dt>
      <dd className="min-w-0 text-sm text-white">{children}</dd>
    </div>
  );
}

/** The figures every document (deck, plan, canvas, spreadsheet) prints, for the scenario shown: one source, so they agree. */
export function ConsistencyPanel({ model, figures, sizing }: { model: StartupModel; figures: KeyFigures; sizing: MarketSizing }) {
  // Whole units: a forecast is not precise to the cent.
  const unit = 10 ** currencyOf(figures.currency).minorUnits;
  const money = (v: number) => formatMoney(Math.round(v / unit) * unit, figures.currency);
  const pct = (v: number | null) => (v === null ? 'no revenue yet' : `${v.toFixed(1)}%`);
  const revenueWord = model.archetype === 'nonprofit' ? 'Income' : 'Revenue';
  return (
    <dl className="divide-y divide-white/5" aria-label="What your documents will say">
      <Row label={`${revenueWord}, years 1–3`}>
        <ul className="flex flex-wrap gap-x-4 gap-y-1" aria-label={`${revenueWord} by year`}>
          {figures.revenue_by_year.map((v, i) => (
            <li key={i} className="tabular-nums">
              Year {i + 1}: <strong>{money(v)}</strong>
            </li>
          ))}
        </ul>
      </Row>
      <Row label="Headcount">
        {figures.starting_headcount} now → {figures.headcount_by_year.map((h, i) => `${h} (end of year ${i + 1})`).join(', ')}
      </Row>
      <Row label="Gross margin">{figures.gross_margin_pct_by_year.map((g, i) => `Year ${i + 1}: ${pct(g)}`).join(' · ')}</Row>
      <Row label="Average monthly burn, year 1">{figures.avg_monthly_burn_y1 > 0 ? money(figures.avg_monthly_burn_y1) : 'Not burning cash'}</Row>
      <Row label="Runway">{figures.runway_months === null ? 'Not burning cash at the end of the plan' : `${figures.runway_months} months`}</Row>
      <Row label="Break-even">{figures.break_even_month === null ? 'Not within 36 months' : `Month ${figures.break_even_month}`}</Row>
      <Row label="The ask">
        {figures.funding_kind === 'none' || figures.ask === 0 ? (
          'No funding planned'
        ) : (
          <>
            {money(figures.ask)} as {FUNDING_WORDS[figures.funding_kind]}, in month {figures.ask_month}
            {figures.use_of_funds.length > 0 && (
              <ul className="mt-1 list-disc pl-5 text-slate-300" aria-label="Use of funds">
                {figures.use_of_funds.map((u) => (
                  <li key={u.label}>
                    {u.label}: {money(u.amount)}
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Row>
      {figures.funding_gap > 0 && (
        <Row label="Funding gap">
          <span className="text-amber-200">
            Cash goes below zero without {money(figures.funding_gap)} more than planned; the documents name this gap.
          </span>
        </Row>
      )}
      <Row label="Market (TAM / SAM / SOM)">
        <ul className="space-y-1" aria-label="Market sizing">
          {(['tam', 'sam', 'som'] as const).map((tier) => (
            <li key={tier}>
              <strong className="tabular-nums">
                {tier.toUpperCase()} {sizing.sized ? money(sizing[tier].value) : 'market to be sized'}
              </strong>
              <span className="block text-xs text-slate-400">{sizing[tier].formula}</span>
            </li>
          ))}
        </ul>
      </Row>
    </dl>
  );
}
