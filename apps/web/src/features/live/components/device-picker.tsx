import { NativeSelect } from '@/components/ui/native-select';

/** Microphone and camera choice among the devices the browser lists. */
export function DevicePicker({
  devices,
  audioDeviceId,
  videoDeviceId,
  hasVideo,
  onChoose,
}: {
  devices: MediaDeviceInfo[];
  audioDeviceId: string | null;
  videoDeviceId: string | null;
  hasVideo: boolean;
  onChoose: (kind: 'audioinput' | 'videoinput', id: string) => void;
}) {
  const mics = devices.filter((d) => d.kind === 'audioinput');
  const cams = devices.filter((d) => d.kind === 'videoinput');
  return (
    <div className="flex flex-wrap gap-3">
      <label className="flex items-center gap-2 text-xs text-slate-300">
        Microphone
        <NativeSelect value={audioDeviceId ?? ''} onChange={(e) => onChoose('audioinput', e.target.value)} className="h-8 max-w-48 text-xs">
          {mics.map((d, i) => (
            <option key={d.deviceId || i} value={d.deviceId}>
              {d.label || `Microphone ${i + 1}`}
            </option>
          ))}
        </NativeSelect>
      </label>
      {hasVideo && (
        <label className="flex items-center gap-2 text-xs text-slate-300">
          Camera
          <NativeSelect value={videoDeviceId ?? ''} onChange={(e) => onChoose('videoinput', e.target.value)} className="h-8 max-w-48 text-xs">
            {cams.map((d, i) => (
              <option key={d.deviceId || i} value={d.deviceId}>
                {d.label || `Camera ${i + 1}`}
              </option>
            ))}
          </NativeSelect>
        </label>
      )}
    </div>
  );
}
