import { Container } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBotConfig } from '@/api/dashboard';
import { botConfigSaved, botQuery } from '@/api/dashboardQueries';
import { studioChanged } from '@/api/studioQueries';
import { BotConfigView, type BotConfigData } from '@/features/dashboard/BotConfigView';
import type { BotConfig, VoiceId } from '@/lib/dashboard';
import { TIMINGS } from '@/lib/timings';
import { setUserAtom, userAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { useLocale } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';
import { StudioSetup } from './studio/StudioSetup';

/**
 * Bot configuration (`/dashboard/bot-config`): the voices and the saved configuration from the
 * mock API. Preview plays the voice's sample and highlights its card for 2500 ms; a sample that
 * cannot play (missing file, no audio support) shows a message on its card. Below it, the agent
 * studio's draft sections (issue 35: facts, hours, answers, actions), each saved on its own.
 */
export default function BotConfigPage() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const notify = useNotify();
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(setUserAtom);
  const client = useQueryClient();
  const bot = useQuery(botQuery());
  const state = loadStateOf<BotConfigData>(bot);
  const save = useMutation({
    mutationFn: (config: BotConfig) => saveBotConfig(config, locale),
    onSuccess: (saved) => {
      botConfigSaved(client, saved);
      void studioChanged(client);
      if (user) setUser({ ...user, iaprompt: saved.prompt });
      notify.success(t('bot.saved'));
    },
  });
  const saveState = useActionStateOf(save);
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

  return (
    <Container size="lg" px={0}>
      <BotConfigView
        state={state}
        save={saveState}
        previewing={previewing}
        previewError={previewError}
        onPreview={preview}
        onSave={(config) => save.mutate(config)}
        onRetry={() => void bot.refetch()}
      />
      <StudioSetup />
    </Container>
  );
}
