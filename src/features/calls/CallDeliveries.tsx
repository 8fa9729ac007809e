import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import type { CallDeliveries as Deliveries } from '@/lib/delivery';
import { formatDateTime } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import { MessageText } from '@/ui/MessageText';
import { useLocale } from '@/ui/useLocale';

export interface CallDeliveriesProps {
  /** Where the call’s data was delivered (e-mails, webhooks): loading, failed, or loaded. */
  state: LoadState<Deliveries>;
  /** An endpoint's delivery log. */
  logHref: (endpointId: string) => string;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
}

/** What was delivered for one call: the e-mails and messages sent, each webhook message and its status, with a link to the log. */
export function CallDeliveries({ state, logHref, onRetry }: CallDeliveriesProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const locale = useLocale();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="call-deliveries" mt="lg">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="call-deliveries">
          {t('call.heading')}
        </Title>
        {state.status === 'loading' && (
          <Text role="status" c="dimmed" size="sm">
            {t('call.loading')}
          </Text>
        )}
        {state.status === 'error' && (
          <Group gap="sm" role="alert">
            <Text size="sm">
              {t('call.loadError')} <MessageText message={state.message} />
            </Text>
            <Button size="compact-sm" variant="default" onClick={onRetry} leftSection={<IconRefresh size={16} aria-hidden />}>
              {t('common:actions.retry')}
            </Button>
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
