import { IntegrationExportSchema } from '@uc/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Fetches the export (bearer header needed) and hands it to the browser as integrations.json. */
export async function exportConnections() {
  const data = await api.get('/api/v1/integrations/export', { schema: IntegrationExportSchema });
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = 'integrations.json';
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return data;
}

export const useExportConnections = () => useMutation({ mutationFn: exportConnections });
