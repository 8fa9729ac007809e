import { Button, Paper, Skeleton, Stack, Table, Text, Title, useDirection } from '@mantine/core';
import { lazy, memo, Suspense, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CALL_OUTCOMES, type CallOutcome } from '@/lib/calls';
import { formatDateTime, formatNumber } from '@/lib/format';
import type { UsageSummary } from '@/lib/usage';
import { useLocale } from '@/ui/useLocale';
import { useNearViewport } from '@/ui/useNearViewport';

// The drawing library (recharts) is loaded with the first chart that comes near the screen.
const BarChart = lazy(() => import('./BarChartDrawing'));

/** One colour per outcome: good results green and blue, the rest neutral, spam red. */
const OUTCOME_COLORS: Record<CallOutcome, string> = {
  appointment_booked: 'teal.7',
  lead_qualified: 'blue.7',
  information: 'cyan.7',
  transferred: 'violet.6',
  voicemail: 'gray.6',
  missed: 'orange.7',
  spam: 'red.7',
};

/**
 * The usage page's charts (Mantine charts on recharts, whose code loads only when a chart comes near
 * the screen): calls per day by outcome,
 * minutes per day against the plan's daily share, and calls per hour of the day. The drawings are
 * hidden from screen readers; each chart has a text summary and a table (shown on request) with
 * the same figures. In right-to-left pages time runs from right to left.
 */
function UsageCharts({ usage }: { usage: UsageSummary }) {
  const { t } = useTranslation(['usage', 'calls']);
  const locale = useLocale();
  const { dir } = useDirection();
  const rtl = dir === 'rtl';
  const n = (value: number) => formatNumber(value, locale);
  const shortDay = (day: string) => formatDateTime(`${day}T12:00:00Z`, locale, { day: 'numeric', month: 'short' });
  const longDay = (day: string) => formatDateTime(`${day}T12:00:00Z`, locale, { dateStyle: 'long' });
  const days = usage.days.length;

  const totals = usage.days.map((day) => Object.values(day.calls).reduce((sum, count) => sum + (count ?? 0), 0));
  const totalCalls = totals.reduce((sum, count) => sum + count, 0);
  const busiestIndex = totals.indexOf(Math.max(...totals));
  const busiest = usage.days[busiestIndex];
  const outcomes = CALL_OUTCOMES.filter((outcome) => usage.days.some((day) => (day.calls[outcome] ?? 0) > 0));
  const callsData = usage.days.map((day) => ({
    day: shortDay(day.day),
    ...Object.fromEntries(outcomes.map((outcome) => [outcome, day.calls[outcome] ?? 0])),
  }));

  const totalMinutes = usage.days.reduce((sum, day) => sum + day.minutes, 0);
  const allowancePerDay = Math.round((usage.allowanceMinutes / 30) * 10) / 10;
  const minutesData = usage.days.map((day) => ({ day: shortDay(day.day), minutes: day.minutes }));

  const peak = usage.hours.reduce((best, count, hour) => (count > (usage.hours[best] ?? 0) ? hour : best), 0);
  const hour = (h: number) => `${String(h).padStart(2, '0')}:00`;
  const hoursData = usage.hours.map((count, h) => ({ hour: hour(h), calls: count }));

  const axes = {
    accessibilityLayer: false,
    barProps: { isAnimationActive: false },
    xAxisProps: { reversed: rtl },
    yAxisProps: { orientation: rtl ? ('right' as const) : ('left' as const), width: 44 },
  };

  return (
    <Stack gap="lg">
      <ChartCard
        title={t('charts.callsTitle')}
        summary={
          totalCalls > 0 && busiest
            ? t('charts.callsSummary', { total: n(totalCalls), days, day: longDay(busiest.day), count: n(totals[busiestIndex] ?? 0) })
            : t('charts.noCalls', { days })
        }
        height={260}
        chart={
          <BarChart
            h={260}
            data={callsData}
            dataKey="day"
            type="stacked"
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            series={outcomes.map((outcome) => ({ name: outcome, label: t(`calls:outcome.${outcome}`), color: OUTCOME_COLORS[outcome] }))}
            tickLine="y"
            {...axes}
          />
        }
        table={
          <FiguresTable
            head={[t('charts.day'), ...outcomes.map((outcome) => t(`calls:outcome.${outcome}`))]}
            rows={usage.days.map((day) => ({
              key: day.day,
              label: longDay(day.day),
              cells: outcomes.map((outcome) => n(day.calls[outcome] ?? 0)),
            }))}
          />
        }
      />
      <ChartCard
        title={t('charts.minutesTitle')}
        summary={t('charts.minutesSummary', {
          total: n(totalMinutes),
          days,
          perDay: formatNumber(Math.round((totalMinutes / Math.max(1, days)) * 10) / 10, locale),
          allowancePerDay: n(allowancePerDay),
        })}
        height={220}
        chart={
          <BarChart
            h={220}
            data={minutesData}
            dataKey="day"
            series={[{ name: 'minutes', label: t('charts.minutes'), color: 'brand.6' }]}
            referenceLines={[{ y: allowancePerDay, label: t('charts.allowancePerDay'), color: 'orange.8' }]}
            tickLine="y"
            {...axes}
          />
        }
        table={
          <FiguresTable
            head={[t('charts.day'), t('charts.minutes'), t('charts.allowancePerDay')]}
            rows={usage.days.map((day) => ({ key: day.day, label: longDay(day.day), cells: [n(day.minutes), n(allowancePerDay)] }))}
          />
        }
      />
      <ChartCard
        title={t('charts.hoursTitle')}
        summary={
          totalCalls > 0
            ? t('charts.hoursSummary', { from: hour(peak), to: hour((peak + 1) % 24), count: n(usage.hours[peak] ?? 0), days })
            : t('charts.noCalls', { days })
        }
        height={200}
        chart={
          <BarChart
            h={200}
            data={hoursData}
            dataKey="hour"
            series={[{ name: 'calls', label: t('charts.calls'), color: 'teal.7' }]}
            tickLine="y"
            {...axes}
          />
        }
        table={
          <FiguresTable
            head={[t('charts.hour'), t('charts.calls')]}
            rows={usage.hours.map((count, h) => ({ key: String(h), label: hour(h), cells: [n(count)] }))}
          />
        }
      />
    </Stack>
  );
}

/**
 * Memoised: the page's other sections load on their own, and a chart drawn again for each of
 * them would cost a slow phone a second.
 */
export default memo(UsageCharts);

/** A chart's figures: one row per day or hour (its header cell), one column per series. */
function FiguresTable({ head, rows }: { head: string[]; rows: { key: string; label: string; cells: string[] }[] }) {
  return (
    <Table striped withTableBorder>
      <Table.Thead>
        <Table.Tr>
          {head.map((label) => (
            <Table.Th scope="col" key={label}>
              {label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row">{row.label}</Table.Th>
            {row.cells.map((cell, index) => (
              <Table.Td key={head[index + 1] ?? index}>{cell}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** A chart with its title, its summary in words, and its figures as a table on request; drawn once near the screen. */
function ChartCard({
  title,
  summary,
  chart,
  height,
  table,
}: {
  title: string;
  summary: string;
  chart: ReactNode;
  height: number;
  table: ReactNode;
}) {
  const { t } = useTranslation('usage');
  const [showTable, setShowTable] = useState(false);
  // Drawn when the reader gets near it: three charts are a second of work on a slow phone.
  const [ref, near] = useNearViewport<HTMLDivElement>('200px');
  const id = useId();
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={`${id}-title`}>
      <Stack gap="sm">
        <Title order={3} fz="h4" id={`${id}-title`}>
          {title}
        </Title>
        <Text size="sm">{summary}</Text>
        {/* Its width comes from the card alone (inline-size containment): a chart drawn while the
            page was wider (before the shell's layout settled) would otherwise hold the card open
            at that width, and never be redrawn narrower. */}
        {/* Hidden from assistive technology (the table below is the equivalent) and inert: none of
            the chart's parts takes the keyboard's focus. */}
        <div aria-hidden="true" inert dir="ltr" ref={ref} style={{ minHeight: height, contain: 'inline-size' }}>
          {near ? <Suspense fallback={<Skeleton h={height} />}>{chart}</Suspense> : <Skeleton h={height} />}
        </div>
        <div>
          <Button
            variant="subtle"
            size="compact-sm"
            aria-expanded={showTable}
            aria-controls={`${id}-table`}
            onClick={() => setShowTable((shown) => !shown)}
          >
            {t(showTable ? 'charts.hideTable' : 'charts.showTable')}
          </Button>
        </div>
        <div id={`${id}-table`} hidden={!showTable}>
          {showTable && (
            <Table.ScrollContainer minWidth={320} type="native" tabIndex={0} role="group" aria-labelledby={`${id}-title`}>
              {table}
            </Table.ScrollContainer>
          )}
        </div>
      </Stack>
    </Paper>
  );
}
