import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import type { WebhookMessage } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { ActionState, LoadState } from '@/lib/loadState';
import { busyButtonProps } from '@/ui/busyRoot';
import { MessageText } from '@/ui/MessageText';
import { SaveStatus } from '@/ui/PageStates';
import { RetryButton } from '@/ui/RetryButton';
import { useLocale } from '@/ui/useLocale';
import { focusById, focusLost, useSettled } from './focus';
import type { LogFilters } from './LogFilterBar';
import { LogAttempts } from './LogAttempts';
import { StatusBadge } from './parts';

/** What the list takes of the view's props (WebhookLogViewProps says what each one is). */
interface LogMessagesProps {
  messages: LoadState<WebhookMessage[]>;
  filters: LogFilters;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
  resend: ActionState & { id?: string | null };
  onResend: (messageId: string) => void;
  callHref: (callId: string) => string;
  onRetry: () => void;
}

/** The messages of the log, newest first, and Show more while older ones remain. */
export function LogMessages({ messages, filters, hasMore, loadingMore, onMore, resend, onResend, callHref, onRetry }: LogMessagesProps) {
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

/** One message: its event, status and times, a link to its call, Resend, and its attempts. */
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
            // A name is read, not laid out: the id plain, without the isolation marks of the visible text.
            aria-label={t('log.resendNamed', { event: t(`event.${message.event}`), id: message.id })}
          >
            {t('log.resend')}
          </Button>
        </Group>
        {resend && <SaveStatus state={resend} successText={t('log.resent')} />}
        <LogAttempts attempts={message.attempts} messageId={message.id} />
      </Stack>
    </Paper>
  );
}
