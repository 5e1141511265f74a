import { Plug } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function IntegrationsPage() {
  return (
    <ComingSoon
      icon={Plug}
      title="Integrations"
      description="Connect the tools your startup already uses."
      features={['Browse 200+ integrations by category', 'Connect and disconnect accounts', 'Mark favourites', 'Let agents act through connected tools']}
    />
  );
}
