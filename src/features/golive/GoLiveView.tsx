import { Alert, Anchor, Stack } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '@/lib/format';
import type { ChecklistStep, GoLive, GoLiveLineInput, GoLivePauseInput } from '@/lib/golive/types';
import type { ActionState, LoadState } from '@/lib/loadState';
import { GoLiveChecklist } from '@/ui/GoLiveChecklist';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import { SectionCard } from '@/ui/SectionCard';
import { useLocale } from '@/ui/useLocale';
import { AgentNumber } from './AgentNumber';
import { Instructions } from './Instructions';
import { initialLine, LineForm } from './LineForm';
import { PauseSection } from './PauseSection';
import { TestCall } from './TestCall';

export interface GoLiveViewProps {
  /** The account's go-live state: loading, failed, or loaded. */
  state: LoadState<GoLive>;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /** Saving the line: idle, under way, done, failed. */
  lineSave: ActionState;
  onSaveLine: (input: GoLiveLineInput) => void;
  /** Starting the test-call wait. */
  test: ActionState;
  onStartTest: () => void;
  /** Pausing or resuming the agent. */
  pauseAction: ActionState;
  onPause: (input: GoLivePauseInput) => void;
  onResume: () => void;
  /** Where each checklist step is done. */
  stepHrefs: Partial<Record<ChecklistStep, string>>;
  /** The studio's actions (the transfer-to-a-person number). */
  studioHref: string;
  /** A call's page. */
  callHref: (id: string) => string;
}

/**
 * Go live (`/dashboard/go-live`): the agent's number and state, the checklist, the problems to
 * fix, the line (where, when the agent answers, how: the codes), the test call and pause/resume.
 */
export function GoLiveView(props: GoLiveViewProps) {
  const { t } = useTranslation('golive');
  const { state, onRetry } = props;
  if (state.status === 'error')
    return <PageLoadError title={t('loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  return (
    <Stack gap="xl">
      <PageHeader title={t('title')} intro={t('intro')} />
      {state.status === 'loading' ? <PageLoading label={t('loading')} blocks={4} /> : <Loaded {...props} golive={state.data} />}
    </Stack>
  );
}

function Warnings({ golive, studioHref }: { golive: GoLive; studioHref: string }) {
  const { t } = useTranslation('golive');
  const locale = useLocale();
  if (!golive.warnings.length) return null;
  return (
    <Stack gap="sm" data-testid="warnings">
      {golive.warnings.map((warning) => (
        <Alert
          key={warning.code}
          role="note"
          color="orange.9"
          variant="light"
          icon={<IconAlertTriangle aria-hidden />}
          title={t(`warnings.${warning.code}.title`)}
          data-warning={warning.code}
        >
          {t(`warnings.${warning.code}.text`, { date: warning.since ? formatDateTime(warning.since, locale) : '' })}
          {warning.code === 'transferLoop' && (
            <>
              {' '}
              <Anchor component={Link} to={studioHref} c="inherit" underline="always">
                {t('warnings.transferLoop.link')}
              </Anchor>
            </>
          )}
        </Alert>
      ))}
    </Stack>
  );
}

function Loaded({ golive, ...props }: GoLiveViewProps & { golive: GoLive }) {
  const { t } = useTranslation('golive');
  const [choice, setChoice] = useState<GoLiveLineInput>(() => initialLine(golive.line, golive.country));
  const agentNumber = golive.agentNumber;
  return (
    <Stack gap="lg">
      <SectionCard id="golive-number" title={t('number.heading')}>
        <AgentNumber golive={golive} />
      </SectionCard>
      <Warnings golive={golive} studioHref={props.studioHref} />
      <SectionCard id="golive-checklist" title={t('checklist.heading')} intro={t('checklist.intro')}>
        <GoLiveChecklist checklist={golive.checklist} hrefs={props.stepHrefs} labelledBy="golive-checklist" />
      </SectionCard>
      {agentNumber && (
        <>
          <SectionCard id="golive-line" title={t('line.heading')} intro={t('line.intro')}>
            <LineForm
              line={golive.line}
              country={golive.country}
              agentNumber={agentNumber}
              save={props.lineSave}
              onSave={props.onSaveLine}
              onChange={setChoice}
            />
          </SectionCard>
          <SectionCard id="golive-how" title={t('how.heading')}>
            <Instructions choice={choice} agentNumber={agentNumber} />
          </SectionCard>
          <SectionCard id="golive-test" title={t('test.heading')} intro={t('test.intro')}>
            <TestCall golive={golive} test={props.test} onStart={props.onStartTest} callHref={props.callHref} />
          </SectionCard>
          <SectionCard id="golive-pause" title={t('pause.heading')} intro={t('pause.intro')}>
            <PauseSection golive={golive} action={props.pauseAction} onPause={props.onPause} onResume={props.onResume} />
          </SectionCard>
        </>
      )}
    </Stack>
  );
}
