import { Badge, Button, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { LineState } from '@/lib/golive/rules';
import type { GoLive } from '@/lib/golive/types';
import { useLocale } from '@/ui/useLocale';
import { CodeText } from './CodeText';

const STATE_COLOUR: Record<LineState, string> = { not_connected: 'gray.9', waiting: 'blue.9', live: 'green.9', paused: '#a33d00' };

/** The line's state as a badge: not connected, waiting for the test call, live, paused. */
export function LineStateBadge({ state }: { state: LineState }) {
  const { t } = useTranslation('golive');
  return (
    <Badge variant="light" color={STATE_COLOUR[state]} data-state={state}>
      {t(`number.state.${state}`)}
    </Badge>
  );
}

/**
 * The agent's number (copyable, read digit by digit) with the line's state: since when it is
 * live and the forwarding detected, or paused; or why there is no number yet.
 */
export function AgentNumber({ golive }: { golive: GoLive }) {
  const { t } = useTranslation('golive');
  const locale = useLocale();
  const { agentNumber, state, since, detectedReason } = golive;
  if (!agentNumber) return <Text size="sm">{t('number.none')}</Text>;
  return (
    <Stack gap="xs">
      <Group gap="sm" wrap="wrap">
        <Text fz="xl" fw={700} data-testid="agent-number">
          <CodeText code={agentNumber} />
        </Text>
        <LineStateBadge state={state} />
      </Group>
      <CopyButton value={agentNumber}>
        {({ copied, copy }) => (
          <Group gap="sm">
            <Button variant="default" size="xs" onClick={copy}>
              {t('number.copy')}
            </Button>
            <Text size="sm" c="green.9" role="status" aria-live="polite">
              {copied ? t('number.copied') : ''}
            </Text>
          </Group>
        )}
      </CopyButton>
      {state === 'live' && since && detectedReason && (
        <Text size="sm">{t('number.liveSince', { date: formatDateTime(since, locale), reason: t(`reasons.${detectedReason}`) })}</Text>
      )}
      {state === 'paused' && since && <Text size="sm">{t('number.pausedSince', { date: formatDateTime(since, locale) })}</Text>}
    </Stack>
  );
}
