import { Anchor, List, Paper, Title } from '@mantine/core';
import { IconFileText } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ANNUAL_PLAN } from '@/lib/annualPlanTerms';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/ui/useLocale';

/**
 * The annual plan's terms (price, minutes, minimum term, notice periods), from the one source of truth in src/lib/annualPlanTerms.ts,
 * shown where a buyer decides, with a link to the full terms.
 */
export function AnnualTerms({ termsHref, headingOrder = 3 }: { termsHref: string; headingOrder?: 2 | 3 | 4 }) {
  const { t } = useTranslation('purchase');
  const locale = useLocale();
  const n = (value: number) => formatNumber(value, locale);
  const p = ANNUAL_PLAN;
  const items = [
    t('terms.price', { price: n(p.monthlyPriceEur) }),
    t('terms.minutes', { minutes: n(p.includedInboundMinutesPerMonth) }),
    t('terms.minimum', { months: n(p.minimumTermMonths), total: n(p.firstYearTotalEurExVat) }),
    t('terms.early'),
    t('terms.renewal', { days: n(p.cancellationNoticeDays) }),
    t('terms.changes', { days: n(p.offerChangeNoticeDays) }),
  ];
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="annual-terms-title" bg="var(--mantine-color-gray-0)">
      <Title id="annual-terms-title" order={headingOrder} fz="h5" mb="xs">
        {t('terms.title')}
      </Title>
      <List size="sm" spacing={4} data-testid="annual-terms">
        {items.map((item) => (
          <List.Item key={item}>{item}</List.Item>
        ))}
      </List>
      <Anchor component={Link} to={termsHref} size="sm" mt="xs" display="inline-flex" style={{ alignItems: 'center', gap: 4 }}>
        <IconFileText size={16} aria-hidden />
        {t('terms.link')}
      </Anchor>
    </Paper>
  );
}
