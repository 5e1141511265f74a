import { AGENT_IDS } from '@uc/contract';
import { Send } from 'lucide-react';
import { useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Textarea } from '@/components/ui/textarea';
import type { ChatLine } from '../hooks/use-live-session';
import { agentName } from './agent-names';
import { AnswerText } from './answer-text';

/** The session chat: the user's lines and the agents' answers as they stream in. */
export function SessionChat({ lines, userId, disabled, sending, onSend }: { lines: ChatLine[]; userId: string; disabled: boolean; sending: boolean; onSend?: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    if (!onSend || !text.trim() || sending) return;
    const value = text;
    setText('');
    if (!(await onSend(value))) setText(value);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) void submit(e);
  };
  return (
    <section aria-label="Session chat" className="flex min-h-0 flex-col rounded-xl border border-white/10 bg-slate-900/60">
      <ol className="min-h-40 flex-1 space-y-3 overflow-y-auto p-3" aria-live="polite">
        {lines.length === 0 && <li className="text-sm text-slate-400">Ask your co-founders anything; their answers appear here.</li>}
        {lines.map((l) => (
          <li key={l.id} className={l.participant_id === userId ? 'text-right' : ''}>
            <p className="text-xs text-slate-400">{l.participant_id === userId ? 'You' : l.agent_id && AGENT_IDS.includes(l.agent_id) ? agentName(l.agent_id) : l.participant_id}</p>
            {l.participant_id === userId ? (
              <p data-testid="user-line" className="inline-block max-w-full whitespace-pre-wrap rounded-lg bg-violet-500/20 px-3 py-2 text-left text-sm text-slate-100">
                {l.content}
              </p>
            ) : (
              <div data-testid="agent-line" className="rounded-lg bg-white/5 px-3 py-2">
                {l.content ? <AnswerText content={l.content} /> : <span className="text-sm text-slate-400">{l.streaming ? '…' : ''}</span>}
              </div>
            )}
          </li>
        ))}
      </ol>
      {onSend && (
        <form onSubmit={(e) => void submit(e)} className="flex items-end gap-2 border-t border-white/10 p-3">
          <label htmlFor="live-message" className="sr-only">
            Message to the agents
          </label>
          <Textarea id="live-message" value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} disabled={disabled} rows={1} placeholder="Ask a question…" className="min-h-10 resize-none" />
          <Button type="submit" size="icon" disabled={disabled || sending || !text.trim()} isLoading={sending} aria-label="Send message">
            <Send className="h-4 w-4" aria-hidden="true" />
          </Button>
        </form>
      )}
    </section>
  );
}
