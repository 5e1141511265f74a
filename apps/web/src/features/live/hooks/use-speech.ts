import { READ_ALOUD_VOICES, type ReadAloudVoice } from '@uc/contract';
import { useCallback, useEffect, useState } from 'react';
import { useLivePreferences } from '../api/get-preferences';

export type VoiceStyle = ReadAloudVoice;
export const VOICE_STYLES = READ_ALOUD_VOICES;
const STYLE: Record<VoiceStyle, { rate: number; pitch: number }> = {
  friendly: { rate: 1, pitch: 1.1 },
  professional: { rate: 0.97, pitch: 1 },
  energetic: { rate: 1.15, pitch: 1.2 },
  calm: { rate: 0.88, pitch: 0.9 },
};

/** Reads agent replies aloud with the browser's speech synthesis (off by default), in the preferred voice style. */
export function useSpeech() {
  const supported = typeof window !== 'undefined' && 'speechSynthesis' in window;
  const [enabled, setEnabled] = useState(false);
  const [style, setStyle] = useState<VoiceStyle>('friendly');
  // The initial voice is the one chosen under Profile → Preferences; changing it here is for this visit only.
  const preferred = useLivePreferences().data?.read_aloud_voice;
  useEffect(() => {
    if (preferred) setStyle(preferred);
  }, [preferred]);
  const speak = useCallback(
    (text: string) => {
      if (!supported || !enabled) return;
      // Markdown marks would be read out literally.
      const plain = text.replace(/[#*_`>|-]+/g, ' ').replace(/\s+/g, ' ').trim().slice(0, 1200);
      const u = new SpeechSynthesisUtterance(plain);
      Object.assign(u, STYLE[style]);
      window.speechSynthesis.speak(u);
    },
    [supported, enabled, style],
  );
  useEffect(() => () => void (supported && window.speechSynthesis.cancel()), [supported]);
  return { supported, enabled, setEnabled, style, setStyle, speak };
}
