import { FolderLock } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function DataRoomPage() {
  return (
    <ComingSoon
      icon={FolderLock}
      title="Data Room"
      description="A secure home for your startup's documents."
      features={['Upload and organise documents in folders', 'Preview and download files', 'Keep generated business documents in one place', 'See what was viewed recently']}
    />
  );
}
