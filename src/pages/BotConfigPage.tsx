import { Container } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchBotConfig, fetchVoices, saveBotConfig } from '@/api/dashboard';
import { genericErrorMessage } from '@/api/errors';
import { BotConfigView, type BotConfigData } from '@/features/dashboard/BotConfigView';
import { useLoad, useSaveState } from '@/features/dashboard/hooks';
import type { BotConfig, VoiceId } from '@/lib/dashboard';
import { TIMINGS } from '@/lib/timings';
import { setUserAtom, userAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { useLocale } from '@/ui/useLocale';

async function loadBot(): Promise<BotConfigData> {
  const [voices, config] = await Promise.all([fetchVoices(), fetchBotConfig()]);
  return { voices, config };
}

/**
 * Bot configuration (`/dashboard/bot-config`): the voices and the saved configuration from the
 * mock API. Preview plays the voice's sample and highlights its card for 2500 ms; a sample that
 * cannot play (missing file, no audio support) shows a message on its card.
 */
export default function BotConfigPage() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const notify = useNotify();
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(setUserAtom);
  const { state, retry, setData } = useLoad<BotConfigData>(loadBot, genericErrorMessage);
  const save = useSaveState();
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

  const preview = (id: VoiceId) => {
    if (state.status !== 'loaded') return;
    const voice = state.data.voices.find((v) => v.id === id);
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

  const onSave = async (config: BotConfig) => {
    if (state.status !== 'loaded') return;
    save.start();
    try {
      const saved = await saveBotConfig(config, locale);
      setData({ ...state.data, config: saved });
      if (user) setUser({ ...user, iaprompt: saved.prompt });
      save.succeed();
      notify.success(t('bot.saved'));
    } catch (error) {
      save.fail(genericErrorMessage(error));
    }
  };

  return (
    <Container size="lg" px={0}>
      <BotConfigView
        state={state}
        save={save.state}
        previewing={previewing}
        previewError={previewError}
        onPreview={preview}
        onSave={(config) => void onSave(config)}
        onRetry={retry}
      />
    </Container>
  );
}
