import { Box, Group, NativeSelect, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { isolate } from '@/lib/bidi';
import { MESSAGE_STATUSES, WEBHOOK_EVENTS, type WebhookEventType, type WebhookMessage, type WebhookMessageStatus } from '@/lib/delivery';
import { formatNumber } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import { useLocale } from '@/ui/useLocale';

export interface LogFilters {
  status: WebhookMessageStatus | null;
  event: WebhookEventType | null;
}

interface LogFilterBarProps {
  filters: LogFilters;
  onFiltersChange: (filters: LogFilters) => void;
  /** The messages shown: their count is said politely once loaded. */
  messages: LoadState<WebhookMessage[]>;
}

/** The log's filters (status, event type) and how many messages they leave. */
export function LogFilterBar({ filters, onFiltersChange, messages }: LogFilterBarProps) {
  const { t } = useTranslation('delivery');
  const locale = useLocale();
  const count = messages.status === 'loaded' ? messages.data.length : null;
  return (
    <Box component="section" aria-labelledby="log-filters">
      <Title order={2} fz="h4" id="log-filters" mb="xs">
        {t('log.filters')}
      </Title>
      <Group gap="sm" align="flex-end">
        <NativeSelect
          label={t('log.status')}
          value={filters.status ?? ''}
          onChange={(e) => onFiltersChange({ ...filters, status: (e.currentTarget.value || null) as WebhookMessageStatus | null })}
          data={[
            { value: '', label: t('log.all') },
            ...MESSAGE_STATUSES.map((value) => ({ value, label: t(`log.messageStatus.${value}`) })),
          ]}
        />
        <NativeSelect
          label={t('log.event')}
          value={filters.event ?? ''}
          onChange={(e) => onFiltersChange({ ...filters, event: (e.currentTarget.value || null) as WebhookEventType | null })}
          data={[{ value: '', label: t('log.all') }, ...WEBHOOK_EVENTS.map((value) => ({ value, label: t(`event.${value}`) }))]}
        />
      </Group>
      <Text role="status" aria-live="polite" size="sm" c="dimmed" mt="xs" data-testid="log-count">
        {count === null ? '' : t('log.count', { count: isolate(formatNumber(count, locale), locale) })}
      </Text>
    </Box>
  );
}
