import type { SessionType } from '@uc/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mediaErrorMessage, stopStream } from '@/lib/media-devices';

export type MediaState = {
  camera: MediaStream | null;
  screen: MediaStream | null;
  audioEnabled: boolean;
  videoEnabled: boolean;
  devices: MediaDeviceInfo[];
  audioDeviceId: string | null;
  videoDeviceId: string | null;
};

const EMPTY: MediaState = { camera: null, screen: null, audioEnabled: false, videoEnabled: false, devices: [], audioDeviceId: null, videoDeviceId: null };

/** The spec's video layers: high 1280x720 is captured; the browser scales down for smaller tiles. */
const VIDEO = { width: { ideal: 1280 }, height: { ideal: 720 } };

/**
 * The user's real local tracks for a session: microphone (always), camera (video sessions),
 * screen (screen-share sessions or on demand). Errors carry the spec's messages.
 */
export function useLocalMedia() {
  const [state, setState] = useState<MediaState>(EMPTY);
  const ref = useRef(state);
  ref.current = state;

  const refreshDevices = useCallback(async () => {
    const devices = (await navigator.mediaDevices.enumerateDevices()).filter((d) => d.kind === 'audioinput' || d.kind === 'videoinput');
    setState((s) => ({ ...s, devices }));
  }, []);

  /** Acquires what the session type needs; throws an Error with the spec's message. */
  const acquire = useCallback(
    async (type: SessionType) => {
      let camera: MediaStream;
      try {
        camera = await navigator.mediaDevices.getUserMedia({ audio: true, video: type === 'video' ? VIDEO : false });
      } catch (error) {
        throw new Error(mediaErrorMessage(error));
      }
      let screen: MediaStream | null = null;
      if (type === 'screen-share') {
        try {
          screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
        } catch (error) {
          stopStream(camera);
          throw new Error(mediaErrorMessage(error));
        }
      }
      const audio = camera.getAudioTracks()[0];
      const video = camera.getVideoTracks()[0];
      const next: MediaState = {
        ...EMPTY,
        camera,
        screen,
        audioEnabled: Boolean(audio),
        videoEnabled: Boolean(video),
        audioDeviceId: audio?.getSettings().deviceId ?? null,
        videoDeviceId: video?.getSettings().deviceId ?? null,
      };
      setState(next);
      screen?.getVideoTracks()[0]?.addEventListener('ended', () => setState((s) => ({ ...s, screen: null })));
      await refreshDevices();
      return next;
    },
    [refreshDevices],
  );

  const toggleAudio = useCallback(() => {
    const track = ref.current.camera?.getAudioTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    setState((s) => ({ ...s, audioEnabled: track.enabled }));
  }, []);

  const toggleVideo = useCallback(() => {
    const track = ref.current.camera?.getVideoTracks()[0];
    if (!track) return;
    track.enabled = !track.enabled;
    setState((s) => ({ ...s, videoEnabled: track.enabled }));
  }, []);

  const startScreenShare = useCallback(async () => {
    try {
      const screen = await navigator.mediaDevices.getDisplayMedia({ video: true, audio: false });
      screen.getVideoTracks()[0]?.addEventListener('ended', () => setState((s) => ({ ...s, screen: null })));
      setState((s) => ({ ...s, screen }));
      return screen;
    } catch (error) {
      throw new Error(mediaErrorMessage(error));
    }
  }, []);

  const stopScreenShare = useCallback(() => {
    stopStream(ref.current.screen);
    setState((s) => ({ ...s, screen: null }));
  }, []);

  /** Switches the microphone or camera to another device, keeping the other track. */
  const chooseDevice = useCallback(async (kind: 'audioinput' | 'videoinput', deviceId: string) => {
    const current = ref.current.camera;
    if (!current) return;
    const audio = kind === 'audioinput';
    let fresh: MediaStream;
    try {
      fresh = await navigator.mediaDevices.getUserMedia(audio ? { audio: { deviceId: { exact: deviceId } } } : { video: { ...VIDEO, deviceId: { exact: deviceId } } });
    } catch (error) {
      throw new Error(mediaErrorMessage(error));
    }
    const keep = audio ? current.getVideoTracks() : current.getAudioTracks();
    (audio ? current.getAudioTracks() : current.getVideoTracks()).forEach((t) => t.stop());
    const camera = new MediaStream([...fresh.getTracks(), ...keep]);
    setState((s) => ({ ...s, camera, ...(audio ? { audioDeviceId: deviceId, audioEnabled: true } : { videoDeviceId: deviceId, videoEnabled: true }) }));
  }, []);

  const release = useCallback(() => {
    stopStream(ref.current.camera);
    stopStream(ref.current.screen);
    setState(EMPTY);
  }, []);

  useEffect(() => () => {
    stopStream(ref.current.camera);
    stopStream(ref.current.screen);
  }, []);

  return { ...state, acquire, toggleAudio, toggleVideo, startScreenShare, stopScreenShare, chooseDevice, release };
}
