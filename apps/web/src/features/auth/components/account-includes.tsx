import { Bot, Boxes, Clapperboard, Coins, Lock, Plug } from 'lucide-react';
import { usePublicConfig } from '@/lib/public-config';

/**
 * "Your account includes", with what this install really offers: the free credits, the
 * integrations count and the video studio are read from /api/v1/config, never assumed.
 */
export function useAccountIncludes(creditsSuffix = '') {
  const { signupCredits, config } = usePublicConfig();
  const integrations = config?.integrations;
  return [
    { icon: Coins, text: signupCredits !== undefined ? `${signupCredits} free credits${creditsSuffix}` : 'Free credits to get started' },
    { icon: Bot, text: '5 AI Co-founder agents' },
    { icon: Lock, text: 'Secure data room' },
    {
      icon: Plug,
      text: integrations && integrations.total > 0 ? `${integrations.total} integrations, ${integrations.ready} ready without a connector key` : 'Integrations (Slack, Discord, GitHub)',
    },
    { icon: Boxes, text: 'App builder' },
    ...(config?.video_studio ? [{ icon: Clapperboard, text: 'Video studio' }] : []),
  ];
}
