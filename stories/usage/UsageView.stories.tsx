import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { STORY_BILLING, STORY_INVOICES, storyLedger } from '../fixtures/usage';
import { t } from '../support/i18n';
import { region } from '../support/queries';
import { loadErrorPlay, loadingPlay } from '../support/loadState';
import { choice } from '../support/named';
import { inLocale, onMobile } from '../support/variants';
import { restFocus } from '../support/atRest';
import { UsageScreen } from './UsageScreen';
import { balanceAndCharts, GUARANTEE, INVOICES, LEDGER, SAVE, USAGE, usageMeta } from './usageMeta';

const meta = {
  title: 'Portal/Usage and billing/States',
  component: UsageScreen,
  ...usageMeta(),
} satisfies Meta<typeof UsageScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

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
