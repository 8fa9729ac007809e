import { Container } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { rateCall, reportSpam, scheduleCallback } from '@/api/calls';
import { saveStudioScenario } from '@/api/studio';
import { studioScenariosChanged } from '@/api/studioQueries';
import { errorInfo, genericErrorMessage } from '@/api/errors';
import { CallDetailView } from '@/features/calls/CallDetailView';
import { CallDeliveries } from '@/features/calls/CallDeliveries';
import { callDeliveriesQuery } from '@/api/deliveryQueries';
import { balanceQuery, callChanged, callDetailQuery, spamReported } from '@/api/callQueries';
import type { CallRating, TranscriptTurn } from '@/lib/calls';
import { isolate } from '@/lib/bidi';
import { formatDateTime } from '@/lib/format';
import { keyMessage } from '@/lib/message';
import { PATHS, webhookLogPath } from '@/lib/routes';
import { scenarioFromCall, studioLanguageOf } from '@/lib/studio/fromCall';
import { addAnswerHref, sourceHref } from '@/lib/studio/sources';
import { useDocumentTitle } from '@/ui/useDocumentTitle';
import { useLocale, useLocaleNavigate, useLocalizedPath } from '@/ui/useLocale';
import { loadStateOf, useActionStateOf } from './serverState';
import { useCanOpen, useRoleLock } from '@/state/roleLock';

/** A call that is not the account's (or not there): said as such, anything else as usual. */
const callErrorMessage = (error: unknown) =>
  errorInfo(error).status === 404 ? keyMessage('errors:calls.notFound') : genericErrorMessage(error);

/** `?t=<seconds>` (the questions inbox's link: the moment the caller asked), in ms; 0 without one. */
export function momentOf(search: string): number {
  const value = new URLSearchParams(search).get('t');
  if (!value || !/^\d{1,6}$/.test(value)) return 0;
  return Number(value) * 1000;
}

/** The calls list's filters the page was opened with (its own `t` left out). */
function listSearch(search: string): string {
  const params = new URLSearchParams(search);
  params.delete('t');
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}

/** A scenario's name from a call: its summary (at most 100 characters). */
const scenarioName = (summary: string, fallback: string) => {
  const text = summary.trim() || fallback;
  return text.length > 100 ? `${text.slice(0, 99)}…` : text;
};

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
  const canOpen = useCanOpen();
  const navigate = useLocaleNavigate();
  const client = useQueryClient();
  const asked = momentOf(search);
  const call = useQuery(callDetailQuery(id));
  const balance = useQuery(balanceQuery());
  // What was delivered for the call (e-mails, messages, webhooks), once the call is there.
  // Delivery is an admin's: a role without it does not ask (and sees no delivery section).
  const manage = useRoleLock('manage');
  const exportsLock = useRoleLock('exports');
  const deliveries = useQuery({ ...callDeliveriesQuery(id), enabled: call.data !== undefined && !manage.locked });

  const spam = useMutation({ mutationFn: () => reportSpam(id), onSuccess: (report) => spamReported(client, id, report) });
  const rating = useMutation({
    mutationFn: ({ value, note }: { value: CallRating | null; note: string }) => rateCall(id, value, note),
    onSuccess: (updated) => callChanged(client, id, updated),
  });
  const callback = useMutation({ mutationFn: () => scheduleCallback(id), onSuccess: () => callChanged(client, id) });
  // "Turn into a scenario": saved through the scenarios API, then the test page shows it.
  const scenario = useMutation({
    mutationFn: (body: Parameters<typeof saveStudioScenario>[0]) => saveStudioScenario(body),
    onSuccess: async (saved) => {
      await studioScenariosChanged(client);
      navigate(`${PATHS.studioTest}#studio-scenarios`, { state: { scenarioSaved: saved.id } });
    },
  });
  const scenarioState = useActionStateOf(scenario);
  const setupHref = localize(PATHS.botConfig);

  // A report and a call-back are done for good: what they say stays; a rating can be saved again.
  const spamState = useActionStateOf(spam, {
    keepSuccess: true,
    successText: ({ creditedMinutes: credited }) =>
      credited > 0 ? t(credited === 1 ? 'actions.spamCreditedOne' : 'actions.spamCredited', { count: credited }) : t('actions.spamAlready'),
  });
  const ratingState = useActionStateOf(rating);
  const callbackState = useActionStateOf(callback, {
    keepSuccess: true,
    successText: ({ scheduledAt, alreadyScheduled }) =>
      t(alreadyScheduled ? 'actions.agentCallBackAlreadyScheduled' : 'actions.agentCallBackScheduled', {
        number: isolate(call.data?.callerNumber ?? '', locale),
        time: formatDateTime(scheduledAt, locale, { timeStyle: 'short' }),
      }),
  });

  const shown = call.data;
  // `?t=` is in whole seconds: the line that starts within that second is the one meant.
  const moment = asked > 0 ? (shown?.transcript.find((turn) => Math.floor(turn.startMs / 1000) * 1000 === asked)?.startMs ?? asked) : 0;
  useDocumentTitle(
    shown
      ? t('detail.documentTitle', {
          caller: isolate(shown.callerName ?? shown.callerNumber, locale),
          date: formatDateTime(shown.startedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }),
        })
      : null,
  );

  return (
    <Container size="xl" px={0}>
      <CallDetailView
        state={loadStateOf(call, callErrorMessage)}
        backHref={`${localize(PATHS.calls)}${listSearch(search)}`}
        canAgentCallBack={balance.data?.outboundCalls ?? false}
        spam={spamState}
        rating={ratingState}
        callback={callbackState}
        onReportSpam={() => spam.mutate()}
        onRate={(value, note) => rating.mutate({ value, note })}
        onAgentCallBack={() => callback.mutate()}
        onRetry={() => void call.refetch()}
        initialTimeMs={moment}
        scrollToInitial={moment > 0}
        // The setup is not for every role: then a line's source and "Add answer" are not offered.
        {...(canOpen('botConfig')
          ? {
              sourceHref: (source: NonNullable<TranscriptTurn['source']>) => sourceHref(setupHref, source),
              addAnswerHref: (question: string) => addAnswerHref(setupHref, question, studioLanguageOf(call.data?.language ?? 'es')),
            }
          : {})}
        scenario={scenarioState}
        scenarioLocked={manage.locked ? manage.reason : null}
        downloadLocked={exportsLock.locked ? exportsLock.reason : null}
        onTurnIntoScenario={() => {
          if (!call.data) return;
          const shownCall = call.data;
          const name = scenarioName(
            shownCall.summary,
            t('actions.scenarioName', { date: formatDateTime(shownCall.startedAt, locale, { dateStyle: 'medium', timeStyle: 'short' }) }),
          );
          scenario.mutate({ name, ...scenarioFromCall(shownCall) });
        }}
      />
      {call.data && !manage.locked && (
        <CallDeliveries
          state={loadStateOf(deliveries)}
          logHref={(endpointId) => localize(webhookLogPath(endpointId))}
          onRetry={() => void deliveries.refetch()}
        />
      )}
    </Container>
  );
}
