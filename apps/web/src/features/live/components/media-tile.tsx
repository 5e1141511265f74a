import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';

/** A live <video> of a local stream (muted: the user must not hear themselves). */
export function MediaTile({ stream, label, mirrored = false, className }: { stream: MediaStream | null; label: string; mirrored?: boolean; className?: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <figure className={cn('relative aspect-video overflow-hidden rounded-xl bg-slate-950 ring-1 ring-white/10', className)}>
      <video ref={ref} autoPlay playsInline muted aria-label={label} className={cn('h-full w-full object-cover', mirrored && '-scale-x-100')} />
      <figcaption className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">{label}</figcaption>
    </figure>
  );
}

/** An agent's tile: its illustrated portrait, lit while it answers. */
export function AgentTile({ agentId, name, speaking }: { agentId: string; name: string; speaking: boolean }) {
  return (
    <figure className={cn('relative flex aspect-video items-center justify-center overflow-hidden rounded-xl bg-slate-900 ring-1 ring-white/10', speaking && 'ring-2 ring-violet-400')}>
      <img src={`/avatars/${agentId}.svg`} alt="" className="h-3/4 w-auto" />
      <figcaption className="absolute bottom-2 left-2 rounded bg-black/60 px-2 py-0.5 text-xs text-white">
        {name}
        {speaking ? ' · answering' : ''}
      </figcaption>
    </figure>
  );
}
