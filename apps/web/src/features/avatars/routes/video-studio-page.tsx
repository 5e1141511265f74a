import { Clapperboard } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function VideoStudioPage() {
  return (
    <ComingSoon
      icon={Clapperboard}
      title="Video Studio"
      description="Create videos with your AI Co-founder avatars."
      features={['Pick an agent avatar', 'Turn a script, URL or image into a video', 'Track video generation progress', 'Download finished videos']}
    />
  );
}
