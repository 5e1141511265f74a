import type { AgentId } from '@uc/contract';
import { Send } from 'lucide-react';
import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { AGENT_LABELS } from '../intent';

export const INPUT_MIN_PX = 40;
export const INPUT_MAX_PX = 120;

export type AgentChoice = 'auto' | 'team' | AgentId;

type Props = {
  value: string;
  onChange: (v: string) => void;
  onSend: () => void;
  busy: boolean;
  agent: AgentChoice;
  onAgentChange: (a: AgentChoice) => void;
  /** What sending this will cost, shown before it is spent. */
  costHint: string;
  /** Why the picker is fixed (a video call: its agent answers). */
  lockedReason?: string;
};

/** Enter sends, Shift+Enter adds a line; the box grows from 40 to 120 px. */
export function ChatInput({ value, onChange, onSend, busy, agent, onAgentChange, costHint, lockedReason }: Props) {
  const ref = useRef<HTMLTextAreaElement>(null);
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    el.style.height = `${INPUT_MIN_PX}px`;
    el.style.height = `${Math.min(INPUT_MAX_PX, Math.max(INPUT_MIN_PX, el.scrollHeight))}px`;
  }, [value]);
  const canSend = !busy && value.trim().length > 0;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
      e.preventDefault();
      if (canSend) onSend();
    }
  };
  return (
    <form
      className="flex flex-col gap-2 border-t border-white/10 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (canSend) onSend();
      }}
    >
      <div className="flex items-end gap-2">
        <label htmlFor="chat-input" className="sr-only">
          Message
        </label>
        <textarea
          id="chat-input"
          ref={ref}
          rows={1}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Ask your co-founders anything… (@product, @tech to pick one)"
          aria-describedby="chat-cost"
          style={{ minHeight: INPUT_MIN_PX, maxHeight: INPUT_MAX_PX }}
          className="flex-1 resize-none rounded-lg border border-white/10 bg-slate-900/70 px-3 py-2 text-sm text-slate-100 placeholder:text-slate-500 focus-visible:outline-2 focus-visible:outline-violet-400"
        />
        <Button type="submit" size="icon-lg" disabled={!canSend} aria-label="Send message">
          <Send className="h-4 w-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="flex items-center gap-2 text-xs text-slate-400">
        <label htmlFor="agent-picker">Answer from</label>
        <NativeSelect id="agent-picker" className="w-56 [&_select]:h-8 [&_select]:text-xs" value={agent} disabled={Boolean(lockedReason)} onChange={(e) => onAgentChange(e.target.value as AgentChoice)}>
          <option value="auto">Best fit (automatic)</option>
          {(Object.keys(AGENT_LABELS) as AgentId[]).map((id) => (
            <option key={id} value={id}>
              {AGENT_LABELS[id].name}
            </option>
          ))}
          <option value="team">Whole team (all five)</option>
        </NativeSelect>
        {lockedReason && <span className="text-violet-300">{lockedReason}</span>}
        <span id="chat-cost" className="ml-auto text-right" aria-live="polite">
          {costHint}
        </span>
      </div>
    </form>
  );
}
