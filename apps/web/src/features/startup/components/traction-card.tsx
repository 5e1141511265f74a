import type { TractionEvidence } from '@uc/contract';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { formatDate, useTimeZone } from '@/lib/format-date';

/**
 * Traction the founder confirmed from what their apps collected (a waitlist's sign-ups): shown
 * as theirs, with where and when it was counted. The forecast does not read it (not sales).
 */
export function TractionCard({ traction }: { traction: TractionEvidence[] | undefined }) {
  useTimeZone();
  if (!traction?.length) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Traction</CardTitle>
        <CardDescription>Figures you confirmed from your apps. Not counted as sales in the forecast.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="space-y-1 text-sm text-slate-200">
          {traction.map((t) => (
            <li key={t.source}>
              <span className="font-medium text-white">{t.quote}</span>
              <span className="text-slate-400"> · your figure, counted {formatDate(t.as_of)}</span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
