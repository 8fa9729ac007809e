import { Stack } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AutoTopUpForm, type AutoTopUpValues } from '@/features/usage/AutoTopUpForm';
import { BillingDetailsForm } from '@/features/usage/BillingDetailsForm';
import { GuaranteeCard } from '@/features/usage/Guarantee';
import { Invoices } from '@/features/usage/Invoices';
import { Statement } from '@/features/usage/Statement';
import { UsageView, type UsageViewProps } from '@/features/usage/UsageView';
import type { LoadState, SaveState } from '@/lib/loadState';
import { textMessage } from '@/lib/message';
import { USAGE_RANGES, type BillingDetails, type Guarantee, type Invoice, type LedgerEntry, type UsageSummary } from '@/lib/usage';
import { CALL_PACKAGES } from '@/lib/plans';
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
import { region } from '../support/queries';
import { invoicesInStoryLanguage } from '../support/invoices';
import { loaded, loadErrorPlay, loadFailed, loading, loadingPlay, portalViewMeta } from '../support/loadState';
import { choice, namedChoices, SAVE_CHOICES } from '../support/named';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';

interface UsageScreenProps extends Omit<UsageViewProps, 'guarantee'> {
  ledger: LoadState<LedgerEntry[]>;
  invoices: LoadState<Invoice[]>;
  guarantee: LoadState<Guarantee>;
  billing: LoadState<BillingDetails>;
  topUpSave: SaveState;
  billingSave: SaveState;
  refund: SaveState;
  onMoreLedger: () => void;
  onDownload: (invoice: Invoice) => void;
  onSaveTopUp: (values: AutoTopUpValues) => void;
  onSaveBilling: (details: BillingDetails) => void;
  onRequestRefund: () => void;
}

/** The usage page as the portal composes it: the view and its sections, every one a pure view. */
function UsageScreen({
  ledger,
  invoices,
  guarantee,
  billing,
  topUpSave,
  billingSave,
  refund,
  onMoreLedger,
  onDownload,
  onSaveTopUp,
  onSaveBilling,
  onRequestRefund,
  ...view
}: UsageScreenProps) {
  return (
    <UsageView
      {...view}
      guarantee={<GuaranteeCard state={guarantee} request={refund} onRequest={onRequestRefund} onRetry={view.onRetry} />}
    >
      <Stack gap="xl">
        <Statement
          state={ledger}
          hasMore
          loadingMore={false}
          onMore={onMoreLedger}
          onRetry={view.onRetry}
          callHref={(id) => `/dashboard/calls/${id}`}
        />
        {/* The fixtures' invoice lines worded in the story's language, as the API words them. */}
        <Invoices
          state={invoices.status === 'loaded' ? loaded(invoicesInStoryLanguage(invoices.data)) : invoices}
          onRetry={view.onRetry}
          onDownload={onDownload}
          downloading={null}
          downloadFailed={false}
        />
        {view.usage.status === 'loaded' && (
          <AutoTopUpForm current={view.usage.data.autoTopUp} packages={CALL_PACKAGES} save={topUpSave} onSave={onSaveTopUp} />
        )}
        <BillingDetailsForm state={billing} save={billingSave} onSave={onSaveBilling} onRetry={view.onRetry} />
      </Stack>
    </UsageView>
  );
}

/*
 * The data a designer can pick in Controls: named states of the demo clinic (stories/fixtures/usage.ts),
 * each arg given by its option's name (Storybook maps it to the data before the story renders).
 */
const USAGE = {
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
const LEDGER = {
  'Demo statement': loaded(storyLedger()),
  'With an automatic top-up': loaded(storyLedger({ topUp: true })),
  'A single entry': loaded(storyLedger().slice(-3, -2)),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<LedgerEntry[]>>;
const INVOICES = {
  'Demo invoices': loaded(STORY_INVOICES),
  'With a top-up invoice': loaded([STORY_TOP_UP_INVOICE, ...STORY_INVOICES]),
  'A single invoice': loaded(STORY_INVOICES.slice(0, 1)),
  Loading: loading,
  'Failed to load': loadFailed(),
} satisfies Record<string, LoadState<Invoice[]>>;
const GUARANTEE = {
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
const SAVE = {
  ...SAVE_CHOICES,
  'Refused by the server': { status: 'error', message: textMessage('The threshold must be a positive whole number of minutes.') },
} satisfies Record<string, SaveState>;
const action = (description: string) => ({ control: false as const, description });

const meta = {
  title: 'Portal/Usage and billing/States',
  component: UsageScreen,
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
  // UsageScreen is defined in this file (its props' comments are not read): each arg says what it is.
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

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

/** The heading, the balance, and the charts (loaded on demand) with their summaries. */
const balanceAndCharts: Play = async ({ canvasElement, args }) => {
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

const normalPlay: Play = async (context) => {
  const { canvasElement, args, step } = context;
  const canvas = within(canvasElement);
  await balanceAndCharts(context);
  await step('the forecast in words', async () => {
    await expect(canvas.getByTestId('usage-forecast')).toHaveTextContent(/2027/);
  });
  await step('each chart has a summary and its figures as a table on request', async () => {
    const hours = region(canvasElement, t('usage:charts.hoursTitle'));
    const toggle = hours.getByRole('button', { name: t('usage:charts.showTable') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(hours.getByRole('table')).toBeVisible();
    await expect(hours.getAllByRole('row')).toHaveLength(25);
    await userEvent.click(hours.getByRole('button', { name: t('usage:charts.hideTable') }));
  });
  await step('the range switches to 90 days', async () => {
    await userEvent.click(canvas.getByText(t('usage:charts.days90')));
    await expect(args.onRangeChange).toHaveBeenCalledWith(90);
  });
  await step('the statement: newest first, the balance after each line, links to calls', async () => {
    const statement = region(canvasElement, t('usage:statement.heading'));
    const rows = statement.getAllByRole('row');
    await expect(rows).toHaveLength(1 + storyLedger().length);
    await expect(within(rows[2] as HTMLElement).getByText(t('usage:statement.kinds.spamCredit'))).toBeVisible();
    await expect(statement.getAllByRole('link', { name: t('usage:statement.viewCall') })[0]).toHaveAttribute(
      'href',
      '/dashboard/calls/cstory0000',
    );
    await userEvent.click(statement.getByRole('button', { name: t('usage:statement.more') }));
    await expect(args.onMoreLedger).toHaveBeenCalledOnce();
  });
  await step('an invoice downloads on request', async () => {
    const invoices = region(canvasElement, t('usage:invoices.heading'));
    await userEvent.click(invoices.getAllByRole('button', { name: new RegExp(t('usage:invoices.download')) })[0] as HTMLElement);
    await expect(args.onDownload).toHaveBeenCalledWith(
      expect.objectContaining({ id: STORY_INVOICES[0]?.id, number: STORY_INVOICES[0]?.number }),
    );
  });
  await step('auto top-up refuses a threshold that is not a whole number of minutes, keeping what was typed', async () => {
    const form = region(canvasElement, t('usage:topUp.heading'));
    await userEvent.click(form.getByRole('switch', { name: t('usage:topUp.enabled') }));
    const threshold = form.getByLabelText(t('usage:topUp.threshold'));
    await userEvent.type(threshold, '0');
    await userEvent.click(form.getByRole('button', { name: t('usage:topUp.save') }));
    await expect(form.getByText(t('usage:topUp.thresholdInvalid'))).toBeVisible();
    await expect(form.getByText(t('usage:topUp.packageRequired'))).toBeVisible();
    await expect(threshold).toHaveValue('0');
    await expect(args.onSaveTopUp).not.toHaveBeenCalled();
    await userEvent.selectOptions(form.getByLabelText(t('usage:topUp.package')), 'pro');
    await userEvent.clear(threshold);
    await userEvent.type(threshold, '60');
    await userEvent.click(form.getByRole('button', { name: t('usage:topUp.save') }));
    await expect(args.onSaveTopUp).toHaveBeenCalledWith({ enabled: true, packageId: 'pro', thresholdMinutes: 60 });
  });
  await step('billing details need a company name', async () => {
    const form = region(canvasElement, t('usage:billing.heading'));
    await userEvent.clear(form.getByLabelText(new RegExp(t('usage:billing.companyName'))));
    await userEvent.click(form.getByRole('button', { name: t('usage:billing.save') }));
    await expect(form.getByText(t('usage:billing.companyRequired'))).toBeVisible();
    await expect(args.onSaveBilling).not.toHaveBeenCalled();
    await userEvent.type(form.getByLabelText(new RegExp(t('usage:billing.companyName'))), 'Sonrisa SL');
    await userEvent.click(form.getByRole('button', { name: t('usage:billing.save') }));
    await expect(args.onSaveBilling).toHaveBeenCalledWith({ ...STORY_BILLING, companyName: 'Sonrisa SL' });
  });
  restFocus();
};

/** A normal month of the demo clinic: balance and forecast, the charts with their tables, statement, invoices, auto top-up and billing details. */
export const NormalMonth: Story = { play: normalPlay };

/** The same account over the last 90 days: the charts and their summaries count three months. */
export const NinetyDays: Story = {
  args: { range: 90, usage: choice(USAGE, 'Last 90 days') },
  play: async (context) => {
    await balanceAndCharts(context);
    // The busiest hour of the fixture is 11:00, with 72 calls over the 90 days.
    await expect(
      within(context.canvasElement).getByText(t('usage:charts.hoursSummary', { from: '11:00', to: '12:00', count: '72', days: 90 })),
    ).toBeVisible();
  },
};

/** An account without a plan: no balance, a prompt to pick a plan on the pricing page. */
export const NewAccountNoPlan: Story = {
  args: { usage: choice(USAGE, 'New account, no plan') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('usage:noPlan.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('usage:noPlan.action') })).toHaveAttribute('href', '/pricing');
    await expect(canvas.queryByTestId('usage-balance')).toBeNull();
  },
};

/** A new account on the Essential plan before its first call: its allowance, no forecast, empty charts. */
export const NoCallsYet: Story = {
  args: { usage: choice(USAGE, 'No calls yet'), ledger: choice(LEDGER, 'A single entry'), invoices: choice(INVOICES, 'A single invoice') },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await balanceAndCharts(context);
    await expect(canvas.getByTestId('usage-forecast')).toHaveTextContent(t('usage:balance.noForecast'));
    await expect(canvas.getAllByText(t('usage:charts.noCalls', { days: 30 })).length).toBeGreaterThan(0);
  },
};

/** 42 minutes left: a note above the charts says the balance is running low. */
export const RunningLow: Story = {
  args: { usage: choice(USAGE, 'Running low') },
  play: async (context) => {
    await balanceAndCharts(context);
    const alert = within(context.canvasElement).getByRole('note');
    await expect(alert).toHaveTextContent(t('usage:notices.lowTitle'));
    await expect(alert).toHaveTextContent('42');
  },
};

/** No minutes left: a note says calls go to voicemail, unbilled, until minutes are added. */
export const Exhausted: Story = {
  args: { usage: choice(USAGE, 'Minutes used up') },
  play: async (context) => {
    await balanceAndCharts(context);
    const alert = within(context.canvasElement).getByRole('note');
    await expect(alert).toHaveTextContent(t('usage:notices.emptyTitle'));
    await expect(alert).toHaveTextContent(t('usage:notices.empty'));
  },
};

/** An automatic top-up just ran: it heads the statement, its invoice is first and the settings show as saved. */
export const TopUpSucceeded: Story = {
  args: {
    usage: choice(USAGE, 'Topped up automatically'),
    ledger: choice(LEDGER, 'With an automatic top-up'),
    invoices: choice(INVOICES, 'With a top-up invoice'),
    topUpSave: choice(SAVE, 'Saved'),
  },
  play: async (context) => {
    await balanceAndCharts(context);
    const statement = region(context.canvasElement, t('usage:statement.heading'));
    await expect(within(statement.getAllByRole('row')[1] as HTMLElement).getByText(t('usage:statement.kinds.topUp'))).toBeVisible();
    const form = region(context.canvasElement, t('usage:topUp.heading'));
    await expect(form.getByRole('switch', { name: t('usage:topUp.enabled') })).toBeChecked();
    await expect(form.getByText(t('usage:topUp.saved'))).toBeVisible();
  },
};

/** An automatic top-up was refused by the card: a note says why and the top-up is switched off. */
export const TopUpFailed: Story = {
  args: { usage: choice(USAGE, 'Automatic top-up failed') },
  play: async (context) => {
    await balanceAndCharts(context);
    const alerts = within(context.canvasElement).getAllByRole('note');
    await expect(alerts.some((alert) => alert.textContent?.includes(t('usage:notices.topUpFailed.card_declined')))).toBe(true);
    await expect(
      region(context.canvasElement, t('usage:topUp.heading')).getByRole('switch', { name: t('usage:topUp.enabled') }),
    ).not.toBeChecked();
  },
};

/** The top-up settings refused by the server: its message shows in the form. */
export const TopUpRefusedByServer: Story = {
  args: { topUpSave: choice(SAVE, 'Refused by the server') },
  play: async (context) => {
    await balanceAndCharts(context);
    const form = region(context.canvasElement, t('usage:topUp.heading'));
    await expect(form.getByRole('alert')).toHaveTextContent('The threshold must be a positive whole number of minutes.');
  },
};

/** The results guarantee at risk: fewer calls than expected so far this quarter, no refund yet. */
export const GuaranteeAtRisk: Story = {
  args: { guarantee: choice(GUARANTEE, 'At risk') },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, t('usage:guarantee.heading'));
    await expect(card.getByTestId('guarantee-status')).toHaveTextContent(t('usage:guarantee.status.atRisk'));
    await expect(card.getByText(t('usage:guarantee.counts'))).toBeVisible();
    await expect(card.queryByRole('button', { name: t('usage:guarantee.request') })).toBeNull();
  },
};

/** The quarter ended below the expected calls: the guarantee offers the refund. */
export const GuaranteeEligible: Story = {
  args: { guarantee: choice(GUARANTEE, 'Refund available'), usage: choice(USAGE, 'Essential plan, small allowance') },
  play: async ({ canvasElement, args }) => {
    const card = region(canvasElement, t('usage:guarantee.heading'));
    await expect(card.getByTestId('guarantee-status')).toHaveTextContent(t('usage:guarantee.status.eligible'));
    await userEvent.click(card.getByRole('button', { name: t('usage:guarantee.request') }));
    await expect(args.onRequestRefund).toHaveBeenCalledOnce();
    restFocus();
  },
};

/** The refund asked for: the guarantee says it is pending, with no button any more. */
export const GuaranteeRequested: Story = {
  args: { guarantee: choice(GUARANTEE, 'Refund requested'), refund: choice(SAVE, 'Saved') },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, t('usage:guarantee.heading'));
    await expect(card.getByTestId('guarantee-status')).toHaveTextContent(t('usage:guarantee.status.requested'));
    await expect(card.getByText(t('usage:guarantee.requestDone'))).toBeVisible();
    await expect(card.queryByRole('button', { name: t('usage:guarantee.request') })).toBeNull();
  },
};

/** The usage loading: a status line says so. */
export const Loading: Story = { args: { usage: choice(USAGE, 'Loading') }, play: loadingPlay(() => t('usage:loading')) };

/** The usage could not be loaded: an alert with Retry. */
export const LoadError: Story = {
  args: { usage: choice(USAGE, 'Failed to load') },
  play: loadErrorPlay({ message: () => t('usage:loadError') }),
};

export const NormalMonthSpanish: Story = inLocale(NormalMonth, 'es');
export const NormalMonthArabic: Story = inLocale(NormalMonth, 'ae');
export const NormalMonthMobile: Story = onMobile(NormalMonth);
export const NormalMonthMobileArabic: Story = onMobile(NormalMonth, 'ae');
export const NinetyDaysSpanish: Story = inLocale(NinetyDays, 'es');
export const NinetyDaysArabic: Story = inLocale(NinetyDays, 'ae');
export const NinetyDaysMobile: Story = onMobile(NinetyDays);
export const NinetyDaysMobileArabic: Story = onMobile(NinetyDays, 'ae');
export const NewAccountNoPlanSpanish: Story = inLocale(NewAccountNoPlan, 'es');
export const NewAccountNoPlanArabic: Story = inLocale(NewAccountNoPlan, 'ae');
export const NewAccountNoPlanMobile: Story = onMobile(NewAccountNoPlan);
export const NewAccountNoPlanMobileArabic: Story = onMobile(NewAccountNoPlan, 'ae');
export const NoCallsYetSpanish: Story = inLocale(NoCallsYet, 'es');
export const NoCallsYetArabic: Story = inLocale(NoCallsYet, 'ae');
export const NoCallsYetMobile: Story = onMobile(NoCallsYet);
export const NoCallsYetMobileArabic: Story = onMobile(NoCallsYet, 'ae');
export const RunningLowSpanish: Story = inLocale(RunningLow, 'es');
export const RunningLowArabic: Story = inLocale(RunningLow, 'ae');
export const RunningLowMobile: Story = onMobile(RunningLow);
export const RunningLowMobileArabic: Story = onMobile(RunningLow, 'ae');
export const ExhaustedSpanish: Story = inLocale(Exhausted, 'es');
export const ExhaustedArabic: Story = inLocale(Exhausted, 'ae');
export const ExhaustedMobile: Story = onMobile(Exhausted);
export const ExhaustedMobileArabic: Story = onMobile(Exhausted, 'ae');
export const TopUpSucceededSpanish: Story = inLocale(TopUpSucceeded, 'es');
export const TopUpSucceededArabic: Story = inLocale(TopUpSucceeded, 'ae');
export const TopUpSucceededMobile: Story = onMobile(TopUpSucceeded);
export const TopUpSucceededMobileArabic: Story = onMobile(TopUpSucceeded, 'ae');
export const TopUpFailedSpanish: Story = inLocale(TopUpFailed, 'es');
export const TopUpFailedArabic: Story = inLocale(TopUpFailed, 'ae');
export const TopUpFailedMobile: Story = onMobile(TopUpFailed);
export const TopUpFailedMobileArabic: Story = onMobile(TopUpFailed, 'ae');
export const TopUpRefusedByServerArabic: Story = inLocale(TopUpRefusedByServer, 'ae');
export const GuaranteeAtRiskSpanish: Story = inLocale(GuaranteeAtRisk, 'es');
export const GuaranteeAtRiskArabic: Story = inLocale(GuaranteeAtRisk, 'ae');
export const GuaranteeAtRiskMobile: Story = onMobile(GuaranteeAtRisk);
export const GuaranteeAtRiskMobileArabic: Story = onMobile(GuaranteeAtRisk, 'ae');
export const GuaranteeEligibleSpanish: Story = inLocale(GuaranteeEligible, 'es');
export const GuaranteeEligibleArabic: Story = inLocale(GuaranteeEligible, 'ae');
export const GuaranteeEligibleMobile: Story = onMobile(GuaranteeEligible);
export const GuaranteeEligibleMobileArabic: Story = onMobile(GuaranteeEligible, 'ae');
export const GuaranteeRequestedSpanish: Story = inLocale(GuaranteeRequested, 'es');
export const GuaranteeRequestedArabic: Story = inLocale(GuaranteeRequested, 'ae');
export const GuaranteeRequestedMobile: Story = onMobile(GuaranteeRequested);
export const GuaranteeRequestedMobileArabic: Story = onMobile(GuaranteeRequested, 'ae');
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingArabic: Story = inLocale(Loading, 'ae');
export const LoadingMobile: Story = onMobile(Loading);
export const LoadingMobileArabic: Story = onMobile(Loading, 'ae');
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
export const LoadErrorMobileArabic: Story = onMobile(LoadError, 'ae');
