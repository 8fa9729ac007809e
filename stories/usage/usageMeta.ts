/**
 * The usage page's stories, their support (UsageView.stories.tsx keeps the title, the component
 * and the stories): the named data a designer picks in Controls, the args every story starts from,
 * and the play that checks the page's top, which most stories begin with.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import type { LoadState, SaveState } from '@/lib/loadState';
import { textMessage } from '@/lib/message';
import { USAGE_RANGES, type BillingDetails, type Guarantee, type Invoice, type LedgerEntry, type UsageSummary } from '@/lib/usage';
import {
  STORY_BILLING,
  STORY_GUARANTEE,
  STORY_INVOICES,
  STORY_TOP_UP_INVOICE,
  storyExhausted,
  storyLedger,
  storyNoCalls,
  storyRunningLow,
  storyTopUpFailed,
  storyTopUpSucceeded,
  storyUsage,
} from '../fixtures/usage';
import { t } from '../support/i18n';
import { loaded, loadFailed, loading, portalViewMeta } from '../support/loadState';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import type { UsageScreen } from './UsageScreen';

/*
 * The data a designer can pick in Controls: named states of the demo clinic (stories/fixtures/usage.ts),
 * each arg given by its option's name (Storybook maps it to the data before the story renders).
 */
export const USAGE = {
  'Normal month': loaded(storyUsage()),
  'Last 90 days': loaded(storyUsage({ range: 90 })),
  'New account, no plan': loaded(
    storyUsage({ plan: null, balanceMinutes: 0, allowanceMinutes: 0, periodStart: null, periodEnd: null, runsOutOn: null }),
  ),
  'No calls yet': loaded(storyNoCalls()),
  'Running low': loaded(storyRunningLow()),
  'Minutes used up': loaded(storyExhausted()),
  'Topped up automatically': loaded(storyTopUpSucceeded()),
  'Automatic top-up failed': loaded(storyTopUpFailed()),
  'Essential plan, small allowance': loaded(
    storyUsage({ plan: 'essential', allowanceMinutes: 100, lowThresholdMinutes: 20, balanceMinutes: 61 }),
  ),
  Loading: loading,
  'Failed to load': loadFailed('errors:generic'),
} satisfies Record<string, LoadState<UsageSummary>>;
export const LEDGER = {
  'Demo statement': loaded(storyLedger()),
  'With an automatic top-up': loaded(storyLedger({ topUp: true })),
  'A single entry': loaded(storyLedger().slice(-3, -2)),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<LedgerEntry[]>>;
export const INVOICES = {
  'Demo invoices': loaded(STORY_INVOICES),
  'With a top-up invoice': loaded([STORY_TOP_UP_INVOICE, ...STORY_INVOICES]),
  'A single invoice': loaded(STORY_INVOICES.slice(0, 1)),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<Invoice[]>>;
export const GUARANTEE = {
  'On track': loaded(STORY_GUARANTEE.onTrack),
  'At risk': loaded(STORY_GUARANTEE.atRisk),
  'Refund available': loaded(STORY_GUARANTEE.eligible),
  'Refund requested': loaded(STORY_GUARANTEE.requested),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<Guarantee>>;
const BILLING = { 'Demo clinic': loaded(STORY_BILLING), Loading: loading, 'Failed to load': loadFailed() } satisfies Record<
  string,
  LoadState<BillingDetails>
>;
/** A save's state (the shared ones, and the top-up's refusal in the server's own words). */
export const SAVE = {
  ...SAVE_CHOICES,
  'Refused by the server': { status: 'error', message: textMessage('The threshold must be a positive whole number of minutes.') },
} satisfies Record<string, SaveState>;
const action = (description: string) => ({ control: false as const, description });

/** The meta of the usage page's stories but their title and component: every callback a spy, each datum by its option's name. */
export function usageMeta() {
  return {
    ...portalViewMeta({
      usage: choice(USAGE, 'Normal month'),
      range: 30,
      buyHref: '/dashboard/buy-calls',
      pricingHref: '/pricing',
      ledger: choice(LEDGER, 'Demo statement'),
      invoices: choice(INVOICES, 'Demo invoices'),
      guarantee: choice(GUARANTEE, 'On track'),
      billing: choice(BILLING, 'Demo clinic'),
      topUpSave: choice(SAVE, 'Not saved yet'),
      billingSave: choice(SAVE, 'Not saved yet'),
      refund: choice(SAVE, 'Not saved yet'),
      onRangeChange: fn(),
      onMoreLedger: fn(),
      onDownload: fn(),
      onSaveTopUp: fn(),
      onSaveBilling: fn(),
      onRequestRefund: fn(),
    }),
    // UsageScreen is the stories' own (./UsageScreen.tsx; its props' comments are not read): each arg says what it is.
    argTypes: {
      usage: namedChoices(USAGE, 'The month of the demo clinic: balance, forecast, notices and the charts’ days and hours.'),
      range: {
        options: [...USAGE_RANGES],
        control: { type: 'radio', labels: { 30: 'Last 30 days', 90: 'Last 90 days' } },
        description: 'The period chosen above the charts (the data loaded follows it in the app).',
      },
      buyHref: { control: 'text', description: 'The buy-calls page, where the page’s buy actions lead.' },
      pricingHref: { control: 'text', description: 'The pricing page (an account without a plan).' },
      ledger: namedChoices(LEDGER, 'The statement: calls, credits and top-ups, newest first.'),
      invoices: namedChoices(INVOICES, 'The invoices, each with its download button.'),
      guarantee: namedChoices(GUARANTEE, 'The results guarantee of the quarter, under the balance.'),
      billing: namedChoices(BILLING, 'The billing details the invoices are made out to.'),
      topUpSave: namedChoices(SAVE, 'Saving the automatic top-up settings.'),
      billingSave: namedChoices(SAVE, 'Saving the billing details.'),
      refund: namedChoices(SAVE, 'Asking for the guarantee’s refund.'),
      onRangeChange: action('Another period picked above the charts.'),
      onMoreLedger: action('“Show more” under the statement.'),
      onDownload: action('An invoice’s download button, with the invoice.'),
      onSaveTopUp: action('The automatic top-up settings saved, with their values.'),
      onSaveBilling: action('The billing details saved, with their values.'),
      onRequestRefund: action('The guarantee’s refund asked for.'),
      onRetry: action('Retry after a failed load.'),
    },
  } satisfies Meta<typeof UsageScreen>;
}

type Play = NonNullable<StoryObj<typeof UsageScreen>['play']>;

/** The heading, the balance, and the charts (loaded on demand) with their summaries. */
export const balanceAndCharts: Play = async ({ canvasElement, args }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('usage:title'));
  if (args.usage.status !== 'loaded') return;
  await expect(canvas.getByTestId('usage-balance')).toBeVisible();
  await expect(await canvas.findByRole('heading', { name: t('usage:charts.callsTitle') }, { timeout: 10_000 })).toBeVisible();
  await expect(canvas.getByRole('heading', { name: t('usage:charts.hoursTitle') })).toBeVisible();
  // The sections below the charts render just after the first paint (in a transition that a
  // click can put off): the last of them, the billing details, is there before anything else is
  // looked for.
  await expect(await canvas.findByRole('region', { name: t('usage:billing.heading') })).toBeVisible();
};
