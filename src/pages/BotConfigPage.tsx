import { Container } from '@mantine/core';
import { useAtomValue, useSetAtom } from 'jotai';
import { useTranslation } from 'react-i18next';
import { useMutation, usePrefetchQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { saveBotConfig } from '@/api/dashboard';
import { botConfigSaved, botQuery } from '@/api/dashboardQueries';
import { studioChanged, studioQuery } from '@/api/studioQueries';
import { BotConfigView, type BotConfigData } from '@/features/dashboard/BotConfigView';
import type { BotConfig } from '@/lib/dashboard';
import { setUserAtom, userAtom } from '@/state/auth';
import { useNotify } from '@/ui/notify';
import { useLocale } from '@/ui/useLocale';
import { useActionStateOf, useLoadState } from './serverState';
import { StudioSetup } from './studio/StudioSetup';
import { useVoicePreview } from './useVoicePreview';

/**
 * Bot configuration (`/dashboard/bot-config`): the voices and the saved configuration from the
 * mock API. Preview plays the voice's sample and highlights its card for 2500 ms; a sample that
 * cannot play (missing file, no audio support) shows a message on its card. Below it, the agent
 * studio's draft sections (facts, hours, answers, actions), each saved on its own.
 */
export default function BotConfigPage() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const notify = useNotify();
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(setUserAtom);
  const client = useQueryClient();
  const bot = useQuery(botQuery());
  // The studio's draft loads beside the bot configuration; its sections show once the voices and
  // the prompt have (below them: appearing under the loaded form, they move nothing painted). Only
  // fetched here, not watched: its answer renders the sections, not this page again.
  usePrefetchQuery(studioQuery());
  const state = useLoadState<BotConfigData>(bot);
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
  const voicePreview = useVoicePreview(state.status === 'loaded' ? state.data.voices : undefined);

  return (
    <Container size="lg" px={0}>
      <BotConfigView
        state={state}
        save={saveState}
        {...voicePreview}
        onSave={(config) => save.mutate(config)}
        onRetry={() => void bot.refetch()}
      />
      {state.status !== 'loading' && <StudioSetup />}
    </Container>
  );
}
