import { Anchor, Badge, Box, Group, Paper, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoadError, PageLoading } from '@/ui/PageStates';
import type { ActionState, LoadState } from '@/lib/loadState';
import { type CallDetail, type CallRating } from '@/lib/calls';
import { formatClock, formatDateTime } from '@/lib/format';
import { isolate } from '@/lib/bidi';
import { useLangProps } from '@/ui/ForeignText';
import { useLocale } from '@/ui/useLocale';
import responsive from '@/ui/responsive.module.css';
import { CallRecording, type CallRecordingProps } from './CallRecording';
import { OutcomeBadge } from './OutcomeBadge';
import { TestCallBadge } from './TestCallBadge';
import { CallActions } from './CallActions';

/** An action's state, with what the success says (src/lib/loadState.ts). */
export type { ActionState };

export interface CallDetailViewProps {
  /** The call: loading, failed (not found, network), or loaded (summary, recording, transcript, outcome). */
  state: LoadState<CallDetail>;
  /** The call history, kept with its filters, for the back link. */
  backHref: string;
  /** The plan lets the agent make calls: "have the agent call back" is offered. */
  canAgentCallBack: boolean;
  /** Reporting the call as spam: idle, under way, done or failed. */
  spam: ActionState;
  /** Rating the answer: idle, under way, done or failed. */
  rating: ActionState;
  /** Asking the assistant to call back: idle, under way, done or failed. */
  callback: ActionState;
  /** Report as spam confirmed. */
  onReportSpam: () => void;
  /** A rating given, with its note. */
  onRate: (rating: CallRating | null, note: string) => void;
  /** Call back pressed. */
  onAgentCallBack: () => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /** Where the player starts (stories: a highlighted line without playing). */
  initialTimeMs?: number;
  /** Opened at a moment (`?t=`): the player starts there and its line is scrolled into view. */
  scrollToInitial?: boolean;
  /** Where an agent line's source is set up (the studio's setup page); without it, no sources. */
  sourceHref?: CallRecordingProps['sourceHref'];
  /** The answer editor with a question no answer covered filled in. */
  addAnswerHref?: CallRecordingProps['addAnswerHref'];
  /** "Turn into a scenario" (the caller's lines replayed against the draft); without it, not offered. */
  onTurnIntoScenario?: () => void;
  /** Turning the call into a test scenario: idle, under way, done or failed. */
  scenario?: ActionState;
  /** Why the signed-in person's role may not make scenarios: the button is disabled, the reason under it. */
  scenarioLocked?: string | null;
  /** Why the signed-in person's role may not download the recording: shown disabled, with the reason. */
  downloadLocked?: string | null;
}

const SENTIMENT_COLORS = { positive: 'green', neutral: 'gray', negative: 'red' } as const;

/**
 * One call (`/dashboard/calls/{id}`): its summary, outcome, sentiment and what the agent noted,
 * the recording with the transcript, and the actions: call the caller back (a `tel:` link; on a
 * plan with outbound calls, also the agent), report as spam (minutes credited back once), rate
 * the agent's answer with an optional note.
 */
export function CallDetailView(props: CallDetailViewProps) {
  const { state, backHref, onRetry } = props;
  const { t } = useTranslation('calls');
  const { dir } = useDirection();
  const back = (
    <Anchor component={Link} to={backHref} size="sm">
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        {t('detail.back')}
      </Group>
    </Anchor>
  );
  if (state.status === 'loading') return <PageLoading label={t('detail.loading')} blocks={2} />;
  if (state.status === 'error') {
    return (
      <Stack gap="md">
        {back}
        <PageLoadError title={t('detail.loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />
      </Stack>
    );
  }
  const call = state.data;
  return (
    <Stack gap="lg">
      {back}
      <CallHeader call={call} />
      <div className={`${responsive.grid} ${responsive.gapLg} ${responsive.split7to5Md}`}>
        <div>
          <CallRecording
            key={call.id}
            src={call.recordingUrl}
            transcript={call.transcript}
            language={call.language}
            sourceHref={props.sourceHref}
            addAnswerHref={props.addAnswerHref}
            scrollToInitial={props.scrollToInitial}
            deleted={call.callerErased ? 'erased' : call.recordingDeleted ? 'retention' : undefined}
            downloadLocked={props.downloadLocked ?? null}
            {...(props.initialTimeMs !== undefined ? { initialTimeMs: props.initialTimeMs } : {})}
          />
        </div>
        <div>
          <Stack gap="lg">
            <Extracted call={call} />
            <CallActions {...props} call={call} />
          </Stack>
        </div>
      </div>
    </Stack>
  );
}

function CallHeader({ call }: { call: CallDetail }) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const caller = isolate(call.callerName ?? call.callerNumber, locale);
  const textLang = useLangProps(call.language);
  const facts: [string, ReactNode][] = [
    [t('detail.when'), formatDateTime(call.startedAt, locale, { dateStyle: 'full', timeStyle: 'short' })],
    [
      t('detail.duration'),
      `${formatClock(call.durationSec)} · ${t(call.billedMinutes === 1 ? 'detail.billedOne' : 'detail.billed', { count: call.billedMinutes })}`,
    ],
    [t('columns.caller'), <bdi key="caller">{call.callerNumber}</bdi>],
  ];
  return (
    <Stack gap="sm">
      <Title order={1} className={responsive.pageTitle}>
        {t('detail.title', { caller })}
      </Title>
      <Group gap="xs">
        <OutcomeBadge outcome={call.outcome} label={t(`outcome.${call.outcome}`)} />
        <TestCallBadge testCall={call.testCall} />
        <Badge variant="outline" color="gray" c="dark.6">
          {t(`direction.${call.direction}`)}
        </Badge>
        <Badge variant="dot" color={SENTIMENT_COLORS[call.sentiment]} c="dark.6">
          {t('sentiment.label')}: {t(`sentiment.${call.sentiment}`)}
        </Badge>
      </Group>
      {call.summary && (
        <Box>
          <Text fw={700} size="sm">
            {t('detail.summary')}
          </Text>
          <Text {...textLang}>{call.summary}</Text>
        </Box>
      )}
      <dl className={`${responsive.grid} ${responsive.gapSm} ${responsive.cols2Sm3}`} style={{ margin: 0 }}>
        {facts.map(([term, value]) => (
          <div key={term}>
            <Text component="dt" size="xs" c="dimmed">
              {term}
            </Text>
            <Text component="dd" m={0}>
              {value}
            </Text>
          </div>
        ))}
      </dl>
      {call.callbackOf && <Text size="sm">{t('detail.callbackOf')}</Text>}
      {call.reportedSpam && (
        <Text size="sm" fw={600} c="red.9">
          {t('detail.spamReported')}
        </Text>
      )}
    </Stack>
  );
}

function Extracted({ call }: { call: CallDetail }) {
  const { t } = useTranslation('calls');
  const textLang = useLangProps(call.language);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="call-extracted">
      <Title order={2} fz="h4" id="call-extracted" mb="sm">
        {t('detail.extracted')}
      </Title>
      {call.extracted.length === 0 ? (
        <Text c="dimmed">{t('detail.noExtracted')}</Text>
      ) : (
        <Stack component="dl" gap={6} style={{ margin: 0 }}>
          {call.extracted.map(({ field, value }) => (
            <Group key={field} gap="xs" wrap="nowrap" align="baseline">
              <Text component="dt" size="sm" c="dimmed" w={130} style={{ flexShrink: 0 }}>
                {t(`detail.fields.${field}`)}
              </Text>
              <Text component="dd" size="sm" m={0}>
                <bdi {...(field === 'phone' || field === 'email' ? {} : textLang)}>{value}</bdi>
              </Text>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
