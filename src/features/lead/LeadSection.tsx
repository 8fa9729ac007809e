import { Avatar, Badge, Box, Container, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCheck } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { IMAGES, RATING, starImage } from '@/lib/landing';
import { useLocale } from '@/ui/useLocale';
import { LeadForm, type LeadFormProps } from './LeadForm';
import { autoGrid, FLUID } from '@/lib/fluid';

export type LeadLayout = 'promo' | 'illustrated';

export interface LeadSectionProps extends LeadFormProps {
  /**
   * `promo`: two columns, the benefits with the minimum badge and refund note, two avatars,
   * the star image and 4.8 beside the form. `illustrated`: an animated illustration, then the
   * benefits and the form.
   */
  layout: LeadLayout;
  /** id of the section title (h2). */
  headingId: string;
  /**
   * The box around each part with nothing to interact with (the benefits, the social proof):
   * the landing page passes one that keeps the pre-rendered markup (`KeepServerMarkup`).
   * A plain `<div>` by default.
   */
  textPart?: ComponentType<{ name: string; children: ReactNode }>;
}

function PlainPart({ children }: { name: string; children: ReactNode }) {
  return <div>{children}</div>;
}

export const BENEFIT_KEYS = ['free', 'find', 'cancel', 'results'] as const;

function Benefits() {
  const { t } = useTranslation('lead');
  return (
    <List
      spacing="sm"
      aria-label={t('benefits.title')}
      icon={
        <ThemeIcon size={26} radius="xl" color="green.8" aria-hidden>
          <IconCheck size={16} />
        </ThemeIcon>
      }
    >
      {BENEFIT_KEYS.map((key) => (
        <List.Item key={key}>
          <Text component="span" fw={600}>
            {t(`benefits.${key}`)}
          </Text>
          {key === 'results' && (
            <>
              {' '}
              <Badge
                component="span"
                color="yellow"
                c="dark.8"
                variant="filled"
                radius="sm"
                style={{ textTransform: 'none', verticalAlign: 'middle' }}
              >
                {t('benefits.minimumBadge')}
              </Badge>
              <Text component="span" display="block" size="sm" c="dimmed" mt={4}>
                {t('benefits.refundNote')}
              </Text>
            </>
          )}
        </List.Item>
      ))}
    </List>
  );
}

function SocialProof() {
  const { t } = useTranslation('lead');
  const locale = useLocale();
  const rating = formatNumber(RATING, locale);
  return (
    <Group gap="md" wrap="nowrap" data-testid="lead-social-proof">
      <Avatar.Group>
        <Avatar src={IMAGES.avatars[0]} alt={t('socialProof.avatarOne')} size={44} />
        <Avatar src={IMAGES.avatars[1]} alt={t('socialProof.avatarTwo')} size={44} />
      </Avatar.Group>
      <div>
        <Group gap={8} wrap="nowrap">
          <img src={starImage(RATING)} alt={t('socialProof.ratingLabel', { rating })} width={100} height={20} loading="lazy" />
          <Text fw={800} aria-hidden>
            {rating}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {t('socialProof.caption')}
        </Text>
      </div>
    </Group>
  );
}

function FormCard({ title, ...form }: LeadFormProps & { title: string }) {
  const { t } = useTranslation('lead');
  return (
    <Paper withBorder shadow="md" radius="lg" bg="white" style={{ padding: 'clamp(1.25rem, 0.9rem + 1.2vw, 2rem)' }}>
      <Group gap="sm" wrap="nowrap" mb="md" align="center">
        <img src={IMAGES.trustSeal} alt="" width={44} height={44} loading="lazy" />
        <div>
          <Text component="h3" fw={700} fz="lg" m={0}>
            {title}
          </Text>
          <Text size="xs" c="dimmed" data-testid="trust-seal">
            {t('trustSeal')}
          </Text>
        </div>
      </Group>
      <LeadForm {...form} />
    </Paper>
  );
}

/** A lead form section of the landing page, in one of its two layouts (promo or illustrated). */
export function LeadSection({ layout, headingId, textPart: TextPart = PlainPart, ...form }: LeadSectionProps) {
  const { t } = useTranslation('lead');
  if (layout === 'promo') {
    return (
      <Box bg="brand.0" data-layout="promo" style={{ paddingBlock: FLUID.sectionPadding }}>
        <Container size="lg">
          <div style={autoGrid('22rem', 48)}>
            <Stack gap="lg" justify="center">
              <Title id={headingId} order={2} style={{ fontSize: FLUID.h2 }}>
                {t('promo.title')}
              </Title>
              <Text fz="lg" c="dark.6">
                {t('promo.subtitle')}
              </Text>
              <TextPart name="lead-promo-benefits">
                <Benefits />
                <SocialProof />
              </TextPart>
            </Stack>
            <FormCard title={t('promo.formTitle')} {...form} />
          </div>
        </Container>
      </Box>
    );
  }
  return (
    <Box data-layout="illustrated" style={{ paddingBlock: FLUID.sectionPadding }}>
      <Container size="lg">
        <div style={autoGrid('22rem', 48)}>
          <Box style={{ alignSelf: 'center' }}>
            <img
              src={IMAGES.illustration}
              alt=""
              width={480}
              height={400}
              loading="lazy"
              style={{ width: '100%', height: 'auto', maxWidth: 480 }}
              data-testid="lead-illustration"
            />
          </Box>
          <Stack gap="lg">
            <Title id={headingId} order={2} style={{ fontSize: FLUID.h2 }}>
              {t('illustrated.title')}
            </Title>
            <Text fz="lg" c="dark.6">
              {t('illustrated.subtitle')}
            </Text>
            <TextPart name="lead-illustrated-benefits">
              <Benefits />
            </TextPart>
            <FormCard title={t('illustrated.formTitle')} {...form} />
          </Stack>
        </div>
      </Container>
    </Box>
  );
}
