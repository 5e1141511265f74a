import { AGENT_IDS, AVATAR_STYLES, CREDIT_PRICES, VOICE_STYLES, type AgentId } from '@uc/contract';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { NativeSelect } from '@/components/ui/native-select';
import { cn } from '@/lib/cn';

export type CallChoice = { agent: AgentId; avatarStyle: (typeof AVATAR_STYLES)[number]; voiceStyle: (typeof VOICE_STYLES)[number] };

const NAMES: Record<AgentId, string> = { strategic: 'Alex Strategic', product: 'Sam Product', technical: 'Taylor Tech', operations: 'Jordan Ops', marketing: 'Morgan Marketing' };
const cap = (s: string) => s[0].toUpperCase() + s.slice(1);

/** 'Customize Your AI Agent Avatar': the agent to call (DESIGN departure 6), avatar and voice style. */
export function AvatarModal({ open, onOpenChange, onStart, starting }: { open: boolean; onOpenChange: (open: boolean) => void; onStart: (c: CallChoice) => void; starting: boolean }) {
  const [choice, setChoice] = useState<CallChoice>({ agent: 'strategic', avatarStyle: 'professional', voiceStyle: 'friendly' });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle className="text-lg font-semibold text-white">Customize Your AI Agent Avatar</DialogTitle>
        <DialogDescription className="text-sm text-slate-400">Pick who you want to talk to and how they look and sound.</DialogDescription>
        <fieldset className="mt-4">
          <legend className="mb-2 text-sm text-slate-300">Agent</legend>
          <div className="grid grid-cols-5 gap-2" role="radiogroup" aria-label="Agent">
            {AGENT_IDS.map((id) => (
              <label key={id} className={cn('flex cursor-pointer flex-col items-center gap-1 rounded-lg p-1.5 text-center text-[11px] text-slate-300 ring-1 ring-white/10', choice.agent === id && 'bg-violet-500/20 ring-violet-400')}>
                <input type="radio" name="call-agent" value={id} checked={choice.agent === id} onChange={() => setChoice((c) => ({ ...c, agent: id }))} className="sr-only" />
                <img src={`/avatars/${id}.svg`} alt="" className="h-12 w-12 rounded-md" />
                {NAMES[id]}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="mt-4 grid grid-cols-2 gap-3">
          <label className="space-y-1 text-sm text-slate-300">
            Avatar Style
            <NativeSelect value={choice.avatarStyle} onChange={(e) => setChoice((c) => ({ ...c, avatarStyle: e.target.value as CallChoice['avatarStyle'] }))}>
              {AVATAR_STYLES.map((s) => (
                <option key={s} value={s}>
                  {cap(s)}
                </option>
              ))}
            </NativeSelect>
          </label>
          <label className="space-y-1 text-sm text-slate-300">
            Voice Style
            <NativeSelect value={choice.voiceStyle} onChange={(e) => setChoice((c) => ({ ...c, voiceStyle: e.target.value as CallChoice['voiceStyle'] }))}>
              {VOICE_STYLES.map((s) => (
                <option key={s} value={s}>
                  {cap(s)}
                </option>
              ))}
            </NativeSelect>
          </label>
        </div>
        <div className="mt-6 flex justify-end gap-2">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button onClick={() => onStart(choice)} isLoading={starting} disabled={starting}>
            Start Video Call ({CREDIT_PRICES.video_call} credits)
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
