import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Pager } from '@/components/ui/pager';
import { Spinner } from '@/components/ui/spinner';
import { useLiveSession } from '../api/get-session';
import { PAGE_SIZE, useLiveSessions } from '../api/list-sessions';
import { agentName } from './agent-names';
import { SessionChat } from './session-chat';
import { formatDateTime, useTimeZone } from '@/lib/format-date';
import { formatCount } from '@/lib/format-number';

/** The stored messages of a session, kept after it ends. */
export function Transcript({ sessionId }: { sessionId: string }) {
  const q = useLiveSession(sessionId);
  if (q.isPending) return <Spinner label="Loading transcript" />;
  if (q.isError) return <Alert tone="error">This transcript could not be loaded.</Alert>;
  return (
    <div data-testid="transcript">
      <SessionChat lines={q.data.messages} userId={q.data.participants[0].id} disabled sending={false} />
    </div>
  );
}

/** Past sessions, newest first, ten a page. */
export function SessionHistory({ onOpen }: { onOpen: (id: string) => void }) {
  useTimeZone(); // re-render in the preferred zone once it is known
  const [page, setPage] = useState(1);
  const q = useLiveSessions(page);
  return (
    <section aria-labelledby="history-title" className="space-y-2">
      <h2 id="history-title" className="text-base font-semibold text-white">
        Past sessions
      </h2>
      {q.isPending ? (
        <Spinner label="Loading sessions" />
      ) : q.isError ? (
        <Alert tone="error">Your sessions could not be loaded.</Alert>
      ) : q.data.items.length === 0 ? (
        <p className="text-sm text-slate-400">No sessions yet.</p>
      ) : (
        <>
          <ul className="divide-y divide-white/5 rounded-xl border border-white/10 bg-slate-900/60">
            {q.data.items.map((s) => (
              <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2 text-sm">
                <span className="text-slate-200">
                  {formatDateTime(s.created_at)} · {s.session_type} · {s.agent_ids.map(agentName).join(', ')}
                </span>
                <span className="flex items-center gap-3 text-xs text-slate-400">
                  {s.status} · {s.duration} s · {formatCount(s.credits_charged)} credits
                  <Button variant="link" onClick={() => onOpen(s.id)}>
                    View transcript
                  </Button>
                </span>
              </li>
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} total={q.data?.total ?? 0} onPage={setPage} label="Session" />
        </>
      )}
    </section>
  );
}
