import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { rateCall, reportSpam, scheduleCallback } from '@/api/calls';
import { errorInfo, genericErrorMessage } from '@/api/errors';
import { CallDetailView } from '@/features/calls/CallDetailView';
import { CallDeliveries } from '@/features/calls/CallDeliveries';
import { callDeliveriesQuery } from '@/api/deliveryQueries';
import { balanceQuery, callChanged, callDetailQuery, spamReported } from '@/api/callQueries';
import type { CallRating } from '@/lib/calls';
import { isolate } from '@/lib/bidi';
import { formatDateTime } from '@/lib/format';
import { keyMessage } from '@/lib/message';
import { PATHS, webhookLogPath } from '@/lib/routes';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useLocale, useLocalizedPath } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';

/** A call that is not the account's (or not there): said as such, anything else as usual. */
const callErrorMessage = (error: unknown) => (errorInfo(error).status === 404 ? keyMessage('errors:calls.notFound') : genericErrorMessage(error));

/**
 * One call (`/dashboard/calls/{id}`): the call from the server, and its actions as mutations
 * that update the call in the cache and invalidate the lists and the balance they change.
 */
export default function CallDetailPage() {
  const { id = '' } = useParams();
  const { search } = useLocation();
  const { t } = useTranslation('calls');
  const locale = useLocale();
  const localize = useLocalizedPath();
  const client = useQueryClient();
  const call = useQuery(callDetailQuery(id));
  const balance = useQuery(balanceQuery());
  // What was delivered for the call (e-mails, messages, webhooks), once the call is there.
  const deliveries = useQuery({ ...callDeliveriesQuery(id), enabled: call.data !== undefined });

  const spam = useMutation({ mutationFn: () => reportSpam(id), onSuccess: (report) => spamReported(client, id, report) });
  const rating = useMutation({
    mutationFn: ({ value, note }: { value: CallRating | null; note: string }) => rateCall(id, value, note),
    onSuccess: (updated) => callChanged(client, id, updated),
  });
  const callback = useMutation({ mutationFn: () => scheduleCallback(id), onSuccess: () => callChanged(client, id) });

  // A report and a call-back are done for good: what they say stays; a rating can be saved again.
  const spamState = useActionStateOf(spam, {
    keepSuccess: true,
    successText: ({ creditedMinutes: credited }) =>
      credited > 0 ? t(credited === 1 ? 'actions.spamCreditedOne' : 'actions.spamCredited', { count: credited }) : t('actions.spamAlready'),
  });
  const ratingState = useActionStateOf(rating);
  const callbackState = useActionStateOf(callback, {
    keepSuccess: true,
    successText: ({ scheduledAt, alreadyScheduled }) => t(alreadyScheduled ? 'actions.agentCallBackAlreadyScheduled' : 'actions.agentCallBackScheduled', { number: isolate(call.data?.callerNumber ?? '', locale), time: formatDateTime(scheduledAt, locale, { timeStyle: 'short' }) }),
  });

  const shown = call.data;
  useDocumentTitle(
    shown
      ? t('detail.documentTitle', { caller: isolate(shown.callerName ?? shown.callerNumber, locale), date: formatDateTime(shown.startedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) })
      : null,
  );

  return (
    <Container size="xl" px={0}>
      <CallDetailView
        state={loadStateOf(call, callErrorMessage)}
        backHref={`${localize(PATHS.calls)}${search}`}
        canAgentCallBack={balance.data?.outboundCalls ?? false}
        spam={spamState}
        rating={ratingState}
        callback={callbackState}
        onReportSpam={() => spam.mutate()}
        onRate={(value, note) => rating.mutate({ value, note })}
        onAgentCallBack={() => callback.mutate()}
        onRetry={() => void call.refetch()}
      />
      {call.data && <CallDeliveries state={loadStateOf(deliveries)} logHref={(endpointId) => localize(webhookLogPath(endpointId))} onRetry={() => void deliveries.refetch()} />}
    </Container>
  );
}
