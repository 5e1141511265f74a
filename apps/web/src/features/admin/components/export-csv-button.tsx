import { Download } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useExportUsersCsv } from '../api/export-users';

export function ExportCsvButton() {
  const exportCsv = useExportUsersCsv();
  return (
    <Button
      variant="secondary"
      isLoading={exportCsv.isPending}
      onClick={() => exportCsv.mutate(undefined, { onSuccess: (name) => toast.success(`Exported ${name}`), onError: (err) => toast.error(errorMessage(err, 'Failed to export users')) })}
    >
      <Download className="h-4 w-4" aria-hidden="true" /> Export CSV
    </Button>
  );
}
