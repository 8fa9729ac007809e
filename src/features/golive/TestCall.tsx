import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import { formatClock } from '@/lib/format';
import type { GoLive } from '@/lib/golive/types';
import type { ActionState } from '@/lib/loadState';
import { SaveStatus } from '@/ui/PageStates';
import { useLocale } from '@/ui/useLocale';
import { busyButtonProps } from '@/ui/busyRoot';

export interface TestCallProps {
  golive: GoLive;
  /** Starting the wait: idle, under way, failed. */
  test: ActionState;
  onStart: () => void;
  /** The call's page in the history. */
  callHref: (id: string) => string;
}

/** Seconds left until `until`, ticking every second while there are some. */
function useSecondsLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!until) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return until ? Math.max(0, Math.ceil((Date.parse(until) - now) / 1000)) : null;
}

/**
 * "Test my line": waits (with a visible countdown) for a call forwarded from the business line,
 * then says which forwarding was detected, or that the call came straight to the agent. The
 * result is said by a polite live region that is in the page before it changes; the focus moves
 * to it when the button that started the wait goes away.
 */
export function TestCall({ golive, test, onStart, callHref }: TestCallProps) {
  const { t } = useTranslation('golive');
  const locale = useLocale();
  const { state, lastTest, line } = golive;
  const left = useSecondsLeft(state === 'waiting' ? golive.waitingUntil : null);
  const result = useRef<HTMLDivElement>(null);
  const waiting = state === 'waiting' && left !== 0;
  const wasWaiting = useRef(waiting);
  useEffect(() => {
    // The button is replaced by the waiting text (and back): the focus follows to the result.
    if (wasWaiting.current !== waiting && result.current && (document.activeElement === document.body || !document.activeElement))
      result.current.focus();
    wasWaiting.current = waiting;
  }, [waiting]);
  if (!line) return <Text size="sm">{t('test.saveFirst')}</Text>;
  const passed = lastTest?.forwarded && (state === 'live' || state === 'paused');
  const expired = state === 'waiting' && left === 0;
  let message = '';
  if (waiting && lastTest && !lastTest.forwarded) message = t('test.direct');
  else if (waiting) message = t('test.waiting', { number: isolate(line.businessNumber, locale) });
  else if (expired) message = t('test.expired');
  else if (passed && lastTest?.reason) message = t('test.passed', { reason: t(`reasons.${lastTest.reason}`) });
  return (
    <Stack gap="sm" align="flex-start">
      <div ref={result} tabIndex={-1} role="status" aria-live="polite" data-testid="test-result">
        {message && <Text size="sm">{message}</Text>}
      </div>
      {waiting && left !== null && (
        <Text size="lg" fw={700} data-testid="countdown">
          {t('test.countdown', { time: isolate(formatClock(left), locale) })}
        </Text>
      )}
      {passed && lastTest && (
        <Anchor component={Link} to={callHref(lastTest.callId)} size="sm">
          {t('test.viewCall')}
        </Anchor>
      )}
      {!waiting && state !== 'paused' && (
        <Button onClick={onStart} {...busyButtonProps(test.status === 'saving')}>
          {passed ? t('test.again') : t('test.start')}
        </Button>
      )}
      <SaveStatus state={test.status === 'error' ? test : { status: 'idle' }} successText="" />
    </Stack>
  );
}
