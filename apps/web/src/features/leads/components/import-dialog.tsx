import { LEAD_CSV_COLUMNS, type LeadImportReport } from '@uc/contract';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { errorMessage } from '@/lib/api-client';
import { useImportLeads } from '../api/import-leads';
import { previewCsv } from '../csv-preview';

const MAX_BYTES = 10 * 1024 * 1024;

/** FileReader rather than File.text(): it works in every browser this app supports. */
const readText = (f: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsText(f);
  });

/** Pick a CSV, see its first rows, import, read the report. */
export function ImportDialog({ collectionId, open, onOpenChange }: { collectionId: string; open: boolean; onOpenChange: (o: boolean) => void }) {
  const importer = useImportLeads();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const close = (o: boolean) => {
    onOpenChange(o);
    if (o) return;
    setFile(null);
    setFileError(null);
    importer.reset();
  };
  const pick = async (f: File | undefined) => {
    importer.reset();
    setFileError(null);
    if (!f) return setFile(null);
    if (f.size > MAX_BYTES) return setFileError('The file is larger than 10 MB');
    setFile({ name: f.name, text: await readText(f) });
  };
  const rows = file ? previewCsv(file.text) : [];
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-3xl">
        <DialogTitle className="text-lg font-semibold text-white">Import leads from CSV</DialogTitle>
        <DialogDescription className="mt-1 text-sm text-slate-400">
          Columns are matched by header name: {LEAD_CSV_COLUMNS.join(', ')}. Every row needs an email; duplicates (same email, any case) are skipped.
        </DialogDescription>
        <div className="mt-4 space-y-4">
          <label className="block text-sm text-slate-200">
            CSV file
            <input type="file" accept=".csv,text/csv,text/plain" className="mt-1 block w-full text-sm text-slate-300 file:mr-3 file:rounded-md file:border-0 file:bg-white/10 file:px-3 file:py-1.5 file:text-slate-100" onChange={(e) => void pick(e.target.files?.[0])} />
          </label>
          {fileError && <Alert tone="error">{fileError}</Alert>}
          {rows.length > 0 && (
            <div className="relative overflow-x-auto rounded-lg border border-white/10">
              <table className="w-full text-left text-xs" aria-label="Preview">
                <thead className="bg-white/5 text-slate-300">
                  <tr>
                    {rows[0].map((h, i) => (
                      <th key={i} className="px-2 py-1 font-medium">
                        {h}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody className="text-slate-200">
                  {rows.slice(1).map((r, i) => (
                    <tr key={i} className="border-t border-white/5">
                      {rows[0].map((_, c) => (
                        <td key={c} className="px-2 py-1">
                          {r[c] ?? ''}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {importer.isError && <Alert tone="error">{errorMessage(importer.error, 'The import failed')}</Alert>}
          {importer.data && <ImportReport report={importer.data} />}
          <div className="flex justify-end gap-2">
            <Button variant="ghost" onClick={() => close(false)}>
              {importer.data ? 'Close' : 'Cancel'}
            </Button>
            {!importer.data && (
              <Button disabled={!file} isLoading={importer.isPending} onClick={() => file && importer.mutate({ collectionId, csv: file.text })}>
                Import
              </Button>
            )}
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}

function ImportReport({ report }: { report: LeadImportReport }) {
  return (
    <Alert tone={report.rejected_count ? 'info' : 'success'}>
      <p>
        Imported {report.imported.toLocaleString()} · Duplicates {report.duplicates.toLocaleString()} · Rejected {report.rejected_count.toLocaleString()}
      </p>
      {report.rejected.length > 0 && (
        <ul className="max-h-40 overflow-y-auto text-xs">
          {report.rejected.map((r) => (
            <li key={r.row}>
              Line {r.row}: {r.reason}
            </li>
          ))}
          {report.rejected_count > report.rejected.length && <li>…and {report.rejected_count - report.rejected.length} more</li>}
        </ul>
      )}
    </Alert>
  );
}
