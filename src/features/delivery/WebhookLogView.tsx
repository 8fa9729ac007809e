import { Anchor, Box, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title, useDirection } from '@mantine/core';
import { IconArrowBack, IconPlayerPause, IconPlayerPlay, IconRefresh, IconSend } from '@tabler/icons-react';
import { useRef, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import {
  attemptKind,
  endpointHealth,
  MESSAGE_STATUSES,
  WEBHOOK_EVENTS,
  type WebhookAttempt,
  type WebhookEndpoint,
  type WebhookEventType,
  type WebhookMessage,
  type WebhookMessageStatus,
} from '@/lib/delivery';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { ActionState, LoadState } from '@/lib/loadState';
import { MessageText } from '@/ui/MessageText';
import { RetryButton } from '@/ui/RetryButton';
import { PageHeader, PageLoadError, PageLoading, SaveBar, SaveStatus } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { focusById, focusElement, focusFirstInvalidField, focusLost, useSettled } from './focus';
import { CodeBlock, DeliverySection, HealthBadge, StatusBadge, useTextField } from './parts';
import { busyButtonProps } from '@/ui/busyRoot';

export interface LogFilters {
  status: WebhookMessageStatus | null;
  event: WebhookEventType | null;
}

export interface WebhookLogViewProps {
  /** The endpoint whose log this is: loading, failed, or loaded. */
  endpoint: LoadState<WebhookEndpoint>;
  /** The messages sent to it, newest first: loading, failed, or loaded. */
  messages: LoadState<WebhookMessage[]>;
  /** The filters applied to the log (status, event type). */
  filters: LogFilters;
  /** Filters changed. */
  onFiltersChange: (filters: LogFilters) => void;
  /** Older messages after those shown. */
  hasMore: boolean;
  /** Older messages are being fetched. */
  loadingMore: boolean;
  /** Show more pressed. */
  onMore: () => void;
  /** The message being resent, and how it went. */
  resend: ActionState & { id?: string | null };
  /** A message’s resend pressed. */
  onResend: (messageId: string) => void;
  /** Resending every failed message since a date: idle, under way, done or failed. */
  recover: ActionState;
  /** `since`: an ISO date-time. */
  onRecover: (since: string) => void;
  /** Sending a test message: idle, under way, done or failed. */
  test: ActionState;
  /** Send a test pressed. */
  onSendTest: () => void;
  /** The delivery page, for the back link. */
  backHref: string;
  /** A call’s page, from its id (a message about a call links to it). */
  callHref: (callId: string) => string;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /**
   * The log's own refresh while a message waits for its next attempt (`active`), which the user
   * can pause (WCAG 2.2.2: content that updates by itself can be stopped).
   */
  live: { active: boolean; paused: boolean; onToggle: () => void };
}

/**
 * One endpoint's delivery log (`/dashboard/delivery/webhooks/{id}`): every message, newest first,
 * with its event, status and each attempt (time, HTTP status, latency, request body, the first
 * 2 KB of the answer); filters by status and event; Resend, Recover failed since a time, Send test event.
 */
export function WebhookLogView(props: WebhookLogViewProps) {
  const { t } = useTranslation('delivery');
  const { endpoint, onRetry } = props;
  const { dir } = useDirection();
  const locale = useLocale();
  useSettled(props.test.status, () => {
    if (focusLost()) focusById('log-send-test');
  });
  if (endpoint.status === 'error')
    return <PageLoadError title={t('log.loadError')} message={endpoint.message} retrying={endpoint.retrying} onRetry={onRetry} />;
  // The way back and the heading come before the data (and with the pre-rendered frame).
  const top = (
    <Anchor component={Link} to={props.backHref} size="sm" fw={600}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowBack size={16} aria-hidden style={dir === 'rtl' ? { transform: 'scaleX(-1)' } : undefined} />
        {t('log.back')}
      </Group>
    </Anchor>
  );
  if (endpoint.status === 'loading') {
    return (
      <Stack gap="lg">
        {top}
        <PageHeader title={t('log.title')} />
        <PageLoading label={t('log.loading')} />
      </Stack>
    );
  }
  const data = endpoint.data;
  return (
    <Stack gap="lg">
      {top}
      <PageHeader title={t('log.title')} intro={<bdi dir="ltr">{data.url}</bdi>} />
      <Group gap="sm">
        <HealthBadge health={endpointHealth(data)} />
        {data.enabled && (
          <Button
            id="log-send-test"
            variant="default"
            leftSection={<IconSend size={18} aria-hidden />}
            {...busyButtonProps(props.test.status === 'saving')}
            onClick={props.onSendTest}
            aria-label={t('endpoints.sendTestNamed', { url: isolate(data.url, locale) })}
          >
            {t('endpoints.sendTest')}
          </Button>
        )}
      </Group>
      <SaveStatus state={props.test} successText={t('endpoints.testSent')} />
      <LiveUpdates {...props.live} />
      <Filters {...props} />
      <Messages {...props} />
      <RecoverForm recover={props.recover} onRecover={props.onRecover} />
    </Stack>
  );
}

function Filters({ filters, onFiltersChange, messages }: WebhookLogViewProps) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const count = messages.status === 'loaded' ? messages.data.length : null;
  return (
    <Box component="section" aria-labelledby="log-filters">
      <Title order={2} fz="h4" id="log-filters" mb="xs">
        {t('log.filters')}
      </Title>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('log.status')}
          value={filters.status ?? ''}
          onChange={(e) => onFiltersChange({ ...filters, status: (e.currentTarget.value || null) as WebhookMessageStatus | null })}
          data={[
            { value: '', label: t('log.all') },
            ...MESSAGE_STATUSES.map((value) => ({ value, label: t(`log.messageStatus.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('log.event')}
          value={filters.event ?? ''}
          onChange={(e) => onFiltersChange({ ...filters, event: (e.currentTarget.value || null) as WebhookEventType | null })}
          data={[{ value: '', label: t('log.all') }, ...WEBHOOK_EVENTS.map((value) => ({ value, label: t(`event.${value}`) }))]}
        />
      </Group>
      <Text role="status" aria-live="polite" size="sm" c="dimmed" mt="xs" data-testid="log-count">
        {count === null ? '' : t('log.count', { count: isolate(formatNumber(count, locale), locale) })}
      </Text>
    </Box>
  );
}

/** Whether the log refreshes itself, and the button that pauses or resumes it. */
function LiveUpdates({ active, paused, onToggle }: WebhookLogViewProps['live']) {
  const { t } = useTranslation('delivery');
  if (!active && !paused) return null;
  return (
    <Group gap="sm" data-testid="live-updates">
      <Text size="sm">{paused ? t('log.live.paused') : t('log.live.on')}</Text>
      <Button
        variant="default"
        size="compact-sm"
        leftSection={paused ? <IconPlayerPlay size={16} aria-hidden /> : <IconPlayerPause size={16} aria-hidden />}
        onClick={onToggle}
      >
        {paused ? t('log.live.resume') : t('log.live.pause')}
      </Button>
    </Group>
  );
}

function Messages({ messages, filters, hasMore, loadingMore, onMore, resend, onResend, callHref, onRetry }: WebhookLogViewProps) {
  const { t } = useTranslation(['delivery', 'common']);
  // A message resent, or older ones loaded: the focus goes back to the button that was disabled
  // meanwhile, or to the first message loaded when Show more is gone.
  const shown = useRef(0);
  useSettled(resend.status, () => {
    if (focusLost() && resend.id) focusById(`resend-${resend.id}`);
  });
  useSettled(loadingMore ? 'saving' : 'idle', () => {
    if (!focusLost() || messages.status !== 'loaded') return;
    const first = messages.data[shown.current];
    focusById('log-more', first ? `message-card-${first.id}` : 'log-filters');
  });
  if (messages.status === 'loading') return <Text c="dimmed">{t('log.loading')}</Text>;
  if (messages.status === 'error')
    return (
      <Stack gap="xs" align="flex-start" role="alert">
        <Text>
          <MessageText message={messages.message} />
        </Text>
        <RetryButton onRetry={onRetry} retrying={messages.retrying} focusAfter={() => document.getElementById('log-filters')} />
      </Stack>
    );
  if (messages.data.length === 0) return <Text>{filters.status || filters.event ? t('log.emptyFiltered') : t('log.empty')}</Text>;
  return (
    <Stack gap="md">
      <Stack component="ul" gap="md" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('log.title')}>
        {messages.data.map((message) => (
          <MessageCard
            key={message.id}
            message={message}
            resend={resend.id === message.id ? resend : null}
            onResend={onResend}
            callHref={callHref}
          />
        ))}
      </Stack>
      {hasMore && (
        <Button
          id="log-more"
          variant="default"
          onClick={() => {
            shown.current = messages.data.length;
            onMore();
          }}
          {...busyButtonProps(loadingMore)}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('log.more')}
        </Button>
      )}
    </Stack>
  );
}

function MessageCard({
  message,
  resend,
  onResend,
  callHref,
}: {
  message: WebhookMessage;
  resend: ActionState | null;
  onResend: (id: string) => void;
  callHref: (id: string) => string;
}) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const titleId = `message-${message.id}`;
  return (
    <Paper
      component="li"
      id={`message-card-${message.id}`}
      tabIndex={-1}
      withBorder
      p="sm"
      radius="sm"
      data-testid="webhook-message"
      data-status={message.status}
      aria-labelledby={titleId}
    >
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={3} fz="h5" id={titleId}>
            {t(`event.${message.event}`)} <bdi dir="ltr">({message.event})</bdi>
          </Title>
          <StatusBadge status={message.status} />
        </Group>
        <Text size="xs" c="dimmed">
          {t('log.messageId')} <bdi dir="ltr">{message.id}</bdi>
          {' · '}
          {t('log.created', {
            time: isolate(formatDateTime(message.createdAt, locale, { dateStyle: 'medium', timeStyle: 'medium' }), locale),
          })}
          {message.nextAttemptAt &&
            ` · ${t('log.nextAttempt', { time: isolate(formatDateTime(message.nextAttemptAt, locale, { dateStyle: 'medium', timeStyle: 'medium' }), locale) })}`}
        </Text>
        <Group gap="sm">
          {message.callId && (
            <Anchor component={Link} to={callHref(message.callId)} size="sm">
              {t('log.call')}
            </Anchor>
          )}
          <Button
            id={`resend-${message.id}`}
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            {...busyButtonProps(resend?.status === 'saving')}
            onClick={() => onResend(message.id)}
            aria-label={t('log.resendNamed', { event: t(`event.${message.event}`), id: isolate(message.id, locale) })}
          >
            {t('log.resend')}
          </Button>
        </Group>
        {resend && <SaveStatus state={resend} successText={t('log.resent')} />}
        <Attempts attempts={message.attempts} messageId={message.id} />
      </Stack>
    </Paper>
  );
}

function Attempts({ attempts, messageId }: { attempts: WebhookAttempt[]; messageId: string }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  if (attempts.length === 0) return <Text size="sm">{t('log.noAttempts')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Caption>{t('log.attempts')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.attemptTime')}</Table.Th>
            <Table.Th>{t('log.result')}</Table.Th>
            <Table.Th>{t('log.httpStatus')}</Table.Th>
            <Table.Th>{t('log.latency')}</Table.Th>
            <Table.Th>{t('log.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((attempt, index) => {
            const kind = attemptKind(attempt);
            const at = formatDateTime(attempt.at, locale, { dateStyle: 'short', timeStyle: 'medium' });
            return (
              <Table.Tr key={index} data-kind={kind}>
                <Table.Td>
                  <bdi>{at}</bdi>
                </Table.Td>
                <Table.Td>
                  <Text span size="sm" fw={600} c={kind === 'success' ? 'green.9' : 'red.9'}>
                    {t(`log.attemptKind.${kind}`)}
                  </Text>
                  {attempt.error && (
                    <Text size="xs" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      <bdi>{attempt.error}</bdi>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{attempt.httpStatus === null ? t('log.noStatus') : <bdi>{attempt.httpStatus}</bdi>}</Table.Td>
                <Table.Td>{t('log.latencyValue', { ms: isolate(formatNumber(attempt.latencyMs, locale), locale) })}</Table.Td>
                <Table.Td>
                  <details>
                    <summary
                      aria-label={t('log.detailsOf', {
                        number: isolate(formatNumber(index + 1, locale), locale),
                        id: isolate(messageId, locale),
                        time: isolate(at, locale),
                      })}
                    >
                      {t('log.details')}
                    </summary>
                    <Stack gap={4} mt={4} maw={420}>
                      <Text size="xs" fw={600}>
                        {t('log.requestBody')}
                      </Text>
                      <CodeBlock>{attempt.requestBody}</CodeBlock>
                      <Text size="xs" fw={600}>
                        {t('log.response')}
                      </Text>
                      <CodeBlock>{attempt.response || t('log.emptyResponse')}</CodeBlock>
                    </Stack>
                  </details>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RecoverForm({ recover, onRecover }: { recover: ActionState; onRecover: (since: string) => void }) {
  const { t } = useTranslation('delivery');
  const since = useTextField();
  const formRef = useRef<HTMLFormElement>(null);
  useSettled(recover.status, () => {
    if (focusLost()) focusElement(formRef.current?.querySelector<HTMLElement>('button[type="submit"]'));
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const date = since.value ? new Date(since.value) : null;
    if (!date || Number.isNaN(date.getTime())) {
      since.setError(t('log.recover.required'));
      return focusFirstInvalidField(form);
    }
    onRecover(date.toISOString());
  };
  return (
    <DeliverySection id="log-recover" title={t('log.recover.heading')}>
      <form ref={formRef} onSubmit={submit} noValidate>
        <Stack gap="sm" maw={420}>
          <TextInput type="datetime-local" label={t('log.recover.since')} required {...since.input} />
          <SaveBar state={recover} successText={recover.text ?? ''} saveLabel={t('log.recover.submit')} />
        </Stack>
      </form>
    </DeliverySection>
  );
}
