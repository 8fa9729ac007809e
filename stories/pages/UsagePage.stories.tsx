import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import UsagePage from '@/pages/UsagePage';
import { formatNumber } from '@/lib/format';
import { DEMO_ALLOWANCE_MINUTES, DEMO_MINUTES, DEMO_PLAN } from '../fixtures/demo';
import { STORY_BILLING, STORY_GUARANTEE, STORY_INVOICES, storyLedger, storyUsage } from '../fixtures/usage';
import { t } from '../support/i18n';
import { region } from '../support/queries';
import { invoicesInStoryLanguage, lineInStoryLanguage } from '../support/invoices';
import { contract, requestLog } from '../support/msw';
import { inLocale, pageLocale } from '../support/variants';
import { callPackagesApi } from './handlers';
import { expectShell, portalPageMeta } from './support';
import { restFocus } from '../support/atRest';

const log = requestLog();

/** Every section's call: the summary of the asked range, the statement, invoices, billing, guarantee, packages. */
const usageApi = [
  contract(
    'get',
    '/api/usage',
    ({ request }) => HttpResponse.json(storyUsage({ range: new URL(request.url).searchParams.get('range') === '90' ? 90 : 30 })),
    log,
  ),
  contract('get', '/api/usage/ledger', () => HttpResponse.json({ items: storyLedger(), nextCursor: null }), log),
  // Worded in the story's language when the call is answered, as the API words them for the reader.
  contract('get', '/api/invoices', () => HttpResponse.json(invoicesInStoryLanguage(STORY_INVOICES)), log),
  contract('get', '/api/billing-details', () => HttpResponse.json(STORY_BILLING), log),
  contract('get', '/api/guarantee', () => HttpResponse.json(STORY_GUARANTEE.onTrack), log),
  callPackagesApi(log),
];

const meta = {
  title: 'Portal/Usage and billing/Page',
  ...portalPageMeta(UsagePage, '/dashboard/usage', usageApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

/** Every section loads from its own call; the range switch asks for 90 days. */
export const Loaded: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the balance and the charts', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('usage:title') })).toBeVisible();
      await expect(await canvas.findByTestId('usage-balance')).toBeVisible();
      // The demo account's minutes left and plan, as the calls page says them.
      const locale = pageLocale();
      await expect(canvas.getByTestId('usage-balance')).toHaveTextContent(formatNumber(DEMO_MINUTES.balance, locale));
      await expect(
        canvas.getByText(
          t('usage:balance.plan', { plan: t(`usage:plans.${DEMO_PLAN.id}`), allowance: formatNumber(DEMO_ALLOWANCE_MINUTES, locale) }),
        ),
      ).toBeVisible();
      await expect(await canvas.findByRole('heading', { name: t('usage:charts.callsTitle') }, { timeout: 10_000 })).toBeVisible();
    });
    await step('in the shell, Usage and billing marked as the current page', async () => {
      await expectShell(canvasElement, 'usage');
    });
    await step('the statement, the invoices and the billing details from their calls', async () => {
      await waitFor(
        () => expect(region(canvasElement, t('usage:statement.heading')).getAllByRole('row')).toHaveLength(1 + storyLedger().length),
        { timeout: 10_000 },
      );
      await waitFor(() =>
        expect(
          region(canvasElement, t('usage:invoices.heading')).getAllByRole('button', { name: new RegExp(t('usage:invoices.download')) }),
        ).toHaveLength(STORY_INVOICES.length),
      );
      // Each line in the story's language: the three months of the demo plan and the package.
      const invoices = region(canvasElement, t('usage:invoices.heading'));
      await expect(invoices.getAllByText(lineInStoryLanguage({ plan: DEMO_PLAN.id }))).toHaveLength(3);
      await expect(invoices.getByText(lineInStoryLanguage({ package: 'basic' }))).toBeVisible();
      await expect(log.to('/api/usage', 'get')[0]?.path).toBe('/api/usage?range=30');
    });
    await step('90 days: the summary is asked for again', async () => {
      await userEvent.click(canvas.getByText(t('usage:charts.days90')));
      await waitFor(() => expect(log.to('/api/usage', 'get').at(-1)?.path).toBe('/api/usage?range=90'));
    });
    restFocus();
  },
};
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae', { play: true });
