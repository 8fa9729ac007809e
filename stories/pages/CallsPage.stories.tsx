import type { StoryObj } from '@storybook/react-vite';
import { HttpResponse } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { localizePath } from '@/lib/locale';
import CallsPage from '@/pages/CallsPage';
import { formatNumber } from '@/lib/format';
import { callRows } from '../fixtures/calls';
import { DEMO_ALLOWANCE_MINUTES, DEMO_MINUTES } from '../fixtures/demo';
import { t } from '../support/i18n';
import { contract, requestLog } from '../support/msw';
import { inLocale, pageLocale } from '../support/variants';
import { balanceApi } from './handlers';
import { expectShell, portalPageMeta } from './support';
import { restFocus } from '../support/atRest';

const PAGE = 10;
const ROWS = callRows(PAGE * 2);
const log = requestLog();

/** The history in two pages of ten (cursor `p2`), the month's balance, no new calls. */
const callsApi = [
  contract(
    'get',
    '/api/calls',
    ({ request }) => {
      const second = new URL(request.url).searchParams.get('cursor') === 'p2';
      return HttpResponse.json({
        items: second ? ROWS.slice(PAGE) : ROWS.slice(0, PAGE),
        total: ROWS.length,
        nextCursor: second ? null : 'p2',
      });
    },
    log,
  ),
  balanceApi(log),
  contract('get', '/api/calls/updates', () => HttpResponse.json({ count: 0, latest: null }), log),
];

const meta = {
  title: 'Portal/Call history/Page',
  ...portalPageMeta(CallsPage, '/dashboard/calls', callsApi, log),
};

export default meta;
type Story = StoryObj<typeof meta>;

const rows = (canvasElement: HTMLElement) => within(canvasElement).queryAllByTestId('call-row');

/** The first page of the history from the server, then the next one on request. */
export const History: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await step('the first ten calls, newest first, each a link to its call', async () => {
      await expect(await canvas.findByRole('heading', { level: 1, name: t('calls:list.title') })).toBeVisible();
      await waitFor(() => expect(rows(canvasElement)).toHaveLength(PAGE));
      await expect(within(rows(canvasElement)[0] as HTMLElement).getByRole('link')).toHaveAttribute(
        'href',
        localizePath(`/dashboard/calls/${ROWS[0]?.id}`, pageLocale()),
      );
      await expect(log.to('/api/calls', 'get')).toHaveLength(1);
    });
    await step("the demo account's minutes left and plan, as the usage page says them", async () => {
      const locale = pageLocale();
      const balance = t('calls:list.balance', {
        remaining: formatNumber(DEMO_MINUTES.balance, locale),
        allowance: formatNumber(DEMO_ALLOWANCE_MINUTES, locale),
      });
      await expect(await canvas.findByText(balance)).toBeVisible();
    });
    await step('in the shell, Calls marked as the current page', async () => {
      await expectShell(canvasElement, 'calls');
    });
    await step('the next page takes the place of the first; Previous brings the first back from the cache', async () => {
      const next = canvas.getByRole('button', { name: t('calls:list.nextPage') });
      await userEvent.click(next);
      await waitFor(() => expect(rows(canvasElement)[0]).toHaveAttribute('aria-rowindex', String(PAGE + 2)));
      await expect(rows(canvasElement)).toHaveLength(PAGE);
      await expect(within(rows(canvasElement)[0] as HTMLElement).getByRole('link')).toHaveAttribute(
        'href',
        localizePath(`/dashboard/calls/${ROWS[PAGE]?.id}`, pageLocale()) + '?page=2',
      );
      await expect(log.to('/api/calls', 'get').at(-1)?.path).toContain('cursor=p2');
      await expect(next).toBeDisabled();
      // The table takes the focus (its caption and size are read out), its top in view.
      await waitFor(() => expect(canvas.getByRole('table')).toHaveFocus());
      await userEvent.click(canvas.getByRole('button', { name: t('calls:list.previousPage') }));
      await waitFor(() => expect(rows(canvasElement)[0]).toHaveAttribute('aria-rowindex', '2'));
      await expect(log.to('/api/calls', 'get')).toHaveLength(2);
      await waitFor(() => expect(canvas.getByRole('table')).toHaveFocus());
    });
    restFocus();
  },
};
export const HistorySpanish: Story = inLocale(History, 'es');
export const HistoryArabic: Story = inLocale(History, 'ae', { play: true });
