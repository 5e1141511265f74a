import { useMutation } from '@tanstack/react-query';
import { downloadWithAuth } from '@/lib/download';

export const exportUsersCsv = () => downloadWithAuth('/api/v1/admin/users/export', `user-analytics-${new Date().toISOString().slice(0, 10)}.csv`);

export const useExportUsersCsv = () => useMutation({ mutationFn: exportUsersCsv });
