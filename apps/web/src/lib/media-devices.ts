import { useEffect, useState } from 'react';

/** Spec 000 §5 and §8: the browser and media rules of live sessions and video calls. */
export const UNSUPPORTED_BROWSER = "Your browser doesn't support live sessions. Please use Chrome, Firefox, Safari, or Edge.";
export const PERMISSION_DENIED = 'Camera and microphone permissions are required for live sessions. Please allow access in your browser settings.';
export const NO_DEVICE = 'No camera or microphone found. Please connect a camera and microphone to use live sessions.';
export const INVALID_SESSION = 'Invalid session URL or token';
export const VIDEO_CALL_PERMISSION = 'Please allow camera and microphone access to start a video call';

const MINIMUMS: Record<string, number> = { Chrome: 80, Firefox: 80, Safari: 14 };

export type BrowserCheck = { supported: boolean; name: string; version: number | null; warnings: string[]; missing: string[] };

function browserName(ua: string): { name: string; version: number | null } {
  const match = ua.match(/(Edg|Firefox|Chrome|Version)\/(\d+)/);
  if (!match) return { name: 'Unknown', version: null };
  const name = match[1] === 'Edg' ? 'Edge' : match[1] === 'Version' ? 'Safari' : match[1];
  return { name, version: Number(match[2]) };
}

/** WebRTC, WebSocket and media devices are required; an old version or an insecure page only warns. */
export function checkBrowser(w: Window & typeof globalThis = window): BrowserCheck {
  const missing: string[] = [];
  const has = (name: string) => typeof (w as unknown as Record<string, unknown>)[name] === 'function';
  if (!has('RTCPeerConnection')) missing.push('WebRTC');
  if (!has('WebSocket')) missing.push('WebSocket');
  if (!(w.navigator.mediaDevices as MediaDevices | undefined)?.getUserMedia) missing.push('Media devices');
  const { name, version } = browserName(w.navigator.userAgent);
  const warnings: string[] = [];
  if (!w.isSecureContext) warnings.push('This page is not a secure context (HTTPS); some browsers block the camera and microphone.');
  const min = MINIMUMS[name];
  if (min && version !== null && version < min) warnings.push(`${name} ${version} is older than the recommended ${name} ${min}.`);
  return { supported: missing.length === 0, name, version, warnings, missing };
}

/** The spec's message for a failed getUserMedia/getDisplayMedia. */
export function mediaErrorMessage(error: unknown): string {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'PermissionDeniedError' || name === 'SecurityError') return PERMISSION_DENIED;
  if (name === 'NotFoundError' || name === 'DevicesNotFoundError' || name === 'OverconstrainedError') return NO_DEVICE;
  return `Media access error: ${error instanceof Error ? error.message : String(error)}`;
}

/** The live level (0–1) of the stream's audio, read from an analyser ~20 times a second. */
export function useAudioLevel(stream: MediaStream | null, enabled = true): number {
  const [level, setLevel] = useState(0);
  useEffect(() => {
    const track = stream?.getAudioTracks()[0];
    if (!stream || !track || !enabled || typeof AudioContext === 'undefined') {
      setLevel(0);
      return;
    }
    const ctx = new AudioContext();
    const source = ctx.createMediaStreamSource(new MediaStream([track]));
    const analyser = ctx.createAnalyser();
    analyser.fftSize = 512;
    source.connect(analyser);
    const data = new Uint8Array(analyser.fftSize);
    const timer = setInterval(() => {
      analyser.getByteTimeDomainData(data);
      let sum = 0;
      for (const v of data) sum += ((v - 128) / 128) ** 2;
      setLevel(Math.min(1, Math.sqrt(sum / data.length) * 4));
    }, 50);
    void ctx.resume();
    return () => {
      clearInterval(timer);
      source.disconnect();
      void ctx.close();
    };
  }, [stream, enabled]);
  return level;
}

export const stopStream = (stream: MediaStream | null | undefined) => stream?.getTracks().forEach((t) => t.stop());
