import { Anchor, Button, Group, List, Stack, Text } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DeliveryOverview, DeliveryRuleInput, WebhookEndpoint, WebhookEndpointInput, WebhookSecret } from '@/lib/delivery';
import type { ActionState, LoadState } from '@/lib/loadState';
import { PLAN_IDS, planHasFeature, PLAN_BY_ID, type PlanFeatureKey } from '@/lib/plans';
import { AfterFirstPaint } from '@/ui/AfterFirstPaint';
import { PageHeader, PageLoadError, PageLoading } from '@/ui/PageStates';
import { DeveloperHelp } from './DeveloperHelp';
import { DigestForm } from './DigestForm';
import { EndpointsSection, type EndpointActionKind } from './EndpointsSection';
import { DeliverySection } from './parts';
import { RulesSection } from './RulesSection';
import type { AccessDenial } from '@/lib/access';
import { AccessNote } from '@/ui/AccessNote';

export interface DeliveryViewProps {
  /** The delivery page’s data (rules, digest, webhook endpoints, plan): loading, failed, or loaded. */
  state: LoadState<DeliveryOverview>;
  /** Retry pressed after a failed load. */
  onRetry: () => void;
  /** Where an upgrade is bought, and the plans compared. */
  upgradeHref: string;
  /** The pricing page, where the plans are compared. */
  pricingHref: string;
  /** Adding a delivery rule: idle, under way, done or failed (`field`: the server refused its recipients). */
  ruleSave: ActionState;
  /** A new rule added with valid values. */
  onAddRule: (input: DeliveryRuleInput) => void;
  /** The rule being deleted, and how its deletion went. */
  ruleDelete: ActionState & { id?: string | null };
  /** A rule’s deletion confirmed. */
  onDeleteRule: (id: string) => void;
  /** Saving the daily digest: idle, under way, done or failed. */
  digestSave: ActionState;
  /** The digest saved: on or off, and its hour. */
  onSaveDigest: (values: { enabled: boolean; hour: number }) => void;
  /** Adding a webhook endpoint: idle, under way, done or failed (`field`: the server refused its address). */
  endpointSave: ActionState;
  /** A new endpoint added with valid values. */
  onAddEndpoint: (input: WebhookEndpointInput) => void;
  /** The secrets shown on request, by endpoint id. */
  secrets: Record<string, LoadState<WebhookSecret>>;
  /** An endpoint’s signing secret shown or hidden. */
  onToggleSecret: (id: string, show: boolean) => void;
  /** The endpoint action running or done (rotate, test, enable, delete). */
  endpointAction: (ActionState & { id: string; kind: EndpointActionKind }) | null;
  /** An endpoint action pressed (rotate, test, enable, delete). */
  onEndpointAction: (kind: EndpointActionKind, endpoint: WebhookEndpoint) => void;
  /** The endpoint being edited, and how its save went. */
  endpointEdit: ActionState & { id?: string | null };
  /** An endpoint saved after editing. */
  onEditEndpoint: (endpoint: WebhookEndpoint, input: WebhookEndpointInput) => void;
  /** An endpoint’s delivery log page, from its id. */
  logHref: (id: string) => string;
  /**
   * The identity check not approved (or rejected): nothing can be delivered yet (src/lib/access.ts),
   * said above the sections; null or absent: approved.
   */
  kycDenial?: Extract<AccessDenial, 'kycRejected' | 'kycNotApproved'> | null;
  /** The identity check sent again (a rejected check). */
  resubmitHref?: string;
}

/** The plan that first includes a feature of the comparison table (`planHasFeature`). */
function firstPlanWith(feature: PlanFeatureKey): string {
  const id = PLAN_IDS.find((plan) => planHasFeature(plan, feature)) ?? 'custom';
  return PLAN_BY_ID[id].nameKey;
}

/**
 * Results delivered (`/dashboard/delivery`): what the plan includes (an Essential account sees
 * what an upgrade brings, with the link), post-call e-mail rules, the daily digest, webhook
 * endpoints with their health, secret and test event, and how to verify a delivery.
 */
export function DeliveryView(props: DeliveryViewProps) {
  const { t } = useTranslation(['delivery', 'common']);
  const { state, onRetry } = props;
  if (state.status === 'error')
    return <PageLoadError title={t('loadError')} message={state.message} retrying={state.retrying} onRetry={onRetry} />;
  // The heading and intro are there while loading too, the same elements once loaded: painted
  // from the portal shell's HTML, they stay the page's largest text (its LCP, docs/performance.md).
  return (
    <Stack gap="xl">
      <PageHeader title={t('title')} intro={t('intro')} />
      {state.status === 'loading' ? <PageLoading label={t('loading')} blocks={4} /> : <Loaded {...props} data={state.data} />}
    </Stack>
  );
}

function Loaded({ data, upgradeHref, pricingHref, kycDenial, resubmitHref, ...props }: DeliveryViewProps & { data: DeliveryOverview }) {
  const { t } = useTranslation(['delivery', 'pricing']);
  const { features } = data;
  const planName = (key: string) => t(`pricing:${key as `plans.advanced.name`}`);
  const upgrade = (
    <Group gap="sm">
      <Button component={Link} to={upgradeHref}>
        {t('plan.upgrade')}
      </Button>
      <Anchor component={Link} to={pricingHref}>
        {t('plan.comparePlans')}
      </Anchor>
    </Group>
  );
  const locked = (feature: PlanFeatureKey): ReactNode => (
    <Stack gap="xs" align="flex-start" data-testid="locked">
      <Text size="sm">{t('plan.lockedSection', { plan: planName(firstPlanWith(feature)) })}</Text>
      {upgrade}
    </Stack>
  );
  const rows: { key: string; text: string; included: boolean; feature: PlanFeatureKey }[] = [
    {
      key: 'postCallEmail',
      text: t('plan.features.postCallEmail', { count: features.maxRecipients || 5 }),
      included: features.postCallEmail,
      feature: 'postCallEmail',
    },
    { key: 'digest', text: t('plan.features.digest'), included: features.digest, feature: 'postCallEmail' },
    {
      key: 'webhooks',
      text: features.maxEndpoints > 0 ? t('plan.features.webhooks', { count: features.maxEndpoints }) : t('plan.features.webhooksNone'),
      included: features.webhooks,
      feature: 'crm',
    },
    {
      key: 'conditions',
      text: t('plan.features.conditions'),
      included: features.conditions && features.eventFilters,
      feature: 'workflows',
    },
    { key: 'messagingApp', text: t('plan.features.messagingApp'), included: features.messagingApp, feature: 'workflows' },
  ];

  return (
    <>
      {kycDenial && <AccessNote topic="delivery" denial={kycDenial} resubmitHref={resubmitHref ?? ''} plansHref={pricingHref} />}
      <DeliverySection
        id="delivery-plan"
        title={t('plan.heading')}
        intro={t('plan.current', { plan: data.plan ? planName(PLAN_BY_ID[data.plan].nameKey) : t('plan.none') })}
      >
        <List spacing="xs" listStyleType="none" p={0} aria-label={t('plan.heading')}>
          {rows.map((row) => (
            <List.Item key={row.key} data-feature={row.key} data-included={row.included}>
              <Group gap="xs" wrap="nowrap" align="flex-start">
                {row.included ? (
                  <IconCheck size={18} color="var(--mantine-color-green-9)" aria-hidden />
                ) : (
                  <IconX size={18} color="var(--mantine-color-gray-7)" aria-hidden />
                )}
                <Text size="sm">
                  {row.text}
                  {' — '}
                  <Text span size="sm" fw={600}>
                    {row.included ? t('plan.included') : t('plan.notIncluded', { plan: planName(firstPlanWith(row.feature)) })}
                  </Text>
                </Text>
              </Group>
            </List.Item>
          ))}
        </List>
        {!features.postCallEmail && (
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('plan.upgradeIntro')}</Text>
            {upgrade}
          </Stack>
        )}
      </DeliverySection>

      <DeliverySection id="delivery-rules" title={t('rules.heading')} intro={t('rules.intro')}>
        {features.postCallEmail ? (
          <RulesSection
            rules={data.rules}
            features={features}
            save={props.ruleSave}
            onAdd={props.onAddRule}
            deleting={props.ruleDelete}
            onDelete={props.onDeleteRule}
          />
        ) : (
          locked('postCallEmail')
        )}
      </DeliverySection>

      <DeliverySection id="delivery-digest" title={t('digest.heading')} intro={t('digest.intro')}>
        {features.digest ? (
          <DigestForm digest={data.digest} save={props.digestSave} onSave={props.onSaveDigest} />
        ) : (
          locked('postCallEmail')
        )}
      </DeliverySection>

      {/* Below the fold on a phone: rendered just after the first paint. */}
      <AfterFirstPaint>
        <DeliverySection id="delivery-webhooks" title={t('endpoints.heading')} intro={t('endpoints.intro')}>
          {features.webhooks ? (
            <EndpointsSection
              endpoints={data.endpoints}
              features={features}
              events={data.events}
              save={props.endpointSave}
              onAdd={props.onAddEndpoint}
              secrets={props.secrets}
              onToggleSecret={props.onToggleSecret}
              action={props.endpointAction}
              onAction={props.onEndpointAction}
              edit={props.endpointEdit}
              onEdit={props.onEditEndpoint}
              logHref={props.logHref}
            />
          ) : (
            locked('crm')
          )}
        </DeliverySection>

        <DeveloperHelp events={data.events} />
      </AfterFirstPaint>
    </>
  );
}
