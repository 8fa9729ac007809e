import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import type { CallDeliveries as Deliveries } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import { MessageText } from '@/ui/MessageText';
import { RetryButton } from '@/ui/RetryButton';
import { useLocale } from '@/ui/useLocale';

export interface CallDeliveriesProps {
  /** Where the call’s data was delivered (e-mails, webhooks): loading, failed, or loaded. */
  state: LoadState<Deliveries>;
  /** An endpoint's delivery log. */
  logHref: (endpointId: string) => string;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

/** A quick answer shows no "loading" at all; a slow one says it after this long. */
const LOADING_SHOWN_AFTER_MS = 300;

/** `on`, once it has been true for `delayMs` (false again at once when it turns false). */
function useShownAfter(on: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!on) return;
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => {
      clearTimeout(timer);
      setShown(false);
    };
  }, [on, delayMs]);
  return on && shown;
}

/** What was delivered for one call: the e-mails and messages sent, each webhook message and its status, with a link to the log. */
export function CallDeliveries({ state, logHref, onRetry }: CallDeliveriesProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const locale = useLocale();
  const loadingShown = useShownAfter(state.status === 'loading', LOADING_SHOWN_AFTER_MS);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="call-deliveries" mt="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="call-deliveries">
          {t('call.heading')}
        </Title>
        {/* Always there, and said a moment after the section appears: from a region screen readers already know. */}
        <Text role="status" c="dimmed" size="sm">
          {loadingShown ? t('call.loading') : ''}
        </Text>
        {state.status === 'error' && (
          <Group gap="sm" role="alert">
            <Text size="sm">
              {t('call.loadError')} <MessageText message={state.message} />
            </Text>
            <RetryButton
              size="compact-sm"
              variant="default"
              onRetry={onRetry}
              retrying={state.retrying}
              focusAfter={() => document.getElementById('call-deliveries')}
            />
          </Group>
        )}
        {state.status === 'loaded' &&
          (state.data.sent.length === 0 && state.data.webhooks.length === 0 ? (
            <Text size="sm">{t('call.empty')}</Text>
          ) : (
            <Stack component="ul" gap={4} m={0} ps="md" data-testid="call-deliveries">
              {state.data.sent.map((sent, index) => (
                <li key={`sent-${index}`}>
                  <Text size="sm">
                    {t(sent.kind === 'email' ? 'call.email' : 'call.message', { to: isolate(sent.to, locale) })} ·{' '}
                    {formatDateTime(sent.at, locale)}
                  </Text>
                </li>
              ))}
              {state.data.webhooks.map((hook) => (
                <li key={hook.messageId} data-status={hook.status}>
                  <Text size="sm">
                    {t('call.webhook', { event: t(`event.${hook.event}`), status: t(`log.messageStatus.${hook.status}`) })}{' '}
                    <Anchor component={Link} to={logHref(hook.endpointId)} size="sm">
                      {t('call.log')}
                    </Anchor>
                  </Text>
                </li>
              ))}
            </Stack>
          ))}
      </Stack>
    </Paper>
  );
}
