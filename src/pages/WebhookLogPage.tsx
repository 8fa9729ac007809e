import { Container } from '@mantine/core';
import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { recoverMessages, resendMessage, sendTestEvent } from '@/api/delivery';
import { endpointQuery, messagesChanged, messagesQuery } from '@/api/deliveryQueries';
import { WebhookLogView, type LogFilters } from '@/features/delivery/WebhookLogView';
import { MESSAGE_STATUSES, WEBHOOK_EVENTS, type WebhookEventType, type WebhookMessage, type WebhookMessageStatus } from '@/lib/delivery';
import { isolate } from '@/lib/bidi';
import { formatNumber } from '@/lib/format';
import { callPath, PATHS } from '@/lib/routes';
import { useLocale, useLocalizedPath, useLocaleSearchParams } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';

/** While a message waits for its next attempt, the log refreshes itself (the retries show up without a reload). */
const LIVE_REFRESH_MS = 3000;

/** Whether a message of the log waits for its next attempt. */
const waiting = (pages: { items: WebhookMessage[] }[] | undefined) =>
  Boolean(pages?.some((page) => page.items.some((m) => m.status === 'pending' || m.status === 'retrying')));

/**
 * An endpoint's delivery log (`/dashboard/delivery/webhooks/{id}`): the endpoint and its messages
 * (filters kept in the URL, `?status=failed&event=call.ended`), Resend, Recover and Send test event.
 */
export default function WebhookLogPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const [params, setParams] = useLocaleSearchParams();
  const status = params.get('status');
  const event = params.get('event');
  const filters: LogFilters = {
    status: (MESSAGE_STATUSES as readonly string[]).includes(status ?? '') ? (status as WebhookMessageStatus) : null,
    event: (WEBHOOK_EVENTS as readonly string[]).includes(event ?? '') ? (event as WebhookEventType) : null,
  };

  const endpoint = useQuery(endpointQuery(id));
  // The refresh can be paused by the user (WCAG 2.2.2).
  const [paused, setPaused] = useState(false);
  const messages = useInfiniteQuery({
    ...messagesQuery(id, filters),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (!paused && waiting(query.state.data?.pages) ? LIVE_REFRESH_MS : false),
  });
  const resend = useMutation({
    mutationFn: (messageId: string) => resendMessage(id, messageId),
    onSuccess: () => messagesChanged(client, id),
  });
  const recover = useMutation({ mutationFn: (since: string) => recoverMessages(id, since), onSuccess: () => messagesChanged(client, id) });
  const test = useMutation({ mutationFn: () => sendTestEvent(id), onSuccess: () => messagesChanged(client, id) });
  // Each result stays until the next action (a new one resets the others).
  const resendState = useActionStateOf(resend, { keepSuccess: true });
  const recoverState = useActionStateOf(recover, {
    keepSuccess: true,
    successText: ({ recovered }) => t('log.recover.done', { count: isolate(formatNumber(recovered, locale), locale) }),
  });
  const testState = useActionStateOf(test, { keepSuccess: true });
  const only = (kept: { reset: () => void }) => {
    for (const mutation of [resend, recover, test]) if (mutation !== kept) mutation.reset();
  };

  return (
    <Container size="lg" px={0}>
      <WebhookLogView
        endpoint={loadStateOf(endpoint)}
        messages={loadStateOf({ ...messages, data: messages.data?.pages.flatMap((page) => page.items) })}
        filters={filters}
        onFiltersChange={(next) => {
          const search = new URLSearchParams(params);
          for (const key of ['status', 'event'] as const) {
            const value = next[key];
            if (value) search.set(key, value);
            else search.delete(key);
          }
          setParams(search, { replace: true });
        }}
        hasMore={messages.hasNextPage}
        loadingMore={messages.isFetchingNextPage}
        onMore={() => void messages.fetchNextPage()}
        resend={{ ...resendState, id: resend.variables ?? null }}
        onResend={(messageId) => {
          only(resend);
          resend.mutate(messageId);
        }}
        recover={recoverState}
        onRecover={(since) => {
          only(recover);
          recover.mutate(since);
        }}
        test={testState}
        onSendTest={() => {
          only(test);
          test.mutate();
        }}
        backHref={localize(PATHS.delivery)}
        callHref={(callId) => localize(callPath(callId))}
        live={{ active: waiting(messages.data?.pages), paused, onToggle: () => setPaused((on) => !on) }}
        onRetry={() => {
          void endpoint.refetch();
          void messages.refetch();
        }}
      />
    </Container>
  );
}
