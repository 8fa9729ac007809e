import { Badge, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { IconArrowRight, IconGift, IconRocket } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { AWARDS, AWARDS_YEAR, PARTNER_LOGOS, RATING, STARTUPS_COUNT, starImage } from '@/lib/landing';
import { useLocale } from '@/ui/useLocale';
import { LogoMarquee } from './LogoMarquee';
import { FLUID } from '@/lib/fluid';
import { isolate } from '@/lib/bidi';

export interface HeroProps {
  /** The lead form's anchor (`#start`). */
  startHref: string;
  /** The pricing cards' anchor (`#pricing`). */
  pricingHref: string;
  /** id of the page's h1 (the section is labelled by it). */
  headingId?: string;
}

/**
 * The top of the landing page: free badge, headline, the calls to
 * action, the 4.8 rating with its review caption, "over 600 startups", award badges and the
 * partner strip (4 logos repeated 3 times).
 */
export function Hero({ startHref, pricingHref, headingId = 'hero-title' }: HeroProps) {
  const { t } = useTranslation('hero');
  const locale = useLocale();
  const rating = formatNumber(RATING, locale);
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      pb={40}
      style={{
        paddingTop: FLUID.heroPadding,
        background: 'linear-gradient(180deg, var(--mantine-color-brand-0) 0%, var(--mantine-color-white) 100%)',
      }}
    >
      <Container size="lg">
        <Stack gap="lg" align="center" ta="center">
          <Badge
            size="lg"
            variant="light"
            color="green"
            radius="xl"
            leftSection={<IconGift size={16} aria-hidden />}
            style={{ textTransform: 'none' }}
          >
            {t('freeBadge')}
          </Badge>
          <Title id={headingId} order={1} lh={1.1} maw={900} style={{ fontSize: FLUID.h1, letterSpacing: '-0.02em', textWrap: 'balance' }}>
            {t('title')}
          </Title>
          <Text c="dimmed" maw={720} style={{ fontSize: FLUID.heroLead }}>
            {t('subtitle')}
          </Text>
          <Group justify="center" gap="md">
            <Button component="a" href={startHref} size="lg" leftSection={<IconRocket size={20} aria-hidden />}>
              {t('ctaStart')}
            </Button>
            <Button
              component="a"
              href={pricingHref}
              size="lg"
              variant="outline"
              rightSection={<IconArrowRight size={18} aria-hidden style={{ transform: locale === 'ae' ? 'scaleX(-1)' : undefined }} />}
            >
              {t('ctaPricing')}
            </Button>
          </Group>
          <Group justify="center" gap="xl" mt="sm">
            <Group gap="sm" wrap="nowrap" data-testid="hero-rating">
              <img src={starImage(RATING)} alt={t('ratingLabel', { rating })} width={120} height={24} />
              <Text fw={800} fz="xl" aria-hidden>
                {rating}
              </Text>
              <Text size="sm" c="dimmed" ta="start" maw={220}>
                {t('reviewCaption')}
              </Text>
            </Group>
            <Text fw={600} data-testid="hero-startups">
              {t('startups', { number: isolate(formatNumber(STARTUPS_COUNT, locale), locale) })}
            </Text>
          </Group>
          <Box component="figure" m={0} mt="md">
            <Text component="figcaption" size="sm" fw={600} c="dimmed" mb="sm">
              {t('awardsTitle')}
            </Text>
            <Group component="ul" justify="center" gap="xl" p={0} m={0} style={{ listStyle: 'none' }}>
              {AWARDS.map((award) => (
                <Stack component="li" key={award.key} gap={6} align="center" w={128}>
                  <img src={award.src} alt="" width={72} height={72} />
                  <Text size="xs" fw={600} c="dark.6" lh={1.3}>
                    {t(`awards.${award.key}`, { year: AWARDS_YEAR })}
                  </Text>
                </Stack>
              ))}
            </Group>
          </Box>
        </Stack>
      </Container>
      <LogoMarquee logos={PARTNER_LOGOS} />
    </Box>
  );
}
