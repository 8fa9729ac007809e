import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { rateCall, reportSpam, scheduleCallback } from '@/api/calls';
import { usageKeys } from '@/api/usageQueries';
import { errorInfo, genericErrorMessage } from '@/api/errors';
import { CallDetailView, type ActionState } from '@/features/calls/CallDetailView';
import { balanceQuery, callDetailQuery, callKeys } from '@/api/callQueries';
import type { LoadState } from '@/lib/loadState';
import type { CallDetail, CallRating } from '@/lib/calls';
import { formatDateTime } from '@/lib/format';
import { keyMessage } from '@/lib/message';
import { PATHS } from '@/lib/routes';
import { useLocale, useLocalizedPath } from '@/ui/useLocale';

type Mutation = { isPending: boolean; isSuccess: boolean; isError: boolean; error: unknown };

function actionState(mutation: Mutation, text?: string): ActionState {
  if (mutation.isPending) return { status: 'saving' };
  if (mutation.isError) return { status: 'error', message: genericErrorMessage(mutation.error) };
  if (mutation.isSuccess) return { status: 'success', ...(text ? { text } : {}) };
  return { status: 'idle' };
}

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

  const changed = (updated?: CallDetail) => {
    if (updated) client.setQueryData(callKeys.detail(id), updated);
    void client.invalidateQueries({ queryKey: callKeys.lists() });
  };
  const spam = useMutation({
    mutationFn: () => reportSpam(id),
    onSuccess: (report) => {
      const current = client.getQueryData<CallDetail>(callKeys.detail(id));
      if (current) client.setQueryData(callKeys.detail(id), { ...current, ...report.call });
      client.setQueryData(callKeys.balance(), report.balance);
      // The credit is a ledger line: the usage page's balance and statement change too.
      void client.invalidateQueries({ queryKey: usageKeys.all });
      changed();
    },
  });
  const rating = useMutation({ mutationFn: ({ value, note }: { value: CallRating | null; note: string }) => rateCall(id, value, note), onSuccess: changed });
  const callback = useMutation({ mutationFn: () => scheduleCallback(id), onSuccess: () => changed() });

  let state: LoadState<CallDetail>;
  if (call.data) state = { status: 'loaded', data: call.data };
  else if (call.isError)
    state = { status: 'error', message: errorInfo(call.error).status === 404 ? keyMessage('errors:calls.notFound') : genericErrorMessage(call.error) };
  else state = { status: 'loading' };

  const credited = spam.data?.creditedMinutes ?? 0;
  const number = call.data?.callerNumber ?? '';
  return (
    <Container size="xl" px={0}>
      <CallDetailView
        state={state}
        backHref={`${localize(PATHS.calls)}${search}`}
        canAgentCallBack={balance.data?.outboundCalls ?? false}
        spam={actionState(spam, credited > 0 ? t(credited === 1 ? 'actions.spamCreditedOne' : 'actions.spamCredited', { count: credited }) : t('actions.spamAlready'))}
        rating={actionState(rating)}
        callback={actionState(callback, callback.data ? t('actions.agentCallBackScheduled', { number, time: formatDateTime(callback.data.scheduledAt, locale, { timeStyle: 'short' }) }) : undefined)}
        onReportSpam={() => spam.mutate()}
        onRate={(value, note) => rating.mutate({ value, note })}
        onAgentCallBack={() => callback.mutate()}
        onRetry={() => void call.refetch()}
      />
    </Container>
  );
}
