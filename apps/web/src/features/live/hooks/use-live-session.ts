import type { AgentId, LiveMessage, LiveSession, LiveStreamEvent, SessionType } from '@uc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { buildUrl, errorMessage } from '@/lib/api-client';
import { setCreditBalance } from '@/lib/credit-balance';
import { checkBrowser, INVALID_SESSION, UNSUPPORTED_BROWSER } from '@/lib/media-devices';
import { createLiveSession } from '../api/create-session';
import { endLiveSession } from '../api/end-session';
import { getLiveSession } from '../api/get-session';
import { liveQueryKeys } from '../api/query-keys';
import { sendLiveMessage } from '../api/send-message';
import { startLiveSession } from '../api/start-session';
import { useLocalMedia } from './use-local-media';

export type Phase = 'idle' | 'creating' | 'media' | 'connecting' | 'connected' | 'ended' | 'error';
export type ChatLine = LiveMessage & { streaming?: boolean };

export const START_FAILED = 'Failed to start live session. Please try again.';
export const END_FAILED = 'Failed to end LiveKit session properly, but the session has been closed.';

/** Adds or replaces a line by id, keeping the order of arrival. */
function upsert(lines: ChatLine[], line: ChatLine): ChatLine[] {
  const i = lines.findIndex((l) => l.id === line.id);
  if (i === -1) return [...lines, line];
  const next = lines.slice();
  next[i] = line;
  return next;
}

/**
 * One live session from the page's side. Local mode: create → the browser's real media →
 * start (connected only now, never on a timer) → chat with the agents over the session's event
 * stream → end. LiveKit mode: the room component joins and calls `markJoined`.
 */
export function useLiveSession(onReply?: (text: string) => void) {
  const qc = useQueryClient();
  const media = useLocalMedia();
  const [phase, setPhase] = useState<Phase>('idle');
  const [session, setSession] = useState<LiveSession | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [sending, setSending] = useState(false);
  const [timings, setTimings] = useState<{ mediaMs?: number; firstAnswerMs?: number }>({});
  const started = useRef(0);
  const events = useRef<EventSource | null>(null);
  const replyRef = useRef(onReply);
  replyRef.current = onReply;

  const closeEvents = () => {
    events.current?.close();
    events.current = null;
  };

  const openEventsRef = useRef<((s: LiveSession) => void) | null>(null);
  const openEvents = useCallback((s: LiveSession) => {
    if (!s.url || !s.token) throw new Error(INVALID_SESSION);
    const source = new EventSource(buildUrl(s.url, { token: s.token }));
    source.onmessage = (e) => {
      const event = JSON.parse(e.data as string) as LiveStreamEvent;
      if (event.type === 'reply-start') {
        setLines((l) => upsert(l, { id: event.id, participant_id: event.participant_id, agent_id: event.agent_id as AgentId, content: '', timestamp: new Date().toISOString(), type: 'chat', streaming: true }));
      } else if (event.type === 'reply-delta') {
        setLines((l) => l.map((line) => (line.id === event.id ? { ...line, content: line.content + event.delta } : line)));
      } else if (event.type === 'message') {
        setLines((l) => upsert(l, event.message));
      }
    };
    // The stream token is short-lived (and dies with the sign-in): when the stream is refused, the
    // session is fetched again for a fresh token and the stream reopened, while it still runs.
    source.onerror = () => {
      if (source.readyState !== EventSource.CLOSED || events.current !== source) return;
      void getLiveSession(s.id)
        .then((fresh) => {
          if (events.current === source && fresh.status !== 'disconnected' && fresh.token) openEventsRef.current?.(fresh);
        })
        .catch(() => undefined);
    };
    events.current = source;
  }, []);
  openEventsRef.current = openEvents;

  /** Joins a created session: the browser's media first, then start (local mode). */
  const join = useCallback(
    async (created: LiveSession) => {
      setSession(created);
      if (created.mode === 'livekit') {
        setPhase('connecting');
        return;
      }
      setPhase('media');
      try {
        const m = await media.acquire(created.session_type);
        setTimings((t) => ({ ...t, mediaMs: Math.round(performance.now() - started.current) }));
        openEvents(created);
        const live = await startLiveSession(created.id, { audio_enabled: m.audioEnabled, video_enabled: m.videoEnabled, screen_share_enabled: Boolean(m.screen) });
        setSession(live);
        setPhase(live.status === 'connected' ? 'connected' : 'connecting');
        void qc.invalidateQueries({ queryKey: ['billing'] });
      } catch (err) {
        closeEvents();
        media.release();
        await endLiveSession(created.id).catch(() => undefined);
        setPhase('error');
        setError(err instanceof Error && !('status' in err) ? err.message : errorMessage(err, START_FAILED));
      }
    },
    [media, openEvents, qc],
  );

  const begin = () => {
    setError(null);
    setLines([]);
    setTimings({});
    started.current = performance.now();
    const browser = checkBrowser();
    if (browser.supported) return true;
    setPhase('error');
    setError(UNSUPPORTED_BROWSER);
    return false;
  };

  const start = useCallback(
    async (agentIds: AgentId[], type: SessionType) => {
      if (!begin()) return;
      setPhase('creating');
      let created: LiveSession;
      try {
        created = await createLiveSession({ agent_ids: agentIds, session_type: type });
      } catch (err) {
        setPhase('error');
        setError(errorMessage(err, START_FAILED));
        return;
      }
      await join(created);
    },
    [join],
  );

  /** A session created elsewhere (the orchestrator's livekit_session). */
  const resume = useCallback(
    async (existing: LiveSession) => {
      if (begin()) await join(existing);
    },
    [join],
  );

  /** LiveKit mode: the room is joined; the server checks the room's participants. */
  const markJoined = useCallback(
    async (flags: { audio: boolean; video: boolean; screen: boolean }) => {
      if (!session) return;
      try {
        const live = await startLiveSession(session.id, { audio_enabled: flags.audio, video_enabled: flags.video, screen_share_enabled: flags.screen });
        setSession(live);
        setPhase(live.status === 'connected' ? 'connected' : 'connecting');
      } catch (err) {
        setPhase('error');
        setError(errorMessage(err, START_FAILED));
      }
    },
    [session],
  );

  const send = useCallback(
    async (text: string) => {
      if (!session || phase !== 'connected' || !text.trim() || sending) return false;
      setSending(true);
      const sentAt = performance.now();
      try {
        const res = await sendLiveMessage(session.id, { participant_id: session.participants[0].id, message: text });
        setLines((l) => res.replies.reduce(upsert, upsert(l, res.message)));
        setCreditBalance(qc, res.remaining_credits);
        setTimings((t) => (t.firstAnswerMs ? t : { ...t, firstAnswerMs: Math.round(performance.now() - sentAt) }));
        for (const r of res.replies) replyRef.current?.(r.content);
        return true;
      } catch (err) {
        setError(errorMessage(err, 'Your message could not be sent. Please try again.'));
        return false;
      } finally {
        setSending(false);
      }
    },
    [session, phase, sending, qc],
  );

  const end = useCallback(async () => {
    if (!session) return;
    closeEvents();
    media.release();
    try {
      const ended = await endLiveSession(session.id);
      setSession(ended);
    } catch {
      setError(END_FAILED);
    }
    setPhase('ended');
    void qc.invalidateQueries({ queryKey: liveQueryKeys.all });
    void qc.invalidateQueries({ queryKey: ['billing'] });
  }, [session, media, qc]);

  const reset = useCallback(() => {
    closeEvents();
    media.release();
    setSession(null);
    setLines([]);
    setError(null);
    setPhase('idle');
  }, [media]);

  useEffect(() => () => closeEvents(), []);

  // Closing the tab ends a running session (keepalive request), so its credits settle now.
  useEffect(() => {
    if (!session || phase === 'ended' || phase === 'error' || phase === 'idle') return;
    const onHide = () => void endLiveSession(session.id).catch(() => undefined);
    window.addEventListener('pagehide', onHide);
    return () => window.removeEventListener('pagehide', onHide);
  }, [session, phase]);

  return { phase, session, error, setError, lines, sending, timings, media, start, resume, markJoined, send, end, reset };
}
