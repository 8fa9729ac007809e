import { Container } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { studioQuestionsQuery } from '@/api/studioQueries';
import { StudioQuestionsView } from '@/features/studio/StudioQuestionsView';
import { formatDateTime } from '@/lib/format';
import { callPath, PATHS } from '@/lib/routes';
import { addAnswerHref } from '@/lib/studio/sources';
import { useLocalizedPath, useLocale, useLocaleSearchParams } from '@/ui/useLocale';
import { loadStateOf } from './serverState';
import { useCanOpen, useRoleLock } from '@/state/roleLock';

/**
 * The questions the agent couldn't answer (`/dashboard/bot-config/questions`), open or
 * answered (`?status=answered`). "Add answer" opens the setup's answer editor with the question
 * (`/dashboard/bot-config?question=...&language=...`).
 */
export default function StudioQuestionsPage() {
  const locale = useLocale();
  const localize = useLocalizedPath();
  const canOpen = useCanOpen();
  const [params, setParams] = useLocaleSearchParams();
  const status = params.get('status') === 'answered' ? 'answered' : 'open';
  const questions = useQuery(studioQuestionsQuery(status));
  // Staff read the questions; answering them changes the agent.
  const answerLock = useRoleLock('manage');
  return (
    <Container size="lg" px={0}>
      <StudioQuestionsView
        answersLocked={answerLock.locked ? answerLock.reason : null}
        status={status}
        state={loadStateOf(questions)}
        formatDate={(iso) => formatDateTime(iso, locale, { dateStyle: 'medium' })}
        callHref={(id, atSec) => `${localize(callPath(id))}?t=${Math.floor(atSec)}`}
        addAnswerHref={(group) => addAnswerHref(localize(PATHS.botConfig), group.question, group.language)}
        setupHref={canOpen('botConfig') ? localize(PATHS.botConfig) : null}
        onStatusChange={(next) => setParams(new URLSearchParams(next === 'answered' ? { status: 'answered' } : {}), { replace: true })}
        onRetry={() => void questions.refetch()}
      />
    </Container>
  );
}
