import { VIDEO_CALLS_NEED_PLAN, type AgentId, type StartVideoCallResponse } from '@uc/contract';
import { useQueryClient } from '@tanstack/react-query';
import { Maximize2, Minimize2, PhoneOff, Video } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { setCreditBalance } from '@/lib/credit-balance';
import { stopStream, VIDEO_CALL_PERMISSION } from '@/lib/media-devices';
import { endVideoCall, markCallConnected, startVideoCall, useVideoAccess } from '../../api/video-call';
import { AvatarModal, type CallChoice } from './avatar-modal';
import { VideoUpgradeModal } from './video-upgrade-modal';

/** The local camera as a small live tile. */
function CameraTile({ stream }: { stream: MediaStream }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return <video ref={ref} autoPlay playsInline muted aria-label="Your camera" className="aspect-video w-full -scale-x-100 rounded-lg bg-black object-cover" />;
}

type Call = StartVideoCallResponse & { stream: MediaStream };

/**
 * The chat header's video call (spec 000 §2, 001 §2.4/§4): free plans see 'Upgrade for Video
 * Calls' and the upgrade modal; paid plans pick an agent and styles, the camera and microphone
 * start, then the call (5 credits) opens with the agent's avatar; 'End Video Call' ends it.
 * `onCallAgent` tells the chat which agent is in the call (null once it ends): that agent answers.
 */
export function VideoCallControl({ onCallAgent }: { onCallAgent?: (agent: AgentId | null) => void }) {
  const qc = useQueryClient();
  const access = useVideoAccess();
  const [modal, setModal] = useState(false);
  const [upgrade, setUpgrade] = useState(false);
  const [starting, setStarting] = useState(false);
  // On a phone the call card starts minimised: at full size it would cover the conversation.
  const [minimised, setMinimised] = useState(() => typeof window.matchMedia === 'function' && window.matchMedia('(max-width: 639px)').matches);
  const [call, setCall] = useState<Call | null>(null);
  const allowed = access.data?.features.video_calls ?? false;

  useEffect(() => () => stopStream(call?.stream), [call]);

  const open = () => (allowed ? setModal(true) : setUpgrade(true));

  const start = async (choice: CallChoice) => {
    setStarting(true);
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true, video: true });
    } catch {
      setStarting(false);
      toast.error(VIDEO_CALL_PERMISSION);
      return;
    }
    try {
      const res = await startVideoCall({
        agent_type: choice.agent,
        avatar_provider: 'local',
        avatar_style: choice.avatarStyle,
        voice_style: choice.voiceStyle,
        livekit_enabled: true,
        call_type: 'video',
      });
      setCreditBalance(qc, res.remaining_credits);
      // Connected only now that the camera and microphone are live.
      await markCallConnected(res.session_id, { audio_enabled: true, video_enabled: true }).catch(() => undefined);
      setCall({ ...res, stream });
      onCallAgent?.(res.avatar.agent_id);
      toast.success('Video call started');
    } catch (error) {
      stopStream(stream);
      if (error instanceof ApiError && error.status === 402 && error.detail === VIDEO_CALLS_NEED_PLAN) setUpgrade(true);
      else toast.error(error instanceof ApiError && error.status === 402 ? error.detail : 'Failed to start video call');
    } finally {
      setModal(false);
      setStarting(false);
    }
  };

  const end = async () => {
    if (!call) return;
    const current = call;
    setCall(null);
    onCallAgent?.(null);
    stopStream(current.stream);
    try {
      await endVideoCall({ session_id: current.session_id, agent_type: current.avatar.agent_id, call_type: 'video' });
      toast.success('Video call ended');
    } catch {
      toast.success('Video call ended (with errors)');
    }
  };

  return (
    <>
      {call ? (
        <Button variant="danger" size="sm" onClick={() => void end()}>
          <PhoneOff className="h-4 w-4" aria-hidden="true" /> End Video Call
        </Button>
      ) : (
        <Button variant="secondary" size="sm" onClick={open} disabled={access.isPending} title="Video call with an agent (5 credits)">
          <Video className="h-4 w-4" aria-hidden="true" /> {allowed || access.isPending ? 'Video Call' : 'Upgrade for Video Calls'}
        </Button>
      )}
      <AvatarModal open={modal} onOpenChange={setModal} onStart={(c) => void start(c)} starting={starting} />
      <VideoUpgradeModal open={upgrade} onOpenChange={setUpgrade} />
      {call && (
        // Never wider than a phone's screen; minimised it is one line, so the chat stays readable.
        <section aria-label="Video call" className="fixed right-4 bottom-20 z-50 w-[min(20rem,calc(100vw-2rem))] space-y-2 rounded-2xl border border-white/10 bg-slate-900/95 p-3 shadow-2xl">
          <div className="flex items-center gap-2">
            <img src={call.avatar.thumbnailUrl} alt={`${call.avatar.name} avatar`} className={minimised ? 'h-8 w-8 rounded-md' : 'h-12 w-12 rounded-lg'} />
            <div className="min-w-0 flex-1">
              <p className="truncate text-sm font-semibold text-white">{call.avatar.name}</p>
              <p className="text-xs text-emerald-300" role="status">
                In call · {call.session.mode === 'local' ? 'local mode' : 'LiveKit'}
              </p>
            </div>
            <Button variant="ghost" size="sm" onClick={() => setMinimised((m) => !m)} aria-expanded={!minimised}>
              {minimised ? <Maximize2 className="h-4 w-4" aria-hidden="true" /> : <Minimize2 className="h-4 w-4" aria-hidden="true" />}
              <span className="sr-only">{minimised ? 'Show video' : 'Minimise video'}</span>
            </Button>
            {minimised && (
              <Button variant="danger" size="sm" onClick={() => void end()}>
                <PhoneOff className="h-4 w-4" aria-hidden="true" />
                <span className="sr-only">End Video Call</span>
              </Button>
            )}
          </div>
          {!minimised && (
            <>
              <CameraTile stream={call.stream} />
              {call.conversation_url ? (
                <a href={call.conversation_url} target="_blank" rel="noreferrer" className="block text-xs text-violet-300 underline">
                  Open the Tavus conversation
                </a>
              ) : (
                <p className="text-xs text-slate-400">Local mode — media stays in your browser. The agent answers in the chat.</p>
              )}
              <Button variant="danger" size="sm" className="w-full" onClick={() => void end()}>
                <PhoneOff className="h-4 w-4" aria-hidden="true" /> End Video Call
              </Button>
            </>
          )}
        </section>
      )}
    </>
  );
}
