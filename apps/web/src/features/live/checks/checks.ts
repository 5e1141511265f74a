import { ProcessResponseSchema, type LiveSession, type SessionType } from '@uc/contract';
import { api, buildUrl, errorMessage } from '@/lib/api-client';
import { getToken } from '@/lib/auth-storage';
import { checkBrowser, INVALID_SESSION, mediaErrorMessage, stopStream } from '@/lib/media-devices';
import { createLiveSession } from '../api/create-session';
import { endLiveSession } from '../api/end-session';
import { sendLiveMessage } from '../api/send-message';
import { startLiveSession } from '../api/start-session';

/** The outcome of one diagnostic: what was done and what came back. */
export type CheckResult = { ok: boolean; message: string; details: string[]; session?: LiveSession };

export const SIGN_IN_FIRST = 'Sign in first: live sessions belong to an account.';

const fail = (message: string, details: string[] = []): CheckResult => ({ ok: false, message, details });

export function browserCompatibility(): CheckResult {
  const b = checkBrowser();
  const details = [
    `Browser: ${b.name}${b.version ? ` ${b.version}` : ''}`,
    `WebRTC: ${b.missing.includes('WebRTC') ? 'no' : 'yes'}`,
    `WebSocket: ${b.missing.includes('WebSocket') ? 'no' : 'yes'}`,
    `Media devices: ${b.missing.includes('Media devices') ? 'no' : 'yes'}`,
    `Secure context: ${window.isSecureContext ? 'yes' : 'no'}`,
    ...b.warnings.map((w) => `Warning: ${w}`),
  ];
  return b.supported ? { ok: true, message: b.warnings.length ? 'Supported, with warnings' : 'Supported', details } : fail(`Missing: ${b.missing.join(', ')}`, details);
}

/** Asks for the camera and microphone (and the screen for screen share), then releases them. */
export async function mediaPermissions(type: SessionType = 'video'): Promise<CheckResult> {
  let stream: MediaStream | null = null;
  let screen: MediaStream | null = null;
  try {
    stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: type === 'video' });
    if (type === 'screen-share') screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
    const tracks = [...stream.getTracks(), ...(screen?.getTracks() ?? [])];
    return { ok: true, message: 'Access granted', details: tracks.map((t) => `${t.kind}: ${t.label || 'unnamed device'} (${t.readyState})`) };
  } catch (error) {
    return fail(mediaErrorMessage(error));
  } finally {
    stopStream(stream);
    stopStream(screen);
  }
}

const sessionDetails = (s: LiveSession) => [`Session ${s.id}`, `Room ${s.room_name}`, `Mode ${s.mode}`, `Status ${s.status}`, `Participants ${s.participants.length}`];

export async function sessionCreation(type: SessionType = 'video'): Promise<CheckResult> {
  if (!getToken()) return fail(SIGN_IN_FIRST);
  try {
    const s = await createLiveSession({ agent_ids: ['strategic', 'product'], session_type: type });
    if (!s.id || !s.room_name || !s.token) return fail(INVALID_SESSION, sessionDetails(s));
    return { ok: true, message: `Created a ${s.mode} ${type} session`, details: sessionDetails(s), session: s };
  } catch (error) {
    return fail(errorMessage(error, 'Video session creation failed.'));
  }
}

export async function orchestratorIntegration(): Promise<CheckResult> {
  if (!getToken()) return fail(SIGN_IN_FIRST);
  try {
    const res = await api.post('/api/v1/orchestrator/process', {
      json: { description: 'Live session test: one sentence on our next step.', agent_ids: ['strategic'], include_livekit: true },
      schema: ProcessResponseSchema,
      globalErrors: false,
    });
    const s = res.livekit_session;
    if (!s) return fail('The orchestrator returned no live session');
    const ended = await endLiveSession(s.id).then(
      () => true,
      () => false,
    );
    // Ended here, so the next check opens a session of its own (an ended session's token is refused).
    return { ok: true, message: 'The orchestrator opened a live session', details: [...sessionDetails(s), `Answers: ${res.responses.length}`], session: ended ? { ...s, status: 'disconnected' } : s };
  } catch (error) {
    return fail(errorMessage(error, 'The orchestrator call failed.'));
  }
}

/** Opens the session's real-time channel: the LiveKit room, or the local event stream. */
export async function roomConnection(session: LiveSession | null | undefined): Promise<CheckResult> {
  if (!session) return fail('Create a session first (Session Creation).');
  if (!session.url || !session.token) return fail(INVALID_SESSION);
  const started = performance.now();
  if (session.mode === 'livekit') {
    const { Room } = await import('livekit-client');
    const room = new Room();
    // A Content-Security-Policy that leaves the LiveKit server out of connect-src blocks the
    // WebSocket before it opens; livekit-client then only says "network error".
    const blocked: string[] = [];
    const onViolation = (e: SecurityPolicyViolationEvent) => {
      if (e.effectiveDirective === 'connect-src') blocked.push(e.blockedURI);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    try {
      await room.connect(session.url, session.token);
      return { ok: true, message: 'Joined the LiveKit room', details: [`Room ${room.name}`, `Connected in ${Math.round(performance.now() - started)} ms`] };
    } catch (error) {
      // The violation event is dispatched asynchronously; give it a moment to arrive.
      await new Promise((r) => setTimeout(r, 50));
      if (blocked.length > 0)
        return fail(`Blocked by this page's Content-Security-Policy (connect-src): ${blocked[0]}. The server adds LIVEKIT_URL's origin to connect-src; check that LIVEKIT_URL is the address the browser uses.`);
      return fail(`Failed to connect to live session: ${(error as Error).message}`);
    } finally {
      document.removeEventListener('securitypolicyviolation', onViolation);
      await room.disconnect();
    }
  }
  return new Promise((resolve) => {
    const source = new EventSource(buildUrl(session.url, { token: session.token }));
    const timer = setTimeout(() => finish(fail('The session event stream did not open within 10 seconds')), 10_000);
    function finish(result: CheckResult) {
      clearTimeout(timer);
      source.close();
      resolve(result);
    }
    source.onopen = () => finish({ ok: true, message: 'Session event stream open (local mode)', details: [`URL ${session.url}`, `Opened in ${Math.round(performance.now() - started)} ms`] });
    source.onerror = () => finish(fail(INVALID_SESSION));
  });
}

/**
 * A whole session of one type: real media, create, start (connected), end. Costs the session's
 * 5 credits, as any connected session does.
 */
export async function mediaSession(type: SessionType, opts: { ask?: string } = {}): Promise<CheckResult> {
  if (!getToken()) return fail(SIGN_IN_FIRST);
  let camera: MediaStream | null = null;
  let screen: MediaStream | null = null;
  const details: string[] = [];
  let session: LiveSession | null = null;
  try {
    camera = await navigator.mediaDevices.getUserMedia({ audio: true, video: type === 'video' });
    if (type === 'screen-share') screen = await navigator.mediaDevices.getDisplayMedia({ video: true });
    details.push(`Local tracks: ${[...camera.getTracks(), ...(screen?.getTracks() ?? [])].map((t) => t.kind).join(', ')}`);
  } catch (error) {
    return fail(mediaErrorMessage(error));
  }
  try {
    session = await createLiveSession({ agent_ids: ['strategic'], session_type: type });
    details.push(`Created ${session.room_name} (${session.mode})`);
    if (session.mode === 'livekit') {
      const check = await roomConnection(session);
      details.push(check.message);
      if (!check.ok) return { ...check, details };
    }
    const started = await startLiveSession(session.id, { audio_enabled: true, video_enabled: type === 'video', screen_share_enabled: Boolean(screen) });
    details.push(`Status after start: ${started.status}`);
    if (opts.ask) {
      const answer = await sendLiveMessage(session.id, { participant_id: started.participants[0].id, message: opts.ask });
      details.push(`Agent answered: ${answer.replies[0]?.content.slice(0, 80) ?? '(nothing)'}…`);
    }
    const ended = await endLiveSession(session.id);
    details.push(`Ended: ${ended.status}, ${ended.credits_charged} credits charged`);
    return { ok: started.status === 'connected' && ended.status === 'disconnected', message: started.status === 'connected' ? `${type} session connected and ended` : `${type} session did not connect`, details, session: ended };
  } catch (error) {
    if (session) await endLiveSession(session.id).catch(() => undefined);
    return fail(errorMessage(error, `Failed to start ${type} session.`), details);
  } finally {
    stopStream(camera);
    stopStream(screen);
  }
}
