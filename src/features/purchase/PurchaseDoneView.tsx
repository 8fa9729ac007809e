import { Button, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCircleCheck, IconMailForward } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isolate } from '@/lib/bidi';
import { useLocale } from '@/ui/useLocale';

export interface PurchaseDoneViewProps {
  /** Where the confirmation link was sent. */
  email: string;
  planName: string;
  loginHref: string;
  headingOrder?: 2 | 3;
}

/** Step 2 of /buy: thanks, the confirmation e-mail to open first, and the way to log in. */
export function PurchaseDoneView({ email, planName, loginHref, headingOrder = 2 }: PurchaseDoneViewProps) {
  const { t } = useTranslation('purchase');
  const locale = useLocale();
  return (
    <Stack gap="md" align="center" ta="center">
      <ThemeIcon size={64} radius="xl" color="green.8" aria-hidden>
        <IconCircleCheck size={40} />
      </ThemeIcon>
      <Title order={headingOrder} fz="h3">
        {t('done.title')}
      </Title>
      <Text>{t('done.subscribed', { plan: planName })}</Text>
      <Stack gap={4} align="center">
        <IconMailForward size={22} aria-hidden />
        <Text fw={600}>{t('done.checkEmail', { email: isolate(email, locale) })}</Text>
        <Text size="sm" c="dimmed">
          {t('done.confirmFirst')}
        </Text>
      </Stack>
      <Button component={Link} to={loginHref} size="md">
        {t('done.login')}
      </Button>
    </Stack>
  );
}
