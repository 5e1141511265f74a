import { forecast as runForecast } from './forecast';
import { marketSizing } from './market';
import type { Forecast, KeyFigures, MarketSizing, StartupModel } from './types';

/** The one set of figures every document quotes (base case unless another forecast is given). */
export const keyFigures = (model: StartupModel, forecast?: Forecast, sizing?: MarketSizing): KeyFigures => {
  const f = forecast ?? runForecast(model, 'base');
  const m = sizing ?? marketSizing(model, f.scenario === 'base' ? f : undefined);
  const [y1, y2, y3] = f.years;
  return {
    currency: model.currency,
    revenue_by_year: [y1.revenue, y2.revenue, y3.revenue],
    gross_margin_pct_by_year: [y1.gross_margin_pct, y2.gross_margin_pct, y3.gross_margin_pct],
    ebitda_by_year: [y1.ebitda, y2.ebitda, y3.ebitda],
    headcount_by_year: [y1.headcount_end, y2.headcount_end, y3.headcount_end],
    starting_headcount: model.team.starting_headcount,
    avg_monthly_burn_y1: f.avg_monthly_burn_y1,
    runway_months: f.runway_months,
    break_even_month: f.break_even_month,
    funding_kind: model.funding.kind,
    ask: model.funding.amount,
    ask_month: model.funding.month,
    use_of_funds: model.funding.use_of_funds.map((u) => ({ ...u })),
    funding_gap: f.funding_gap,
    market_sized: m.sized,
    tam: m.tam.value,
    sam: m.sam.value,
    som: m.som.value,
    unit_economics: { ...f.unit_economics },
  };
};
