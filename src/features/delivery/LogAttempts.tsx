import { Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import { attemptKind, type WebhookAttempt } from '@/lib/delivery';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/ui/useLocale';
import { CodeBlock } from './parts';

/** A message's attempts: time, result, HTTP status, latency, and the request and answer on request. */
export function LogAttempts({ attempts, messageId }: { attempts: WebhookAttempt[]; messageId: string }) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  if (attempts.length === 0) return <Text size="sm">{t('log.noAttempts')}</Text>;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table withTableBorder verticalSpacing={4} fz="sm">
        <Table.Caption>{t('log.attempts')}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('log.attemptTime')}</Table.Th>
            <Table.Th>{t('log.result')}</Table.Th>
            <Table.Th>{t('log.httpStatus')}</Table.Th>
            <Table.Th>{t('log.latency')}</Table.Th>
            <Table.Th>{t('log.details')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {attempts.map((attempt, index) => {
            const kind = attemptKind(attempt);
            const at = formatDateTime(attempt.at, locale, { dateStyle: 'short', timeStyle: 'medium' });
            return (
              <Table.Tr key={index} data-kind={kind}>
                <Table.Td>
                  <bdi>{at}</bdi>
                </Table.Td>
                <Table.Td>
                  <Text span size="sm" fw={600} c={kind === 'success' ? 'green.9' : 'red.9'}>
                    {t(`log.attemptKind.${kind}`)}
                  </Text>
                  {attempt.error && (
                    <Text size="xs" dir="ltr" style={{ overflowWrap: 'anywhere' }}>
                      <bdi>{attempt.error}</bdi>
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{attempt.httpStatus === null ? t('log.noStatus') : <bdi>{attempt.httpStatus}</bdi>}</Table.Td>
                <Table.Td>{t('log.latencyValue', { ms: isolate(formatNumber(attempt.latencyMs, locale), locale) })}</Table.Td>
                <Table.Td>
                  <details>
                    <summary
                      // A name is read, not laid out: plain values, without the isolation marks of the visible text.
                      aria-label={t('log.detailsOf', { number: formatNumber(index + 1, locale), id: messageId, time: at })}
                    >
                      {t('log.details')}
                    </summary>
                    <Stack gap={4} mt={4} maw={420}>
                      <Text size="xs" fw={600}>
                        {t('log.requestBody')}
                      </Text>
                      <CodeBlock>{attempt.requestBody}</CodeBlock>
                      <Text size="xs" fw={600}>
                        {t('log.response')}
                      </Text>
                      <CodeBlock>{attempt.response || t('log.emptyResponse')}</CodeBlock>
                    </Stack>
                  </details>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
