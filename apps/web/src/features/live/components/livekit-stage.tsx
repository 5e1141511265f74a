import { ConnectionQualityIndicator, ControlBar, GridLayout, LiveKitRoom, ParticipantTile, RoomAudioRenderer, useLocalParticipant, useTracks } from '@livekit/components-react';
import type { LiveSession } from '@uc/contract';
import { Track, VideoPresets, type RoomOptions } from 'livekit-client';
import { INVALID_SESSION, mediaErrorMessage } from '@/lib/media-devices';

/** The spec's video layers (1280x720 / 640x360 / 320x180), adaptive stream and dynacast on. */
const ROOM_OPTIONS: RoomOptions = {
  adaptiveStream: true,
  dynacast: true,
  videoCaptureDefaults: { resolution: VideoPresets.h720.resolution },
  publishDefaults: { simulcast: true, videoSimulcastLayers: [VideoPresets.h360, VideoPresets.h180] },
};

const CONNECTION_FAILED = 'Failed to connect to live session. Please try again or contact support.';

/** Spec 000 §8: connection errors by kind (network, authentication, permission, invalid session), else the generic text. */
export function connectionErrorMessage(error: Error): string {
  const text = `${error.name} ${error.message}`.toLowerCase();
  if (/network|websocket|fetch|timeout|offline/.test(text)) return 'Network error: could not reach the live session server. Check your connection and try again.';
  if (/401|unauthori[sz]ed|token.*(invalid|expired)|authentication/.test(text)) return 'Authentication failed for this live session. Please start a new session.';
  if (/permission|notallowed/.test(text)) return 'Camera and microphone permissions are required for live sessions. Please allow access in your browser settings.';
  if (/room.*not found|invalid.*(session|room)/.test(text)) return 'Invalid session URL or token';
  if (/could not establish|connection failed|ice|pc connection/.test(text)) return 'Connection failed: the media connection could not be established. Please try again.';
  return CONNECTION_FAILED;
}

function Stage() {
  const tracks = useTracks([
    { source: Track.Source.Camera, withPlaceholder: true },
    { source: Track.Source.ScreenShare, withPlaceholder: false },
  ]);
  const { localParticipant } = useLocalParticipant();
  return (
    <div className="space-y-3">
      <div className="h-[28rem] rounded-xl bg-slate-950 p-2 ring-1 ring-white/10">
        <GridLayout tracks={tracks}>
          <ParticipantTile />
        </GridLayout>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {/* Mic, camera and screen toggles with their device pickers. */}
        <ControlBar variation="verbose" controls={{ microphone: true, camera: true, screenShare: true, chat: false, leave: false }} />
        <ConnectionQualityIndicator participant={localParticipant} />
      </div>
      <RoomAudioRenderer />
    </div>
  );
}

/** A real LiveKit room with the session's join token; calls onJoined once connected. */
export function LiveKitStage({
  session,
  onJoined,
  onError,
}: {
  session: LiveSession;
  onJoined: (flags: { audio: boolean; video: boolean; screen: boolean }) => void;
  onError: (message: string) => void;
}) {
  if (!session.url || !session.token) return <p role="alert">{INVALID_SESSION}</p>;
  const video = session.session_type === 'video';
  const screen = session.session_type === 'screen-share';
  return (
    <LiveKitRoom
      serverUrl={session.url}
      token={session.token}
      connect
      audio
      video={video}
      screen={screen}
      options={ROOM_OPTIONS}
      onConnected={() => onJoined({ audio: true, video, screen })}
      onError={(error) => onError(connectionErrorMessage(error))}
      onMediaDeviceFailure={(failure) => onError(mediaErrorMessage(new DOMException(String(failure ?? ''), failure === 'PermissionDenied' ? 'NotAllowedError' : failure === 'NotFound' ? 'NotFoundError' : 'Error')))}
      data-lk-theme="default"
    >
      <Stage />
    </LiveKitRoom>
  );
}
