import { Alert, Badge, Button, Group, Paper, Progress, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconShoppingCart } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { LoadState } from '@/lib/loadState';
import { USAGE_RANGES, type UsageRange, type UsageSummary } from '@/lib/usage';
import { AfterFirstPaint } from '@/ui/AfterFirstPaint';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import UsageCharts from './UsageCharts';
import { useLocale } from '@/ui/useLocale';
import responsive from '@/ui/responsive.module.css';
import { IconLink } from '@/ui/IconLink';

export interface UsageViewProps {
  usage: LoadState<UsageSummary>;
  range: UsageRange;
  onRangeChange: (range: UsageRange) => void;
  onRetry: () => void;
  /** Localized links: the buy-calls page and the pricing page (an account without a plan). */
  buyHref: string;
  pricingHref: string;
  /** The results guarantee, shown under the balance. */
  guarantee?: ReactNode;
  /** The sections below the charts: statement, invoices, auto top-up, billing details. */
  children?: ReactNode;
}

const DAY = { dateStyle: 'long' } as const;

/**
 * Usage and billing (`/dashboard/usage`): the balance from the minutes ledger, this period's use
 * against the allowance, the forecast, low-balance notices, the results guarantee, the activity
 * charts (30 or 90 days, each with a text summary and a table), then the page's other sections
 * (children).
 */
export function UsageView({ usage, range, onRangeChange, onRetry, buyHref, pricingHref, guarantee, children }: UsageViewProps) {
  const { t } = useTranslation('usage');
  return (
    <Stack gap="xl">
      <PageHeader title={t('title')} intro={t('intro')} />
      {usage.status === 'loading' && <PageLoading label={t('loading')} blocks={3} />}
      {usage.status === 'error' && (
        <PageLoadError title={t('loadError')} message={usage.message} retrying={usage.retrying} onRetry={onRetry} />
      )}
      {usage.status === 'loaded' && usage.data.plan === null && <NoPlan href={pricingHref} />}
      {usage.status === 'loaded' && usage.data.plan !== null && (
        <>
          <Notices usage={usage.data} />
          <Balance usage={usage.data} buyHref={buyHref} />
          {guarantee}
          <Stack gap="md" component="section" aria-labelledby="usage-activity">
            <Group justify="space-between" align="center" wrap="wrap" gap="sm">
              <Title order={2} fz="h3" id="usage-activity">
                {t('charts.heading')}
              </Title>
              <SegmentedControl
                aria-label={t('charts.range')}
                value={String(range)}
                onChange={(value) => onRangeChange(Number(value) as UsageRange)}
                data={USAGE_RANGES.map((days) => ({ value: String(days), label: t(days === 30 ? 'charts.days30' : 'charts.days90') }))}
              />
            </Group>
            <UsageCharts usage={usage.data} />
          </Stack>
          <AfterFirstPaint>{children}</AfterFirstPaint>
        </>
      )}
    </Stack>
  );
}

function NoPlan({ href }: { href: string }) {
  const { t } = useTranslation('usage');
  return (
    <Paper withBorder p="lg" radius="md" maw={640}>
      <Stack gap="sm" align="flex-start">
        <Title order={2} fz="h3">
          {t('noPlan.title')}
        </Title>
        <Text>{t('noPlan.text')}</Text>
        <Button component={Link} to={href}>
          {t('noPlan.action')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Low balance, minutes used up, a failed automatic charge: notes of the state the page opens in, not alerts. */
function Notices({ usage }: { usage: UsageSummary }) {
  const { t } = useTranslation('usage');
  const locale = useLocale();
  const empty = usage.balanceMinutes <= 0;
  const low = !empty && usage.balanceMinutes <= usage.lowThresholdMinutes;
  const failed = usage.autoTopUp.lastError;
  if (!empty && !low && !failed) return null;
  return (
    <Stack gap="sm">
      {empty && (
        <Alert color="red" variant="light" title={t('notices.emptyTitle')} icon={<IconAlertTriangle aria-hidden />} role="note">
          {t('notices.empty')}
        </Alert>
      )}
      {low && (
        <Alert color="brand" variant="light" title={t('notices.lowTitle')} icon={<IconAlertTriangle aria-hidden />} role="note">
          {t('notices.low', { balance: formatNumber(usage.balanceMinutes, locale) })}
        </Alert>
      )}
      {failed && (
        <Alert color="red" variant="light" title={t('notices.topUpFailedTitle')} icon={<IconAlertTriangle aria-hidden />} role="note">
          {t(`notices.topUpFailed.${failed}`)}
        </Alert>
      )}
    </Stack>
  );
}

function Balance({ usage, buyHref }: { usage: UsageSummary; buyHref: string }) {
  const { t } = useTranslation('usage');
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const planUsed = Math.min(usage.usedMinutes - usage.creditedMinutes, usage.allowanceMinutes);
  const share = usage.allowanceMinutes > 0 ? Math.max(0, Math.round((planUsed / usage.allowanceMinutes) * 100)) : 0;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="usage-balance">
      <div className={`${responsive.grid} ${responsive.gapLg} ${responsive.cols1Md2}`}>
        <Stack gap="xs">
          <Title order={2} fz="h3" id="usage-balance">
            {t('balance.heading')}
          </Title>
          <Group gap="xs" align="baseline">
            <Text fz={40} fw={700} lh={1.1} data-testid="usage-balance">
              {n(usage.balanceMinutes)}
            </Text>
            <Text c="dimmed">{t('balance.label')}</Text>
          </Group>
          {usage.plan && (
            <Group gap="xs">
              <Badge variant="light">{t(`plans.${usage.plan}`)}</Badge>
              <Text size="sm">{t('balance.plan', { plan: t(`plans.${usage.plan}`), allowance: n(usage.allowanceMinutes) })}</Text>
            </Group>
          )}
          <Text size="sm" data-testid="usage-forecast">
            {usage.runsOutOn
              ? t('balance.forecast', {
                  perDay: formatNumber(usage.minutesPerDay, locale, { maximumFractionDigits: 1 }),
                  date: formatDateTime(`${usage.runsOutOn}T12:00:00Z`, locale, DAY),
                })
              : t('balance.noForecast')}
          </Text>
          <IconLink to={buyHref} gap={6} icon={<IconShoppingCart size={16} aria-hidden />}>
            {t('balance.buy')}
          </IconLink>
        </Stack>
        <Stack gap="xs">
          {usage.periodStart && usage.periodEnd && (
            <Text size="sm" fw={600}>
              {t('balance.period', {
                start: formatDateTime(usage.periodStart, locale, DAY),
                end: formatDateTime(usage.periodEnd, locale, DAY),
              })}
            </Text>
          )}
          <Text size="sm" id="usage-allowance-label">
            {t('balance.allowanceUse')}: {n(planUsed)} / {n(usage.allowanceMinutes)}
          </Text>
          <Progress.Root size="lg">
            <Progress.Section value={share} aria-labelledby="usage-allowance-label" color={share >= 80 ? 'orange.8' : 'brand'} />
          </Progress.Root>
          <Text size="sm">{t('balance.used', { used: n(usage.usedMinutes) })}</Text>
          {usage.creditedMinutes > 0 && <Text size="sm">{t('balance.credited', { credited: n(usage.creditedMinutes) })}</Text>}
        </Stack>
      </div>
    </Paper>
  );
}
