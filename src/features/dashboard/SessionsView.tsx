import { Badge, Box, Button, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatRegion } from '@/lib/format';
import type { LoadState, SaveState } from '@/lib/loadState';
import type { SessionSummary } from '@/lib/sessions';
import { busyButtonProps } from '@/ui/busyRoot';
import { ErrorAlert } from '@/ui/ErrorAlert';
import { useIsolate } from '@/ui/ForeignText';
import { useMessageText } from '@/ui/MessageText';
import { useLocale } from '@/ui/useLocale';

export interface SessionsViewProps {
  /** The member's live sessions, this one first: loading, failed, or loaded. */
  state: LoadState<SessionSummary[]>;
  /** Ending a session, or all the others: idle, under way, done or failed. */
  ending: SaveState;
  /** What is being (or was last) ended: a session's id, `others`, or null. */
  endingWhich: string | null;
  /** End pressed on one session. */
  onEnd: (id: string) => void;
  /** "End all other sessions" pressed. */
  onEndOthers: () => void;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

const HEADING_ID = 'sessions-title';

/**
 * Where the member is signed in (a section of the profile page): each session's device, place and
 * last activity, this one marked; any other can be ended, or all of them at once. Once one is
 * ended its row (and the focused button with it) is gone: the focus goes to the section's heading.
 */
export function SessionsView({ state, ending, endingWhich, onEnd, onEndOthers, onRetry }: SessionsViewProps) {
  const { t } = useTranslation('dashboard');
  const messageText = useMessageText();
  const heading = useRef<HTMLHeadingElement>(null);
  const listed = state.status === 'loaded' ? state.data.map((session) => session.id).join() : '';
  // The row of a session ended here (or already ended elsewhere: a 404) leaves when the list loads
  // again; its button had the focus, which has then fallen to the page.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (endingWhich && ending.status !== 'saving' && (!active || active === document.body)) heading.current?.focus();
  }, [endingWhich, ending.status, listed]);

  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={HEADING_ID} data-sessions>
      <Title order={2} size="h3" id={HEADING_ID} ref={heading} tabIndex={-1} mb={4}>
        {t('sessions.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('sessions.intro')}
      </Text>
      {state.status === 'loading' && (
        <Stack gap="sm" aria-busy="true" aria-label={t('sessions.loading')} role="status">
          <Skeleton height={52} />
          <Skeleton height={52} />
        </Stack>
      )}
      {state.status === 'error' && (
        <Stack gap="sm" align="flex-start">
          <ErrorAlert role="alert">{t('sessions.loadError', { reason: messageText(state.message) })}</ErrorAlert>
          <Button variant="light" onClick={onRetry} {...busyButtonProps(state.retrying === true)}>
            {t('sessions.retry')}
          </Button>
        </Stack>
      )}
      {state.status === 'loaded' && (
        <SessionList sessions={state.data} ending={ending} endingWhich={endingWhich} onEnd={onEnd} onEndOthers={onEndOthers} />
      )}
    </Paper>
  );
}

function SessionList({
  sessions,
  ending,
  endingWhich,
  onEnd,
  onEndOthers,
}: {
  sessions: SessionSummary[];
  ending: SaveState;
  endingWhich: string | null;
  onEnd: (id: string) => void;
  onEndOthers: () => void;
}) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const isolate = useIsolate();
  const messageText = useMessageText();
  const others = sessions.filter((session) => !session.current);
  const busy = (which: string) => ending.status === 'saving' && endingWhich === which;

  const deviceOf = ({ browser, system }: SessionSummary) =>
    browser && system
      ? t('sessions.device', { browser: isolate(browser), system: isolate(system) })
      : browser || system
        ? isolate(browser ?? system ?? '')
        : t('sessions.unknownDevice');
  const placeOf = ({ city, country }: SessionSummary) => {
    const region = country ? formatRegion(country, locale) : null;
    if (city && region) return t('sessions.place', { city: isolate(city), country: region });
    return region ?? t('sessions.unknownPlace');
  };

  return (
    <Stack gap="md">
      {/* role="list": a list without bullets is no longer a list to Safari's VoiceOver. */}
      <Box component="ul" role="list" m={0} p={0} style={{ listStyle: 'none' }}>
        {sessions.map((session) => (
          <Box
            component="li"
            key={session.id}
            py="sm"
            style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            data-testid="session"
          >
            <Group justify="space-between" wrap="wrap" gap="sm">
              <Stack gap={2}>
                <Group gap="xs">
                  <Text fw={600}>{deviceOf(session)}</Text>
                  {session.current && (
                    <Badge variant="light" color="teal.9">
                      {t('sessions.thisDevice')}
                    </Badge>
                  )}
                </Group>
                <Text size="sm" c="dimmed" id={`session-${session.id}-where`}>
                  {placeOf(session)}
                  {' · '}
                  {session.current ? t('sessions.activeNow') : t('sessions.lastSeen', { time: formatDateTime(session.lastSeenAt, locale) })}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('sessions.signedIn', { time: formatDateTime(session.signedInAt, locale) })}
                </Text>
              </Stack>
              {!session.current && (
                <Button
                  variant="outline"
                  color="red.9"
                  size="sm"
                  aria-label={t('sessions.endNamed', { device: deviceOf(session) })}
                  // Two sessions of the same device: where and when tell them apart.
                  aria-describedby={`session-${session.id}-where`}
                  onClick={() => onEnd(session.id)}
                  {...busyButtonProps(busy(session.id), ending.status === 'saving' && !busy(session.id))}
                >
                  {t('sessions.end')}
                </Button>
              )}
            </Group>
          </Box>
        ))}
      </Box>
      {ending.status === 'error' && <ErrorAlert role="alert">{messageText(ending.message)}</ErrorAlert>}
      {/* There before its message, so that screen readers announce the message when it comes. */}
      <Text role="status" size="sm" fw={600}>
        {ending.status === 'success' ? (endingWhich === 'others' ? t('sessions.endedOthers') : t('sessions.ended')) : null}
      </Text>
      {others.length > 0 ? (
        <Group>
          <Button
            variant="light"
            color="red.9"
            onClick={onEndOthers}
            {...busyButtonProps(busy('others'), ending.status === 'saving' && !busy('others'))}
          >
            {t('sessions.endOthers')}
          </Button>
        </Group>
      ) : (
        <Text size="sm">{t('sessions.onlyHere')}</Text>
      )}
    </Stack>
  );
}
