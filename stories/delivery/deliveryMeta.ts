/** The delivery view's stories share one set of pages and args, split by concept over several files. */
import type { Meta } from '@storybook/react-vite';
import { fn, within } from 'storybook/test';
import { DeliveryView, type DeliveryViewProps } from '@/features/delivery/DeliveryView';
import type { DeliveryOverview } from '@/lib/delivery';
import type { LoadState } from '@/lib/loadState';
import { STORY_CUSTOM_RULE, STORY_ENDPOINTS, STORY_RULE, storyOverview } from '../fixtures/delivery';
import { choice, namedChoices } from '../support/named';
import { t } from '../support/i18n';
import { loaded, loadFailed, loading, portalViewMeta } from '../support/loadState';

/** The delivery pages a designer can show, by plan and what is set up. */
export const OVERVIEWS = {
  'Advanced plan, nothing set up': loaded(storyOverview('advanced')),
  'Essential plan (delivery locked)': loaded(storyOverview('essential')),
  'Advanced plan with a rule': loaded(storyOverview('advanced', { rules: [STORY_RULE] })),
  'Custom plan: rule, webhook and digest': loaded(
    storyOverview('custom', {
      rules: [STORY_CUSTOM_RULE],
      endpoints: [STORY_ENDPOINTS.healthy],
      digest: { enabled: true, hour: 19, timezone: 'Europe/Madrid' },
    }),
  ),
  'Advanced plan, a healthy webhook': loaded(storyOverview('advanced', { endpoints: [STORY_ENDPOINTS.healthy] })),
  'A webhook retrying': loaded(storyOverview('custom', { endpoints: [STORY_ENDPOINTS.retrying] })),
  'A webhook disabled': loaded(storyOverview('custom', { endpoints: [STORY_ENDPOINTS.disabled] })),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<DeliveryOverview>>;

/** The identity check's part of the access table, as the page passes it (src/lib/access.ts). */
export const KYC_DENIALS = {
  Approved: null,
  'Identity check pending': 'kycNotApproved',
  'Identity check rejected': 'kycRejected',
} satisfies Record<string, DeliveryViewProps['kycDenial']>;

/** The meta of a delivery view story file (its title its own): the view, every callback a spy. */
export function deliveryMeta() {
  return {
    component: DeliveryView,
    ...portalViewMeta({
      state: choice(OVERVIEWS, 'Advanced plan, nothing set up'),
      upgradeHref: '/dashboard/buy-calls',
      pricingHref: '/pricing',
      kycDenial: choice(KYC_DENIALS, 'Approved'),
      resubmitHref: '/dashboard/resubmit-kyc',
      ruleSave: { status: 'idle' },
      onAddRule: fn(),
      ruleDelete: { status: 'idle' },
      onDeleteRule: fn(),
      digestSave: { status: 'idle' },
      onSaveDigest: fn(),
      endpointSave: { status: 'idle' },
      onAddEndpoint: fn(),
      secrets: {},
      onToggleSecret: fn(),
      endpointAction: null,
      onEndpointAction: fn(),
      endpointEdit: { status: 'idle' },
      onEditEndpoint: fn(),
      logHref: (id: string) => `/dashboard/delivery/webhooks/${id}`,
    }),
    argTypes: {
      state: namedChoices(OVERVIEWS, 'The delivery page’s data (rules, digest, webhook endpoints, plan): loading, failed, or loaded.'),
      kycDenial: namedChoices(KYC_DENIALS),
      secrets: { control: false },
      endpointAction: { control: false },
      endpointEdit: { control: false },
      ruleSave: { control: false },
      ruleDelete: { control: false },
      digestSave: { control: false },
      endpointSave: { control: false },
      logHref: { control: false },
    },
  } satisfies Meta<typeof DeliveryView>;
}

export const planName = (plan: 'essential' | 'advanced' | 'custom') => t(`pricing:plans.${plan}.name`);
export const feature = (canvasElement: HTMLElement, key: string) => canvasElement.querySelector(`[data-feature="${key}"]`) as HTMLElement;

/**
 * The webhooks section and the developer help render just after the first paint (AfterFirstPaint
 * in the view): a play that reads them first waits for them. (Under Vitest's act() they are there
 * once the story has rendered; in the published Storybook the play starts before that render.)
 */
export const belowTheFold = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('heading', { name: t('delivery:endpoints.heading') });
