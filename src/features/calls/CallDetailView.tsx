import { Anchor, Badge, Box, Button, Group, Paper, Stack, Text, Title, useDirection } from '@mantine/core';
import { IconArrowLeft, IconFlag, IconListCheck, IconPhone, IconPhoneOutgoing, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageLoadError, PageLoading, SaveStatus } from '@/ui/PageStates';
import type { ActionState, LoadState } from '@/lib/loadState';
import { CALL_RATING_NOTE_MAX, type CallDetail, type CallRating } from '@/lib/calls';
import { formatClock, formatDateTime } from '@/lib/format';
import { isolate } from '@/lib/bidi';
import { useLangProps } from '@/ui/ForeignText';
import { WrittenTextarea } from '@/ui/TextFields';
import { useLocale } from '@/ui/useLocale';
import responsive from '@/ui/responsive.module.css';
import { CallRecording, type CallRecordingProps } from './CallRecording';
import { OutcomeBadge } from './OutcomeBadge';
import { TestCallBadge } from './TestCallBadge';
import { busyButtonProps } from '@/ui/busyRoot';

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
}

/** A button whose label wraps and whose height follows it (text spacing, WCAG 1.4.12). */
const GROWING_BUTTON = { label: { whiteSpace: 'normal', overflow: 'visible', height: 'auto' }, inner: { height: 'auto' } } as const;

const SENTIMENT_COLORS = { positive: 'green', neutral: 'gray', negative: 'red' } as const;

/** The two toggle buttons of a rating (pressed: filled in the darker shade). */
const RATING_BUTTONS = [
  { value: 'up', color: 'green', Icon: IconThumbUp, label: 'actions.rateUp' },
  { value: 'down', color: 'red', Icon: IconThumbDown, label: 'actions.rateDown' },
] as const satisfies readonly { value: CallRating; color: string; Icon: unknown; label: string }[];

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
            {...(props.initialTimeMs !== undefined ? { initialTimeMs: props.initialTimeMs } : {})}
          />
        </div>
        <div>
          <Stack gap="lg">
            <Extracted call={call} />
            <Actions {...props} call={call} />
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

function Actions({
  call,
  canAgentCallBack,
  spam,
  rating,
  callback,
  onReportSpam,
  onRate,
  onAgentCallBack,
  onTurnIntoScenario,
  scenario,
  scenarioLocked = null,
}: CallDetailViewProps & { call: CallDetail }) {
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const scenarioHintId = useId();
  const [choice, setChoice] = useState<CallRating | null>(call.rating);
  const [note, setNote] = useState(call.ratingNote ?? '');
  const noteTooLong = note.trim().length > CALL_RATING_NOTE_MAX;
  const pending = call.pendingCallback ?? null;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="call-actions">
      <Title order={2} fz="h4" id="call-actions" mb="sm">
        {t('actions.title')}
      </Title>
      <Stack gap="md">
        {/* An erased caller is nobody to call: the number is a pseudonym (privacy). */}
        {call.callerErased ? (
          <Text size="sm" c="dimmed" data-testid="caller-erased">
            {t('detail.callerErased')}
          </Text>
        ) : (
          <Group gap="sm">
            {/* Grows with its text (text spacing, 1.4.12): the number is never clipped. */}
            <Button
              component="a"
              href={`tel:${call.callerNumber}`}
              variant="light"
              leftSection={<IconPhone size={18} aria-hidden />}
              h="auto"
              mih={36}
              py={6}
              styles={GROWING_BUTTON}
            >
              {t('actions.callBack', { number: isolate(call.callerNumber, locale) })}
            </Button>
            {canAgentCallBack && (
              <Button
                variant="light"
                leftSection={<IconPhoneOutgoing size={18} aria-hidden />}
                onClick={onAgentCallBack}
                {...busyButtonProps(callback.status === 'saving', callback.status === 'success' || pending !== null)}
              >
                {t('actions.agentCallBack')}
              </Button>
            )}
          </Group>
        )}
        {canAgentCallBack && <SaveStatus state={callback} successText={callback.text ?? ''} />}
        {/* A call-back already scheduled (pressed earlier, or on another device): said, and not booked twice. */}
        {canAgentCallBack && pending && callback.status !== 'success' && (
          <Text size="sm" data-testid="callback-pending">
            {t('actions.agentCallBackPending', {
              number: isolate(call.callerNumber, locale),
              time: formatDateTime(pending.scheduledAt, locale, { timeStyle: 'short' }),
            })}
          </Text>
        )}

        {/* The caller's lines as a test-chat scenario, to replay against the draft once it is fixed. */}
        {onTurnIntoScenario && call.transcript.some((turn) => turn.speaker === 'caller') && (
          <div>
            <Button
              variant="light"
              leftSection={<IconListCheck size={18} aria-hidden />}
              onClick={onTurnIntoScenario}
              {...(scenarioLocked
                ? { disabled: true, 'aria-describedby': scenarioHintId }
                : busyButtonProps(scenario?.status === 'saving'))}
              h="auto"
              mih={36}
              py={6}
              styles={GROWING_BUTTON}
            >
              {t('actions.toScenario')}
            </Button>
            <Text size="xs" c="dimmed" mt={4} id={scenarioHintId}>
              {scenarioLocked ?? t('actions.toScenarioHint')}
            </Text>
            {scenario && scenario.status === 'error' && <SaveStatus state={scenario} successText="" />}
          </div>
        )}

        <SpamReport reported={call.reportedSpam} spam={spam} onReportSpam={onReportSpam} />

        <Box component="fieldset" style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Text component="legend" fw={600} size="sm" mb="xs">
            {t('actions.rate')}
          </Text>
          <Group gap="xs" mb="xs">
            {RATING_BUTTONS.map(({ value, color, Icon, label }) => (
              <Button
                key={value}
                variant={choice === value ? 'filled' : 'default'}
                color={choice === value ? `${color}.9` : color}
                aria-pressed={choice === value}
                leftSection={<Icon size={18} aria-hidden />}
                onClick={() => setChoice(choice === value ? null : value)}
              >
                {t(label)}
              </Button>
            ))}
          </Group>
          <WrittenTextarea
            label={t('actions.note')}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
            minRows={2}
            error={noteTooLong ? t('actions.noteTooLong', { max: CALL_RATING_NOTE_MAX }) : undefined}
          />
          <Group gap="sm" mt="sm">
            <Button onClick={() => onRate(choice, choice ? note : '')} {...busyButtonProps(rating.status === 'saving', noteTooLong)}>
              {t('actions.saveRating')}
            </Button>
          </Group>
          <Box mt="xs">
            <SaveStatus state={rating} successText={t('actions.ratingSaved')} />
          </Box>
        </Box>
      </Stack>
    </Paper>
  );
}

/**
 * Report as spam, after a confirmation (it cannot be undone: the minutes are credited back once).
 * The focus follows the keyboard user: to "Yes" when the question opens, back to the report
 * button on Cancel, to the result (its status line) on Yes.
 */
function SpamReport({ reported, spam, onReportSpam }: { reported: boolean; spam: ActionState; onReportSpam: () => void }) {
  const { t } = useTranslation('calls');
  const [asking, setAsking] = useState(false);
  const report = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  const result = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  return (
    <div>
      {asking && !reported ? (
        <Paper withBorder p="sm" radius="md" role="group" aria-labelledby="spam-confirm">
          <Text id="spam-confirm" size="sm" mb="xs">
            {t('actions.spamConfirm')}
          </Text>
          <Group gap="sm">
            <Button
              ref={confirm}
              color="red"
              onClick={() => {
                setAsking(false);
                onReportSpam();
                // The result (said politely when it arrives) takes the focus from the vanishing button.
                result.current?.focus();
              }}
            >
              {t('actions.spamConfirmYes')}
            </Button>
            <Button
              variant="default"
              onClick={() => {
                setAsking(false);
                requestAnimationFrame(() => report.current?.focus());
              }}
            >
              {t('actions.spamCancel')}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Button
          ref={report}
          color="red"
          variant="outline"
          leftSection={<IconFlag size={18} aria-hidden />}
          onClick={() => setAsking(true)}
          {...busyButtonProps(spam.status === 'saving', reported)}
        >
          {t('actions.reportSpam')}
        </Button>
      )}
      <Box mt="xs" ref={result} tabIndex={-1} style={{ outline: 'none' }} data-testid="spam-result">
        <SaveStatus state={spam} successText={spam.text ?? ''} />
      </Box>
    </div>
  );
}
