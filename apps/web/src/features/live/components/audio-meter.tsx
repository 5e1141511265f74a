import { useAudioLevel } from '@/lib/media-devices';

/** The microphone's live level as a meter (role meter, so it is announced and testable). */
export function AudioMeter({ stream, enabled }: { stream: MediaStream | null; enabled: boolean }) {
  const level = useAudioLevel(stream, enabled);
  const value = Math.round(level * 100);
  return (
    <div className="flex items-center gap-2">
      <span className="text-xs text-slate-400">Mic</span>
      <div role="meter" aria-label="Microphone level" aria-valuemin={0} aria-valuemax={100} aria-valuenow={value} data-level={value} className="h-2 w-32 overflow-hidden rounded-full bg-white/10">
        <div className="h-full rounded-full bg-emerald-400 transition-[width] duration-75" style={{ width: `${value}%` }} />
      </div>
      {!enabled && <span className="text-xs text-amber-300">muted</span>}
    </div>
  );
}
