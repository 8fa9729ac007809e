import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { pauseAgent, resumeAgent, saveLine, startTest } from '@/api/golive';
import { goLiveChanged, goLiveQuery } from '@/api/goliveQueries';
import { GoLiveView } from '@/features/golive/GoLiveView';
import type { GoLivePauseInput } from '@/lib/golive/types';
import { callPath, PATHS } from '@/lib/routes';
import { useLocalizedPath } from '@/ui/useLocale';
import { useCanOpen } from '@/state/roleLock';
import { checklistHrefs } from './goLiveLinks';
import { useActionStateOf, useLoadState } from './serverState';

/**
 * Go live (`/dashboard/go-live`): the account's line from the server (asked again twice a second
 * while the test call is waited for), each change a mutation whose answer replaces it.
 */
export default function GoLivePage() {
  const { t } = useTranslation('golive');
  const localize = useLocalizedPath();
  const canOpen = useCanOpen();
  const client = useQueryClient();
  const golive = useQuery(goLiveQuery());
  const state = useLoadState(golive);
  const onSuccess = goLiveChanged.bind(null, client);

  const line = useMutation({ mutationFn: saveLine, onSuccess });
  const test = useMutation({ mutationFn: startTest, onSuccess });
  const pause = useMutation({
    mutationFn: (input: GoLivePauseInput | null) => (input ? pauseAgent(input) : resumeAgent()),
    onSuccess,
  });
  const lineSave = useActionStateOf(line);
  const testState = useActionStateOf(test);
  const pauseState = useActionStateOf(pause, {
    successText: (answer) => (answer.state === 'paused' ? t('pause.paused') : t('pause.resumed')),
  });

  return (
    <Container size="lg" px={0}>
      <GoLiveView
        state={state}
        onRetry={() => void golive.refetch()}
        lineSave={lineSave}
        onSaveLine={(input) => line.mutate(input)}
        test={testState}
        onStartTest={() => test.mutate()}
        pauseAction={pauseState}
        onPause={(input) => pause.mutate(input)}
        onResume={() => pause.mutate(null)}
        stepHrefs={checklistHrefs(localize, canOpen)}
        studioHref={localize(`${PATHS.botConfig}#studio-actions`)}
        callHref={(id) => localize(callPath(id))}
      />
    </Container>
  );
}
