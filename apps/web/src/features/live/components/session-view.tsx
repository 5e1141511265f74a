import { Mic, MicOff, MonitorUp, MonitorX, PhoneOff, Video, VideoOff, Volume2 } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import type { useLiveSession } from '../hooks/use-live-session';
import { VOICE_STYLES, type useSpeech, type VoiceStyle } from '../hooks/use-speech';
import { agentName } from './agent-names';
import { AudioMeter } from './audio-meter';
import { DevicePicker } from './device-picker';
import { AgentTile, MediaTile } from './media-tile';
import { SessionChat } from './session-chat';

// livekit-client and its React components load only when a LiveKit room is joined.
const LiveKitStage = lazy(() => import('./livekit-stage').then((m) => ({ default: m.LiveKitStage })));

const STATUS_TEXT = { idle: '', creating: 'Creating session…', media: 'Waiting for your camera and microphone…', connecting: 'Connecting…', connected: 'Connected', ended: 'Session ended', error: 'Error' } as const;

/** A running live session: tiles, controls, the session chat. */
export function SessionView({ live, speech }: { live: ReturnType<typeof useLiveSession>; speech: ReturnType<typeof useSpeech> }) {
  const { session, media, phase } = live;
  if (!session) return null;
  const streamingAgent = live.lines.find((l) => l.streaming && !live.lines.some((m) => m.id === l.id && !m.streaming))?.agent_id ?? null;
  const connected = phase === 'connected';

  const shareScreen = async () => {
    try {
      if (media.screen) media.stopScreenShare();
      else await media.startScreenShare();
    } catch (err) {
      live.setError((err as Error).message);
    }
  };
  const chooseDevice = (kind: 'audioinput' | 'videoinput', id: string) => media.chooseDevice(kind, id).catch((err: Error) => live.setError(err.message));

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p role="status" className="flex items-center gap-2 text-sm text-slate-200">
          <span className={connected ? 'h-2 w-2 rounded-full bg-emerald-400' : 'h-2 w-2 rounded-full bg-amber-400'} aria-hidden="true" />
          <span data-testid="session-status">{STATUS_TEXT[phase]}</span>
          <span className="text-slate-400">· {session.session_type} session · room {session.room_name}</span>
        </p>
      </div>

      {session.mode === 'livekit' ? (
        <Suspense fallback={<Spinner label="Loading the LiveKit room" />}>
          <LiveKitStage session={session} onJoined={live.markJoined} onError={live.setError} />
        </Suspense>
      ) : (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {media.camera && media.camera.getVideoTracks().length > 0 && <MediaTile stream={media.camera} label="You (camera)" mirrored />}
          {media.screen && <MediaTile stream={media.screen} label="Your screen" />}
          {session.agent_ids.map((id) => (
            <AgentTile key={id} agentId={id} name={agentName(id)} speaking={streamingAgent === id || (live.sending && session.agent_ids[0] === id && !streamingAgent)} />
          ))}
        </div>
      )}

      {session.mode === 'local' && (
        <div className="flex flex-wrap items-center gap-3 rounded-xl border border-white/10 bg-slate-900/60 p-3">
          <AudioMeter stream={media.camera} enabled={media.audioEnabled} />
          <Button variant="secondary" size="sm" onClick={media.toggleAudio} aria-pressed={!media.audioEnabled} disabled={!connected}>
            {media.audioEnabled ? <Mic className="h-4 w-4" aria-hidden="true" /> : <MicOff className="h-4 w-4" aria-hidden="true" />}
            {media.audioEnabled ? 'Mute' : 'Unmute'}
          </Button>
          {session.session_type === 'video' && (
            <Button variant="secondary" size="sm" onClick={media.toggleVideo} aria-pressed={!media.videoEnabled} disabled={!connected}>
              {media.videoEnabled ? <Video className="h-4 w-4" aria-hidden="true" /> : <VideoOff className="h-4 w-4" aria-hidden="true" />}
              {media.videoEnabled ? 'Stop camera' : 'Start camera'}
            </Button>
          )}
          <Button variant="secondary" size="sm" onClick={() => void shareScreen()} disabled={!connected}>
            {media.screen ? <MonitorX className="h-4 w-4" aria-hidden="true" /> : <MonitorUp className="h-4 w-4" aria-hidden="true" />}
            {media.screen ? 'Stop sharing' : 'Share screen'}
          </Button>
          <DevicePicker devices={media.devices} audioDeviceId={media.audioDeviceId} videoDeviceId={media.videoDeviceId} hasVideo={session.session_type === 'video'} onChoose={(k, id) => void chooseDevice(k, id)} />
          {speech.supported && (
            <div className="flex items-center gap-2">
              <label className="flex items-center gap-1.5 text-xs text-slate-300">
                <input type="checkbox" checked={speech.enabled} onChange={(e) => speech.setEnabled(e.target.checked)} />
                <Volume2 className="h-3.5 w-3.5" aria-hidden="true" /> Read replies aloud
              </label>
              <NativeSelect aria-label="Voice style" value={speech.style} onChange={(e) => speech.setStyle(e.target.value as VoiceStyle)} className="h-8 w-32 text-xs">
                {VOICE_STYLES.map((s) => (
                  <option key={s} value={s}>
                    {s[0].toUpperCase() + s.slice(1)}
                  </option>
                ))}
              </NativeSelect>
            </div>
          )}
          <Button variant="danger" size="sm" onClick={() => void live.end()} className="ml-auto">
            <PhoneOff className="h-4 w-4" aria-hidden="true" /> End session
          </Button>
        </div>
      )}
      {session.mode === 'livekit' && (
        <Button variant="danger" size="sm" onClick={() => void live.end()}>
          <PhoneOff className="h-4 w-4" aria-hidden="true" /> End session
        </Button>
      )}

      {live.error && <Alert tone="error">{live.error}</Alert>}
      <SessionChat lines={live.lines} userId={session.participants[0].id} disabled={!connected} sending={live.sending} onSend={live.send} />
      <p className="text-xs text-slate-400">
        {session.agent_ids.length > 1 ? 'Every invited agent answers each message (start it with @name, like @morgan, to ask one). ' : ''}
        Each agent answer costs 1 credit; the session costs 5 credits, charged only if it connects.
      </p>
    </div>
  );
}
