import { Anchor, Button, Group, Stack, Text, useDirection } from '@mantine/core';
import { IconArrowBack, IconPlayerPause, IconPlayerPlay, IconSend } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { endpointHealth, type WebhookEndpoint, type WebhookMessage } from '@/lib/delivery';
import type { ActionState, LoadState } from '@/lib/loadState';
import { PageHeader, PageLoadError, PageLoading, SaveStatus } from '@/ui/PageStates';
import { busyButtonProps } from '@/ui/busyRoot';
import { focusById, focusLost, useSettled } from './focus';
import { LogFilterBar, type LogFilters } from './LogFilterBar';
import { LogMessages } from './LogMessages';
import { HealthBadge } from './parts';
import { RecoverForm } from './RecoverForm';

export type { LogFilters } from './LogFilterBar';

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
            // A name is read, not laid out: the address plain, without the isolation marks of the visible text.
            aria-label={t('endpoints.sendTestNamed', { url: data.url })}
          >
            {t('endpoints.sendTest')}
          </Button>
        )}
      </Group>
      <SaveStatus state={props.test} successText={t('endpoints.testSent')} />
      <LiveUpdates {...props.live} />
      <LogFilterBar {...props} />
      <LogMessages {...props} />
      <RecoverForm recover={props.recover} onRecover={props.onRecover} />
    </Stack>
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
