import { Anchor, Badge, Button, Group, Paper, SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Schema } from '@/lib/contract';
import type { LoadState } from '@/lib/loadState';
import { isolate } from '@/lib/bidi';
import { LOCALE_INFO } from '@/lib/locale';
import { langProps } from '@/ui/ForeignText';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';

type Group = Schema<'StudioQuestionGroup'>;

export interface StudioQuestionsViewProps {
  /** The tab shown: the questions still open, or those already answered. */
  status: 'open' | 'answered';
  /** The questions callers asked that the agent could not answer, grouped, and how many are open. */
  state: LoadState<{ open: number; groups: Group[] }>;
  /** Formats a date for the page's language. */
  formatDate: (iso: string) => string;
  /** The call at the moment the caller asked. */
  callHref: (callId: string, atSec: number) => string;
  /** The answer editor with the question filled in. */
  addAnswerHref: (group: Group) => string;
  /** The setup page (the agent's answers); null when the viewer's role cannot open it. */
  setupHref: string | null;
  /** Another tab picked. */
  onStatusChange: (status: 'open' | 'answered') => void;
  /** Retry after a failed load. */
  onRetry: () => void;
  /** Why the signed-in person's role may not add answers ("Add answer" disabled, described by it); none when it may. */
  answersLocked?: string | null;
}

/**
 * The questions the agent couldn't answer (`/dashboard/bot-config/questions`): from the call
 * history, grouped when callers ask the same thing, with how many times, when last, the language
 * and the call at that moment; "Add answer" opens the answer editor with the question filled in.
 */
export function StudioQuestionsView({ status, state, onRetry, ...props }: StudioQuestionsViewProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const lockedId = useId();
  return (
    <Stack gap="lg">
      <PageHeader title={t('studio.questions.title')} intro={t('studio.questions.intro')} />
      {props.answersLocked ? (
        <Text size="sm" c="dimmed" id={lockedId}>
          {props.answersLocked}
        </Text>
      ) : (
        props.setupHref && <Anchor href={props.setupHref}>{t('studio.test.backToSetup')}</Anchor>
      )}
      <SegmentedControl
        w="fit-content"
        aria-label={t('studio.questions.show')}
        value={status}
        onChange={(value) => props.onStatusChange(value === 'answered' ? 'answered' : 'open')}
        data={[
          { value: 'open', label: t('studio.questions.open') },
          { value: 'answered', label: t('studio.questions.answered') },
        ]}
      />
      {state.status === 'loading' && <PageLoading label={t('studio.questions.loading')} blocks={2} />}
      {state.status === 'error' && (
        <PageLoadError title={t('studio.questions.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />
      )}
      {state.status === 'loaded' && state.data.groups.length === 0 && (
        <Text c="dimmed">{status === 'open' ? t('studio.questions.emptyOpen') : t('studio.questions.emptyAnswered')}</Text>
      )}
      {state.status === 'loaded' && state.data.groups.length > 0 && (
        <Stack
          component="ul"
          gap="sm"
          aria-label={status === 'open' ? t('studio.questions.open') : t('studio.questions.answered')}
          style={{ listStyle: 'none', padding: 0, margin: 0 }}
        >
          {state.data.groups.map((group) => {
            const latest = group.occurrences[0];
            return (
              <Paper key={group.key} component="li" withBorder p="md" aria-label={group.question}>
                <Group justify="space-between" wrap="wrap" align="flex-start">
                  <Stack gap={4}>
                    <Text fw={600} {...langProps(group.language, LOCALE_INFO[locale].lang)}>
                      {group.question}
                    </Text>
                    <Text size="sm" c="dimmed">
                      {t('studio.questions.meta', {
                        count: group.count,
                        date: isolate(props.formatDate(group.lastAskedAt), locale),
                        language: t(`studio.languages.${group.language}`),
                      })}
                    </Text>
                    {latest && (
                      <Anchor size="sm" href={props.callHref(latest.callId, latest.atSec)}>
                        {t('studio.questions.listen')}
                      </Anchor>
                    )}
                  </Stack>
                  {group.status === 'open' && props.answersLocked ? (
                    <Button
                      variant="light"
                      disabled
                      aria-describedby={lockedId}
                      aria-label={t('studio.questions.addAnswerNamed', { question: group.question })}
                    >
                      {t('studio.questions.addAnswer')}
                    </Button>
                  ) : group.status === 'open' ? (
                    <Button
                      component="a"
                      href={props.addAnswerHref(group)}
                      variant="light"
                      aria-label={t('studio.questions.addAnswerNamed', { question: group.question })}
                    >
                      {t('studio.questions.addAnswer')}
                    </Button>
                  ) : (
                    <Badge color="green.9" tt="none">
                      {t('studio.questions.answeredBadge')}
                    </Badge>
                  )}
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
