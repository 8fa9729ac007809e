import { Badge, Button, Group, Paper, Progress, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { LoadState, SaveState } from '@/lib/loadState';
import type { Guarantee, GuaranteeStatus } from '@/lib/usage';
import { useLocale } from '@/ui/useLocale';
import responsive from '@/ui/responsive.module.css';
import { UsageSection } from './UsageSection';
import { MessageAlert } from '@/ui/FormParts';
import { busyButtonProps } from '@/ui/busyRoot';

export interface GuaranteeCardProps {
  state: LoadState<Guarantee>;
  request: SaveState;
  onRequest: () => void;
  onRetry: () => void;
}

/** Filled badges in shade 9 (text contrast at least 4.5:1, autoContrast picks the text colour). */
const STATUS_COLOR: Record<GuaranteeStatus, string> = {
  onTrack: 'teal.9',
  met: 'teal.9',
  atRisk: 'yellow.4',
  eligible: 'red.9',
  requested: 'blue.9',
};

/**
 * The results guarantee of the first quarter: expected calls, calls that count so far, the
 * projection and the status; once the quarter ended short, the refund in one click.
 */
export function GuaranteeCard({ state, request, onRequest, onRetry }: GuaranteeCardProps) {
  const { t } = useTranslation('usage');
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const day = (iso: string) => formatDateTime(iso, locale, { dateStyle: 'long' });
  return (
    <UsageSection
      id="usage-guarantee"
      title={t('guarantee.heading')}
      intro={t('guarantee.intro')}
      state={state}
      errorTitle={t('loadError')}
      onRetry={onRetry}
    >
      {(guarantee) => (
        <>
          <Group gap="sm">
            <Text fw={600}>{t('guarantee.statusLabel')}:</Text>
            <Badge color={STATUS_COLOR[guarantee.status]} variant="filled" autoContrast size="lg" data-testid="guarantee-status">
              {t(`guarantee.status.${guarantee.status}`)}
            </Badge>
          </Group>
          <Text size="sm">{t(`guarantee.explain.${guarantee.status}`)}</Text>
          <Text size="sm">{t('guarantee.quarter', { start: day(guarantee.quarterStart), end: day(guarantee.quarterEnd) })}</Text>
          <div className={`${responsive.grid} ${responsive.gapSm} ${responsive.cols1Sm3}`}>
            <Figure label={t('guarantee.expected')} value={n(guarantee.expectedCalls)} />
            <Figure label={t('guarantee.counted')} value={n(guarantee.countedCalls)} />
            <Figure label={t('guarantee.projected')} value={n(guarantee.projectedCalls)} />
          </div>
          <Text size="sm" id="guarantee-progress">
            {t('guarantee.progress')}
          </Text>
          <Progress.Root size="md">
            <Progress.Section
              value={Math.min(100, Math.round((guarantee.countedCalls / Math.max(1, guarantee.expectedCalls)) * 100))}
              aria-labelledby="guarantee-progress"
              color={STATUS_COLOR[guarantee.status]}
            />
          </Progress.Root>
          <Text size="sm" c="dimmed">
            {t('guarantee.counts')}
          </Text>
          {guarantee.request && (
            <Text size="sm" fw={600}>
              {t('guarantee.requested', {
                date: day(guarantee.request.requestedAt),
                status: t(`guarantee.requestStatus.${guarantee.request.status}`),
              })}
            </Text>
          )}
          <div role="status" aria-live="polite">
            {request.status === 'success' && (
              <Text c="var(--mantine-color-green-9)" fw={600}>
                {t('guarantee.requestDone')}
              </Text>
            )}
          </div>
          <MessageAlert message={request.status === 'error' ? request.message : null} />
          {guarantee.status === 'eligible' && (
            <div>
              <Button color="red.9" onClick={onRequest} {...busyButtonProps(request.status === 'saving')}>
                {t('guarantee.request')}
              </Button>
            </div>
          )}
        </>
      )}
    </UsageSection>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper bg="var(--mantine-color-gray-0)" p="sm" radius="sm">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}
