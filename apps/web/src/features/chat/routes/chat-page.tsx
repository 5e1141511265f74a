import { MessageSquare } from 'lucide-react';
import { ComingSoon } from '@/components/ui/coming-soon';

export function ChatPage() {
  return (
    <ComingSoon
      icon={MessageSquare}
      title="AI Co-founder"
      description="Your intelligent business partner for strategy, development, and growth."
      features={[
        'Chat with five specialised agents: strategy, product, tech, operations and marketing',
        'Generate business plans, pitch decks and market analyses',
        'Build small web apps from a prompt and preview them live',
        'Start video and voice sessions with an agent',
      ]}
    />
  );
}
