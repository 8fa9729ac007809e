import { Button, Card, Container, List, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCheck, IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { AnnualTerms } from './AnnualTerms';

/** The top of the pricing page: its h1 and what every plan shares. */
export function PricingHeader() {
  const { t } = useTranslation('purchase');
  return (
    <Container size="lg" pt={48}>
      <Stack gap="xs" align="center" ta="center">
        <Title order={1}>{t('pricingPage.title')}</Title>
        <Text c="dimmed" maw={680}>
          {t('pricingPage.subtitle')}
        </Text>
      </Stack>
    </Container>
  );
}

const CUSTOMIZABLE_FEATURES = ['minutes', 'voice', 'integrations', 'manager'] as const;

/**
 * The fourth plan the texts mention (the "customizable" plan): no price and no buy
 * button; it leads to a conversation (the lead form).
 */
export function CustomizablePlanCard({ contactHref }: { contactHref: string }) {
  const { t } = useTranslation('purchase');
  const name = t('pricingPage.customizable.name');
  return (
    <Container size="lg" pb={32}>
      <Card component="article" aria-labelledby="plan-customizable-name" withBorder radius="lg" padding="xl" data-plan="customizable">
        <Stack gap="md">
          <Text size="sm" fw={700} c="brand.8">
            {t('pricingPage.customizable.title')}
          </Text>
          <Title id="plan-customizable-name" order={3}>
            {name}
          </Title>
          <Text c="dimmed" size="sm">
            {t('pricingPage.customizable.description')}
          </Text>
          <Text fw={800} fz="xl">
            {t('pricingPage.customizable.price')}
          </Text>
          <List aria-label={t('pricingPage.customizable.featuresLabel')} spacing="xs" size="sm" center>
            {CUSTOMIZABLE_FEATURES.map((feature) => (
              <List.Item
                key={feature}
                icon={
                  <ThemeIcon size={22} radius="xl" color="green.8" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                }
              >
                {t(`pricingPage.customizable.features.${feature}`)}
              </List.Item>
            ))}
          </List>
          <Button
            component="a"
            href={contactHref}
            variant="light"
            leftSection={<IconMessageCircle size={18} aria-hidden />}
            aria-label={t('pricingPage.customizable.ctaLabel')}
            style={{ alignSelf: 'flex-start' }}
          >
            {t('pricingPage.customizable.cta')}
          </Button>
        </Stack>
      </Card>
    </Container>
  );
}

/** The annual plan's terms under the plans, with the link to the full terms. */
export function PricingTerms({ termsHref }: { termsHref: string }) {
  return (
    <Container size="lg" pb={48}>
      <AnnualTerms termsHref={termsHref} headingOrder={2} />
    </Container>
  );
}
