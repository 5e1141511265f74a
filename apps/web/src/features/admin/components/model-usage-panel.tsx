import type { ModelUsageStats } from '@uc/contract';
import { formatNumber } from './format';

const cost = (usd: number | null) => (usd === null ? 'no price for this model' : usd.toLocaleString('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 4 }));
const tokens = (r: { input_tokens: number; output_tokens: number }) => `${formatNumber(r.input_tokens)} in · ${formatNumber(r.output_tokens)} out`;

/** Model tokens and their cost (from the providers' usage reports) per feature and for the heaviest users. */
export function ModelUsagePanel({ usage }: { usage: ModelUsageStats }) {
  return (
    <section aria-label="Model usage" className="mt-6 rounded-xl border border-white/10 bg-white/5 p-4 text-sm text-slate-200">
      <h2 className="font-semibold text-white">Model usage</h2>
      <p className="mt-1 text-xs text-slate-400">
        {tokens(usage)} — {cost(usage.cost_usd)}
      </p>
      {usage.by_feature.length === 0 ? (
        <p className="mt-3 text-xs text-slate-400">No model calls yet (the offline engine reports no tokens).</p>
      ) : (
        <div className="mt-3 grid gap-4 md:grid-cols-2">
          <table className="w-full text-left text-xs">
            <caption className="mb-1 text-left text-slate-400">Per feature</caption>
            <tbody>
              {usage.by_feature.map((f) => (
                <tr key={f.feature}>
                  <th scope="row" className="py-0.5 font-medium">{f.feature}</th>
                  <td>{tokens(f)}</td>
                  <td>{cost(f.cost_usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <table className="w-full text-left text-xs">
            <caption className="mb-1 text-left text-slate-400">Per user (top 20)</caption>
            <tbody>
              {usage.by_user.map((u) => (
                <tr key={u.user_id}>
                  <th scope="row" className="py-0.5 font-medium">{u.email}</th>
                  <td>{tokens(u)}</td>
                  <td>{cost(u.cost_usd)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
