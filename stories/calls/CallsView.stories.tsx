import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CallsView } from '@/features/calls/CallsView';
import { textMessage } from '@/lib/message';
import { callRows, STORY_BALANCE } from '../fixtures/calls';
import { inLocale, onMobile } from '../support/variants';
import { t } from '../support/i18n';
import { loaded, loadErrorPlay, loadFailed, loading, portalViewMeta } from '../support/loadState';

const meta = {
  title: 'Portal/Call history/States',
  component: CallsView,
  ...portalViewMeta({
    filters: {},
    sort: { key: 'startedAt', order: 'desc' },
    state: loaded({ items: callRows(12), total: 959 }),
    hasMore: true,
    loadingMore: false,
    balance: { ...STORY_BALANCE },
    newCalls: 0,
    exporting: false,
    botConfigHref: '/dashboard/bot-config',
    hrefOf: (id: string) => `/dashboard/calls/${id}`,
    onFiltersChange: fn(),
    onSortChange: fn(),
    onLoadMore: fn(),
    onShowNew: fn(),
    onExport: fn(),
  }),
} satisfies Meta<typeof CallsView>;

export default meta;
type Story = StoryObj<typeof meta>;

const loadedPlay: Story['play'] = async ({ canvasElement, args, step }) => {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(t('calls:list.title'));
  await step('a table of calls, newest first, sortable by its headers', async () => {
    const table = canvas.getByRole('table');
    // 959 calls in all (a header row and a row for each), of which the first 12 are loaded.
    await expect(table).toHaveAttribute('aria-rowcount', '960');
    await expect(table.querySelector('tbody')).toHaveAttribute('data-rows', '12');
    await expect(within(table).getAllByRole('row')[1]).toHaveAttribute('aria-rowindex', '2');
    await expect(canvas.getByRole('columnheader', { name: t('calls:columns.startedAt') })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: t('calls:columns.durationSec') })).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(canvas.getByRole('button', { name: t('calls:columns.durationSec') }));
    await expect(args.onSortChange).toHaveBeenCalledWith({ key: 'durationSec', order: 'desc' });
    await userEvent.click(canvas.getByRole('button', { name: t('calls:columns.startedAt') }));
    await expect(args.onSortChange).toHaveBeenLastCalledWith({ key: 'startedAt', order: 'asc' });
  });
  await step('each row links to its call', async () => {
    const first = within(canvas.getAllByTestId('call-row')[0] as HTMLElement);
    await expect(first.getByRole('link')).toHaveAttribute('href', '/dashboard/calls/cstory0000');
    await expect(first.getByText(t('calls:outcome.appointment_booked'))).toBeVisible();
  });
  await step('filters apply together; inverted dates are refused with a message, keeping what was typed', async () => {
    const form = within(canvas.getByRole('search', { name: t('calls:filters.label') }));
    await userEvent.type(form.getByLabelText(t('calls:filters.from')), '2026-11-20');
    await userEvent.type(form.getByLabelText(t('calls:filters.to')), '2026-11-01');
    await userEvent.click(form.getByRole('button', { name: t('calls:filters.apply') }));
    await expect(form.getByRole('alert')).toHaveTextContent(t('calls:filters.invertedDates'));
    await expect(args.onFiltersChange).not.toHaveBeenCalled();
    await expect(form.getByLabelText(t('calls:filters.from'))).toHaveValue('2026-11-20');
    await userEvent.clear(form.getByLabelText(t('calls:filters.to')));
    await userEvent.type(form.getByLabelText(t('calls:filters.to')), '2026-11-24');
    await userEvent.selectOptions(form.getByLabelText(t('calls:filters.outcome')), 'appointment_booked');
    await userEvent.type(form.getByLabelText(t('calls:filters.search')), ' limpieza ');
    await userEvent.click(form.getByRole('button', { name: t('calls:filters.apply') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({ from: '2026-11-20', to: '2026-11-24', outcome: 'appointment_booked', q: 'limpieza' });
  });
  await step('more pages on request, and the export', async () => {
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.showMore') }));
    await expect(args.onLoadMore).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.export') }));
    await expect(args.onExport).toHaveBeenCalledOnce();
  });
};

export const Loaded: Story = { play: loadedPlay };
export const LoadedSpanish: Story = inLocale(Loaded, 'es');
export const LoadedArabic: Story = inLocale(Loaded, 'ae');
export const LoadedMobile: Story = onMobile(Loaded);
export const LoadedMobileArabic: Story = onMobile(Loaded, 'ae');

const BUSY_ROWS = callRows(200);

/**
 * The busy account: 10,512 calls, 200 of them loaded (paged on the server, "Show more" for the
 * next). The table renders only the rows near the window: scrolled to its end, the 200th is there.
 */
export const TenThousandCalls: Story = {
  args: { state: loaded({ items: BUSY_ROWS, total: 10_512 }) },
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table');
    await expect(canvas.getByTestId('calls-total')).toHaveTextContent(/10.512|10,512/);
    await expect(table).toHaveAttribute('aria-rowcount', '10513');
    await step('at the top, the first calls and no more rows than a few screens hold', async () => {
      const shown = canvas.getAllByTestId('call-row');
      await expect(shown[0]).toHaveAttribute('aria-rowindex', '2');
      await expect(shown.length).toBeLessThan(60);
    });
    await step('at the end of the table, the 200th call, then "Show more"', async () => {
      const more = canvas.getByRole('button', { name: t('calls:list.showMore') });
      more.scrollIntoView({ block: 'end', behavior: 'instant' });
      await waitFor(() => expect(canvas.getAllByTestId('call-row').at(-1)).toHaveAttribute('aria-rowindex', '201'));
      await expect(canvas.getAllByTestId('call-row').length).toBeLessThan(60);
      await expect(within(canvas.getAllByTestId('call-row').at(-1) as HTMLElement).getByRole('link')).toHaveAttribute('href', `/dashboard/calls/${BUSY_ROWS[199]!.id}`);
      await expect(more).toBeVisible();
    });
  },
};

export const Loading: Story = {
  args: { state: loading, balance: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(t('calls:list.loading'))).toBeVisible();
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const LoadingArabic: Story = inLocale(Loading, 'ae');

/** A new account: no calls yet, a pointer to the bot configuration. */
export const Empty: Story = {
  args: { state: loaded({ items: [], total: 0 }), hasMore: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('calls:list.empty.title'));
    await expect(canvas.getByRole('link', { name: t('calls:list.empty.action') })).toHaveAttribute('href', '/dashboard/bot-config');
    await expect(canvas.queryByRole('table')).toBeNull();
  },
};
export const EmptySpanish: Story = inLocale(Empty, 'es');
export const EmptyArabic: Story = inLocale(Empty, 'ae');

export const NothingMatches: Story = {
  args: { filters: { outcome: 'transferred', q: 'zzz' }, state: loaded({ items: [], total: 0 }), hasMore: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(t('calls:list.noMatch.title'));
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.noMatch.clear') }));
    await expect(args.onFiltersChange).toHaveBeenCalledWith({});
  },
};
export const NothingMatchesArabic: Story = inLocale(NothingMatches, 'ae');

export const LoadError: Story = { args: { state: loadFailed() }, play: loadErrorPlay({ message: () => t('errors:network') }) };
export const LoadErrorSpanish: Story = inLocale(LoadError, 'es');
export const LoadErrorArabic: Story = inLocale(LoadError, 'ae');

/** The server refused the filters: its message, the previous results kept. */
export const FiltersRefused: Story = {
  args: { filterError: textMessage('The search is too long (at most 100 characters).') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('The search is too long');
    await expect(canvas.getAllByTestId('call-row').length).toBeGreaterThan(0);
  },
};

/** Calls arrived while the history was open: announced politely, shown on request. */
export const NewCallsArrived: Story = {
  args: { newCalls: 2 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const live = canvas.getAllByRole('status').find((element) => element.getAttribute('aria-live') === 'polite' && element.textContent);
    await expect(live).toHaveTextContent(t('calls:list.newCalls', { count: 2 }));
    await userEvent.click(canvas.getByRole('button', { name: t('calls:list.showNew') }));
    await expect(args.onShowNew).toHaveBeenCalledOnce();
  },
};
export const NewCallsArrivedArabic: Story = inLocale(NewCallsArrived, 'ae');

// Every state in Spanish and Arabic (right to left), and on a phone in English and Arabic.
export const TenThousandCallsArabic: Story = inLocale(TenThousandCalls, 'ae');
export const LoadingSpanish: Story = inLocale(Loading, 'es');
export const LoadingMobile: Story = onMobile(Loading);
export const LoadingMobileArabic: Story = onMobile(Loading, 'ae');
export const EmptyMobile: Story = onMobile(Empty);
export const EmptyMobileArabic: Story = onMobile(Empty, 'ae');
export const NothingMatchesSpanish: Story = inLocale(NothingMatches, 'es');
export const NothingMatchesMobile: Story = onMobile(NothingMatches);
export const NothingMatchesMobileArabic: Story = onMobile(NothingMatches, 'ae');
export const LoadErrorMobile: Story = onMobile(LoadError);
export const LoadErrorMobileArabic: Story = onMobile(LoadError, 'ae');
export const FiltersRefusedSpanish: Story = inLocale(FiltersRefused, 'es');
export const FiltersRefusedArabic: Story = inLocale(FiltersRefused, 'ae');
export const FiltersRefusedMobile: Story = onMobile(FiltersRefused);
export const FiltersRefusedMobileArabic: Story = onMobile(FiltersRefused, 'ae');
export const NewCallsArrivedSpanish: Story = inLocale(NewCallsArrived, 'es');
export const NewCallsArrivedMobile: Story = onMobile(NewCallsArrived);
export const NewCallsArrivedMobileArabic: Story = onMobile(NewCallsArrived, 'ae');
