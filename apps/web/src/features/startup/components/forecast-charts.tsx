import { formatMoney, type Forecast } from '@uc/startup-model';
import { Area, Bar, CartesianGrid, ComposedChart, Line, ReferenceLine, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

const AXIS = { fill: '#94a3b8', fontSize: 11 };
const TOOLTIP = { background: '#0f172a', border: '1px solid rgba(255,255,255,0.1)', borderRadius: 8, color: '#f1f5f9' };

/** Monthly revenue, burn and cash of one scenario; lazy-loaded so recharts stays out of other screens' bundles. */
export default function ForecastCharts({ forecast }: { forecast: Forecast }) {
  const { currency, break_even_month: breakEven } = forecast;
  const money = (v: number) => formatMoney(v, currency, { compact: true });
  const data = forecast.months.map((m) => ({
    month: m.month,
    revenue: m.revenue_total,
    // Burn: what operations cost beyond revenue this month (funding excluded).
    burn: Math.max(0, -(m.net_cash_flow - m.funding)),
    cash: m.cash_end,
  }));
  const last = forecast.months[forecast.months.length - 1];
  const marker = breakEven ? <ReferenceLine x={breakEven} stroke="#34d399" strokeDasharray="4 4" label={{ value: `Break-even M${breakEven}`, fill: '#34d399', fontSize: 11, position: 'insideTopLeft' }} /> : null;
  const xAxis = <XAxis dataKey="month" tick={AXIS} tickLine={false} axisLine={false} interval={5} tickFormatter={(m: number) => `M${m}`} />;
  const yAxis = <YAxis tick={AXIS} tickLine={false} axisLine={false} width={64} tickFormatter={money} />;
  const tooltip = <Tooltip contentStyle={TOOLTIP} labelFormatter={(m) => `Month ${m}`} formatter={(v, name) => [money(Number(v)), String(name)]} />;

  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium text-slate-200">Revenue and burn per month</figcaption>
        <div
          className="h-56 w-full"
          role="img"
          aria-label={`Revenue and burn per month over 36 months: revenue reaches ${formatMoney(last.revenue_total, currency)} in month 36; ${breakEven ? `break-even in month ${breakEven}` : 'no break-even within 36 months'}.`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.06)" vertical={false} />
              {xAxis}
              {yAxis}
              {tooltip}
              <Bar dataKey="burn" name="Burn" fill="#f43f5e" fillOpacity={0.6} radius={[2, 2, 0, 0]} isAnimationActive={false} />
              <Line dataKey="revenue" name="Revenue" stroke="#a78bfa" strokeWidth={2} dot={false} isAnimationActive={false} />
              {marker}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </figure>
      <figure className="min-w-0">
        <figcaption className="mb-2 text-sm font-medium text-slate-200">Cash at month end</figcaption>
        <div
          className="h-56 w-full"
          role="img"
          aria-label={`Cash at month end: ${formatMoney(last.cash_end, currency)} in month 36, lowest ${formatMoney(forecast.lowest_cash.value, currency)} in month ${forecast.lowest_cash.month}.`}
        >
          <ResponsiveContainer width="100%" height="100%">
            <ComposedChart data={data} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
              <CartesianGrid strokeDasharray="3 3" stroke="rgba(255,255,255,0.06)" vertical={false} />
              {xAxis}
              {yAxis}
              {tooltip}
              <ReferenceLine y={0} stroke="rgba(244,63,94,0.6)" />
              <Area dataKey="cash" name="Cash" stroke="#38bdf8" fill="#38bdf8" fillOpacity={0.15} strokeWidth={2} isAnimationActive={false} />
              {marker}
            </ComposedChart>
          </ResponsiveContainer>
        </div>
      </figure>
    </div>
  );
}
