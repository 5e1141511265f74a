import { useMutation } from '@tanstack/react-query';
import { downloadWithAuth } from '@/lib/download';

/** The CSV under the server's file name. */
export const exportCollection = (collectionId: string) => downloadWithAuth(`/api/v1/apollo/collections/${collectionId}/export`, 'leads.csv');

export const useExportCollection = () => useMutation({ mutationFn: exportCollection });
