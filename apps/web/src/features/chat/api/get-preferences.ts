import type { Preferences } from '@uc/contract';
import { useStoredPreferences } from '@/lib/preferences';
import type { AgentChoice } from '../components/chat-input';

/** The user's saved preferences (Profile → Preferences), shared with the rest of the app's cache. */
export const useChatPreferences = useStoredPreferences;

/** The picker choice a new conversation starts with: the whole team, or the default agent. */
export const initialAgentChoice = (p: Pick<Preferences, 'default_agent' | 'default_chat_mode'>): AgentChoice => (p.default_chat_mode === 'team' ? 'team' : p.default_agent);
