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
import type { BillingDetails, Guarantee, Invoice, LedgerEntry } from '@/lib/usage';
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
import { inLocale, onMobile } from '../support/variants';

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
function UsageScreen({ ledger, invoices, guarantee, billing, topUpSave, billingSave, refund, onMoreLedger, onDownload, onSaveTopUp, onSaveBilling, onRequestRefund, ...view }: UsageScreenProps) {
  return (
    <UsageView {...view} guarantee={<GuaranteeCard state={guarantee} request={refund} onRequest={onRequestRefund} onRetry={view.onRetry} />}>
      <Stack gap="xl">
        <Statement state={ledger} hasMore loadingMore={false} onMore={onMoreLedger} onRetry={view.onRetry} callHref={(id) => `/dashboard/calls/${id}`} />
        {/* The fixtures' invoice lines worded in the story's language, as the API words them. */}
        <Invoices state={invoices.status === 'loaded' ? loaded(invoicesInStoryLanguage(invoices.data)) : invoices} onRetry={view.onRetry} onDownload={onDownload} downloading={null} downloadFailed={false} />
        {view.usage.status === 'loaded' && <AutoTopUpForm current={view.usage.data.autoTopUp} packages={CALL_PACKAGES} save={topUpSave} onSave={onSaveTopUp} />}
        <BillingDetailsForm state={billing} save={billingSave} onSave={onSaveBilling} onRetry={view.onRetry} />
      </Stack>
    </UsageView>
  );
}

const meta = {
  title: 'Portal/Usage and billing/States',
  component: UsageScreen,
  ...portalViewMeta({
    usage: loaded(storyUsage()),
    range: 30,
    buyHref: '/dashboard/buy-calls',
    pricingHref: '/pricing',
    ledger: loaded(storyLedger()),
    invoices: loaded(STORY_INVOICES),
    guarantee: loaded(STORY_GUARANTEE.onTrack),
    billing: loaded(STORY_BILLING),
    topUpSave: { status: 'idle' },
    billingSave: { status: 'idle' },
    refund: { status: 'idle' },
    onRangeChange: fn(),
    onMoreLedger: fn(),
    onDownload: fn(),
    onSaveTopUp: fn(),
    onSaveBilling: fn(),
    onRequestRefund: fn(),
  }),
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
    await expect(statement.getAllByRole('link', { name: t('usage:statement.viewCall') })[0]).toHaveAttribute('href', '/dashboard/calls/cstory0000');
    await userEvent.click(statement.getByRole('button', { name: t('usage:statement.more') }));
    await expect(args.onMoreLedger).toHaveBeenCalledOnce();
  });
  await step('an invoice downloads on request', async () => {
    const invoices = region(canvasElement, t('usage:invoices.heading'));
    await userEvent.click(invoices.getAllByRole('button', { name: new RegExp(t('usage:invoices.download')) })[0] as HTMLElement);
    await expect(args.onDownload).toHaveBeenCalledWith(expect.objectContaining({ id: STORY_INVOICES[0]?.id, number: STORY_INVOICES[0]?.number }));
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
};

export const NormalMonth: Story = { play: normalPlay };

export const NinetyDays: Story = {
  args: { range: 90, usage: loaded(storyUsage({ range: 90 })) },
  play: async (context) => {
    await balanceAndCharts(context);
    // The busiest hour of the fixture is 11:00, with 72 calls over the 90 days.
    await expect(within(context.canvasElement).getByText(t('usage:charts.hoursSummary', { from: '11:00', to: '12:00', count: '72', days: 90 }))).toBeVisible();
  },
};

export const NewAccountNoPlan: Story = {
  args: { usage: loaded(storyUsage({ plan: null, balanceMinutes: 0, allowanceMinutes: 0, periodStart: null, periodEnd: null, runsOutOn: null })) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: t('usage:noPlan.title') })).toBeVisible();
    await expect(canvas.getByRole('link', { name: t('usage:noPlan.action') })).toHaveAttribute('href', '/pricing');
    await expect(canvas.queryByTestId('usage-balance')).toBeNull();
  },
};

export const NoCallsYet: Story = {
  args: { usage: loaded(storyNoCalls()), ledger: loaded(storyLedger().slice(-3, -2)), invoices: loaded(STORY_INVOICES.slice(0, 1)) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await balanceAndCharts(context);
    await expect(canvas.getByTestId('usage-forecast')).toHaveTextContent(t('usage:balance.noForecast'));
    await expect(canvas.getAllByText(t('usage:charts.noCalls', { days: 30 })).length).toBeGreaterThan(0);
  },
};

export const RunningLow: Story = {
  args: { usage: loaded(storyRunningLow()) },
  play: async (context) => {
    await balanceAndCharts(context);
    const alert = within(context.canvasElement).getByRole('note');
    await expect(alert).toHaveTextContent(t('usage:notices.lowTitle'));
    await expect(alert).toHaveTextContent('42');
  },
};

export const Exhausted: Story = {
  args: { usage: loaded(storyExhausted()) },
  play: async (context) => {
    await balanceAndCharts(context);
    const alert = within(context.canvasElement).getByRole('note');
    await expect(alert).toHaveTextContent(t('usage:notices.emptyTitle'));
    await expect(alert).toHaveTextContent(t('usage:notices.empty'));
  },
};

export const TopUpSucceeded: Story = {
  args: { usage: loaded(storyTopUpSucceeded()), ledger: loaded(storyLedger({ topUp: true })), invoices: loaded([STORY_TOP_UP_INVOICE, ...STORY_INVOICES]), topUpSave: { status: 'success' } },
  play: async (context) => {
    await balanceAndCharts(context);
    const statement = region(context.canvasElement, t('usage:statement.heading'));
    await expect(within(statement.getAllByRole('row')[1] as HTMLElement).getByText(t('usage:statement.kinds.topUp'))).toBeVisible();
    const form = region(context.canvasElement, t('usage:topUp.heading'));
    await expect(form.getByRole('switch', { name: t('usage:topUp.enabled') })).toBeChecked();
    await expect(form.getByText(t('usage:topUp.saved'))).toBeVisible();
  },
};

export const TopUpFailed: Story = {
  args: { usage: loaded(storyTopUpFailed()) },
  play: async (context) => {
    await balanceAndCharts(context);
    const alerts = within(context.canvasElement).getAllByRole('note');
    await expect(alerts.some((alert) => alert.textContent?.includes(t('usage:notices.topUpFailed.card_declined')))).toBe(true);
    await expect(region(context.canvasElement, t('usage:topUp.heading')).getByRole('switch', { name: t('usage:topUp.enabled') })).not.toBeChecked();
  },
};

export const TopUpRefusedByServer: Story = {
  args: { topUpSave: { status: 'error', message: textMessage('The threshold must be a positive whole number of minutes.') } },
  play: async (context) => {
    await balanceAndCharts(context);
    const form = region(context.canvasElement, t('usage:topUp.heading'));
    await expect(form.getByRole('alert')).toHaveTextContent('The threshold must be a positive whole number of minutes.');
  },
};

export const GuaranteeAtRisk: Story = {
  args: { guarantee: loaded(STORY_GUARANTEE.atRisk) },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, t('usage:guarantee.heading'));
    await expect(card.getByTestId('guarantee-status')).toHaveTextContent(t('usage:guarantee.status.atRisk'));
    await expect(card.getByText(t('usage:guarantee.counts'))).toBeVisible();
    await expect(card.queryByRole('button', { name: t('usage:guarantee.request') })).toBeNull();
  },
};

export const GuaranteeEligible: Story = {
  args: { guarantee: loaded(STORY_GUARANTEE.eligible), usage: loaded(storyUsage({ plan: 'essential', allowanceMinutes: 100, lowThresholdMinutes: 20, balanceMinutes: 61 })) },
  play: async ({ canvasElement, args }) => {
    const card = region(canvasElement, t('usage:guarantee.heading'));
    await expect(card.getByTestId('guarantee-status')).toHaveTextContent(t('usage:guarantee.status.eligible'));
    await userEvent.click(card.getByRole('button', { name: t('usage:guarantee.request') }));
    await expect(args.onRequestRefund).toHaveBeenCalledOnce();
  },
};

export const GuaranteeRequested: Story = {
  args: { guarantee: loaded(STORY_GUARANTEE.requested), refund: { status: 'success' } },
  play: async ({ canvasElement }) => {
    const card = region(canvasElement, t('usage:guarantee.heading'));
    await expect(card.getByTestId('guarantee-status')).toHaveTextContent(t('usage:guarantee.status.requested'));
    await expect(card.getByText(t('usage:guarantee.requestDone'))).toBeVisible();
    await expect(card.queryByRole('button', { name: t('usage:guarantee.request') })).toBeNull();
  },
};

export const Loading: Story = { args: { usage: loading }, play: loadingPlay(() => t('usage:loading')) };

export const LoadError: Story = { args: { usage: loadFailed('errors:generic') }, play: loadErrorPlay({ message: () => t('usage:loadError') }) };

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
