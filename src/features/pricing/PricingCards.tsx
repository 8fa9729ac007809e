import { Anchor, Badge, Button, Card, Container, Group, List, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { ThemeIcon } from '@/ui/ThemeIcon';
import { IconCheck, IconSparkles, IconX } from '@tabler/icons-react';
import type { ComponentType, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '@/lib/format';
import { PLANS, type Plan, type ProductId } from '@/lib/plans';
import { useLocale } from '@/ui/useLocale';
import { autoGrid, FLUID } from '@/lib/fluid';
import { SectionHeader } from './SectionHeader';

export interface PricingCardsProps {
  /** A buy button was pressed: Essential is product 1, Advanced product 2. */
  onBuy: (product: ProductId) => void;
  /** Where Custom's "learn more" leads (a contact form, for instance). */
  learnMoreHref: string;
  /** id of the section title (h2). */
  headingId: string;
  /** The plans shown, one card each (all of them by default). */
  plans?: readonly Plan[];
  /** When set, a link under the cards to the pricing page (every plan and the annual terms). */
  allPlansHref?: string;
  /**
   * The box around each plan's feature list (nothing to interact with): the pre-rendered pages
   * pass one that keeps the server's markup (`KeepServerMarkup`). A plain `<div>` by default.
   */
  textPart?: ComponentType<{ name: string; children: ReactNode }>;
}

function PlainPart({ children }: { name: string; children: ReactNode }) {
  return <div>{children}</div>;
}

function PlanCard({
  plan,
  onBuy,
  learnMoreHref,
  textPart: TextPart,
}: {
  plan: Plan;
  onBuy: PricingCardsProps['onBuy'];
  learnMoreHref: string;
  textPart: NonNullable<PricingCardsProps['textPart']>;
}) {
  const { t } = useTranslation('pricing');
  const locale = useLocale();
  const name = t(`plans.${plan.id}.name`);
  const amount = formatAmount(plan.price, locale);
  const titleId = `plan-${plan.id}-name`;
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="lg"
      padding="xl"
      shadow={plan.popular ? 'md' : undefined}
      data-plan={plan.id}
      style={{
        borderColor: plan.popular ? 'var(--mantine-color-brand-6)' : undefined,
        borderWidth: plan.popular ? 2 : undefined,
        overflow: 'visible',
      }}
    >
      <Stack gap="md" h="100%">
        <Group justify="space-between" align="center" wrap="nowrap" mih={28}>
          <Title id={titleId} order={3} fz="h3">
            {name}
          </Title>
          {plan.popular && (
            <Badge color="brand" variant="filled" radius="xl" style={{ textTransform: 'none' }}>
              {t('popular')}
            </Badge>
          )}
        </Group>
        <Text c="dimmed" size="sm" mih={44}>
          {t(`plans.${plan.id}.description`)}
        </Text>
        <div>
          <Text component="p" m={0} fz={40} fw={800} lh={1.1}>
            <span dir="ltr" data-testid="plan-price">
              {plan.priceFrom ? t('priceFrom', { amount }) : t('price', { amount })}
            </span>
          </Text>
          <Text size="sm" c="dimmed">
            {t('perMonth')} · {t('terms')}
          </Text>
        </div>
        {plan.product !== null ? (
          <Button size="md" fullWidth variant={plan.popular ? 'filled' : 'outline'} onClick={() => onBuy(plan.product as ProductId)}>
            {t('buy', { plan: name })}
          </Button>
        ) : (
          <Button component="a" href={learnMoreHref} size="md" fullWidth variant="light" aria-label={t('learnMoreLabel', { plan: name })}>
            {t('learnMore')}
          </Button>
        )}
        <TextPart name={`plan-${plan.id}-features`}>
          <List aria-label={t('featuresLabel', { plan: name })} spacing="xs" size="sm" center>
            {plan.features.map((feature) => (
              <List.Item
                key={feature.text}
                data-included={feature.included}
                data-super={feature.super}
                icon={
                  <ThemeIcon
                    size={22}
                    radius="xl"
                    color={feature.included ? 'green.8' : 'gray.3'}
                    c={feature.included ? undefined : 'dark.4'}
                    aria-hidden
                  >
                    {feature.included ? <IconCheck size={14} /> : <IconX size={14} />}
                  </ThemeIcon>
                }
              >
                <Text
                  component="span"
                  size="sm"
                  fw={feature.super ? 700 : 400}
                  c={feature.included ? undefined : 'dimmed'}
                  td={feature.included ? undefined : 'line-through'}
                >
                  {!feature.included && <VisuallyHidden>{t('notIncluded')} </VisuallyHidden>}
                  {feature.super && <VisuallyHidden>{t('highlight')} </VisuallyHidden>}
                  {t(`features.${feature.text}`)}
                  {feature.super && (
                    <IconSparkles
                      size={14}
                      aria-hidden
                      style={{ marginInlineStart: 6, verticalAlign: 'middle', color: 'var(--mantine-color-yellow-9)' }}
                    />
                  )}
                </Text>
              </List.Item>
            ))}
          </List>
        </TextPart>
      </Stack>
    </Card>
  );
}

/**
 * The pricing cards: Essential 199.00€, Advanced 399.00€ (popular) and
 * Custom +890.00€ with "learn more" instead of a buy button; each with its feature list.
 * Free of page specifics: the landing page and the pricing page both use it.
 */
export function PricingCards({ onBuy, learnMoreHref, headingId, plans = PLANS, allPlansHref, textPart = PlainPart }: PricingCardsProps) {
  const { t } = useTranslation('pricing');
  return (
    <Container size="lg" style={{ paddingBlock: FLUID.sectionPadding }}>
      <SectionHeader headingId={headingId} title={t('title')} mb={40}>
        <Text c="dimmed" maw={680} style={{ fontSize: FLUID.lead }}>
          {t('subtitle')}
        </Text>
      </SectionHeader>
      <div style={autoGrid('17rem')}>
        {plans.map((plan) => (
          <PlanCard key={plan.id} plan={plan} onBuy={onBuy} learnMoreHref={learnMoreHref} textPart={textPart} />
        ))}
      </div>
      {allPlansHref ? (
        <Text ta="center" mt="xl">
          <Anchor href={allPlansHref} fw={600}>
            {t('allPlans')}
          </Anchor>
        </Text>
      ) : null}
    </Container>
  );
}
