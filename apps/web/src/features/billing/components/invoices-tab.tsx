import type { Invoice } from '@uc/contract';
import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useDownloadInvoice } from '../api/download-invoice';
import { useInvoices } from '../api/get-invoices';
import { formatDate, formatUsd } from '../format';
import { useTimeZone } from '@/lib/format-date';

const STATUS_STYLES: Record<Invoice['status'], string> = {
  paid: 'bg-emerald-500/10 text-emerald-300 ring-emerald-500/30',
  pending: 'bg-amber-400/10 text-amber-300 ring-amber-400/30',
  failed: 'bg-rose-500/10 text-rose-300 ring-rose-500/30',
};

export function InvoicesTab() {
  useTimeZone(); // re-render in the preferred zone once it is known
  const invoices = useInvoices();
  const download = useDownloadInvoice();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Invoices</CardTitle>
      </CardHeader>
      <CardContent>
        {invoices.isPending ? (
          <Spinner label="Loading invoices" />
        ) : invoices.isError ? (
          <p className="text-sm text-rose-300">Could not load your invoices.</p>
        ) : invoices.data.invoices.length === 0 ? (
          <p className="py-6 text-center text-sm text-slate-400">No invoices yet. Each purchase and subscription payment gets one.</p>
        ) : (
          <div className="relative overflow-x-auto">
            <table className="w-full text-left text-sm">
              <thead className="text-xs text-slate-400 uppercase">
                <tr>
                  <th scope="col" className="py-2 pr-4 font-medium">Invoice</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Date</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Description</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Amount</th>
                  <th scope="col" className="py-2 pr-4 font-medium">Status</th>
                  <th scope="col" className="py-2 font-medium">
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-white/5">
                {invoices.data.invoices.map((inv) => (
                  <tr key={inv.id}>
                    <td className="py-2.5 pr-4 font-mono text-xs text-slate-300">{inv.number}</td>
                    <td className="py-2.5 pr-4 whitespace-nowrap text-slate-300">{formatDate(inv.date)}</td>
                    <td className="py-2.5 pr-4 text-slate-300">{inv.description}</td>
                    <td className="py-2.5 pr-4 font-medium text-white">{formatUsd(inv.amount)}</td>
                    <td className="py-2.5 pr-4">
                      <span className={cn('rounded-full px-2 py-0.5 text-xs font-medium capitalize ring-1', STATUS_STYLES[inv.status])}>{inv.status}</span>
                    </td>
                    <td className="py-2.5 text-right">
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Download invoice ${inv.number}`}
                        isLoading={download.isPending && download.variables?.id === inv.id}
                        onClick={() => download.mutate(inv, { onError: (err) => toast.error(errorMessage(err, 'Failed to download invoice')) })}
                      >
                        <Download className="h-4 w-4" aria-hidden="true" /> Download
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
