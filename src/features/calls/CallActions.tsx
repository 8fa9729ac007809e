import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconFlag, IconListCheck, IconPhone, IconPhoneOutgoing, IconThumbDown, IconThumbUp } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SaveStatus } from '@/ui/PageStates';
import type { ActionState } from '@/lib/loadState';
import { CALL_RATING_NOTE_MAX, type CallDetail, type CallRating } from '@/lib/calls';
import { formatDateTime } from '@/lib/format';
import { isolate } from '@/lib/bidi';
import { WrittenTextarea } from '@/ui/TextFields';
import { useLocale } from '@/ui/useLocale';
import { busyButtonProps } from '@/ui/busyRoot';
import type { CallDetailViewProps } from './CallDetailView';

/** A button whose label wraps and whose height follows it (text spacing, WCAG 1.4.12). */
const GROWING_BUTTON = { label: { whiteSpace: 'normal', overflow: 'visible', height: 'auto' }, inner: { height: 'auto' } } as const;

/** The two toggle buttons of a rating (pressed: filled in the darker shade). */
const RATING_BUTTONS = [
  { value: 'up', color: 'green', Icon: IconThumbUp, label: 'actions.rateUp' },
  { value: 'down', color: 'red', Icon: IconThumbDown, label: 'actions.rateDown' },
] as const satisfies readonly { value: CallRating; color: string; Icon: unknown; label: string }[];

/**
 * The call's actions: call the caller back (a `tel:` link; on a plan with outbound calls, also the
 * agent), turn the call into a test scenario, report it as spam and rate the agent's answer.
 */
export function CallActions({
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
