import { useCallback, useEffect, useRef, useState } from 'react';
import type { Voice, VoiceId } from '@/lib/dashboard';
import { TIMINGS } from '@/lib/timings';

export interface VoicePreview {
  /** The voice whose card is highlighted while its sample plays. */
  previewing: VoiceId | null;
  /** The voice whose sample could not play (its card says so). */
  previewError: VoiceId | null;
  onPreview: (id: VoiceId) => void;
}

/**
 * Plays a voice's sample and highlights its card for `TIMINGS.voicePreviewHighlight`; a sample that
 * cannot play (missing file, no audio support) marks its card instead. One sample at a time: a new
 * preview, or leaving the page, stops the one playing. `voices`: the loaded voices (none yet: no preview).
 */
export function useVoicePreview(voices: readonly Voice[] | undefined): VoicePreview {
  const [previewing, setPreviewing] = useState<VoiceId | null>(null);
  const [previewError, setPreviewError] = useState<VoiceId | null>(null);
  const audio = useRef<HTMLAudioElement | null>(null);
  const highlight = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stopPreview = useCallback(() => {
    audio.current?.pause();
    audio.current = null;
    if (highlight.current) clearTimeout(highlight.current);
    highlight.current = null;
  }, []);
  useEffect(() => stopPreview, [stopPreview]);

  const onPreview = (id: VoiceId) => {
    const voice = voices?.find((v) => v.id === id);
    if (!voice) return;
    stopPreview();
    setPreviewError(null);
    setPreviewing(id);
    highlight.current = setTimeout(() => setPreviewing((current) => (current === id ? null : current)), TIMINGS.voicePreviewHighlight);
    const sample = new Audio(voice.sample);
    audio.current = sample;
    const failed = () => {
      if (audio.current !== sample) return;
      stopPreview();
      setPreviewing(null);
      setPreviewError(id);
    };
    sample.addEventListener('error', failed, { once: true });
    sample.play().catch((error: unknown) => {
      // Another preview (or leaving the page) interrupted this one: not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      failed();
    });
  };

  return { previewing, previewError, onPreview };
}
